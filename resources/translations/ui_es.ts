<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>AmountAnswer</name>
    <message>
        <source>amount</source>
        <translation>importe</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Importe</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Limpiar</translation>
    </message>
</context>
<context>
    <name>AmountsAnswer</name>
    <message>
        <source>%1&apos;s net</source>
        <translation>Neto de %1</translation>
    </message>
    <message>
        <source>Seat %1 is paid</source>
        <translation>Se le paga al asiento %1</translation>
    </message>
    <message>
        <source>seat %1</source>
        <translation>asiento %1</translation>
    </message>
    <message>
        <source>net, − when paying</source>
        <translation>neto, − cuando paga</translation>
    </message>
    <message>
        <source>amount</source>
        <translation>importe</translation>
    </message>
    <message>
        <source>Amount for %1</source>
        <translation>Importe para %1</translation>
    </message>
</context>
<context>
    <name>AnswerWidget</name>
    <message>
        <source>Message</source>
        <translation>Mensaje</translation>
    </message>
</context>
<context>
    <name>Application</name>
    <message>
        <source>%1 Until then this station drills on its own.</source>
        <translation>%1 Mientras tanto, esta estación practica por su cuenta.</translation>
    </message>
    <message>
        <source>Kiosk mode needs a supervisor first: start Dealer Trainer without --kiosk and create one, or run &apos;dealer-trainer supervisor add NAME --pin-file FILE&apos;.</source>
        <translation>El modo quiosco necesita antes un supervisor: inicie Dealer Trainer sin --kiosk y cree uno, o ejecute &apos;dealer-trainer supervisor add NOMBRE --pin-file ARCHIVO&apos;.</translation>
    </message>
    <message>
        <source>Kiosk mode needs a supervisor first: the site&apos;s owner makes the school&apos;s first with &apos;dealer-trainer site add-supervisor NAME&apos;; then run &apos;dealer-trainer sync&apos; here.</source>
        <translation>El modo quiosco necesita antes un supervisor: el dueño del sitio crea el primero de la escuela con &apos;dealer-trainer site add-supervisor NOMBRE&apos;; luego ejecute &apos;dealer-trainer sync&apos; aquí.</translation>
    </message>
</context>
<context>
    <name>ArrangementAnswer</name>
    <message>
        <source>Cards offered</source>
        <translation>Cartas ofrecidas</translation>
    </message>
    <message>
        <source>Cards as displayed</source>
        <translation>Cartas en el orden mostrado</translation>
    </message>
    <message>
        <source>Cards offered: tap them in display order</source>
        <translation>Cartas ofrecidas: tóquelas en el orden en que se muestran</translation>
    </message>
    <message>
        <source>Your display, left to right (drag to reorder)</source>
        <translation>Su orden, de izquierda a derecha (arrastre para reordenar)</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>Empezar de nuevo</translation>
    </message>
    <message>
        <source>Double-tap a placed card to take it back; Alt+arrows move it.</source>
        <translation>Toque dos veces una carta colocada para retirarla; Alt+flechas la mueven.</translation>
    </message>
    <message>
        <source>Placed</source>
        <translation>Colocadas</translation>
    </message>
</context>
<context>
    <name>AttemptDialog</name>
    <message>
        <source>✓ Right</source>
        <translation>✓ Correcto</translation>
    </message>
    <message>
        <source>◐ Partly right (%1%)</source>
        <translation>◐ Parcialmente correcto (%1%)</translation>
    </message>
    <message>
        <source>✗ Wrong</source>
        <translation>✗ Incorrecto</translation>
    </message>
    <message>
        <source>Answer by %1</source>
        <translation>Respuesta de %1</translation>
    </message>
    <message>
        <source>%1 · %2 · difficulty %3 · seed %4 · answered in %5 s at %6</source>
        <translation>%1 · %2 · dificultad %3 · semilla %4 · respondida en %5 s el %6</translation>
    </message>
    <message>
        <source>This question cannot be shown again: %1 The answer itself is kept.</source>
        <translation>Esta pregunta no se puede volver a mostrar: %1 La respuesta en sí se conserva.</translation>
    </message>
    <message>
        <source>Close the answer</source>
        <translation>Cerrar la respuesta</translation>
    </message>
    <message>
        <source>The question as the trainee saw it</source>
        <translation>La pregunta tal como la vio el alumno</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Por qué</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>Explicación</translation>
    </message>
    <message>
        <source>Their answer</source>
        <translation>Su respuesta</translation>
    </message>
    <message>
        <source>The right answer</source>
        <translation>La respuesta correcta</translation>
    </message>
</context>
<context>
    <name>BlackjackRules</name>
    <message>
        <source>any two cards</source>
        <translation>dos cartas cualesquiera</translation>
    </message>
    <message>
        <source>9, 10 or 11</source>
        <translation>9, 10 u 11</translation>
    </message>
    <message>
        <source>10 or 11</source>
        <translation>10 u 11</translation>
    </message>
    <message>
        <source>Double on &lt;b&gt;%1&lt;/b&gt;, after a split too</source>
        <translation>Doblar con &lt;b&gt;%1&lt;/b&gt;, también tras dividir</translation>
    </message>
    <message>
        <source>Double on &lt;b&gt;%1&lt;/b&gt;, not after a split</source>
        <translation>Doblar con &lt;b&gt;%1&lt;/b&gt;, no tras dividir</translation>
    </message>
    <message>
        <source>Split to &lt;b&gt;%1&lt;/b&gt; hands; aces again</source>
        <translation>Dividir hasta &lt;b&gt;%1&lt;/b&gt; manos; los ases otra vez</translation>
    </message>
    <message>
        <source>Split to &lt;b&gt;%1&lt;/b&gt; hands; aces once</source>
        <translation>Dividir hasta &lt;b&gt;%1&lt;/b&gt; manos; los ases una vez</translation>
    </message>
    <message>
        <source>Blackjack pays &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>El blackjack paga &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Insurance pays &lt;b&gt;2 to 1&lt;/b&gt;</source>
        <translation>El seguro paga &lt;b&gt;2 a 1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Insurance &lt;b&gt;not offered&lt;/b&gt;</source>
        <translation>Seguro &lt;b&gt;no ofrecido&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Dealer &lt;b&gt;hits soft 17&lt;/b&gt;</source>
        <translation>El crupier &lt;b&gt;pide con 17 blando&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Dealer &lt;b&gt;stands on all 17s&lt;/b&gt;</source>
        <translation>El crupier &lt;b&gt;se planta con todos los 17&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; decks</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; barajas</translation>
    </message>
    <message>
        <source>Hole card &lt;b&gt;dealt&lt;/b&gt;</source>
        <translation>Carta oculta &lt;b&gt;repartida&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Hole card &lt;b&gt;not dealt&lt;/b&gt;</source>
        <translation>Carta oculta &lt;b&gt;no repartida&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Split aces: &lt;b&gt;one card each&lt;/b&gt;</source>
        <translation>Ases divididos: &lt;b&gt;una carta cada uno&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Split aces: &lt;b&gt;played on&lt;/b&gt;</source>
        <translation>Ases divididos: &lt;b&gt;se siguen jugando&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Late surrender &lt;b&gt;offered&lt;/b&gt;</source>
        <translation>Rendición tardía &lt;b&gt;ofrecida&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Surrender &lt;b&gt;not offered&lt;/b&gt;</source>
        <translation>Rendición &lt;b&gt;no ofrecida&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Dealer&apos;s blackjack takes &lt;b&gt;the original wager only&lt;/b&gt;</source>
        <translation>El blackjack del crupier cobra &lt;b&gt;solo la apuesta original&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Dealer&apos;s blackjack takes &lt;b&gt;every wager&lt;/b&gt;</source>
        <translation>El blackjack del crupier cobra &lt;b&gt;todas las apuestas&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Limits &lt;b&gt;%1&lt;/b&gt; to &lt;b&gt;%2&lt;/b&gt;</source>
        <translation>Límites de &lt;b&gt;%1&lt;/b&gt; a &lt;b&gt;%2&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>BlackjackTable</name>
    <message>
        <source>Split</source>
        <translation>Dividida</translation>
    </message>
    <message>
        <source>Surrendered</source>
        <translation>Se rindió</translation>
    </message>
    <message>
        <source>Takes even money</source>
        <translation>Toma pago parejo</translation>
    </message>
    <message>
        <source>Insurance paid %1</source>
        <translation>Seguro pagado %1</translation>
    </message>
    <message>
        <source>Blackjack pays %1</source>
        <translation>Blackjack paga %1</translation>
    </message>
    <message>
        <source>Dealer hits soft 17</source>
        <translation>El crupier pide con 17 blando</translation>
    </message>
    <message>
        <source>Dealer stands on all 17s</source>
        <translation>El crupier se planta con todo 17</translation>
    </message>
    <message>
        <source>Insurance pays 2 to 1</source>
        <translation>El seguro paga 2 a 1</translation>
    </message>
    <message>
        <source>BLACKJACK PAYS %1</source>
        <translation>BLACKJACK PAGA %1</translation>
    </message>
    <message>
        <source>Dealer must hit soft 17</source>
        <translation>El crupier debe pedir con 17 blando</translation>
    </message>
    <message>
        <source>Dealer must stand on all 17s</source>
        <translation>El crupier debe plantarse con todo 17</translation>
    </message>
    <message>
        <source>INSURANCE PAYS 2 TO 1</source>
        <translation>EL SEGURO PAGA 2 A 1</translation>
    </message>
    <message>
        <source>DEALER</source>
        <translation>CRUPIER</translation>
    </message>
    <message>
        <source>Discards</source>
        <translation>Descartes</translation>
    </message>
    <message>
        <source>Shoe</source>
        <translation>Zapato</translation>
    </message>
    <message>
        <source>Even money</source>
        <translation>Pago parejo</translation>
    </message>
    <message>
        <source>Ins. %1</source>
        <translation>Seg. %1</translation>
    </message>
    <message>
        <source>paid %1</source>
        <translation>pagado %1</translation>
    </message>
    <message>
        <source>Doubled</source>
        <translation>Doblada</translation>
    </message>
    <message>
        <source>Paid %1</source>
        <translation>Pagado %1</translation>
    </message>
</context>
<context>
    <name>CardRow</name>
    <message>
        <source>No cards</source>
        <translation>Sin cartas</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>face-down card</source>
        <translation>carta boca abajo</translation>
    </message>
    <message>
        <source>Two</source>
        <translation>Dos</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>Tres</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>Cuatro</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>Cinco</translation>
    </message>
    <message>
        <source>Six</source>
        <translation>Seis</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>Siete</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>Ocho</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>Nueve</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>Diez</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Jota</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Reina</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Rey</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>As</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>tréboles</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>diamantes</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>corazones</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>picas</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
</context>
<context>
    <name>CertificationPanel</name>
    <message>
        <source>Certification level in each game</source>
        <translation>Nivel de certificación en cada juego</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Siguiente</translation>
    </message>
    <message>
        <source>Table tests scored on the rubric</source>
        <translation>Pruebas de mesa calificadas con la rúbrica</translation>
    </message>
    <message>
        <source>Scored</source>
        <translation>Calificada</translation>
    </message>
    <message>
        <source>By</source>
        <translation>Por</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>passed (mark %1%)</source>
        <translation>aprobada (nota %1%)</translation>
    </message>
    <message>
        <source>not passed (mark %1%)</source>
        <translation>no aprobada (nota %1%)</translation>
    </message>
    <message>
        <source>Criteria</source>
        <translation>Criterios</translation>
    </message>
</context>
<context>
    <name>ChipsAnswer</name>
    <message>
        <source>Add a %1 chip</source>
        <translation>Añadir una ficha de %1</translation>
    </message>
    <message>
        <source>Key %1</source>
        <translation>Tecla %1</translation>
    </message>
    <message>
        <source>Chips built</source>
        <translation>Fichas armadas</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Limpiar</translation>
    </message>
    <message>
        <source>chip</source>
        <translation>ficha</translation>
    </message>
    <message>
        <source>chips</source>
        <translation>fichas</translation>
    </message>
    <message>
        <source>Yours %1</source>
        <translation>Suya: %1</translation>
    </message>
</context>
<context>
    <name>ChoiceAnswer</name>
    <message>
        <source>Key %1</source>
        <translation>Tecla %1</translation>
    </message>
</context>
<context>
    <name>ClassesPage</name>
    <message>
        <source>Classes</source>
        <translation>Grupos</translation>
    </message>
    <message>
        <source>Group trainees into classes, then choose a class on the overview and reports pages. A trainee is in one class or none.</source>
        <translation>Reúna a los alumnos en grupos y luego elija un grupo en las páginas de resumen e informes. Un alumno está en un grupo o en ninguno.</translation>
    </message>
    <message>
        <source>What the last change did</source>
        <translation>Lo que hizo el último cambio</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Grupo</translation>
    </message>
    <message>
        <source>Trainees</source>
        <translation>Alumnos</translation>
    </message>
    <message>
        <source>New class</source>
        <translation>Nuevo grupo</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Renombrar</translation>
    </message>
    <message>
        <source>Rename the chosen class</source>
        <translation>Renombrar el grupo elegido</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>Delete the chosen class (its trainees stay)</source>
        <translation>Borrar el grupo elegido (sus alumnos se quedan)</translation>
    </message>
    <message>
        <source>A roster is a CSV file with a name and a class column. Trainees not here yet are added without a PIN; set each PIN on the People page.</source>
        <translation>Una lista es un archivo CSV con una columna de nombre y una de grupo. Los alumnos que aún no están se añaden sin PIN; ponga el PIN de cada uno en la página Personas.</translation>
    </message>
    <message>
        <source>Import a roster…</source>
        <translation>Importar una lista…</translation>
    </message>
    <message>
        <source>Import trainees and classes from a CSV file</source>
        <translation>Importar alumnos y grupos desde un archivo CSV</translation>
    </message>
    <message>
        <source>The class&apos;s name:</source>
        <translation>Nombre del grupo:</translation>
    </message>
    <message>
        <source>Class %1 made.</source>
        <translation>Grupo %1 creado.</translation>
    </message>
    <message>
        <source>Rename %1</source>
        <translation>Renombrar %1</translation>
    </message>
    <message>
        <source>The new name:</source>
        <translation>El nombre nuevo:</translation>
    </message>
    <message>
        <source>Class %1 is now %2.</source>
        <translation>El grupo %1 ahora se llama %2.</translation>
    </message>
    <message>
        <source>Delete the class %1? Its %2 trainees stay, with their answers, in no class.</source>
        <translation>¿Borrar el grupo %1? Sus %2 alumnos se quedan, con sus respuestas, sin grupo.</translation>
    </message>
    <message>
        <source>Delete class</source>
        <translation>Borrar grupo</translation>
    </message>
    <message>
        <source>Class %1 deleted; its trainees are kept.</source>
        <translation>Grupo %1 borrado; sus alumnos se conservan.</translation>
    </message>
    <message>
        <source>Import a roster</source>
        <translation>Importar una lista</translation>
    </message>
    <message>
        <source>Rosters (*.csv);;All files (*)</source>
        <translation>Listas (*.csv);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Trainees and their classes</source>
        <translation>Alumnos y sus grupos</translation>
    </message>
    <message>
        <source>Choose trainees (Ctrl or Shift to choose several), then a class.</source>
        <translation>Elija alumnos (Ctrl o Mayús para elegir varios) y luego un grupo.</translation>
    </message>
    <message>
        <source>Class to put the chosen trainees in</source>
        <translation>Grupo en el que poner a los alumnos elegidos</translation>
    </message>
    <message>
        <source>Put in class</source>
        <translation>Asignar grupo</translation>
    </message>
    <message>
        <source>Put the chosen trainees in that class</source>
        <translation>Poner a los alumnos elegidos en ese grupo</translation>
    </message>
    <message>
        <source>%1 trainees</source>
        <translation>%1 alumnos</translation>
    </message>
    <message>
        <source>%1 in no class now.</source>
        <translation>%1 sin grupo ahora.</translation>
    </message>
    <message>
        <source>%1 in %2 now.</source>
        <translation>%1 en %2 ahora.</translation>
    </message>
    <message>
        <source>No class</source>
        <translation>Sin grupo</translation>
    </message>
</context>
<context>
    <name>Console</name>
    <message>
        <source>%1/h</source>
        <translation>%1/h</translation>
    </message>
    <message>
        <source>%1/h of %2</source>
        <translation>%1/h de %2</translation>
    </message>
    <message>
        <source>Pace</source>
        <translation>Ritmo</translation>
    </message>
    <message>
        <source>Right answers per hour at the median time, against the house&apos;s target</source>
        <translation>Respuestas correctas por hora con el tiempo mediano, frente al objetivo de la casa</translation>
    </message>
</context>
<context>
    <name>CredentialsPage</name>
    <message>
        <source>Credentials</source>
        <translation>Credenciales</translation>
    </message>
    <message>
        <source>Signed records of table tests that anyone can check offline with the school&apos;s public key.</source>
        <translation>Registros firmados de pruebas de mesa que cualquiera puede comprobar sin conexión con la clave pública de la escuela.</translation>
    </message>
    <message>
        <source>The school&apos;s key</source>
        <translation>La clave de la escuela</translation>
    </message>
    <message>
        <source>The school&apos;s public key fingerprint</source>
        <translation>La huella de la clave pública de la escuela</translation>
    </message>
    <message>
        <source>Save the public key…</source>
        <translation>Guardar la clave pública…</translation>
    </message>
    <message>
        <source>Save the school&apos;s public key to a file</source>
        <translation>Guardar la clave pública de la escuela en un archivo</translation>
    </message>
    <message>
        <source>Save the revocation list…</source>
        <translation>Guardar la lista de revocaciones…</translation>
    </message>
    <message>
        <source>Save the school&apos;s signed revocation list</source>
        <translation>Guardar la lista de revocaciones firmada de la escuela</translation>
    </message>
    <message>
        <source>%1 could not be written (%2).</source>
        <translation>No se pudo escribir %1 (%2).</translation>
    </message>
    <message>
        <source>Save the school&apos;s public key</source>
        <translation>Guardar la clave pública de la escuela</translation>
    </message>
    <message>
        <source>Public key (*.pem)</source>
        <translation>Clave pública (*.pem)</translation>
    </message>
    <message>
        <source>The school&apos;s public key is saved in %1.</source>
        <translation>La clave pública de la escuela se guardó en %1.</translation>
    </message>
    <message>
        <source>Save the revocation list</source>
        <translation>Guardar la lista de revocaciones</translation>
    </message>
    <message>
        <source>Revocation list (*.jwt)</source>
        <translation>Lista de revocaciones (*.jwt)</translation>
    </message>
    <message>
        <source>The revocation list is saved in %1.</source>
        <translation>La lista de revocaciones se guardó en %1.</translation>
    </message>
    <message>
        <source>Signed-off table tests</source>
        <translation>Pruebas de mesa firmadas</translation>
    </message>
    <message>
        <source>issued %1 by %2</source>
        <translation>emitida el %1 por %2</translation>
    </message>
    <message>
        <source>revoked %1 by %2: %3</source>
        <translation>revocada el %1 por %2: %3</translation>
    </message>
    <message>
        <source>not issued</source>
        <translation>no emitida</translation>
    </message>
    <message>
        <source>Trainee</source>
        <translation>Alumno</translation>
    </message>
    <message>
        <source>Exam</source>
        <translation>Examen</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>Signed off</source>
        <translation>Firmado</translation>
    </message>
    <message>
        <source>Credential</source>
        <translation>Credencial</translation>
    </message>
    <message>
        <source>Signed-off table tests and their credentials</source>
        <translation>Pruebas de mesa firmadas y sus credenciales</translation>
    </message>
    <message>
        <source>Issue credential</source>
        <translation>Emitir credencial</translation>
    </message>
    <message>
        <source>Issue the chosen table test&apos;s credential</source>
        <translation>Emitir la credencial de la prueba de mesa elegida</translation>
    </message>
    <message>
        <source>Save credential…</source>
        <translation>Guardar credencial…</translation>
    </message>
    <message>
        <source>Save the chosen credential to a file</source>
        <translation>Guardar la credencial elegida en un archivo</translation>
    </message>
    <message>
        <source>Revoke…</source>
        <translation>Revocar…</translation>
    </message>
    <message>
        <source>Revoke the chosen credential</source>
        <translation>Revocar la credencial elegida</translation>
    </message>
    <message>
        <source>%1&apos;s credential for %2 is issued and signed.</source>
        <translation>La credencial de %1 para %2 está emitida y firmada.</translation>
    </message>
    <message>
        <source>Save the credential</source>
        <translation>Guardar la credencial</translation>
    </message>
    <message>
        <source>Open Badges credential (*.jwt)</source>
        <translation>Credencial Open Badges (*.jwt)</translation>
    </message>
    <message>
        <source>%1&apos;s credential is saved in %2.</source>
        <translation>La credencial de %1 se guardó en %2.</translation>
    </message>
    <message>
        <source>Revoke credential</source>
        <translation>Revocar credencial</translation>
    </message>
    <message>
        <source>Why is %1&apos;s credential for %2 revoked? Whoever checks it is told, with the date.</source>
        <translation>¿Por qué se revoca la credencial de %1 para %2? Quien la compruebe lo verá, con la fecha.</translation>
    </message>
    <message>
        <source>%1&apos;s credential for %2 is revoked; save the revocation list again for those who check it.</source>
        <translation>La credencial de %1 para %2 está revocada; vuelva a guardar la lista de revocaciones para quienes la comprueban.</translation>
    </message>
    <message>
        <source>Check a certificate</source>
        <translation>Comprobar un certificado</translation>
    </message>
    <message>
        <source>Scan a certificate&apos;s code into the box, paste a credential, or open a credential file; then check it against this school&apos;s key or another&apos;s.</source>
        <translation>Escanee el código de un certificado en el cuadro, pegue una credencial o abra un archivo de credencial; después compruébela con la clave de esta escuela o con la de otra.</translation>
    </message>
    <message>
        <source>The certificate&apos;s code or the credential</source>
        <translation>El código del certificado o la credencial</translation>
    </message>
    <message>
        <source>Scan or paste here</source>
        <translation>Escanee o pegue aquí</translation>
    </message>
    <message>
        <source>Open a file…</source>
        <translation>Abrir un archivo…</translation>
    </message>
    <message>
        <source>Open a credential file to check</source>
        <translation>Abrir un archivo de credencial para comprobarlo</translation>
    </message>
    <message>
        <source>Another school&apos;s key…</source>
        <translation>La clave de otra escuela…</translation>
    </message>
    <message>
        <source>Check against another school&apos;s key</source>
        <translation>Comprobar con la clave de otra escuela</translation>
    </message>
    <message>
        <source>Their revocation list…</source>
        <translation>Su lista de revocaciones…</translation>
    </message>
    <message>
        <source>Check against that school&apos;s revocation list too</source>
        <translation>Comprobar también con la lista de revocaciones de esa escuela</translation>
    </message>
    <message>
        <source>This school&apos;s key</source>
        <translation>La clave de esta escuela</translation>
    </message>
    <message>
        <source>Check against this school&apos;s own key</source>
        <translation>Comprobar con la clave propia de esta escuela</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Comprobar</translation>
    </message>
    <message>
        <source>Check whether it is genuine</source>
        <translation>Comprobar si es auténtica</translation>
    </message>
    <message>
        <source>Whether it is genuine</source>
        <translation>Si es auténtica</translation>
    </message>
    <message>
        <source>Against: this school&apos;s key and its revocations.</source>
        <translation>Con: la clave de esta escuela y sus revocaciones.</translation>
    </message>
    <message>
        <source>Against: the key in %1.</source>
        <translation>Con: la clave de %1.</translation>
    </message>
    <message>
        <source>Against: the key in %1 and the revocation list in %2.</source>
        <translation>Con: la clave de %1 y la lista de revocaciones de %2.</translation>
    </message>
    <message>
        <source>%1 cannot be read as a credential.</source>
        <translation>%1 no se puede leer como una credencial.</translation>
    </message>
    <message>
        <source>Open a credential</source>
        <translation>Abrir una credencial</translation>
    </message>
    <message>
        <source>Credential (*.jwt *.txt);;Any file (*)</source>
        <translation>Credencial (*.jwt *.txt);;Cualquier archivo (*)</translation>
    </message>
    <message>
        <source>Another school&apos;s public key</source>
        <translation>La clave pública de otra escuela</translation>
    </message>
    <message>
        <source>Their revocation list</source>
        <translation>Su lista de revocaciones</translation>
    </message>
    <message>
        <source>Scan, paste or open a credential first.</source>
        <translation>Primero escanee, pegue o abra una credencial.</translation>
    </message>
    <message>
        <source>The text checked</source>
        <translation>El texto comprobado</translation>
    </message>
    <message>
        <source>Public key fingerprint (SHA-256): %1</source>
        <translation>Huella de la clave pública (SHA-256): %1</translation>
    </message>
</context>
<context>
    <name>CutAnswer</name>
    <message>
        <source>Chips put out</source>
        <translation>Fichas puestas</translation>
    </message>
    <message>
        <source>Fives</source>
        <translation>De cinco</translation>
    </message>
    <message>
        <source>Fours</source>
        <translation>De cuatro</translation>
    </message>
    <message>
        <source>&amp;Stacks of %1</source>
        <translation>&amp;Pilas de %1</translation>
    </message>
    <message>
        <source>&amp;%1 cut</source>
        <translation>Corte de &amp;%1</translation>
    </message>
    <message>
        <source>&amp;Loose chips</source>
        <translation>Fichas &amp;sueltas</translation>
    </message>
    <message>
        <source>One fewer: %1</source>
        <translation>Una menos: %1</translation>
    </message>
    <message>
        <source>One more: %1</source>
        <translation>Una más: %1</translation>
    </message>
    <message>
        <source>%1 chips put out (%2 x %3 + %4 x %5 + %6)</source>
        <translation>%1 fichas puestas (%2 x %3 + %4 x %5 + %6)</translation>
    </message>
    <message>
        <source>Yours: %1 chips</source>
        <translation>Suyas: %1 fichas</translation>
    </message>
</context>
<context>
    <name>DateRange</name>
    <message>
        <source>Period</source>
        <translation>Periodo</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>Últimos 7 días</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>Últimos 30 días</translation>
    </message>
    <message>
        <source>Last 90 days</source>
        <translation>Últimos 90 días</translation>
    </message>
    <message>
        <source>All time</source>
        <translation>Todo</translation>
    </message>
    <message>
        <source>Chosen dates</source>
        <translation>Fechas elegidas</translation>
    </message>
    <message>
        <source>from</source>
        <translation>desde</translation>
    </message>
    <message>
        <source>From date</source>
        <translation>Fecha de inicio</translation>
    </message>
    <message>
        <source>the beginning</source>
        <translation>el principio</translation>
    </message>
    <message>
        <source>to</source>
        <translation>hasta</translation>
    </message>
    <message>
        <source>To date</source>
        <translation>Fecha final</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>The same PIN again, to be sure</source>
        <translation>El mismo PIN otra vez, para confirmar</translation>
    </message>
    <message>
        <source>The two PINs were not the same; please try again.</source>
        <translation>Los dos PIN no coinciden; inténtelo de nuevo.</translation>
    </message>
    <message>
        <source>A new PIN for %1 (6 to 12 digits)</source>
        <translation>Un PIN nuevo para %1 (de 6 a 12 dígitos)</translation>
    </message>
</context>
<context>
    <name>DrillPage</name>
    <message>
        <source>Rule: %1</source>
        <translation>Regla: %1</translation>
    </message>
    <message>
        <source>Why this question comes now</source>
        <translation>Por qué viene ahora esta pregunta</translation>
    </message>
    <message>
        <source>Drill status</source>
        <translation>Estado del ejercicio</translation>
    </message>
    <message>
        <source>Exam progress</source>
        <translation>Avance del examen</translation>
    </message>
    <message>
        <source>End drill</source>
        <translation>Terminar ejercicio</translation>
    </message>
    <message>
        <source>End the drill and see the summary</source>
        <translation>Terminar el ejercicio y ver el resumen</translation>
    </message>
    <message>
        <source>Posted pay tables</source>
        <translation>Tablas de pagos publicadas</translation>
    </message>
    <message>
        <source>Worked example</source>
        <translation>Ejemplo resuelto</translation>
    </message>
    <message>
        <source>Submit  ⏎</source>
        <translation>Enviar  ⏎</translation>
    </message>
    <message>
        <source>Submit the answer</source>
        <translation>Enviar la respuesta</translation>
    </message>
    <message>
        <source>Next  ␣</source>
        <translation>Siguiente  ␣</translation>
    </message>
    <message>
        <source>Next question</source>
        <translation>Siguiente pregunta</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>Explicación</translation>
    </message>
    <message>
        <source>End exam</source>
        <translation>Terminar examen</translation>
    </message>
    <message>
        <source>End the exam (asks first)</source>
        <translation>Terminar el examen (pregunta antes)</translation>
    </message>
    <message>
        <source>You have missed this kind of question often, so here is one worked through first.</source>
        <translation>Ha fallado a menudo este tipo de pregunta, así que aquí tiene una resuelta paso a paso primero.</translation>
    </message>
    <message>
        <source>fast</source>
        <comment>an answer&apos;s pace against its target</comment>
        <translation>rápida</translation>
    </message>
    <message>
        <source>normal</source>
        <comment>an answer&apos;s pace against its target</comment>
        <translation>normal</translation>
    </message>
    <message>
        <source>slow</source>
        <comment>an answer&apos;s pace against its target</comment>
        <translation>lenta</translation>
    </message>
    <message>
        <source>The answer could not be saved: %1</source>
        <translation>No se pudo guardar la respuesta: %1</translation>
    </message>
    <message>
        <source>✓ Right</source>
        <translation>✓ Correcto</translation>
    </message>
    <message>
        <source>◐ Partly right (%1%)</source>
        <translation>◐ Parcialmente correcto (%1%)</translation>
    </message>
    <message>
        <source>✗ Wrong</source>
        <translation>✗ Incorrecto</translation>
    </message>
    <message>
        <source>%1 · %2 s, target %4 s (%3)</source>
        <translation>%1 · %2 s, objetivo %4 s (%3)</translation>
    </message>
    <message>
        <source>The answer: %1 · you gave %4 · %2 s, target %5 s (%3)</source>
        <translation>La respuesta: %1 · usted dio %4 · %2 s, objetivo %5 s (%3)</translation>
    </message>
    <message>
        <source>%1 s left · %2 right of %3</source>
        <translation>Quedan %1 s · %2 correctas de %3</translation>
    </message>
    <message>
        <source>Question %1 of %2</source>
        <translation>Pregunta %1 de %2</translation>
    </message>
    <message>
        <source>%1 right of %2</source>
        <translation>%1 correctas de %2</translation>
    </message>
    <message>
        <source>target %1 s</source>
        <translation>objetivo %1 s</translation>
    </message>
    <message>
        <source>End the exam now? The %1 answered are scored; the %2 not answered count as wrong, and the sitting is marked as ended early.</source>
        <translation>¿Terminar el examen ahora? Las %1 respondidas se califican; las %2 sin responder cuentan como incorrectas, y la sesión queda marcada como terminada antes de tiempo.</translation>
    </message>
</context>
<context>
    <name>ExamBuilder</name>
    <message>
        <source>%2 of each of its %1 skills</source>
        <translation>%2 de cada una de sus %1 destrezas</translation>
    </message>
    <message>
        <source>%1: %2 questions (%3)</source>
        <translation>%1: %2 preguntas (%3)</translation>
    </message>
    <message>
        <source>New exam</source>
        <translation>Nuevo examen</translation>
    </message>
    <message>
        <source>Build an exam</source>
        <translation>Crear un examen</translation>
    </message>
    <message>
        <source>Exam name</source>
        <translation>Nombre del examen</translation>
    </message>
    <message>
        <source>e.g. Payouts, week 3</source>
        <translation>p. ej. Pagos, semana 3</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source> questions</source>
        <translation> preguntas</translation>
    </message>
    <message>
        <source>Number of questions</source>
        <translation>Número de preguntas</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Duración</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>Sin límite</translation>
    </message>
    <message>
        <source>Time limit in minutes</source>
        <translation>Límite de tiempo en minutos</translation>
    </message>
    <message>
        <source>Time limit</source>
        <translation>Límite de tiempo</translation>
    </message>
    <message>
        <source>Pass mark in percent</source>
        <translation>Nota para aprobar en porcentaje</translation>
    </message>
    <message>
        <source>Pass mark</source>
        <translation>Nota para aprobar</translation>
    </message>
    <message>
        <source>Practice: a trainee may start it alone</source>
        <translation>Práctica: un alumno puede empezarlo solo</translation>
    </message>
    <message>
        <source>Practice exam: trainees start it without a supervisor</source>
        <translation>Examen de práctica: los alumnos lo empiezan sin supervisor</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Juegos</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>Destrezas</translation>
    </message>
    <message>
        <source>What every sitting asks</source>
        <translation>Lo que pregunta cada sesión</translation>
    </message>
    <message>
        <source>Why the exam was not created</source>
        <translation>Por qué no se creó el examen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Create exam</source>
        <translation>Crear examen</translation>
    </message>
    <message>
        <source>Tick at least one game and one skill.</source>
        <translation>Marque al menos un juego y una destreza.</translation>
    </message>
    <message>
        <source>No questions are drilled for that choice.</source>
        <translation>No hay preguntas de práctica para esa elección.</translation>
    </message>
    <message>
        <source>Questions are drawn from %1 kinds of question; every sitting asks:</source>
        <translation>Las preguntas salen de %1 tipos de pregunta; cada sesión pregunta:</translation>
    </message>
</context>
<context>
    <name>ExamsPage</name>
    <message>
        <source>Exams</source>
        <translation>Exámenes</translation>
    </message>
    <message>
        <source>Set exams, start a trainee&apos;s sitting here, and sign off table tests.</source>
        <translation>Prepare exámenes, empiece aquí la sesión de un alumno y firme pruebas de mesa.</translation>
    </message>
    <message>
        <source>New exam…</source>
        <translation>Nuevo examen…</translation>
    </message>
    <message>
        <source>Build a new exam</source>
        <translation>Crear un examen nuevo</translation>
    </message>
    <message>
        <source>Exam “%1” created.</source>
        <translation>Examen «%1» creado.</translation>
    </message>
    <message>
        <source>Exams in use</source>
        <translation>Exámenes en uso</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Preguntas</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tiempo</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>Pass mark</source>
        <translation>Nota para aprobar</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Juegos</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>Destrezas</translation>
    </message>
    <message>
        <source>Sit it now:</source>
        <translation>Hacerlo ahora:</translation>
    </message>
    <message>
        <source>Trainee to sit the chosen exam</source>
        <translation>Alumno que hará el examen elegido</translation>
    </message>
    <message>
        <source>Start the sitting</source>
        <translation>Empezar la sesión</translation>
    </message>
    <message>
        <source>Start the chosen trainee&apos;s sitting of the chosen exam at this station</source>
        <translation>Empezar en esta estación la sesión del alumno elegido con el examen elegido</translation>
    </message>
    <message>
        <source>Retire exam</source>
        <translation>Retirar examen</translation>
    </message>
    <message>
        <source>Retire the chosen exam</source>
        <translation>Retirar el examen elegido</translation>
    </message>
    <message>
        <source>What every sitting of the chosen exam asks</source>
        <translation>Lo que pregunta cada sesión del examen elegido</translation>
    </message>
    <message>
        <source>Every sitting asks:
%1</source>
        <translation>Cada sesión pregunta:
%1</translation>
    </message>
    <message>
        <source>Retire the exam “%1”? Trainees can no longer sit it; its results are kept.</source>
        <translation>¿Retirar el examen «%1»? Los alumnos ya no podrán hacerlo; sus resultados se conservan.</translation>
    </message>
    <message>
        <source>Exam “%1” retired.</source>
        <translation>Examen «%1» retirado.</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Resultados</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>en curso</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>aprobado</translation>
    </message>
    <message>
        <source>not passed</source>
        <translation>no aprobado</translation>
    </message>
    <message>
        <source>ready to sign off</source>
        <translation>listo para firmar</translation>
    </message>
    <message>
        <source>%1 %2, passed</source>
        <translation>%1 %2, aprobada</translation>
    </message>
    <message>
        <source>%1 %2, not passed</source>
        <translation>%1 %2, no aprobada</translation>
    </message>
    <message>
        <source>to score</source>
        <translation>por calificar</translation>
    </message>
    <message>
        <source>nobody (practice)</source>
        <translation>nadie (práctica)</translation>
    </message>
    <message>
        <source>Trainee</source>
        <translation>Alumno</translation>
    </message>
    <message>
        <source>Exam</source>
        <translation>Examen</translation>
    </message>
    <message>
        <source>Sat</source>
        <translation>Hecho el</translation>
    </message>
    <message>
        <source>Supervised by</source>
        <translation>Supervisado por</translation>
    </message>
    <message>
        <source>Answered</source>
        <translation>Respondidas</translation>
    </message>
    <message>
        <source>, ended early</source>
        <translation>, terminado antes de tiempo</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Table test signed off</source>
        <translation>Prueba de mesa firmada</translation>
    </message>
    <message>
        <source>Rubric</source>
        <translation>Rúbrica</translation>
    </message>
    <message>
        <source>Exam results</source>
        <translation>Resultados de exámenes</translation>
    </message>
    <message>
        <source>Choose a passed exam to sign it off as a table test.</source>
        <translation>Elija un examen aprobado para firmarlo como prueba de mesa.</translation>
    </message>
    <message>
        <source>Sign off as table test</source>
        <translation>Firmar como prueba de mesa</translation>
    </message>
    <message>
        <source>Sign off the chosen sitting as a table test</source>
        <translation>Firmar la sesión elegida como prueba de mesa</translation>
    </message>
    <message>
        <source>Score on the rubric…</source>
        <translation>Calificar con la rúbrica…</translation>
    </message>
    <message>
        <source>Score the chosen sitting&apos;s live table test on the house&apos;s rubric</source>
        <translation>Calificar la prueba de mesa en vivo de la sesión elegida con la rúbrica de la casa</translation>
    </message>
    <message>
        <source>%1&apos;s %2 table test is recorded: %3, passed.</source>
        <translation>La prueba de mesa de %2 de %1 está registrada: %3, aprobada.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 table test is recorded: %3, not passed.</source>
        <translation>La prueba de mesa de %2 de %1 está registrada: %3, no aprobada.</translation>
    </message>
    <message>
        <source>Sign off %1&apos;s exam “%2” (score %3) as their table test? It is recorded with your name, %4, and the time.</source>
        <translation>¿Firmar el examen «%2» de %1 (puntuación %3) como su prueba de mesa? Queda registrado con su nombre, %4, y la hora.</translation>
    </message>
    <message>
        <source>Sign off table test</source>
        <translation>Firmar prueba de mesa</translation>
    </message>
    <message>
        <source>%1&apos;s table test is signed off.</source>
        <translation>La prueba de mesa de %1 está firmada.</translation>
    </message>
</context>
<context>
    <name>FirstSupervisorDialog</name>
    <message>
        <source>First supervisor</source>
        <translation>Primer supervisor</translation>
    </message>
    <message>
        <source>This station has no supervisor yet. The first supervisor sets the house&apos;s pay tables, runs exams and can leave kiosk mode.</source>
        <translation>Esta estación aún no tiene supervisor. El primer supervisor fija las tablas de pagos de la casa, dirige los exámenes y puede salir del modo quiosco.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Supervisor name</source>
        <translation>Nombre del supervisor</translation>
    </message>
    <message>
        <source>PIN (6 to 12 digits)</source>
        <translation>PIN (de 6 a 12 dígitos)</translation>
    </message>
    <message>
        <source>PIN</source>
        <translation>PIN</translation>
    </message>
    <message>
        <source>The PIN again</source>
        <translation>El PIN otra vez</translation>
    </message>
    <message>
        <source>The two PINs differ; type the same PIN twice.</source>
        <translation>Los dos PIN son distintos; escriba el mismo PIN dos veces.</translation>
    </message>
</context>
<context>
    <name>GameRulesTab</name>
    <message>
        <source>Posted at this house: %1</source>
        <translation>Publicado en esta casa: %1</translation>
    </message>
    <message>
        <source>Search the rules</source>
        <translation>Buscar en las reglas</translation>
    </message>
    <message>
        <source>Enter finds the next match</source>
        <translation>Intro busca la siguiente coincidencia</translation>
    </message>
    <message>
        <source>Search the rule text</source>
        <translation>Buscar en el texto de las reglas</translation>
    </message>
    <message>
        <source>Find</source>
        <translation>Buscar</translation>
    </message>
    <message>
        <source>Source as published</source>
        <translation>Texto tal como se publicó</translation>
    </message>
    <message>
        <source>Show the rule texts as published, asides and all, without numbers</source>
        <translation>Mostrar los textos de las reglas tal como se publicaron, con sus notas, sin números</translation>
    </message>
    <message>
        <source>Rule text of %1</source>
        <translation>Texto de las reglas de %1</translation>
    </message>
    <message>
        <source>Posted at this house</source>
        <translation>Publicado en esta casa</translation>
    </message>
    <message>
        <source>Every schedule the rules allow</source>
        <translation>Todas las tablas que permiten las reglas</translation>
    </message>
    <message>
        <source>Highlighted: %1</source>
        <translation>Resaltado: %1</translation>
    </message>
    <message>
        <source>Wrapped to the start.</source>
        <translation>Se volvió al principio.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not in this rule text.</source>
        <translation>&apos;%1&apos; no está en este texto de las reglas.</translation>
    </message>
</context>
<context>
    <name>HandStrip</name>
    <message>
        <source>Dealer</source>
        <translation>Crupier</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartas</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>Community</source>
        <translation>Cartas comunitarias</translation>
    </message>
    <message>
        <source>Seat %1 hand %2</source>
        <translation>Asiento %1, mano %2</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Asiento %1</translation>
    </message>
    <message>
        <source>%1 · asked</source>
        <translation>%1 · se pregunta</translation>
    </message>
    <message>
        <source>The hands in the question</source>
        <translation>Las manos de la pregunta</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>These keyboard shortcuts</source>
        <translation>Estos atajos de teclado</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Mayús+Tab</translation>
    </message>
    <message>
        <source>Move from control to control (a brass ring shows where)</source>
        <translation>Pasar de un control a otro (un aro dorado muestra dónde)</translation>
    </message>
    <message>
        <source>Full screen, and back</source>
        <translation>Pantalla completa, y volver</translation>
    </message>
    <message>
        <source>Quit (answers not saved yet are asked about first)</source>
        <translation>Salir (antes se pregunta por las respuestas aún no guardadas)</translation>
    </message>
    <message>
        <source>Everywhere</source>
        <translation>En todas partes</translation>
    </message>
    <message>
        <source>Signing in</source>
        <translation>Al iniciar sesión</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Intro</translation>
    </message>
    <message>
        <source>Sign in as the name with the focus; then type the PIN</source>
        <translation>Iniciar sesión con el nombre que tiene el foco; luego escriba el PIN</translation>
    </message>
    <message>
        <source>Answering a question</source>
        <translation>Al responder una pregunta</translation>
    </message>
    <message>
        <source>Submit the answer, or press the button with the focus. After a place, step, chip, seat or card is tapped, Enter submits (it never taps it again).</source>
        <translation>Envía la respuesta, o pulsa el botón que tiene el foco. Después de tocar un lugar, paso, ficha, asiento o carta, Intro envía (nunca lo vuelve a tocar).</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Espacio</translation>
    </message>
    <message>
        <source>Next question, once the verdict shows. While answering, press the place, step, chip, seat or card with the focus. Space never ends a drill or an exam.</source>
        <translation>Siguiente pregunta, cuando se ve el resultado. Mientras responde, pulsa el lugar, paso, ficha, asiento o carta que tiene el foco. Espacio nunca termina un ejercicio ni un examen.</translation>
    </message>
    <message>
        <source>Choose an answer, add a chip, or add a numbered step</source>
        <translation>Elegir una respuesta, añadir una ficha o añadir un paso numerado</translation>
    </message>
    <message>
        <source>Undo the last chip or tap</source>
        <translation>Deshacer la última ficha o el último toque</translation>
    </message>
    <message>
        <source>Backspace</source>
        <translation>Retroceso</translation>
    </message>
    <message>
        <source>Take back the last chip</source>
        <translation>Retirar la última ficha</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Teclas de flecha</translation>
    </message>
    <message>
        <source>Move between the places on the table</source>
        <translation>Moverse entre los lugares de la mesa</translation>
    </message>
    <message>
        <source>Alt+Left, Alt+Right</source>
        <translation>Alt+Izquierda, Alt+Derecha</translation>
    </message>
    <message>
        <source>Move the placed card chosen one place along</source>
        <translation>Mover la carta colocada elegida un lugar</translation>
    </message>
    <message>
        <source>Pay tables and rules</source>
        <translation>Tablas de pagos y reglas</translation>
    </message>
    <message>
        <source>Search the rules</source>
        <translation>Buscar en las reglas</translation>
    </message>
    <message>
        <source>Escape</source>
        <translation>Escape</translation>
    </message>
    <message>
        <source>Back to the drill (or the summary), as it was</source>
        <translation>Volver al ejercicio (o al resumen), tal como estaba</translation>
    </message>
    <message>
        <source>Back to the home page</source>
        <translation>Volver a la página de inicio</translation>
    </message>
    <message>
        <source>Supervisor console</source>
        <translation>Consola del supervisor</translation>
    </message>
    <message>
        <source>Close the console (house settings not applied are asked about)</source>
        <translation>Cerrar la consola (se pregunta por los ajustes de la casa no aplicados)</translation>
    </message>
    <message>
        <source>Up, Down</source>
        <translation>Arriba, Abajo</translation>
    </message>
    <message>
        <source>Move between the console&apos;s pages</source>
        <translation>Moverse entre las páginas de la consola</translation>
    </message>
    <message>
        <source>Questions and dialogs</source>
        <translation>Preguntas y diálogos</translation>
    </message>
    <message>
        <source>The button shown as the default</source>
        <translation>El botón que se muestra como predeterminado</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Where a step cannot be undone (End exam, Delete), the default is Cancel: a key pressed without reading changes nothing.</source>
        <translation>Donde un paso no se puede deshacer (Terminar examen, Borrar), el predeterminado es Cancelar: una tecla pulsada sin leer no cambia nada.</translation>
    </message>
</context>
<context>
    <name>HomeChoices</name>
    <message>
        <source>· this house</source>
        <translation>· esta casa</translation>
    </message>
</context>
<context>
    <name>HomePage</name>
    <message>
        <source>My progress</source>
        <translation>Mi progreso</translation>
    </message>
    <message>
        <source>Pay tables &amp;&amp; rules</source>
        <translation>Pagos y reglas</translation>
    </message>
    <message>
        <source>Aa</source>
        <translation>Aa</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>Sign out</source>
        <translation>Cerrar sesión</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Práctica</translation>
    </message>
    <message>
        <source>Speed drill (60 s)</source>
        <translation>Ejercicio de velocidad (60 s)</translation>
    </message>
    <message>
        <source>Exam</source>
        <translation>Examen</translation>
    </message>
    <message>
        <source>My mistakes</source>
        <translation>Mis errores</translation>
    </message>
    <message>
        <source>Text size and contrast</source>
        <translation>Tamaño del texto y contraste</translation>
    </message>
    <message>
        <source>Practise what is due</source>
        <translation>Practicar lo pendiente</translation>
    </message>
    <message>
        <source>Questions chosen from your history: what you miss comes back sooner.</source>
        <translation>Preguntas elegidas según su historial: lo que falla vuelve antes.</translation>
    </message>
    <message>
        <source>What is due</source>
        <translation>Lo pendiente</translation>
    </message>
    <message>
        <source>Daily goal</source>
        <translation>Meta diaria</translation>
    </message>
    <message>
        <source>Starting the drill…</source>
        <translation>Empezando el ejercicio…</translation>
    </message>
    <message>
        <source>Starting the drill</source>
        <translation>Empezando el ejercicio</translation>
    </message>
    <message>
        <source>Choose:</source>
        <translation>Elija:</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>Any game</source>
        <translation>Cualquier juego</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>Destreza</translation>
    </message>
    <message>
        <source>Any skill</source>
        <translation>Cualquier destreza</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Dificultad</translation>
    </message>
    <message>
        <source>1: one wager</source>
        <translation>1: una apuesta</translation>
    </message>
    <message>
        <source>2: a whole position</source>
        <translation>2: una posición completa</translation>
    </message>
    <message>
        <source>3: a full table</source>
        <translation>3: una mesa completa</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modo</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Empezar</translation>
    </message>
    <message>
        <source>Start the chosen drill</source>
        <translation>Empezar el ejercicio elegido</translation>
    </message>
    <message>
        <source>Take an exam</source>
        <translation>Hacer un examen</translation>
    </message>
    <message>
        <source>Hello, %1</source>
        <translation>Hola, %1</translation>
    </message>
    <message>
        <source>accuracy · median time · answers   ★ mastered</source>
        <translation>precisión · tiempo mediano · respuestas   ★ dominado</translation>
    </message>
    <message>
        <source>%1 certification level</source>
        <translation>Nivel de certificación en %1</translation>
    </message>
    <message>
        <source>not yet
tried</source>
        <translation>aún sin
intentar</translation>
    </message>
    <message>
        <source>%1 answers</source>
        <translation>%1 respuestas</translation>
    </message>
    <message>
        <source>1 answer</source>
        <translation>1 respuesta</translation>
    </message>
    <message>
        <source>Practise %1 in %2</source>
        <translation>Practicar %1 en %2</translation>
    </message>
</context>
<context>
    <name>HomeRules</name>
    <message>
        <source>Wild cards</source>
        <translation>Comodines</translation>
    </message>
    <message>
        <source>3s, then 5s, then 7s</source>
        <translation>los 3, luego los 5, luego los 7</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>de %1 a %2</translation>
    </message>
    <message>
        <source>no cap</source>
        <translation>sin tope</translation>
    </message>
    <message>
        <source>First ante</source>
        <translation>Primer ante</translation>
    </message>
    <message>
        <source>Ante rises</source>
        <translation>El ante sube</translation>
    </message>
    <message>
        <source>%1 a game, up to %2</source>
        <translation>%1 por juego, hasta %2</translation>
    </message>
    <message>
        <source>Who antes</source>
        <translation>Quién pone ante</translation>
    </message>
    <message>
        <source>everyone, every game</source>
        <translation>todos, en cada juego</translation>
    </message>
    <message>
        <source>everyone, when a pot opens</source>
        <translation>todos, cuando se abre un bote</translation>
    </message>
    <message>
        <source>First burn</source>
        <translation>Primera quema</translation>
    </message>
    <message>
        <source>Burn rises</source>
        <translation>La quema sube</translation>
    </message>
    <message>
        <source>%1 a game, no cap</source>
        <translation>%1 por juego, sin tope</translation>
    </message>
    <message>
        <source>Markers to win the pot</source>
        <translation>Marcas para ganar el bote</translation>
    </message>
    <message>
        <source>Lone player in</source>
        <translation>Un solo jugador dentro</translation>
    </message>
    <message>
        <source>earns a marker; no burns</source>
        <translation>gana una marca; sin quemas</translation>
    </message>
    <message>
        <source>%1 on every new hand</source>
        <translation>%1 en cada mano nueva</translation>
    </message>
    <message>
        <source>%1 when a pot opens</source>
        <translation>%1 cuando se abre un bote</translation>
    </message>
    <message>
        <source>Ante</source>
        <translation>Ante</translation>
    </message>
    <message>
        <source>Losers in</source>
        <translation>Los perdedores que entraron</translation>
    </message>
    <message>
        <source>pay the winner the pot</source>
        <translation>pagan al ganador el bote</translation>
    </message>
    <message>
        <source>Tied winners</source>
        <translation>Ganadores empatados</translation>
    </message>
    <message>
        <source>takes a strike</source>
        <translation>recibe un strike</translation>
    </message>
    <message>
        <source>Strikes to win the pot</source>
        <translation>Strikes para ganar el bote</translation>
    </message>
    <message>
        <source>On a strike</source>
        <translation>En un strike</translation>
    </message>
    <message>
        <source>each other player adds %1 to the pot</source>
        <translation>cada otro jugador añade %1 al bote</translation>
    </message>
    <message>
        <source>nobody pays the pot</source>
        <translation>nadie paga al bote</translation>
    </message>
    <message>
        <source>Three 3s</source>
        <translation>Tres 3</translation>
    </message>
    <message>
        <source>no value (the lowest hand)</source>
        <translation>sin valor (la mano más baja)</translation>
    </message>
    <message>
        <source>three aces</source>
        <translation>tres ases</translation>
    </message>
    <message>
        <source>Five of a kind</source>
        <translation>Repóker</translation>
    </message>
    <message>
        <source>above every straight flush</source>
        <translation>por encima de toda escalera de color</translation>
    </message>
    <message>
        <source>between four of a kind and a straight flush</source>
        <translation>entre póker y escalera de color</translation>
    </message>
    <message>
        <source>Tied hands</source>
        <translation>Manos empatadas</translation>
    </message>
    <message>
        <source>broken by suit: spades, hearts, clubs, diamonds</source>
        <translation>se desempata por palo: picas, corazones, tréboles, diamantes</translation>
    </message>
    <message>
        <source>stand tied</source>
        <translation>quedan empatadas</translation>
    </message>
    <message>
        <source>Nobody in</source>
        <translation>Nadie entra</translation>
    </message>
    <message>
        <source>a second chance to declare</source>
        <translation>una segunda oportunidad para declarar</translation>
    </message>
    <message>
        <source>the round ends</source>
        <translation>la ronda termina</translation>
    </message>
    <message>
        <source>Nobody in, at the last</source>
        <translation>Nadie entra, al final</translation>
    </message>
    <message>
        <source>everyone pays a burn to the pot</source>
        <translation>todos pagan una quema al bote</translation>
    </message>
    <message>
        <source>nothing is paid</source>
        <translation>no se paga nada</translation>
    </message>
    <message>
        <source>the stakes keep rising</source>
        <translation>las apuestas siguen subiendo</translation>
    </message>
    <message>
        <source>the ante and burn start again</source>
        <translation>el ante y la quema vuelven a empezar</translation>
    </message>
    <message>
        <source>the ante starts again</source>
        <translation>el ante vuelve a empezar</translation>
    </message>
    <message>
        <source>After a pot is won</source>
        <translation>Tras ganarse un bote</translation>
    </message>
</context>
<context>
    <name>HomeTable</name>
    <message>
        <source>%1-card round · %2s wild · %3 · burn %4</source>
        <translation>Ronda de %1 cartas · los %2 son comodines · %3 · quema %4</translation>
    </message>
    <message>
        <source>%1-card round · %2s wild · %3</source>
        <translation>Ronda de %1 cartas · los %2 son comodines · %3</translation>
    </message>
    <message>
        <source>%1-card round · %2s wild</source>
        <translation>Ronda de %1 cartas · los %2 son comodines</translation>
    </message>
    <message>
        <source>Strikes</source>
        <comment>the variant&apos;s name</comment>
        <translation>Partida Strikes</translation>
    </message>
    <message>
        <source>Burns</source>
        <comment>the variant&apos;s name</comment>
        <translation>Partida Burns</translation>
    </message>
    <message>
        <source>strikes</source>
        <comment>the variant, in a caption</comment>
        <translation>partida Strikes</translation>
    </message>
    <message>
        <source>burns</source>
        <comment>the variant, in a caption</comment>
        <translation>partida Burns</translation>
    </message>
    <message>
        <source>%1 × strikes</source>
        <translation>%1 × strikes</translation>
    </message>
    <message>
        <source>%1 strikes</source>
        <translation>%1 strikes</translation>
    </message>
    <message>
        <source>%1 × markers</source>
        <translation>%1 × marcas</translation>
    </message>
    <message>
        <source>%1 markers</source>
        <translation>%1 marcas</translation>
    </message>
    <message>
        <source>2nd chance: in</source>
        <translation>2.ª oportunidad: dentro</translation>
    </message>
    <message>
        <source>2nd chance: out</source>
        <translation>2.ª oportunidad: fuera</translation>
    </message>
    <message>
        <source>in</source>
        <translation>dentro</translation>
    </message>
    <message>
        <source>out</source>
        <translation>fuera</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
</context>
<context>
    <name>HomeTableView</name>
    <message>
        <source>Home game table</source>
        <translation>Mesa del juego casero</translation>
    </message>
    <message>
        <source>Home game table.</source>
        <translation>Mesa del juego casero.</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>sin cartas</translation>
    </message>
    <message>
        <source>in</source>
        <translation>dentro</translation>
    </message>
    <message>
        <source>out</source>
        <translation>fuera</translation>
    </message>
    <message>
        <source>; deals</source>
        <translation>; reparte</translation>
    </message>
    <message>
        <source>Pot %1.</source>
        <translation>Bote %1.</translation>
    </message>
    <message>
        <source>Pot %1</source>
        <translation>Bote %1</translation>
    </message>
    <message>
        <source>IN</source>
        <translation>DENTRO</translation>
    </message>
    <message>
        <source>OUT</source>
        <translation>FUERA</translation>
    </message>
</context>
<context>
    <name>LanguageDialog</name>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>The language of your screens, questions and explanations. It is kept with you, on every station.</source>
        <translation>El idioma de sus pantallas, preguntas y explicaciones. Se guarda con usted, en todas las estaciones.</translation>
    </message>
    <message>
        <source>The station&apos;s language</source>
        <translation>El idioma de la estación</translation>
    </message>
    <message>
        <source>Table English: the words said aloud at the table also in English</source>
        <translation>Inglés de mesa: las palabras que se dicen en voz alta en la mesa, también en inglés</translation>
    </message>
    <message>
        <source>Explanations in your language, with the calls a dealer makes at the table (hand names, “no more bets”, “insurance”) in English beside them.</source>
        <translation>Explicaciones en su idioma, con lo que el crupier anuncia en la mesa (nombres de manos, “no more bets”, “insurance”) en inglés al lado.</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>No level yet (of %1)</source>
        <translation>Sin nivel aún (de %1)</translation>
    </message>
    <message>
        <source>Level %1 of %2: %3</source>
        <translation>Nivel %1 de %2: %3</translation>
    </message>
    <message>
        <source>No level yet</source>
        <translation>Sin nivel aún</translation>
    </message>
    <message>
        <source>Level %1 · %2</source>
        <translation>Nivel %1 · %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>every skill mastered</source>
        <translation>todas las destrezas dominadas</translation>
    </message>
    <message>
        <source>an exam passed and signed off</source>
        <translation>un examen aprobado y firmado</translation>
    </message>
    <message>
        <source>a table test passed</source>
        <translation>una prueba de mesa aprobada</translation>
    </message>
    <message>
        <source>%1 mastered</source>
        <translation>%1 dominada</translation>
    </message>
    <message>
        <source>Every level reached.</source>
        <translation>Todos los niveles alcanzados.</translation>
    </message>
    <message>
        <source>Next: %1, with %2.</source>
        <translation>Siguiente: %1, con %2.</translation>
    </message>
</context>
<context>
    <name>LookDialog</name>
    <message>
        <source>Text size and contrast</source>
        <translation>Tamaño del texto y contraste</translation>
    </message>
    <message>
        <source>Your choice is kept for you on this station.</source>
        <translation>Su elección se guarda para usted en esta estación.</translation>
    </message>
    <message>
        <source>Text size</source>
        <translation>Tamaño del texto</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Grande</translation>
    </message>
    <message>
        <source>Largest</source>
        <translation>El más grande</translation>
    </message>
    <message>
        <source>High contrast (black on white)</source>
        <translation>Alto contraste (negro sobre blanco)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Dealer Trainer</source>
        <translation>Dealer Trainer</translation>
    </message>
    <message>
        <source>Notice</source>
        <translation>Aviso</translation>
    </message>
    <message>
        <source>Leave kiosk mode and close Dealer Trainer</source>
        <translation>Salir del modo quiosco y cerrar Dealer Trainer</translation>
    </message>
    <message>
        <source>Leave kiosk mode</source>
        <translation>Salir del modo quiosco</translation>
    </message>
    <message>
        <source>Site status</source>
        <translation>Estado del sitio</translation>
    </message>
    <message>
        <source>Site: %1</source>
        <translation>Sitio: %1</translation>
    </message>
    <message>
        <source>&amp;Trainer</source>
        <translation>&amp;Entrenador</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>Baraja de &amp;cuatro colores</translation>
    </message>
    <message>
        <source>F&amp;ull screen</source>
        <translation>Pantalla &amp;completa</translation>
    </message>
    <message>
        <source>&amp;About Dealer Trainer</source>
        <translation>&amp;Acerca de Dealer Trainer</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>Atajos de &amp;teclado</translation>
    </message>
    <message>
        <source>About Dealer Trainer</source>
        <translation>Acerca de Dealer Trainer</translation>
    </message>
    <message>
        <source>Dealer Trainer %1

Drills for casino table-game dealers, graded by a rules engine; progress kept on this machine.</source>
        <translation>Dealer Trainer %1

Ejercicios para crupieres de juegos de mesa de casino, calificados por un motor de reglas; el progreso se guarda en este equipo.</translation>
    </message>
    <message>
        <source>The drill could not start; try again.</source>
        <translation>El ejercicio no pudo empezar; inténtelo de nuevo.</translation>
    </message>
    <message>
        <source>Nothing to redo: no missed questions are waiting.</source>
        <translation>Nada que repetir: no hay preguntas falladas pendientes.</translation>
    </message>
    <message>
        <source>No exams are set yet; a supervisor sets them.</source>
        <translation>Aún no hay exámenes; los prepara un supervisor.</translation>
    </message>
    <message>
        <source>%1 (%2 questions, practice)</source>
        <translation>%1 (%2 preguntas, práctica)</translation>
    </message>
    <message>
        <source>%1 (%2 questions, a supervisor starts it)</source>
        <translation>%1 (%2 preguntas, lo inicia un supervisor)</translation>
    </message>
    <message>
        <source>Exam</source>
        <translation>Examen</translation>
    </message>
    <message>
        <source>Which exam?</source>
        <translation>¿Qué examen?</translation>
    </message>
    <message>
        <source>A supervisor starts %1</source>
        <translation>Un supervisor inicia %1</translation>
    </message>
    <message>
        <source>The window was hidden, so the dialog that was open was cancelled.</source>
        <translation>La ventana se ocultó, así que se canceló el diálogo que estaba abierto.</translation>
    </message>
    <message>
        <source>This is a kiosk: a supervisor PIN is needed to leave Dealer Trainer.</source>
        <translation>Esto es un quiosco: hace falta el PIN de un supervisor para salir de Dealer Trainer.</translation>
    </message>
    <message>
        <source>Still there? Signing out in %1 s, and the answer you are building is not submitted: it will not be kept. Touch the screen or press a key to stay.</source>
        <translation>¿Sigue ahí? La sesión se cierra en %1 s, y la respuesta que está armando no se envía: no se guardará. Toque la pantalla o pulse una tecla para quedarse.</translation>
    </message>
    <message>
        <source>Still there? Signing out in %1 s — touch the screen to stay.</source>
        <translation>¿Sigue ahí? La sesión se cierra en %1 s; toque la pantalla para quedarse.</translation>
    </message>
    <message>
        <source>Signed out after a while without use. Every submitted answer was saved; the answer being built was not submitted, so it was not kept.</source>
        <translation>Sesión cerrada tras un rato sin uso. Todas las respuestas enviadas se guardaron; la respuesta que se estaba armando no se envió, así que no se guardó.</translation>
    </message>
    <message>
        <source>Signed out after a while without use; every answer was saved.</source>
        <translation>Sesión cerrada tras un rato sin uso; se guardaron todas las respuestas.</translation>
    </message>
    <message>
        <source>No supervisor has reached this station yet. The school&apos;s first supervisor is made by the site&apos;s owner with &apos;dealer-trainer site add-supervisor NAME&apos; (see docs/site.md); this station has them after its next sync.</source>
        <translation>Ningún supervisor ha llegado aún a esta estación. El primer supervisor de la escuela lo crea el dueño del sitio con &apos;dealer-trainer site add-supervisor NOMBRE&apos; (vea docs/site.md); esta estación lo tendrá tras su próxima sincronización.</translation>
    </message>
    <message>
        <source>This kiosk has no supervisor, and none can be made here: start Dealer Trainer without kiosk mode to create one.</source>
        <translation>Este quiosco no tiene supervisor, y aquí no se puede crear: inicie Dealer Trainer sin el modo quiosco para crear uno.</translation>
    </message>
    <message>
        <source>Supervisors&apos; PINs have 6 digits or more now; choose a new one (your old PIN keeps working until you do).</source>
        <translation>Los PIN de los supervisores tienen ahora 6 dígitos o más; elija uno nuevo (su PIN anterior sigue funcionando hasta que lo haga).</translation>
    </message>
</context>
<context>
    <name>Modes</name>
    <message>
        <source>Practice</source>
        <translation>Práctica</translation>
    </message>
    <message>
        <source>Speed drill</source>
        <translation>Ejercicio de velocidad</translation>
    </message>
    <message>
        <source>Exam</source>
        <translation>Examen</translation>
    </message>
</context>
<context>
    <name>NameDialog</name>
    <message>
        <source>Your name as it should appear on the sign-in screen:</source>
        <translation>Su nombre tal como debe aparecer en la pantalla de inicio de sesión:</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>A PIN (optional, 4 to 12 digits):</source>
        <translation>Un PIN (opcional, de 4 a 12 dígitos):</translation>
    </message>
    <message>
        <source>The same PIN again, to be sure:</source>
        <translation>El mismo PIN otra vez, para confirmar:</translation>
    </message>
    <message>
        <source>PIN</source>
        <translation>PIN</translation>
    </message>
    <message>
        <source>PIN again</source>
        <translation>PIN otra vez</translation>
    </message>
    <message>
        <source>The two PINs are not the same; type the PIN again.</source>
        <translation>Los dos PIN no coinciden; escriba el PIN otra vez.</translation>
    </message>
</context>
<context>
    <name>OrderAnswer</name>
    <message>
        <source>Order so far</source>
        <translation>Orden hasta ahora</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Limpiar</translation>
    </message>
    <message>
        <source>Next: %1</source>
        <translation>Siguiente: %1</translation>
    </message>
    <message>
        <source>Tap the places in order.</source>
        <translation>Toque los lugares en orden.</translation>
    </message>
</context>
<context>
    <name>OverviewPage</name>
    <message>
        <source>Class overview</source>
        <translation>Resumen del grupo</translation>
    </message>
    <message>
        <source>Class figures</source>
        <translation>Cifras del grupo</translation>
    </message>
    <message>
        <source>Find a trainee</source>
        <translation>Buscar un alumno</translation>
    </message>
    <message>
        <source>Find a trainee by name</source>
        <translation>Buscar un alumno por nombre</translation>
    </message>
    <message>
        <source>Game shown</source>
        <translation>Juego mostrado</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Todos los juegos</translation>
    </message>
    <message>
        <source>Skill shown</source>
        <translation>Destreza mostrada</translation>
    </message>
    <message>
        <source>All skills</source>
        <translation>Todas las destrezas</translation>
    </message>
    <message>
        <source>Class shown</source>
        <translation>Grupo mostrado</translation>
    </message>
    <message>
        <source>All classes</source>
        <translation>Todos los grupos</translation>
    </message>
    <message>
        <source>Trainees by game and skill</source>
        <translation>Alumnos por juego y destreza</translation>
    </message>
    <message>
        <source>Double-click a row, or press Enter, to open that trainee.</source>
        <translation>Haga doble clic en una fila, o pulse Intro, para abrir a ese alumno.</translation>
    </message>
    <message>
        <source>The class&apos;s accuracy by day</source>
        <translation>La precisión del grupo por día</translation>
    </message>
    <message>
        <source>★ mastered</source>
        <translation>★ dominado</translation>
    </message>
    <message>
        <source>not yet</source>
        <translation>aún no</translation>
    </message>
    <message>
        <source>Trainee</source>
        <translation>Alumno</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>Destreza</translation>
    </message>
    <message>
        <source>Mastery</source>
        <translation>Dominio</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Precisión</translation>
    </message>
    <message>
        <source>Median time</source>
        <translation>Tiempo mediano</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Respuestas</translation>
    </message>
    <message>
        <source>Last active</source>
        <translation>Última actividad</translation>
    </message>
    <message>
        <source>Loading the class&apos;s figures…</source>
        <translation>Cargando las cifras del grupo…</translation>
    </message>
    <message>
        <source>1 active trainee · %1 shown</source>
        <translation>1 alumno activo · %1 mostrados</translation>
    </message>
    <message>
        <source>%1 active trainees · %2 shown</source>
        <translation>%1 alumnos activos · %2 mostrados</translation>
    </message>
    <message>
        <source>Class accuracy by day</source>
        <translation>Precisión del grupo por día</translation>
    </message>
</context>
<context>
    <name>PayTables</name>
    <message>
        <source>%1 · Schedule %2</source>
        <translation>%1 · Tabla %2</translation>
    </message>
    <message>
        <source>%1 rules</source>
        <translation>Reglas de %1</translation>
    </message>
    <message>
        <source>Dealer qualifies with %1</source>
        <translation>El crupier califica con %1</translation>
    </message>
    <message>
        <source>Table limit %1 a wager</source>
        <translation>Límite de la mesa: %1 por apuesta</translation>
    </message>
    <message>
        <source>Surrender: allowed</source>
        <translation>Rendición: permitida</translation>
    </message>
    <message>
        <source>Surrender: not offered</source>
        <translation>Rendición: no ofrecida</translation>
    </message>
    <message>
        <source>Pot rake %1% up to %2</source>
        <translation>Comisión (rake) del bote: %1% hasta %2</translation>
    </message>
</context>
<context>
    <name>PeoplePage</name>
    <message>
        <source>Trainees and supervisors</source>
        <translation>Alumnos y supervisores</translation>
    </message>
    <message>
        <source>Trainees</source>
        <translation>Alumnos</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>PIN</source>
        <translation>PIN</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Grupo</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>archived</source>
        <translation>archivado</translation>
    </message>
    <message>
        <source>active</source>
        <translation>activo</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Respuestas</translation>
    </message>
    <message>
        <source>Added</source>
        <translation>Añadido</translation>
    </message>
    <message>
        <source>Show archived trainees</source>
        <translation>Mostrar alumnos archivados</translation>
    </message>
    <message>
        <source>Class shown</source>
        <translation>Grupo mostrado</translation>
    </message>
    <message>
        <source>All classes</source>
        <translation>Todos los grupos</translation>
    </message>
    <message>
        <source>Add trainee</source>
        <translation>Añadir alumno</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Renombrar</translation>
    </message>
    <message>
        <source>Rename the chosen trainee</source>
        <translation>Renombrar al alumno elegido</translation>
    </message>
    <message>
        <source>Set PIN</source>
        <translation>Poner PIN</translation>
    </message>
    <message>
        <source>Set or reset the chosen trainee&apos;s PIN</source>
        <translation>Poner o restablecer el PIN del alumno elegido</translation>
    </message>
    <message>
        <source>Clear PIN</source>
        <translation>Quitar PIN</translation>
    </message>
    <message>
        <source>Remove the chosen trainee&apos;s PIN</source>
        <translation>Quitar el PIN del alumno elegido</translation>
    </message>
    <message>
        <source>Archive</source>
        <translation>Archivar</translation>
    </message>
    <message>
        <source>Archive or restore the chosen trainee</source>
        <translation>Archivar o restaurar al alumno elegido</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>Delete the chosen trainee (only one with no answers)</source>
        <translation>Borrar al alumno elegido (solo uno sin respuestas)</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Restaurar</translation>
    </message>
    <message>
        <source>New trainee</source>
        <translation>Nuevo alumno</translation>
    </message>
    <message>
        <source>The trainee&apos;s name as it should appear on the sign-in screen:</source>
        <translation>El nombre del alumno tal como debe aparecer en la pantalla de inicio de sesión:</translation>
    </message>
    <message>
        <source>%1 added.</source>
        <translation>%1 añadido.</translation>
    </message>
    <message>
        <source>Rename %1</source>
        <translation>Renombrar %1</translation>
    </message>
    <message>
        <source>The new name, as it should appear on the sign-in screen:</source>
        <translation>El nombre nuevo, tal como debe aparecer en la pantalla de inicio de sesión:</translation>
    </message>
    <message>
        <source>%1 is now %2.</source>
        <translation>%1 ahora se llama %2.</translation>
    </message>
    <message>
        <source>A new PIN for %1 (4 to 12 digits)</source>
        <translation>Un PIN nuevo para %1 (de 4 a 12 dígitos)</translation>
    </message>
    <message>
        <source>%1 has a new PIN.</source>
        <translation>%1 tiene un PIN nuevo.</translation>
    </message>
    <message>
        <source>Remove %1&apos;s PIN? Anyone at this station could then sign in as them.</source>
        <translation>¿Quitar el PIN de %1? Cualquiera en esta estación podría entonces iniciar sesión con su nombre.</translation>
    </message>
    <message>
        <source>%1 signs in without a PIN now.</source>
        <translation>%1 inicia sesión sin PIN ahora.</translation>
    </message>
    <message>
        <source>%1 is back in the class.</source>
        <translation>%1 ha vuelto al grupo.</translation>
    </message>
    <message>
        <source>Archive %1? Their %2 answers are kept. They leave the sign-in screen and the class figures, and you can restore them at any time.</source>
        <translation>¿Archivar a %1? Sus %2 respuestas se conservan. Sale de la pantalla de inicio de sesión y de las cifras del grupo, y puede restaurarlo cuando quiera.</translation>
    </message>
    <message>
        <source>Archive trainee</source>
        <translation>Archivar alumno</translation>
    </message>
    <message>
        <source>%1 archived; their answers are kept.</source>
        <translation>%1 archivado; sus respuestas se conservan.</translation>
    </message>
    <message>
        <source>Delete %1 for good? They have no answers recorded. This cannot be undone.</source>
        <translation>¿Borrar a %1 definitivamente? No tiene respuestas registradas. Esto no se puede deshacer.</translation>
    </message>
    <message>
        <source>Delete trainee</source>
        <translation>Borrar alumno</translation>
    </message>
    <message>
        <source>%1 deleted.</source>
        <translation>%1 borrado.</translation>
    </message>
    <message>
        <source>Supervisors</source>
        <translation>Supervisores</translation>
    </message>
    <message>
        <source>Since</source>
        <translation>Desde</translation>
    </message>
    <message>
        <source>Add supervisor</source>
        <translation>Añadir supervisor</translation>
    </message>
    <message>
        <source>Change PIN</source>
        <translation>Cambiar PIN</translation>
    </message>
    <message>
        <source>Change the chosen supervisor&apos;s PIN (yours if none is chosen)</source>
        <translation>Cambiar el PIN del supervisor elegido (el suyo si no hay ninguno elegido)</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Remove the chosen supervisor</source>
        <translation>Quitar al supervisor elegido</translation>
    </message>
    <message>
        <source>New supervisor</source>
        <translation>Nuevo supervisor</translation>
    </message>
    <message>
        <source>The supervisor&apos;s name:</source>
        <translation>El nombre del supervisor:</translation>
    </message>
    <message>
        <source>Their PIN (6 to 12 digits; they can change it later):</source>
        <translation>Su PIN (de 6 a 12 dígitos; puede cambiarlo después):</translation>
    </message>
    <message>
        <source>%1 can now open the console.</source>
        <translation>%1 ya puede abrir la consola.</translation>
    </message>
    <message>
        <source>Choose the supervisor to remove in the list first.</source>
        <translation>Primero elija en la lista al supervisor que quiere quitar.</translation>
    </message>
    <message>
        <source>Remove %1? They can no longer open the console; what they did keeps their name.</source>
        <translation>¿Quitar a %1? Ya no podrá abrir la consola; lo que hizo conserva su nombre.</translation>
    </message>
    <message>
        <source>Remove supervisor</source>
        <translation>Quitar supervisor</translation>
    </message>
    <message>
        <source>%1 is removed.</source>
        <translation>%1 ha sido quitado.</translation>
    </message>
    <message>
        <source>%1&apos;s PIN is changed.</source>
        <translation>El PIN de %1 ha cambiado.</translation>
    </message>
    <message>
        <source>Answers from another station</source>
        <translation>Respuestas de otra estación</translation>
    </message>
    <message>
        <source>Bring in an export (CSV or JSON) written on another station. Answers already here are skipped, so importing twice adds nothing.</source>
        <translation>Traiga una exportación (CSV o JSON) escrita en otra estación. Las respuestas que ya están aquí se omiten, así que importar dos veces no añade nada.</translation>
    </message>
    <message>
        <source>Import an export…</source>
        <translation>Importar una exportación…</translation>
    </message>
    <message>
        <source>Import another station&apos;s export</source>
        <translation>Importar la exportación de otra estación</translation>
    </message>
    <message>
        <source>What the last import added</source>
        <translation>Lo que añadió la última importación</translation>
    </message>
    <message>
        <source>Import an export</source>
        <translation>Importar una exportación</translation>
    </message>
    <message>
        <source>Dealer Trainer exports (*.csv *.json);;All files (*)</source>
        <translation>Exportaciones de Dealer Trainer (*.csv *.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Importing %1…</source>
        <translation>Importando %1…</translation>
    </message>
    <message>
        <source>%1 Accept its answers as %2? They will be marked as not sealed by this school, and exam answers among them join no exam sitting.</source>
        <translation>%1 ¿Aceptar sus respuestas como %2? Se marcarán como no selladas por esta escuela, y las respuestas de examen que contenga no se unirán a ninguna sesión de examen.</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Aceptar</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importar</translation>
    </message>
    <message>
        <source>No class</source>
        <translation>Sin grupo</translation>
    </message>
</context>
<context>
    <name>PinDialog</name>
    <message>
        <source>PIN</source>
        <translation>PIN</translation>
    </message>
    <message>
        <source>Enter the PIN for %1</source>
        <translation>Escriba el PIN de %1</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
</context>
<context>
    <name>Practice</name>
    <message>
        <source>at %1</source>
        <translation>a las %1</translation>
    </message>
    <message>
        <source>tomorrow at %1</source>
        <translation>mañana a las %1</translation>
    </message>
    <message>
        <source>on %1</source>
        <translation>el %1</translation>
    </message>
    <message>
        <source>1 family due now</source>
        <translation>1 familia pendiente ahora</translation>
    </message>
    <message>
        <source>%1 families due now</source>
        <translation>%1 familias pendientes ahora</translation>
    </message>
    <message>
        <source>Nothing is due now. Choose a game and a skill below to practise anyway.</source>
        <translation>No hay nada pendiente ahora. Elija un juego y una destreza abajo para practicar de todos modos.</translation>
    </message>
    <message>
        <source>Nothing is due now: the next family comes due %1. Choose a game and a skill below to practise anyway.</source>
        <translation>No hay nada pendiente ahora: la próxima familia estará pendiente %1. Elija un juego y una destreza abajo para practicar de todos modos.</translation>
    </message>
    <message>
        <source>Today&apos;s goal of %1 answers met</source>
        <translation>Meta de hoy de %1 respuestas cumplida</translation>
    </message>
    <message>
        <source>Today&apos;s goal of %1 minutes met</source>
        <translation>Meta de hoy de %1 minutos cumplida</translation>
    </message>
    <message>
        <source>Today: %1 of %2 answers</source>
        <translation>Hoy: %1 de %2 respuestas</translation>
    </message>
    <message>
        <source>Today: %1 of %2 minutes</source>
        <translation>Hoy: %1 de %2 minutos</translation>
    </message>
    <message>
        <source>goal met 1 day running</source>
        <translation>meta cumplida 1 día seguido</translation>
    </message>
    <message>
        <source>goal met %1 days running</source>
        <translation>meta cumplida %1 días seguidos</translation>
    </message>
    <message>
        <source>Nothing due now</source>
        <translation>Nada pendiente ahora</translation>
    </message>
    <message>
        <source>%1 not tried yet</source>
        <translation>%1 sin intentar aún</translation>
    </message>
    <message>
        <source>the next comes due %1</source>
        <translation>la próxima estará pendiente %1</translation>
    </message>
</context>
<context>
    <name>ProgressPage</name>
    <message>
        <source>My progress</source>
        <translation>Mi progreso</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Juego:</translation>
    </message>
    <message>
        <source>Game shown in the charts</source>
        <translation>Juego mostrado en los gráficos</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <source>Daily goal</source>
        <translation>Meta diaria</translation>
    </message>
    <message>
        <source>Loading your statistics…</source>
        <translation>Cargando sus estadísticas…</translation>
    </message>
    <message>
        <source>Accuracy per skill over the last 30 days</source>
        <translation>Precisión por destreza en los últimos 30 días</translation>
    </message>
    <message>
        <source>Median time per skill over the last 30 days</source>
        <translation>Tiempo mediano por destreza en los últimos 30 días</translation>
    </message>
    <message>
        <source>Right decisions per hour per skill over the last 30 days, against the targets</source>
        <translation>Decisiones correctas por hora por destreza en los últimos 30 días, frente a los objetivos</translation>
    </message>
    <message>
        <source>Mastery per game and skill</source>
        <translation>Dominio por juego y destreza</translation>
    </message>
    <message>
        <source>Each cell: accuracy, then how many of the last answers were right; ★ mastered.</source>
        <translation>Cada celda: la precisión, y luego cuántas de las últimas respuestas fueron correctas; ★ dominado.</translation>
    </message>
    <message>
        <source>Most missed</source>
        <translation>Lo más fallado</translation>
    </message>
    <message>
        <source>%1&apos;s progress</source>
        <translation>Progreso de %1</translation>
    </message>
    <message>
        <source>Accuracy (%)</source>
        <translation>Precisión (%)</translation>
    </message>
    <message>
        <source>Median time (s)</source>
        <translation>Tiempo mediano (s)</translation>
    </message>
    <message>
        <source>Right per hour (dashed: target)</source>
        <translation>Aciertos/h (discontinua: meta)</translation>
    </message>
    <message>
        <source>%1 is drawn in this colour</source>
        <translation>%1 se dibuja en este color</translation>
    </message>
    <message>
        <source>no answers in %1 in the last 30 days yet</source>
        <translation>aún no hay respuestas de %1 en los últimos 30 días</translation>
    </message>
    <message>
        <source>Nothing missed yet.</source>
        <translation>Aún no ha fallado nada.</translation>
    </message>
    <message>
        <source>Drill</source>
        <translation>Practicar</translation>
    </message>
    <message>
        <source>Drill %1</source>
        <translation>Practicar %1</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <source>New: a kind of question you have not tried yet</source>
        <translation>Nueva: un tipo de pregunta que aún no ha intentado</translation>
    </message>
    <message>
        <source>new</source>
        <translation>nueva</translation>
    </message>
    <message>
        <source>Missed last time: once more</source>
        <translation>Fallada la última vez: una vez más</translation>
    </message>
    <message>
        <source>just missed</source>
        <translation>recién fallada</translation>
    </message>
    <message>
        <source>A trouble spot: you have missed this kind often</source>
        <translation>Un punto débil: ha fallado este tipo muchas veces</translation>
    </message>
    <message>
        <source>trouble spot</source>
        <translation>punto débil</translation>
    </message>
    <message>
        <source>Due for review</source>
        <translation>Toca repasar</translation>
    </message>
    <message>
        <source>due for review</source>
        <translation>toca repasar</translation>
    </message>
    <message>
        <source>Close to mastery: a few more right and on time</source>
        <translation>Cerca del dominio: unas cuantas más correctas y a tiempo</translation>
    </message>
    <message>
        <source>close to mastery</source>
        <translation>cerca del dominio</translation>
    </message>
    <message>
        <source>Building towards mastery</source>
        <translation>Avanzando hacia el dominio</translation>
    </message>
    <message>
        <source>building</source>
        <translation>avanzando</translation>
    </message>
    <message>
        <source>Practising ahead of its review</source>
        <translation>Practicando antes de su repaso</translation>
    </message>
    <message>
        <source>not due yet</source>
        <translation>aún no toca</translation>
    </message>
    <message>
        <source>Mastered: keeping it fresh</source>
        <translation>Dominada: manteniéndola fresca</translation>
    </message>
    <message>
        <source>mastered</source>
        <translation>dominada</translation>
    </message>
    <message>
        <source>Every kind in turn</source>
        <translation>Cada tipo por turno</translation>
    </message>
    <message>
        <source>in turn</source>
        <translation>por turno</translation>
    </message>
</context>
<context>
    <name>Reports</name>
    <message>
        <source>The credential of this sitting was revoked on %1 (%2); a certificate is printed only for a live credential, so issue a new one first.</source>
        <translation>La credencial de esta sesión se revocó el %1 (%2); solo se imprime un certificado de una credencial vigente, así que emita una nueva primero.</translation>
    </message>
    <message>
        <source>Practical table test in %1: %2 against a pass mark of %3.</source>
        <translation>Prueba práctica de mesa en %1: %2 frente a una nota de aprobado de %3.</translation>
    </message>
    <message>
        <source>Certification level %1 of %2 in %3: %4.</source>
        <translation>Nivel de certificación %1 de %2 en %3: %4.</translation>
    </message>
    <message>
        <source>A certificate can be printed only for a finished exam, and this sitting of %1 has not finished.</source>
        <translation>Solo se puede imprimir un certificado de un examen terminado, y esta sesión de %1 no ha terminado.</translation>
    </message>
    <message>
        <source>A certificate can be printed only for a passed exam, and this sitting of %1 scored %2 against a pass mark of %3.</source>
        <translation>Solo se puede imprimir un certificado de un examen aprobado, y esta sesión de %1 obtuvo %2 frente a una nota para aprobar de %3.</translation>
    </message>
    <message>
        <source>A certificate can be printed only once a supervisor has signed off the exam, and this sitting of %1 has not been signed off.</source>
        <translation>Solo se puede imprimir un certificado cuando un supervisor ha firmado el examen, y esta sesión de %1 no ha sido firmada.</translation>
    </message>
    <message>
        <source>supervisor %1</source>
        <translation>supervisor %1</translation>
    </message>
    <message>
        <source>Certificate of table test</source>
        <translation>Certificado de prueba de mesa</translation>
    </message>
    <message>
        <source>The PDF writer could not be started.</source>
        <translation>No se pudo iniciar el generador de PDF.</translation>
    </message>
    <message>
        <source>This is to certify that</source>
        <translation>Se certifica que</translation>
    </message>
    <message>
        <source>has passed the table test</source>
        <translation>ha aprobado la prueba de mesa</translation>
    </message>
    <message>
        <source>with a score of %1 against a pass mark of %2, on %3.</source>
        <translation>con una puntuación de %1 frente a una nota para aprobar de %2, el %3.</translation>
    </message>
    <message>
        <source>Signed off by %1 on %2</source>
        <translation>Firmado por %1 el %2</translation>
    </message>
    <message>
        <source>Station: %1
Certificate no. %2</source>
        <translation>Estación: %1
Certificado n.º %2</translation>
    </message>
    <message>
        <source>Check it: scan the code, or run “dealer-trainer verify” with the school&apos;s public key.
The school&apos;s public key (Ed25519): %1
Its fingerprint (SHA-256): %2</source>
        <translation>Compruébelo: escanee el código o ejecute “dealer-trainer verify” con la clave pública de la escuela.
La clave pública de la escuela (Ed25519): %1
Su huella (SHA-256): %2</translation>
    </message>
    <message>
        <source>TABLE TEST</source>
        <translation>PRUEBA DE MESA</translation>
    </message>
    <message>
        <source>PASSED</source>
        <translation>APROBADA</translation>
    </message>
    <message>
        <source>Accuracy by day</source>
        <translation>Precisión por día</translation>
    </message>
    <message>
        <source>Median response time by day</source>
        <translation>Tiempo de respuesta mediano por día</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>No answers in this period.</source>
        <translation>No hay respuestas en este periodo.</translation>
    </message>
    <message>
        <source>Share of the %1 active trainees who master each skill</source>
        <translation>Proporción de los %1 alumnos activos que dominan cada destreza</translation>
    </message>
    <message>
        <source>Mastered</source>
        <translation>Dominada</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>right, of the last answers</comment>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>Not practised</source>
        <translation>Sin practicar</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <comment>median time / target time</comment>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Practising: fully right of the last answers, and median / target time</source>
        <translation>Practicando: totalmente correctas de las últimas respuestas, y tiempo mediano / objetivo</translation>
    </message>
    <message>
        <source>Class report</source>
        <translation>Informe del grupo</translation>
    </message>
    <message>
        <source>Class report: %1</source>
        <translation>Informe del grupo: %1</translation>
    </message>
    <message>
        <source>%1 (archived)</source>
        <translation>%1 (archivado)</translation>
    </message>
    <message>
        <source>Trainee report: %1</source>
        <translation>Informe del alumno: %1</translation>
    </message>
    <message>
        <source>Not finished</source>
        <translation>Sin terminar</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>Aprobado</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Suspendido</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>supervisor, day signed off</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Not signed off</source>
        <translation>Sin firmar</translation>
    </message>
    <message>
        <source>Active trainees</source>
        <translation>Alumnos activos</translation>
    </message>
    <message>
        <source>Trainees answering</source>
        <translation>Alumnos que responden</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Respuestas</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Precisión</translation>
    </message>
    <message>
        <source>Median time</source>
        <translation>Tiempo mediano</translation>
    </message>
    <message>
        <source>The class by day</source>
        <translation>El grupo por día</translation>
    </message>
    <message>
        <source>Mastery by game and skill</source>
        <translation>Dominio por juego y destreza</translation>
    </message>
    <message>
        <source>Mastered by</source>
        <translation>Dominada por</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>trainees mastering, of active</comment>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>Trainees</source>
        <translation>Alumnos</translation>
    </message>
    <message>
        <source>Trainee</source>
        <translation>Alumno</translation>
    </message>
    <message>
        <source>Skills mastered</source>
        <translation>Destrezas dominadas</translation>
    </message>
    <message>
        <source>Last active</source>
        <translation>Última actividad</translation>
    </message>
    <message>
        <source>There are no active trainees.</source>
        <translation>No hay alumnos activos.</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>skills mastered, of all</comment>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>Progress by day</source>
        <translation>Progreso por día</translation>
    </message>
    <message>
        <source>Mastery</source>
        <translation>Dominio</translation>
    </message>
    <message>
        <source>%1 of %2 right</source>
        <translation>%1 correctas de %2</translation>
    </message>
    <message>
        <source>By game and skill</source>
        <translation>Por juego y destreza</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>Destreza</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>Mediana</translation>
    </message>
    <message>
        <source>90th pct.</source>
        <translation>Percentil 90</translation>
    </message>
    <message>
        <source>Most-missed question families</source>
        <translation>Familias de preguntas más falladas</translation>
    </message>
    <message>
        <source>Question family</source>
        <translation>Familia de preguntas</translation>
    </message>
    <message>
        <source>Missed</source>
        <translation>Falladas</translation>
    </message>
    <message>
        <source>Miss rate</source>
        <translation>Tasa de fallos</translation>
    </message>
    <message>
        <source>No question was missed in this period.</source>
        <translation>No se falló ninguna pregunta en este periodo.</translation>
    </message>
    <message>
        <source>Exam sittings</source>
        <translation>Sesiones de examen</translation>
    </message>
    <message>
        <source>Exam</source>
        <translation>Examen</translation>
    </message>
    <message>
        <source>Sat on</source>
        <translation>Hecho el</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>Pass mark</source>
        <translation>Nota para aprobar</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Signed off by</source>
        <translation>Firmado por</translation>
    </message>
    <message>
        <source>No exam was sat in this period.</source>
        <translation>No se hizo ningún examen en este periodo.</translation>
    </message>
    <message>
        <source>%1 (continued)</source>
        <translation>%1 (continuación)</translation>
    </message>
    <message>
        <source>Station: %1</source>
        <translation>Estación: %1</translation>
    </message>
    <message>
        <source>Printed %1 by Dealer Trainer</source>
        <translation>Impreso el %1 por Dealer Trainer</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Página %1 de %2</translation>
    </message>
    <message>
        <source>The report was cancelled; no file was written.</source>
        <translation>Se canceló el informe; no se escribió ningún archivo.</translation>
    </message>
    <message>
        <source>%1 is not a kind of export (class, trainee or attempts).</source>
        <translation>%1 no es un tipo de exportación (grupo, alumno o respuestas).</translation>
    </message>
    <message>
        <source>A trainee export needs a trainee chosen.</source>
        <translation>Una exportación de alumno necesita un alumno elegido.</translation>
    </message>
    <message>
        <source>The disk holding %1 is full, so %2 could not be saved.</source>
        <translation>El disco que contiene %1 está lleno, así que no se pudo guardar %2.</translation>
    </message>
    <message>
        <source>%2 in %1 is a folder, so the file could not be saved there.</source>
        <translation>%2 en %1 es una carpeta, así que no se pudo guardar allí el archivo.</translation>
    </message>
    <message>
        <source>%1 is not a folder, so %2 could not be saved there.</source>
        <translation>%1 no es una carpeta, así que no se pudo guardar allí %2.</translation>
    </message>
    <message>
        <source>The folder %1 does not exist, so %2 could not be saved.</source>
        <translation>La carpeta %1 no existe, así que no se pudo guardar %2.</translation>
    </message>
    <message>
        <source>The folder %1 cannot be written to, so %2 could not be saved.</source>
        <translation>No se puede escribir en la carpeta %1, así que no se pudo guardar %2.</translation>
    </message>
    <message>
        <source>%1 could not be saved in %2 (%3).</source>
        <translation>No se pudo guardar %1 en %2 (%3).</translation>
    </message>
    <message>
        <source>%1 in %2 could not be replaced; close it if another program has it open, then try again.</source>
        <translation>No se pudo reemplazar %1 en %2; ciérrelo si otro programa lo tiene abierto e inténtelo de nuevo.</translation>
    </message>
    <message>
        <source>The report&apos;s first day, %1, is after its last day, %2.</source>
        <translation>El primer día del informe, %1, es posterior a su último día, %2.</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <comment>first day to last day</comment>
        <translation>%1 a %2</translation>
    </message>
    <message>
        <source>From %1</source>
        <translation>Desde %1</translation>
    </message>
    <message>
        <source>Up to %1</source>
        <translation>Hasta %1</translation>
    </message>
    <message>
        <source>All dates</source>
        <translation>Todas las fechas</translation>
    </message>
    <message>
        <source>Dealing</source>
        <translation>Reparto</translation>
    </message>
    <message>
        <source>Settling</source>
        <translation>Liquidación</translation>
    </message>
    <message>
        <source>Payouts</source>
        <translation>Pagos</translation>
    </message>
    <message>
        <source>Rake</source>
        <translation>Comisión</translation>
    </message>
    <message>
        <source>Arranging</source>
        <translation>Arreglo de manos</translation>
    </message>
    <message>
        <source>Reading</source>
        <translation>Lectura</translation>
    </message>
    <message>
        <source>Rulings</source>
        <translation>Dictámenes</translation>
    </message>
    <message>
        <source>Protection</source>
        <translation>Protección</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Fichas</translation>
    </message>
    <message>
        <source>Accuracy is the mean credit of the answers, partial credit counting in part. Median and 90th-percentile times are estimated from response-time histograms, to within about a fifth; a median across several skills weighs each skill&apos;s median by its answers. A skill is mastered when at least %1% of the last %2 answers are fully right and their median time is under the skill&apos;s target time.</source>
        <translation>La precisión es el crédito medio de las respuestas; el crédito parcial cuenta en parte. Los tiempos mediano y de percentil 90 se estiman a partir de histogramas de tiempos de respuesta, con un margen de alrededor de una quinta parte; una mediana de varias destrezas pondera la mediana de cada destreza por sus respuestas. Una destreza está dominada cuando al menos el %1% de las últimas %2 respuestas son totalmente correctas y su tiempo mediano está por debajo del tiempo objetivo de la destreza.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The drills follow these rules: %1.</source>
        <translation>Los ejercicios siguen estas reglas: %1.</translation>
    </message>
    <message>
        <source>Certification</source>
        <translation>Certificación</translation>
    </message>
    <message>
        <source>No certification level reached yet, and no table test scored in this period.</source>
        <translation>Aún no se alcanzó ningún nivel de certificación ni se calificó ninguna prueba de mesa en este período.</translation>
    </message>
    <message>
        <source>Certification levels (as of today)</source>
        <translation>Niveles de certificación (a día de hoy)</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Siguiente</translation>
    </message>
    <message>
        <source>No game is played at this school.</source>
        <translation>En esta escuela no se juega ningún juego.</translation>
    </message>
    <message>
        <source>Table tests scored on the rubric</source>
        <translation>Pruebas de mesa calificadas con la rúbrica</translation>
    </message>
    <message>
        <source>Scored on</source>
        <translation>Calificada el</translation>
    </message>
    <message>
        <source>Scored by</source>
        <translation>Calificada por</translation>
    </message>
    <message>
        <source>No table test was scored in this period.</source>
        <translation>No se calificó ninguna prueba de mesa en este período.</translation>
    </message>
    <message>
        <source>%1 table test of %2: %3, %4 (pass mark %5)</source>
        <translation>Prueba de mesa de %1 de %2: %3, %4 (nota de aprobado %5)</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>aprobada</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>no aprobada</translation>
    </message>
    <message>
        <source>Criterion</source>
        <translation>Criterio</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Peso</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
</context>
<context>
    <name>ReportsPage</name>
    <message>
        <source>Reports</source>
        <translation>Informes</translation>
    </message>
    <message>
        <source>Spreadsheets and printable reports for the school&apos;s records.</source>
        <translation>Hojas de cálculo e informes para imprimir, para los registros de la escuela.</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>Periodo</translation>
    </message>
    <message>
        <source>Trainee</source>
        <translation>Alumno</translation>
    </message>
    <message>
        <source>Trainee for the trainee reports</source>
        <translation>Alumno de los informes de alumno</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Grupo</translation>
    </message>
    <message>
        <source>Class for the class reports</source>
        <translation>Grupo de los informes de grupo</translation>
    </message>
    <message>
        <source>Every trainee</source>
        <translation>Todos los alumnos</translation>
    </message>
    <message>
        <source>Spreadsheets (CSV)</source>
        <translation>Hojas de cálculo (CSV)</translation>
    </message>
    <message>
        <source>Class summary</source>
        <translation>Resumen del grupo</translation>
    </message>
    <message>
        <source>Every active trainee, per skill</source>
        <translation>Cada alumno activo, por destreza</translation>
    </message>
    <message>
        <source>Trainee summary</source>
        <translation>Resumen del alumno</translation>
    </message>
    <message>
        <source>The chosen trainee, per skill</source>
        <translation>El alumno elegido, por destreza</translation>
    </message>
    <message>
        <source>Every answer</source>
        <translation>Todas las respuestas</translation>
    </message>
    <message>
        <source>Each answer given in the period</source>
        <translation>Cada respuesta dada en el periodo</translation>
    </message>
    <message>
        <source>Table tests</source>
        <translation>Pruebas de mesa</translation>
    </message>
    <message>
        <source>Rubric scores in the period, per criterion</source>
        <translation>Puntuaciones de la rúbrica en el período, por criterio</translation>
    </message>
    <message>
        <source>Certification levels</source>
        <translation>Niveles de certificación</translation>
    </message>
    <message>
        <source>Each trainee&apos;s level in each game</source>
        <translation>El nivel de cada alumno en cada juego</translation>
    </message>
    <message>
        <source>Printable reports (PDF)</source>
        <translation>Informes para imprimir (PDF)</translation>
    </message>
    <message>
        <source>Class report</source>
        <translation>Informe del grupo</translation>
    </message>
    <message>
        <source>Figures, charts, most missed</source>
        <translation>Cifras, gráficos, lo más fallado</translation>
    </message>
    <message>
        <source>Trainee report</source>
        <translation>Informe del alumno</translation>
    </message>
    <message>
        <source>The chosen trainee, with charts</source>
        <translation>El alumno elegido, con gráficos</translation>
    </message>
    <message>
        <source>Table-test certificate</source>
        <translation>Certificado de prueba de mesa</translation>
    </message>
    <message>
        <source>For an exam passed and signed off as a table test.</source>
        <translation>Para un examen aprobado y firmado como prueba de mesa.</translation>
    </message>
    <message>
        <source>Signed-off exam for the certificate</source>
        <translation>Examen firmado para el certificado</translation>
    </message>
    <message>
        <source>Print certificate</source>
        <translation>Imprimir certificado</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Progreso</translation>
    </message>
    <message>
        <source>Report progress</source>
        <translation>Progreso del informe</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Cancel the report being written</source>
        <translation>Cancelar el informe que se está escribiendo</translation>
    </message>
    <message>
        <source>Choose a report above; you pick where to save it.</source>
        <translation>Elija un informe arriba; usted decide dónde guardarlo.</translation>
    </message>
    <message>
        <source>Report message</source>
        <translation>Mensaje del informe</translation>
    </message>
    <message>
        <source> (archived)</source>
        <translation> (archivado)</translation>
    </message>
    <message>
        <source>Signed off %1</source>
        <translation>Firmado el %1</translation>
    </message>
    <message>
        <source>No table test signed off yet</source>
        <translation>Aún no hay ninguna prueba de mesa firmada</translation>
    </message>
    <message>
        <source>Spreadsheet (*.csv)</source>
        <translation>Hoja de cálculo (*.csv)</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>Documento PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Save the class summary</source>
        <translation>Guardar el resumen del grupo</translation>
    </message>
    <message>
        <source>Save the trainee summary</source>
        <translation>Guardar el resumen del alumno</translation>
    </message>
    <message>
        <source>Save every answer</source>
        <translation>Guardar todas las respuestas</translation>
    </message>
    <message>
        <source>Save the table tests</source>
        <translation>Guardar las pruebas de mesa</translation>
    </message>
    <message>
        <source>Save the certification levels</source>
        <translation>Guardar los niveles de certificación</translation>
    </message>
    <message>
        <source>%1 rows</source>
        <translation>%1 filas</translation>
    </message>
    <message>
        <source>Save the class report</source>
        <translation>Guardar el informe del grupo</translation>
    </message>
    <message>
        <source>%1 pages</source>
        <translation>%1 páginas</translation>
    </message>
    <message>
        <source>Save the trainee report</source>
        <translation>Guardar el informe del alumno</translation>
    </message>
    <message>
        <source>Save the certificate</source>
        <translation>Guardar el certificado</translation>
    </message>
    <message>
        <source>Writing %1…</source>
        <translation>Escribiendo %1…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Cancelando…</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Guardado %1</translation>
    </message>
    <message>
        <source>Reports cannot be written by this version.</source>
        <translation>Esta versión no puede escribir informes.</translation>
    </message>
    <message>
        <source>Cancelled; no report was saved.</source>
        <translation>Cancelado; no se guardó ningún informe.</translation>
    </message>
    <message>
        <source>The report could not be written: %1</source>
        <translation>No se pudo escribir el informe: %1</translation>
    </message>
</context>
<context>
    <name>RouletteTable</name>
    <message>
        <source>a complete on %1</source>
        <translation>un completo al %1</translation>
    </message>
    <message>
        <source>A zero takes every even-money bet.</source>
        <translation>Un cero se lleva todas las apuestas a la par.</translation>
    </message>
    <message>
        <source>La partage: a zero takes half of each even-money bet and returns half.</source>
        <translation>La partage: un cero se lleva la mitad de cada apuesta a la par y devuelve la otra mitad.</translation>
    </message>
    <message>
        <source>En prison: a zero holds each even-money bet for the next spin.</source>
        <translation>En prison: un cero retiene cada apuesta a la par hasta la siguiente tirada.</translation>
    </message>
    <message>
        <source>%1 to 1</source>
        <translation>%1 a 1</translation>
    </message>
    <message>
        <source>Single-zero wheel</source>
        <translation>Rueda de un cero</translation>
    </message>
    <message>
        <source>Double-zero wheel</source>
        <translation>Rueda de doble cero</translation>
    </message>
    <message>
        <source>Triple-zero wheel</source>
        <translation>Rueda de triple cero</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>Apuesta</translation>
    </message>
    <message>
        <source>Pays</source>
        <translation>Paga</translation>
    </message>
    <message>
        <source>Most</source>
        <translation>Máximo</translation>
    </message>
    <message>
        <source>%1 rules</source>
        <translation>Reglas de %1</translation>
    </message>
    <message>
        <source>Table limits %1 to %2</source>
        <translation>Límites de la mesa de %1 a %2</translation>
    </message>
    <message>
        <source>Roulette</source>
        <translation>Ruleta</translation>
    </message>
    <message>
        <source>Straight up</source>
        <translation>Pleno</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>Caballo</translation>
    </message>
    <message>
        <source>Street</source>
        <translation>Transversal</translation>
    </message>
    <message>
        <source>Trio</source>
        <translation>Trío</translation>
    </message>
    <message>
        <source>Corner</source>
        <translation>Cuadro</translation>
    </message>
    <message>
        <source>First four</source>
        <translation>Primeros cuatro</translation>
    </message>
    <message>
        <source>Top line</source>
        <translation>Línea superior</translation>
    </message>
    <message>
        <source>Six-line</source>
        <translation>Seisena</translation>
    </message>
    <message>
        <source>Dozen</source>
        <translation>Docena</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Columna</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rojo</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negro</translation>
    </message>
    <message>
        <source>Odd</source>
        <translation>Impar</translation>
    </message>
    <message>
        <source>Even</source>
        <translation>Par</translation>
    </message>
    <message>
        <source>Low (1-18)</source>
        <translation>Bajo (1-18)</translation>
    </message>
    <message>
        <source>High (19-36)</source>
        <translation>Alto (19-36)</translation>
    </message>
    <message>
        <source>Roulette layout, %1.</source>
        <translation>Tapete de ruleta, %1.</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rojo</translation>
    </message>
    <message>
        <source>black</source>
        <translation>negro</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <source>The marker is on %1, %2.</source>
        <translation>El marcador está en el %1, %2.</translation>
    </message>
    <message>
        <source>A chip on the layout: %1.</source>
        <translation>Una ficha en el tapete: %1.</translation>
    </message>
    <message>
        <source>Seat %1: %2, %3 (%4 chips), placed after no more bets, paid %5.</source>
        <translation>Asiento %1: %2, %3 (%4 fichas), puesta después de no va más, pagada %5.</translation>
    </message>
    <message>
        <source>Seat %1: %2, %3 (%4 chips).</source>
        <translation>Asiento %1: %2, %3 (%4 fichas).</translation>
    </message>
    <message>
        <source>Seat %1: %2, %3 (%4 chips), paid %5.</source>
        <translation>Asiento %1: %2, %3 (%4 fichas), pagada %5.</translation>
    </message>
    <message>
        <source>Seat %1 hands in %2 stacks of 20 and %3 wheel chips at %4 each.</source>
        <translation>El asiento %1 entrega %2 pilas de 20 y %3 fichas de rueda a %4 cada una.</translation>
    </message>
    <message>
        <source>Chips handed in: %1.</source>
        <translation>Fichas entregadas: %1.</translation>
    </message>
    <message>
        <source>Tap a seat&apos;s chips to point at the seat.</source>
        <translation>Toque las fichas de un asiento para señalar el asiento.</translation>
    </message>
    <message>
        <source>Roulette layout</source>
        <translation>Tapete de ruleta</translation>
    </message>
    <message>
        <source>2 to 1</source>
        <translation>2 a 1</translation>
    </message>
    <message>
        <source>1st 12</source>
        <translation>1.ª 12</translation>
    </message>
    <message>
        <source>2nd 12</source>
        <translation>2.ª 12</translation>
    </message>
    <message>
        <source>3rd 12</source>
        <translation>3.ª 12</translation>
    </message>
    <message>
        <source>1-18</source>
        <translation>1-18</translation>
    </message>
    <message>
        <source>EVEN</source>
        <translation>PAR</translation>
    </message>
    <message>
        <source>ODD</source>
        <translation>IMPAR</translation>
    </message>
    <message>
        <source>19-36</source>
        <translation>19-36</translation>
    </message>
    <message>
        <source>Seat %1 · %2</source>
        <translation>Asiento %1 · %2</translation>
    </message>
    <message>
        <source>%1 · the ball is on %2</source>
        <translation>%1 · la bola está en el %2</translation>
    </message>
    <message>
        <source>Ball on %1</source>
        <translation>Bola en el %1</translation>
    </message>
    <message>
        <source>LATE</source>
        <translation>TARDE</translation>
    </message>
    <message>
        <source>paid %1</source>
        <translation>pagado %1</translation>
    </message>
    <message>
        <source>%1 each</source>
        <translation>%1 cada una</translation>
    </message>
</context>
<context>
    <name>RuleLink</name>
    <message>
        <source>Read %1 and %2 more in the rules ›</source>
        <translation>Leer %1 y %2 más en las reglas ›</translation>
    </message>
    <message>
        <source>Read %1 in the rules ›</source>
        <translation>Leer %1 en las reglas ›</translation>
    </message>
    <message>
        <source>Open the rules at %1</source>
        <translation>Abrir las reglas en %1</translation>
    </message>
</context>
<context>
    <name>RuleText</name>
    <message>
        <source>Cited as “%1 ¶n”, n the line of the text.</source>
        <translation>Citado como “%1 ¶n”, siendo n la línea del texto.</translation>
    </message>
    <message>
        <source>Left out of this view (tick “Source as published” to read them): %1.</source>
        <translation>Se omite en esta vista (marque “Texto tal como se publicó” para leerlo): %1.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Pay tables and rules</source>
        <translation>Tablas de pagos y reglas</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>Pay tables and rules</source>
        <translation>Tablas de pagos y reglas</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <source>Back to the home page</source>
        <translation>Volver a la página de inicio</translation>
    </message>
    <message>
        <source>Back to the drill</source>
        <translation>Volver al ejercicio</translation>
    </message>
    <message>
        <source>Back to the drill, as it was</source>
        <translation>Volver al ejercicio, tal como estaba</translation>
    </message>
    <message>
        <source>Back to the summary</source>
        <translation>Volver al resumen</translation>
    </message>
    <message>
        <source>Back to the answer</source>
        <translation>Volver a la respuesta</translation>
    </message>
    <message>
        <source>Back to the answer reviewed</source>
        <translation>Volver a la respuesta revisada</translation>
    </message>
</context>
<context>
    <name>SchedulerView</name>
    <message>
        <source>What the scheduler asks next, family by family</source>
        <translation>Lo que el planificador pregunta a continuación, familia por familia</translation>
    </message>
    <message>
        <source>Leitner boxes</source>
        <translation>Cajas de Leitner</translation>
    </message>
    <message>
        <source>FSRS</source>
        <translation>FSRS</translation>
    </message>
    <message>
        <source>Round robin</source>
        <translation>Por turnos</translation>
    </message>
    <message>
        <source>Aimed at mastery</source>
        <translation>Orientado al dominio</translation>
    </message>
    <message>
        <source>The house&apos;s scheduler: %1. A practice drill asks these kinds of question in this order, never the same kind twice running.</source>
        <translation>El planificador de la casa: %1. Un ejercicio de práctica pregunta estos tipos de pregunta en este orden, nunca el mismo tipo dos veces seguidas.</translation>
    </message>
    <message>
        <source>%1 of %2 right</source>
        <translation>%1 de %2 correctas</translation>
    </message>
    <message>
        <source>★ holds</source>
        <translation>★ se mantiene</translation>
    </message>
    <message>
        <source>now</source>
        <translation>ahora</translation>
    </message>
    <message>
        <source>#</source>
        <translation>n.º</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>Kind of question</source>
        <translation>Tipo de pregunta</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Por qué</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Respuestas</translation>
    </message>
    <message>
        <source>Latest</source>
        <translation>Últimas</translation>
    </message>
    <message>
        <source>Time/target</source>
        <translation>Tiempo/objetivo</translation>
    </message>
    <message>
        <source>To mastery</source>
        <translation>Hasta el dominio</translation>
    </message>
    <message>
        <source>Due</source>
        <translation>Toca</translation>
    </message>
</context>
<context>
    <name>SchoolPage</name>
    <message>
        <source>The school</source>
        <translation>La escuela</translation>
    </message>
    <message>
        <source>Who is drilling now on every station of the school&apos;s site.</source>
        <translation>Quién está practicando ahora en cada estación del sitio de la escuela.</translation>
    </message>
    <message>
        <source>Site status</source>
        <translation>Estado del sitio</translation>
    </message>
    <message>
        <source>Drilling now</source>
        <translation>Practicando ahora</translation>
    </message>
    <message>
        <source>Trainees drilling now</source>
        <translation>Alumnos practicando ahora</translation>
    </message>
    <message>
        <source>Edits made here that lost to one made elsewhere</source>
        <translation>Cambios hechos aquí que perdieron frente a uno hecho en otro lugar</translation>
    </message>
    <message>
        <source>Edits that lost</source>
        <translation>Cambios que perdieron</translation>
    </message>
    <message>
        <source>This station has no site, so this is its own data only.</source>
        <translation>Esta estación no tiene sitio, así que estos son solo sus propios datos.</translation>
    </message>
    <message>
        <source>Retire a station whose password was taken</source>
        <translation>Retirar una estación cuya contraseña fue robada</translation>
    </message>
    <message>
        <source>e.g. kiosk-3</source>
        <translation>p. ej., kiosk-3</translation>
    </message>
    <message>
        <source>Name of the station to retire</source>
        <translation>Nombre de la estación que se retira</translation>
    </message>
    <message>
        <source>Its answers stop counting from</source>
        <translation>Sus respuestas dejan de contar desde</translation>
    </message>
    <message>
        <source>Retire station</source>
        <translation>Retirar estación</translation>
    </message>
    <message>
        <source>Type the name of the station to retire.</source>
        <translation>Escriba el nombre de la estación que se retira.</translation>
    </message>
    <message>
        <source>Only a supervisor of the school&apos;s site, signed in here, may retire a station.</source>
        <translation>Solo un supervisor del sitio de la escuela, con la sesión iniciada aquí, puede retirar una estación.</translation>
    </message>
    <message>
        <source>Retiring %1…</source>
        <translation>Retirando %1…</translation>
    </message>
    <message>
        <source>Station %1 is retired: the site refuses its answers, and the %2 it sent since then (of %3 trainees) no longer count; every station drops them at its next sync.</source>
        <translation>La estación %1 está retirada: el sitio rechaza sus respuestas, y las %2 que envió desde entonces (de %3 alumnos) ya no cuentan; cada estación las descarta en su próxima sincronización.</translation>
    </message>
    <message>
        <source>Trainee</source>
        <translation>Alumno</translation>
    </message>
    <message>
        <source>Station</source>
        <translation>Estación</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>Destreza</translation>
    </message>
    <message>
        <source>Accuracy, last answers</source>
        <translation>Precisión, últimas respuestas</translation>
    </message>
    <message>
        <source>Last answer</source>
        <translation>Última respuesta</translation>
    </message>
    <message>
        <source>No one is drilling right now.</source>
        <translation>Nadie está practicando ahora mismo.</translation>
    </message>
    <message>
        <source>%1 drilling now.</source>
        <translation>%1 practicando ahora.</translation>
    </message>
    <message>
        <source>Offline: the school&apos;s site cannot be reached, so the console shows this station&apos;s data only.</source>
        <translation>Sin conexión: no se puede llegar al sitio de la escuela, así que la consola muestra solo los datos de esta estación.</translation>
    </message>
    <message>
        <source>%1 %2: yours %3, in force %4 (set by %5) — %6</source>
        <translation>%1 %2: el suyo %3, en vigor %4 (puesto por %5) — %6</translation>
    </message>
    <message>
        <source>someone else</source>
        <translation>otra persona</translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <source>yes</source>
        <comment>a yes-or-no setting&apos;s value</comment>
        <translation>sí</translation>
    </message>
    <message>
        <source>no</source>
        <comment>a yes-or-no setting&apos;s value</comment>
        <translation>no</translation>
    </message>
    <message>
        <source>(not set)</source>
        <translation>(sin definir)</translation>
    </message>
    <message>
        <source>%1 answers</source>
        <translation>%1 respuestas</translation>
    </message>
    <message>
        <source>Problem with %1</source>
        <translation>Problema con %1</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>sin valor</translation>
    </message>
    <message>
        <source>%1 (folds the section)</source>
        <translation>%1 (pliega la sección)</translation>
    </message>
    <message>
        <source>House settings</source>
        <translation>Ajustes de la casa</translation>
    </message>
    <message>
        <source>What this house posts; drills and exams follow it from the next question. Every change is logged with your name.</source>
        <translation>Lo que publica esta casa; los ejercicios y exámenes lo siguen desde la siguiente pregunta. Cada cambio se registra con su nombre.</translation>
    </message>
    <message>
        <source>Undo edits</source>
        <translation>Deshacer cambios</translation>
    </message>
    <message>
        <source>Put back the values in force</source>
        <translation>Volver a los valores en vigor</translation>
    </message>
    <message>
        <source>Apply changes</source>
        <translation>Aplicar cambios</translation>
    </message>
    <message>
        <source>Apply the changed settings</source>
        <translation>Aplicar los ajustes cambiados</translation>
    </message>
    <message>
        <source>Settings message</source>
        <translation>Mensaje de los ajustes</translation>
    </message>
    <message>
        <source>Find a setting (Ctrl+F): chip, pace, kiosk…</source>
        <translation>Buscar un ajuste (Ctrl+F): ficha, ritmo, quiosco…</translation>
    </message>
    <message>
        <source>Find a setting</source>
        <translation>Buscar un ajuste</translation>
    </message>
    <message>
        <source>Fold all</source>
        <translation>Plegar todo</translation>
    </message>
    <message>
        <source>Fold or unfold every section</source>
        <translation>Plegar o desplegar todas las secciones</translation>
    </message>
    <message>
        <source>House settings form</source>
        <translation>Formulario de ajustes de la casa</translation>
    </message>
    <message>
        <source>Changes made (audit log)</source>
        <translation>Cambios hechos (registro)</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Cuándo</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Quién</translation>
    </message>
    <message>
        <source>Setting</source>
        <translation>Ajuste</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Cambio</translation>
    </message>
    <message>
        <source>Settings audit log</source>
        <translation>Registro de cambios de ajustes</translation>
    </message>
    <message>
        <source>No setting matches that; try another word.</source>
        <translation>Ningún ajuste coincide; pruebe otra palabra.</translation>
    </message>
    <message>
        <source>1 setting matches.</source>
        <translation>1 ajuste coincide.</translation>
    </message>
    <message>
        <source>%1 settings match.</source>
        <translation>%1 ajustes coinciden.</translation>
    </message>
    <message>
        <source>Unfold all</source>
        <translation>Desplegar todo</translation>
    </message>
    <message>
        <source>Nothing to apply: no setting was changed.</source>
        <translation>Nada que aplicar: no se cambió ningún ajuste.</translation>
    </message>
    <message>
        <source>Nothing was changed; see the note by the field.</source>
        <translation>No se cambió nada; vea la nota junto al campo.</translation>
    </message>
    <message>
        <source>Nothing was changed.</source>
        <translation>No se cambió nada.</translation>
    </message>
    <message>
        <source>%1 changed; the rest were refused (see the notes).</source>
        <translation>%1 cambiados; el resto se rechazó (vea las notas).</translation>
    </message>
    <message>
        <source>1 setting changed at %1.</source>
        <translation>1 ajuste cambiado a las %1.</translation>
    </message>
    <message>
        <source>%1 settings changed at %2.</source>
        <translation>%1 ajustes cambiados a las %2.</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>Everything in Dealer Trainer can be done from the keyboard. These keys work where the heading says.</source>
        <translation>Todo en Dealer Trainer se puede hacer con el teclado. Estas teclas funcionan donde lo dice el encabezado.</translation>
    </message>
</context>
<context>
    <name>SignInPage</name>
    <message>
        <source>Dealer Trainer</source>
        <translation>Dealer Trainer</translation>
    </message>
    <message>
        <source>Who is drilling? Tap your name.</source>
        <translation>¿Quién va a practicar? Toque su nombre.</translation>
    </message>
    <message>
        <source>New trainee</source>
        <translation>Nuevo alumno</translation>
    </message>
    <message>
        <source>Add a new trainee</source>
        <translation>Añadir un alumno nuevo</translation>
    </message>
    <message>
        <source>Supervisor</source>
        <translation>Supervisor</translation>
    </message>
    <message>
        <source>Open the supervisor console</source>
        <translation>Abrir la consola del supervisor</translation>
    </message>
    <message>
        <source>Sign in as %1</source>
        <translation>Iniciar sesión como %1</translation>
    </message>
    <message>
        <source>No trainees yet. Tap “New trainee” to start.</source>
        <translation>Aún no hay alumnos. Toque “Nuevo alumno” para empezar.</translation>
    </message>
</context>
<context>
    <name>SiteLink</name>
    <message>
        <source>connecting to the site</source>
        <translation>conectando con el sitio</translation>
    </message>
    <message>
        <source>1 answer waiting</source>
        <translation>1 respuesta en espera</translation>
    </message>
    <message>
        <source>%1 answers waiting</source>
        <translation>%1 respuestas en espera</translation>
    </message>
    <message>
        <source>synced</source>
        <translation>sincronizado</translation>
    </message>
    <message>
        <source>syncing: </source>
        <translation>sincronizando: </translation>
    </message>
    <message>
        <source>offline: </source>
        <translation>sin conexión: </translation>
    </message>
</context>
<context>
    <name>SpotAnswer</name>
    <message>
        <source>Correct as it stands</source>
        <translation>Correcto tal como está</translation>
    </message>
    <message>
        <source>Or tap the seat settled wrong:</source>
        <translation>O toque el asiento liquidado mal:</translation>
    </message>
    <message>
        <source>It should be paid:</source>
        <translation>Se le debe pagar:</translation>
    </message>
    <message>
        <source>amount</source>
        <translation>importe</translation>
    </message>
    <message>
        <source>What the seat should be paid</source>
        <translation>Lo que se le debe pagar al asiento</translation>
    </message>
    <message>
        <source>Or tap the payment made wrong:</source>
        <translation>O toque el pago hecho mal:</translation>
    </message>
    <message>
        <source>$0.50, or who should receive it</source>
        <translation>0,50 $, o quién debe recibirlo</translation>
    </message>
    <message>
        <source>What the payment should be</source>
        <translation>Cuál debe ser el pago</translation>
    </message>
    <message>
        <source>Payment %1, %2, is made wrong</source>
        <translation>El pago %1, %2, está mal hecho</translation>
    </message>
    <message>
        <source>Or tap the first delivery dealt wrong:</source>
        <translation>O toque la primera entrega repartida mal:</translation>
    </message>
    <message>
        <source>S3, D or C1</source>
        <translation>S3, D o C1</translation>
    </message>
    <message>
        <source>Where the delivery should have gone</source>
        <translation>Adónde debió ir la entrega</translation>
    </message>
    <message>
        <source>Delivery %1, to %2, is dealt wrong</source>
        <translation>La entrega %1, a %2, está mal repartida</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Asiento %1</translation>
    </message>
    <message>
        <source>Seat %1 is settled wrong</source>
        <translation>El asiento %1 está liquidado mal</translation>
    </message>
    <message>
        <source>Payment %1 should be:</source>
        <translation>El pago %1 debe ser:</translation>
    </message>
    <message>
        <source>It should be:</source>
        <translation>Debe ser:</translation>
    </message>
    <message>
        <source>Delivery %1 should have gone to:</source>
        <translation>La entrega %1 debió ir a:</translation>
    </message>
    <message>
        <source>It should have gone to:</source>
        <translation>Debió ir a:</translation>
    </message>
    <message>
        <source>Seat %1 should be paid:</source>
        <translation>Al asiento %1 se le debe pagar:</translation>
    </message>
</context>
<context>
    <name>SummaryPage</name>
    <message>
        <source>Practice</source>
        <translation>Práctica</translation>
    </message>
    <message>
        <source>Speed drill</source>
        <translation>Ejercicio de velocidad</translation>
    </message>
    <message>
        <source>Exam</source>
        <translation>Examen</translation>
    </message>
    <message>
        <source>My mistakes</source>
        <translation>Mis errores</translation>
    </message>
    <message>
        <source>Pace</source>
        <translation>Ritmo</translation>
    </message>
    <message>
        <source>Kinds of question missed</source>
        <translation>Tipos de pregunta fallados</translation>
    </message>
    <message>
        <source>Show only the questions missed</source>
        <translation>Mostrar solo las preguntas falladas</translation>
    </message>
    <message>
        <source>Questions answered</source>
        <translation>Preguntas respondidas</translation>
    </message>
    <message>
        <source>The question, your answer and the explanation</source>
        <translation>La pregunta, su respuesta y la explicación</translation>
    </message>
    <message>
        <source>Supervisor: review the answers</source>
        <translation>Supervisor: revisar las respuestas</translation>
    </message>
    <message>
        <source>A supervisor opens the review of the answers with their PIN</source>
        <translation>Un supervisor abre la revisión de las respuestas con su PIN</translation>
    </message>
    <message>
        <source>Review missed</source>
        <translation>Revisar falladas</translation>
    </message>
    <message>
        <source>Redo missed</source>
        <translation>Repetir falladas</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <source>Pace: %1 right decisions per hour (%2 of %3 right), %4 s per answer</source>
        <translation>Ritmo: %1 decisiones correctas por hora (%2 de %3 correctas), %4 s por respuesta</translation>
    </message>
    <message>
        <source>on target</source>
        <translation>en el objetivo</translation>
    </message>
    <message>
        <source>under target</source>
        <translation>por debajo del objetivo</translation>
    </message>
    <message>
        <source>house target %1 per hour: %2</source>
        <translation>objetivo de la casa %1 por hora: %2</translation>
    </message>
    <message>
        <source>%1 answered</source>
        <translation>%1 respondidas</translation>
    </message>
    <message>
        <source>%1 right</source>
        <translation>%1 correctas</translation>
    </message>
    <message>
        <source>%1 wrong</source>
        <translation>%1 incorrectas</translation>
    </message>
    <message>
        <source>%1 fast, %2 normal, %3 slow</source>
        <translation>%1 rápidas, %2 normales, %3 lentas</translation>
    </message>
    <message>
        <source>%1 not reached</source>
        <translation>%1 sin llegar</translation>
    </message>
    <message>
        <source>Score %1 against a pass mark of %2%: %3</source>
        <translation>Puntuación %1 frente a una nota para aprobar de %2%: %3</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>aprobado</translation>
    </message>
    <message>
        <source>not passed</source>
        <translation>no aprobado</translation>
    </message>
    <message>
        <source>Missed: %1</source>
        <translation>Falladas: %1</translation>
    </message>
    <message>
        <source>you gave %1</source>
        <translation>usted dio %1</translation>
    </message>
</context>
<context>
    <name>SupervisorConsole</name>
    <message>
        <source>Supervisor console</source>
        <translation>Consola del supervisor</translation>
    </message>
    <message>
        <source>Supervisor console — %1</source>
        <translation>Consola del supervisor — %1</translation>
    </message>
    <message>
        <source>Dealer Trainer · changes are recorded with your name</source>
        <translation>Dealer Trainer · los cambios se registran con su nombre</translation>
    </message>
    <message>
        <source>Close console</source>
        <translation>Cerrar la consola</translation>
    </message>
    <message>
        <source>Close the console and sign out (Esc)</source>
        <translation>Cerrar la consola y la sesión (Esc)</translation>
    </message>
    <message>
        <source>Console pages</source>
        <translation>Páginas de la consola</translation>
    </message>
    <message>
        <source>Class overview</source>
        <translation>Resumen del grupo</translation>
    </message>
    <message>
        <source>Trainee detail</source>
        <translation>Detalle del alumno</translation>
    </message>
    <message>
        <source>Exams</source>
        <translation>Exámenes</translation>
    </message>
    <message>
        <source>Reports</source>
        <translation>Informes</translation>
    </message>
    <message>
        <source>Credentials</source>
        <translation>Credenciales</translation>
    </message>
    <message>
        <source>House settings</source>
        <translation>Ajustes de la casa</translation>
    </message>
    <message>
        <source>People</source>
        <translation>Personas</translation>
    </message>
    <message>
        <source>Classes</source>
        <translation>Grupos</translation>
    </message>
    <message>
        <source>The school, live</source>
        <translation>La escuela, en vivo</translation>
    </message>
</context>
<context>
    <name>SupervisorSignInDialog</name>
    <message>
        <source>Supervisor sign-in</source>
        <translation>Inicio de sesión del supervisor</translation>
    </message>
    <message>
        <source>Supervisors only</source>
        <translation>Solo supervisores</translation>
    </message>
    <message>
        <source>Supervisor</source>
        <translation>Supervisor</translation>
    </message>
    <message>
        <source>Supervisor PIN</source>
        <translation>PIN del supervisor</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>Checking the PIN</source>
        <translation>Comprobando el PIN</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Checking the PIN…</source>
        <translation>Comprobando el PIN…</translation>
    </message>
    <message>
        <source>Signed in.</source>
        <translation>Sesión iniciada.</translation>
    </message>
    <message>
        <source>The PIN could not be checked; try again.</source>
        <translation>No se pudo comprobar el PIN; inténtelo de nuevo.</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Cash</source>
        <translation>Efectivo</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>Apuesta</translation>
    </message>
    <message>
        <source>Double</source>
        <translation>Doble</translation>
    </message>
    <message>
        <source>Insurance</source>
        <translation>Seguro</translation>
    </message>
    <message>
        <source>Doubled by</source>
        <translation>Doblado por</translation>
    </message>
    <message>
        <source>Prog</source>
        <translation>Prog</translation>
    </message>
    <message>
        <source>Progressive</source>
        <translation>Progresivo</translation>
    </message>
    <message>
        <source>Ante</source>
        <translation>Ante</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>Igualar</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>Pair Plus</source>
        <translation>Pair Plus</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Bono</translation>
    </message>
    <message>
        <source>Ante bonus</source>
        <translation>Bono del ante</translation>
    </message>
    <message>
        <source>Tip</source>
        <translation>Propina</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>Bote</translation>
    </message>
    <message>
        <source>3-card wager</source>
        <translation>Apuesta de 3 cartas</translation>
    </message>
    <message>
        <source>5-card wager</source>
        <translation>Apuesta de 5 cartas</translation>
    </message>
    <message>
        <source>7-card wager</source>
        <translation>Apuesta de 7 cartas</translation>
    </message>
    <message>
        <source>Tip on the %1-card hand</source>
        <translation>Propina en la mano de %1 cartas</translation>
    </message>
    <message>
        <source>%1-card pot</source>
        <translation>Bote de %1 cartas</translation>
    </message>
    <message>
        <source>Surrenders half the 7</source>
        <translation>Se rinde con la mitad del 7</translation>
    </message>
    <message>
        <source>Folds</source>
        <translation>Se retira</translation>
    </message>
    <message>
        <source>Progressive meter %1</source>
        <translation>Contador del progresivo %1</translation>
    </message>
</context>
<context>
    <name>TableTestDialog</name>
    <message>
        <source>0 not shown</source>
        <translation>0 no se mostró</translation>
    </message>
    <message>
        <source>1 poor</source>
        <translation>1 deficiente</translation>
    </message>
    <message>
        <source>2 weak</source>
        <translation>2 flojo</translation>
    </message>
    <message>
        <source>3 fair</source>
        <translation>3 aceptable</translation>
    </message>
    <message>
        <source>4 good</source>
        <translation>4 bueno</translation>
    </message>
    <message>
        <source>5 faultless</source>
        <translation>5 impecable</translation>
    </message>
    <message>
        <source>Score the table test</source>
        <translation>Calificar la prueba de mesa</translation>
    </message>
    <message>
        <source>%1&apos;s table test</source>
        <translation>Prueba de mesa de %1</translation>
    </message>
    <message>
        <source>Recorded with the sitting of “%1”. Give each criterion of the house&apos;s rubric 0 to %2 points; the score weighs them as the rubric says, and the test passes at %3%.</source>
        <translation>Se registra con la sesión de “%1”. Dé a cada criterio de la rúbrica de la casa de 0 a %2 puntos; la puntuación los pondera como dice la rúbrica, y la prueba se aprueba con %3%.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>Game of the table test</source>
        <translation>Juego de la prueba de mesa</translation>
    </message>
    <message>
        <source>Score of the table test so far</source>
        <translation>Puntuación de la prueba de mesa hasta ahora</translation>
    </message>
    <message>
        <source>Why the table test was not recorded</source>
        <translation>Por qué no se registró la prueba de mesa</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Record the scores</source>
        <translation>Registrar las puntuaciones</translation>
    </message>
    <message>
        <source>Record the table test&apos;s scores with your name (they cannot be changed)</source>
        <translation>Registrar las puntuaciones de la prueba de mesa con su nombre (no se pueden cambiar)</translation>
    </message>
    <message>
        <source>weighs %1%</source>
        <translation>pesa %1%</translation>
    </message>
    <message>
        <source>not scored</source>
        <translation>sin calificar</translation>
    </message>
    <message>
        <source>Points for %1, 0 to %2</source>
        <translation>Puntos para %1, de 0 a %2</translation>
    </message>
    <message>
        <source>1 criterion still to score.</source>
        <translation>Falta calificar 1 criterio.</translation>
    </message>
    <message>
        <source>%1 criteria still to score.</source>
        <translation>Faltan calificar %1 criterios.</translation>
    </message>
    <message>
        <source>Score %1: passes (pass mark %2%).</source>
        <translation>Puntuación %1: aprobada (nota de aprobado %2%).</translation>
    </message>
    <message>
        <source>Score %1: not passed (pass mark %2%).</source>
        <translation>Puntuación %1: no aprobada (nota de aprobado %2%).</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>FLOP</source>
        <translation>FLOP</translation>
    </message>
    <message>
        <source>TURN</source>
        <translation>TURN</translation>
    </message>
    <message>
        <source>RIVER</source>
        <translation>RIVER</translation>
    </message>
    <message>
        <source>DEALER</source>
        <translation>CRUPIER</translation>
    </message>
    <message>
        <source>cash %1</source>
        <translation>efectivo %1</translation>
    </message>
    <message>
        <source>%1 chips handed in, %2</source>
        <translation>%1 fichas entregadas, %2</translation>
    </message>
    <message>
        <source>%1 chips put out, %2</source>
        <translation>%1 fichas puestas, %2</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Mesa de cartas</translation>
    </message>
    <message>
        <source>%1 table</source>
        <translation>Mesa de %1</translation>
    </message>
    <message>
        <source>Dealer: %1</source>
        <translation>Crupier: %1</translation>
    </message>
    <message>
        <source>Community cards: %1</source>
        <translation>Cartas comunitarias: %1</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Asiento %1</translation>
    </message>
    <message>
        <source>no cards, no wagers</source>
        <translation>sin cartas ni apuestas</translation>
    </message>
    <message>
        <source>Tap a spot or press Tab and Enter: %1</source>
        <translation>Toque un lugar o pulse Tab e Intro: %1</translation>
    </message>
    <message>
        <source>Marked: %1</source>
        <translation>Marcado: %1</translation>
    </message>
    <message>
        <source>Highlighted: %1</source>
        <translation>Resaltado: %1</translation>
    </message>
    <message>
        <source>Seat %1 hand %2</source>
        <translation>Asiento %1, mano %2</translation>
    </message>
    <message>
        <source>Paid %1</source>
        <translation>Pagado %1</translation>
    </message>
    <message>
        <source>hand %1</source>
        <translation>mano %1</translation>
    </message>
    <message>
        <source>Community card %1</source>
        <translation>Carta comunitaria %1</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Crupier</translation>
    </message>
    <message>
        <source>Discards</source>
        <translation>Descartes</translation>
    </message>
    <message>
        <source>Tip %1</source>
        <translation>Propina %1</translation>
    </message>
</context>
<context>
    <name>TraineePage</name>
    <message>
        <source>Trainee detail</source>
        <translation>Detalle del alumno</translation>
    </message>
    <message>
        <source>Trainee:</source>
        <translation>Alumno:</translation>
    </message>
    <message>
        <source>Trainee shown</source>
        <translation>Alumno mostrado</translation>
    </message>
    <message>
        <source>Trainee detail sections</source>
        <translation>Secciones del detalle del alumno</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <source>Every answer</source>
        <translation>Todas las respuestas</translation>
    </message>
    <message>
        <source>Certification</source>
        <translation>Certificación</translation>
    </message>
    <message>
        <source>What comes next</source>
        <translation>Qué viene después</translation>
    </message>
    <message>
        <source>By game and skill</source>
        <translation>Por juego y destreza</translation>
    </message>
    <message>
        <source>The trainee&apos;s figures by game and skill</source>
        <translation>Las cifras del alumno por juego y destreza</translation>
    </message>
    <message>
        <source>The trainee&apos;s accuracy by day</source>
        <translation>La precisión del alumno por día</translation>
    </message>
    <message>
        <source>Most missed</source>
        <translation>Lo más fallado</translation>
    </message>
    <message>
        <source>The question families missed most</source>
        <translation>Las familias de preguntas más falladas</translation>
    </message>
    <message>
        <source>Trouble spots</source>
        <translation>Puntos débiles</translation>
    </message>
    <message>
        <source>The families the trainee keeps missing</source>
        <translation>Las familias que el alumno sigue fallando</translation>
    </message>
    <message>
        <source>★ mastered</source>
        <translation>★ dominado</translation>
    </message>
    <message>
        <source>%1 of %2 right</source>
        <translation>%1 correctas de %2</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>Destreza</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Respuestas</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Precisión</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>Mediana</translation>
    </message>
    <message>
        <source>Nine answers in ten took under %1.</source>
        <translation>Nueve de cada diez respuestas tardaron menos de %1.</translation>
    </message>
    <message>
        <source>Mastery</source>
        <translation>Dominio</translation>
    </message>
    <message>
        <source>Game of the answers shown</source>
        <translation>Juego de las respuestas mostradas</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Todos los juegos</translation>
    </message>
    <message>
        <source>Skill of the answers shown</source>
        <translation>Destreza de las respuestas mostradas</translation>
    </message>
    <message>
        <source>All skills</source>
        <translation>Todas las destrezas</translation>
    </message>
    <message>
        <source>Mode of the answers shown</source>
        <translation>Modo de las respuestas mostradas</translation>
    </message>
    <message>
        <source>All modes</source>
        <translation>Todos los modos</translation>
    </message>
    <message>
        <source>Result of the answers shown</source>
        <translation>Resultado de las respuestas mostradas</translation>
    </message>
    <message>
        <source>Right and wrong</source>
        <translation>Correctas e incorrectas</translation>
    </message>
    <message>
        <source>Right only</source>
        <translation>Solo correctas</translation>
    </message>
    <message>
        <source>Wrong only</source>
        <translation>Solo incorrectas</translation>
    </message>
    <message>
        <source>Open the question</source>
        <translation>Abrir la pregunta</translation>
    </message>
    <message>
        <source>Open the chosen answer&apos;s question</source>
        <translation>Abrir la pregunta de la respuesta elegida</translation>
    </message>
    <message>
        <source>Every answer the trainee gave</source>
        <translation>Cada respuesta que dio el alumno</translation>
    </message>
    <message>
        <source>Double-click an answer, or press Enter, to see its question.</source>
        <translation>Haga doble clic en una respuesta, o pulse Intro, para ver su pregunta.</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Cuándo</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Pregunta</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modo</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tiempo</translation>
    </message>
    <message>
        <source>Their answer</source>
        <translation>Su respuesta</translation>
    </message>
    <message>
        <source> (archived)</source>
        <translation> (archivado)</translation>
    </message>
    <message>
        <source>No trainee chosen.</source>
        <translation>Ningún alumno elegido.</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Cargando…</translation>
    </message>
    <message>
        <source>Loading the answers…</source>
        <translation>Cargando las respuestas…</translation>
    </message>
    <message>
        <source>No skill mastered yet</source>
        <translation>Aún no domina ninguna destreza</translation>
    </message>
    <message>
        <source>★ 1 skill mastered</source>
        <translation>★ 1 destreza dominada</translation>
    </message>
    <message>
        <source>★ %1 skills mastered</source>
        <translation>★ %1 destrezas dominadas</translation>
    </message>
    <message>
        <source>Accuracy by day</source>
        <translation>Precisión por día</translation>
    </message>
    <message>
        <source>Nothing missed in these dates.</source>
        <translation>Nada fallado en estas fechas.</translation>
    </message>
    <message>
        <source>missed %1 of %2</source>
        <translation>falló %1 de %2</translation>
    </message>
    <message>
        <source>None: no family keeps being missed.</source>
        <translation>Ninguna: no hay familia que se siga fallando.</translation>
    </message>
    <message>
        <source>missed %1 times in %2 answers</source>
        <translation>falló %1 veces en %2 respuestas</translation>
    </message>
    <message>
        <source>%1 of %2 answers shown</source>
        <translation>%1 de %2 respuestas mostradas</translation>
    </message>
</context>
<context>
    <name>Unsaved</name>
    <message>
        <source>Save the unsaved answers</source>
        <translation>Guardar las respuestas sin guardar</translation>
    </message>
    <message>
        <source>Dealer Trainer answers (*.json)</source>
        <translation>Respuestas de Dealer Trainer (*.json)</translation>
    </message>
    <message>
        <source>This kiosk has no export folder for unsaved answers, so they stay held here; a supervisor can set one in the house settings (Kiosk) or free some space.</source>
        <translation>Este quiosco no tiene carpeta de exportación para las respuestas sin guardar, así que se quedan retenidas aquí; un supervisor puede fijar una en los ajustes de la casa (Quiosco) o liberar espacio.</translation>
    </message>
    <message>
        <source>Answers saved</source>
        <translation>Respuestas guardadas</translation>
    </message>
    <message>
        <source>Answers saved in %2: %1. Import that file into a progress store with &apos;dealer-trainer import&apos; once there is room.</source>
        <translation>Respuestas guardadas en %2: %1. Importe ese archivo a un almacén de progreso con &apos;dealer-trainer import&apos; cuando haya espacio.</translation>
    </message>
    <message>
        <source>Answers not saved yet</source>
        <translation>Respuestas aún sin guardar</translation>
    </message>
    <message>
        <source>Answers not yet in the progress store: %1. They are kept in %2 and will be saved when Dealer Trainer next starts. Quit now?</source>
        <translation>Respuestas que aún no están en el almacén de progreso: %1. Se guardan en %2 y se guardarán la próxima vez que se inicie Dealer Trainer. ¿Salir ahora?</translation>
    </message>
    <message>
        <source>Answers not saved</source>
        <translation>Respuestas sin guardar</translation>
    </message>
    <message>
        <source>Answers that could not be saved anywhere: %1. Save them to a file (on another disk, a USB stick) before quitting, or free some space and try again.</source>
        <translation>Respuestas que no se pudieron guardar en ningún sitio: %1. Guárdelas en un archivo (en otro disco, una memoria USB) antes de salir, o libere espacio e inténtelo de nuevo.</translation>
    </message>
    <message>
        <source>Save to a file…</source>
        <translation>Guardar en un archivo…</translation>
    </message>
    <message>
        <source>Changes not applied</source>
        <translation>Cambios sin aplicar</translation>
    </message>
    <message>
        <source>House settings changed and not applied yet: %1. Apply them now, discard them, or go back to the form?</source>
        <translation>Ajustes de la casa cambiados y aún sin aplicar: %1. ¿Aplicarlos ahora, descartarlos o volver al formulario?</translation>
    </message>
    <message>
        <source>Apply changes</source>
        <translation>Aplicar cambios</translation>
    </message>
    <message>
        <source>Discard changes</source>
        <translation>Descartar cambios</translation>
    </message>
    <message>
        <source>Keep editing</source>
        <translation>Seguir editando</translation>
    </message>
</context>
<context>
    <name>UnsavedPanel</name>
    <message>
        <source>This answer is not saved yet</source>
        <translation>Esta respuesta aún no está guardada</translation>
    </message>
    <message>
        <source>Why the answer is not saved</source>
        <translation>Por qué la respuesta no está guardada</translation>
    </message>
    <message>
        <source>Free some space and try again, or save the answers to another disk (a USB stick) to import later. The verdict shows once the answer is safe.</source>
        <translation>Libere espacio e inténtelo de nuevo, o guarde las respuestas en otro disco (una memoria USB) para importarlas después. El resultado se muestra cuando la respuesta está a salvo.</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Reintentar</translation>
    </message>
    <message>
        <source>Try to save the answer again</source>
        <translation>Intentar guardar la respuesta de nuevo</translation>
    </message>
    <message>
        <source>Save to a file…</source>
        <translation>Guardar en un archivo…</translation>
    </message>
    <message>
        <source>Save the unsaved answers to a file</source>
        <translation>Guardar en un archivo las respuestas sin guardar</translation>
    </message>
</context>
</TS>
