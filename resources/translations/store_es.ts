<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>store</name>
    <message>
        <source>The trainer has no language &apos;{code}&apos;; it ships {shipped}.</source>
        <translation>El programa no tiene el idioma &apos;{code}&apos;; incluye {shipped}.</translation>
    </message>
</context>
</TS>
