<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>words</name>
    <message>
        <source>{word} (“{call}”)</source>
        <comment>a table word, with the English call said at the table</comment>
        <translation>{word} (“{call}”)</translation>
    </message>
</context>
</TS>
