<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>commands</name>
    <message>
        <source>Exporting answers</source>
        <translation>Exportar respuestas</translation>
    </message>
    <message>
        <source>The export was not written: {target} is not a plain file, so it is left as it is; choose another --out.</source>
        <translation>No se escribió la exportación: {target} no es un archivo normal, así que se deja como está; elija otro --out.</translation>
    </message>
    <message>
        <source>The export could not be written to {target} ({why}).</source>
        <translation>No se pudo escribir la exportación en {target} ({why}).</translation>
    </message>
    <message>
        <source>Wrote 1 answer to {target}.</source>
        <translation>Se escribió 1 respuesta en {target}.</translation>
    </message>
    <message>
        <source>Wrote {count} answers to {target}.</source>
        <translation>Se escribieron {count} respuestas en {target}.</translation>
    </message>
    <message>
        <source>There is no file {path} to import.</source>
        <translation>No hay ningún archivo {path} que importar.</translation>
    </message>
    <message>
        <source>Accepting an unsealed file</source>
        <translation>Aceptar un archivo sin sellar</translation>
    </message>
    <message>
        <source>Importing answers</source>
        <translation>Importar respuestas</translation>
    </message>
    <message>
        <source>{file} is not sealed by this school, so only a supervisor can accept it: give --accept-unsigned and --supervisor NAME (its answers are then marked so and join no exam sitting).</source>
        <translation>{file} no está sellado por esta escuela, así que solo un supervisor puede aceptarlo: indique --accept-unsigned y --supervisor NOMBRE (sus respuestas quedan marcadas así y no se unen a ninguna sesión de examen).</translation>
    </message>
    <message>
        <source>There is no supervisor named {name}.</source>
        <translation>No hay ningún supervisor llamado {name}.</translation>
    </message>
    <message>
        <source>Adding a supervisor</source>
        <translation>Añadir un supervisor</translation>
    </message>
    <message>
        <source>{name} is a supervisor now.</source>
        <translation>{name} ya es supervisor.</translation>
    </message>
    <message>
        <source>This station belongs to a school site, whose first supervisor is made by the site&apos;s owner with &apos;dealer-trainer site add-supervisor NAME&apos;; this station has them after its next &apos;dealer-trainer sync&apos;.</source>
        <translation>Esta estación pertenece al sitio de una escuela, cuyo primer supervisor lo crea el dueño del sitio con &apos;dealer-trainer site add-supervisor NOMBRE&apos;; esta estación lo tendrá tras su próximo &apos;dealer-trainer sync&apos;.</translation>
    </message>
    <message>
        <source>Changing a PIN</source>
        <translation>Cambiar un PIN</translation>
    </message>
    <message>
        <source>{name}&apos;s PIN is changed.</source>
        <translation>El PIN de {name} ha cambiado.</translation>
    </message>
    <message>
        <source>Removing a supervisor</source>
        <translation>Quitar un supervisor</translation>
    </message>
    <message>
        <source>{name} is removed; they can no longer sign in.</source>
        <translation>{name} ha sido quitado; ya no puede iniciar sesión.</translation>
    </message>
    <message>
        <source>{prog}: {sentence}. See &apos;{prog} --help&apos;.</source>
        <translation>{prog}: {sentence}. Vea &apos;{prog} --help&apos;.</translation>
    </message>
    <message>
        <source>interrupted.</source>
        <translation>interrumpido.</translation>
    </message>
    <message>
        <source>dealer-trainer: the window is not part of this build yet; see &apos;dealer-trainer --help&apos; for the commands.</source>
        <translation>dealer-trainer: la ventana aún no forma parte de esta versión; vea &apos;dealer-trainer --help&apos; para los comandos.</translation>
    </message>
    <message>
        <source>dealer-trainer: {said}</source>
        <translation>dealer-trainer: {said}</translation>
    </message>
    <message>
        <source>An exam on the terminal</source>
        <translation>Un examen en la terminal</translation>
    </message>
    <message>
        <source>Drilling</source>
        <translation>Practicar</translation>
    </message>
    <message>
        <source>fast</source>
        <translation>rápida</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normal</translation>
    </message>
    <message>
        <source>slow</source>
        <translation>lenta</translation>
    </message>
    <message>
        <source>Welcome, {name}: a new trainee.</source>
        <translation>Bienvenido, {name}: alumno nuevo.</translation>
    </message>
    <message>
        <source>{said} Try again.</source>
        <translation>{said} Inténtelo de nuevo.</translation>
    </message>
    <message>
        <source>Recorded.</source>
        <translation>Registrada.</translation>
    </message>
    <message>
        <source>{verdict} ({pace}, {seconds} s)</source>
        <translation>{verdict} ({pace}, {seconds} s)</translation>
    </message>
    <message>
        <source>{verdict} The answer: {answer}.</source>
        <translation>{verdict} La respuesta: {answer}.</translation>
    </message>
    <message>
        <source>{answered} answered: {right} right, {wrong} wrong.</source>
        <translation>{answered} respondidas: {right} correctas, {wrong} incorrectas.</translation>
    </message>
    <message>
        <source>{answered} answered: {right} right, {wrong} wrong; {unanswered} unanswered.</source>
        <translation>{answered} respondidas: {right} correctas, {wrong} incorrectas; {unanswered} sin responder.</translation>
    </message>
    <message>
        <source>{answered} answered: {right} right, {wrong} wrong; {fast} fast, {normal} normal, {slow} slow.</source>
        <translation>{answered} respondidas: {right} correctas, {wrong} incorrectas; {fast} rápidas, {normal} normales, {slow} lentas.</translation>
    </message>
    <message>
        <source>{answered} answered: {right} right, {wrong} wrong; {fast} fast, {normal} normal, {slow} slow; {unanswered} unanswered.</source>
        <translation>{answered} respondidas: {right} correctas, {wrong} incorrectas; {fast} rápidas, {normal} normales, {slow} lentas; {unanswered} sin responder.</translation>
    </message>
    <message>
        <source>Pace: {per_hour} right decisions per hour ({right} of {answered} right), {seconds} s per answer.</source>
        <translation>Ritmo: {per_hour} decisiones correctas por hora ({right} de {answered} correctas), {seconds} s por respuesta.</translation>
    </message>
    <message>
        <source>Pace: {per_hour} right decisions per hour ({right} of {answered} right), {seconds} s per answer; house target {target} per hour: on target.</source>
        <translation>Ritmo: {per_hour} decisiones correctas por hora ({right} de {answered} correctas), {seconds} s por respuesta; objetivo de la casa {target} por hora: en el objetivo.</translation>
    </message>
    <message>
        <source>Pace: {per_hour} right decisions per hour ({right} of {answered} right), {seconds} s per answer; house target {target} per hour: under target.</source>
        <translation>Ritmo: {per_hour} decisiones correctas por hora ({right} de {answered} correctas), {seconds} s por respuesta; objetivo de la casa {target} por hora: por debajo del objetivo.</translation>
    </message>
    <message>
        <source>Score {score} against a pass mark of {mark}%: passed.</source>
        <translation>Puntuación {score} frente a una nota para aprobar de {mark}%: aprobado.</translation>
    </message>
    <message>
        <source>Score {score} against a pass mark of {mark}%: not passed.</source>
        <translation>Puntuación {score} frente a una nota para aprobar de {mark}%: no aprobado.</translation>
    </message>
    <message>
        <source>{number}. {question} -&gt; right</source>
        <translation>{number}. {question} -&gt; correcta</translation>
    </message>
    <message>
        <source>{number}. {question} -&gt; wrong (answer: {answer})</source>
        <translation>{number}. {question} -&gt; incorrecta (respuesta: {answer})</translation>
    </message>
    <message>
        <source>PIN for {name}</source>
        <translation>PIN de {name}</translation>
    </message>
    <message>
        <source>Press Enter to try again, or type a file name to save the unsaved answers in:</source>
        <translation>Pulse Intro para intentarlo de nuevo, o escriba el nombre de un archivo donde guardar las respuestas sin guardar:</translation>
    </message>
    <message>
        <source>Saved 1 unsaved answer in {target}; import it with &apos;dealer-trainer import&apos; once there is room.</source>
        <translation>Se guardó 1 respuesta sin guardar en {target}; impórtela con &apos;dealer-trainer import&apos; cuando haya espacio.</translation>
    </message>
    <message>
        <source>Saved {count} unsaved answers in {target}; import it with &apos;dealer-trainer import&apos; once there is room.</source>
        <translation>Se guardaron {count} respuestas sin guardar en {target}; impórtelo con &apos;dealer-trainer import&apos; cuando haya espacio.</translation>
    </message>
    <message>
        <source>The PIN file {path} cannot be read ({why}).</source>
        <translation>No se puede leer el archivo de PIN {path} ({why}).</translation>
    </message>
    <message>
        <source>The PIN file {path} is not a file.</source>
        <translation>El archivo de PIN {path} no es un archivo.</translation>
    </message>
    <message>
        <source>The PIN file {path} can be read by other users; make it private (chmod 600 {path}).</source>
        <translation>Otros usuarios pueden leer el archivo de PIN {path}; hágalo privado (chmod 600 {path}).</translation>
    </message>
    <message>
        <source>The first line of the PIN file {path} is not a PIN.</source>
        <translation>La primera línea del archivo de PIN {path} no es un PIN.</translation>
    </message>
    <message>
        <source>{prompt} is needed and there is no terminal to ask it on; give it in a file with {option} FILE.</source>
        <translation>Hace falta: {prompt}, y no hay una terminal donde pedirlo; indíquelo en un archivo con {option} ARCHIVO.</translation>
    </message>
    <message>
        <source>{prompt} was not given.</source>
        <translation>No se indicó: {prompt}.</translation>
    </message>
    <message>
        <source>A new PIN for {who} ({shortest} to {longest} digits)</source>
        <translation>Un PIN nuevo para {who} (de {shortest} a {longest} dígitos)</translation>
    </message>
    <message>
        <source>The same PIN again</source>
        <translation>El mismo PIN otra vez</translation>
    </message>
    <message>
        <source>The two PINs differ; nothing was changed.</source>
        <translation>Los dos PIN son distintos; no se cambió nada.</translation>
    </message>
    <message>
        <source>{doing} needs a supervisor&apos;s PIN, and this store has no supervisor yet; add one with &apos;dealer-trainer supervisor add NAME --pin-file FILE&apos;.</source>
        <translation>{doing} necesita el PIN de un supervisor, y este almacén aún no tiene supervisor; añada uno con &apos;dealer-trainer supervisor add NOMBRE --pin-file ARCHIVO&apos;.</translation>
    </message>
    <message>
        <source>{doing} needs a supervisor&apos;s PIN; give --supervisor NAME (the PIN is asked on the terminal, or read from --supervisor-pin-file FILE).</source>
        <translation>{doing} necesita el PIN de un supervisor; indique --supervisor NOMBRE (el PIN se pide en la terminal o se lee de --supervisor-pin-file ARCHIVO).</translation>
    </message>
    <message>
        <source>PIN for supervisor {name}</source>
        <translation>PIN del supervisor {name}</translation>
    </message>
    <message>
        <source>dealer-trainer: {name}&apos;s PIN is shorter than a supervisor&apos;s must be now ({digits} digits); choose a new one with &apos;dealer-trainer supervisor pin &quot;{name}&quot;&apos;.</source>
        <translation>dealer-trainer: el PIN de {name} es más corto de lo que debe ser ahora el de un supervisor ({digits} dígitos); elija uno nuevo con &apos;dealer-trainer supervisor pin &quot;{name}&quot;&apos;.</translation>
    </message>
    <message>
        <source>Importing a roster</source>
        <translation>Importar una lista</translation>
    </message>
</context>
<context>
    <name>credentials</name>
    <message>
        <source>{where} is too large to be a school&apos;s public key.</source>
        <translation>{where} es demasiado grande para ser la clave pública de una escuela.</translation>
    </message>
    <message>
        <source>{where} is not a school&apos;s public key (a PEM &apos;PUBLIC KEY&apos; file).</source>
        <translation>{where} no es la clave pública de una escuela (un archivo PEM &apos;PUBLIC KEY&apos;).</translation>
    </message>
    <message>
        <source>{where} holds a public key, but not an Ed25519 one.</source>
        <translation>{where} contiene una clave pública, pero no es Ed25519.</translation>
    </message>
    <message>
        <source>This store holds no school key; it cannot sign credentials.</source>
        <translation>Este almacén no guarda ninguna clave de la escuela; no puede firmar credenciales.</translation>
    </message>
    <message>
        <source>A credential is issued only for a passed exam that a supervisor signed off, and this sitting of “{exam}” is not one.</source>
        <translation>Solo se emite una credencial para un examen aprobado y firmado por un supervisor, y esta sesión de “{exam}” no lo es.</translation>
    </message>
    <message>
        <source>There is no credential {id} in this store.</source>
        <translation>No hay ninguna credencial {id} en este almacén.</translation>
    </message>
    <message>
        <source>Say why the credential is revoked.</source>
        <translation>Diga por qué se revoca la credencial.</translation>
    </message>
    <message>
        <source>A reason for revoking is at most {count} characters.</source>
        <translation>El motivo de una revocación tiene como máximo {count} caracteres.</translation>
    </message>
    <message>
        <source>{id}  {day}  {trainee}  {exam}  (issued by {by}; live)</source>
        <translation>{id}  {day}  {trainee}  {exam}  (emitida por {by}; vigente)</translation>
    </message>
    <message>
        <source>{id}  {day}  {trainee}  {exam}  (issued by {by}; revoked {revoked} by {revoker}: {reason})</source>
        <translation>{id}  {day}  {trainee}  {exam}  (emitida por {by}; revocada el {revoked} por {revoker}: {reason})</translation>
    </message>
    <message>
        <source>{path} cannot be read ({reason}).</source>
        <translation>No se puede leer {path} ({reason}).</translation>
    </message>
    <message>
        <source>{path} is too large to be a credential, a key or a list.</source>
        <translation>{path} es demasiado grande para ser una credencial, una clave o una lista.</translation>
    </message>
    <message>
        <source>{path} is not text: it holds no credential, key or list.</source>
        <translation>{path} no es texto: no contiene ninguna credencial, clave ni lista.</translation>
    </message>
    <message>
        <source>{path} could not be written ({reason}).</source>
        <translation>No se pudo escribir {path} ({reason}).</translation>
    </message>
    <message>
        <source>Wrote the school&apos;s public key (fingerprint {key}) to {path}.</source>
        <translation>Se escribió la clave pública de la escuela (huella {key}) en {path}.</translation>
    </message>
    <message>
        <source>There is no exam sitting {given} (give its id or certificate no.).</source>
        <translation>No hay ninguna sesión de examen {given} (indique su id o su n.º de certificado).</translation>
    </message>
    <message>
        <source>{given} names more than one exam sitting; give its whole id.</source>
        <translation>{given} corresponde a más de una sesión de examen; indique el id completo.</translation>
    </message>
    <message>
        <source>Wrote {trainee}&apos;s credential for {exam} ({id}) to {path}.</source>
        <translation>Se escribió la credencial de {trainee} para {exam} ({id}) en {path}.</translation>
    </message>
    <message>
        <source>{trainee}&apos;s credential for {exam} ({id}) is revoked; hand out the new revocation list (&apos;dealer-trainer credential revocations&apos;).</source>
        <translation>La credencial de {trainee} para {exam} ({id}) está revocada; entregue la nueva lista de revocaciones (&apos;dealer-trainer credential revocations&apos;).</translation>
    </message>
    <message>
        <source>No credential has been issued here.</source>
        <translation>Aquí no se ha emitido ninguna credencial.</translation>
    </message>
    <message>
        <source>Wrote the school&apos;s revocation list ({count} revoked) to {path}.</source>
        <translation>Se escribió la lista de revocaciones de la escuela ({count} revocadas) en {path}.</translation>
    </message>
</context>
<context>
    <name>rubric</name>
    <message>
        <source>Shuffle</source>
        <translation>Barajado</translation>
    </message>
    <message>
        <source>Pitch</source>
        <translation>Lanzamiento de cartas</translation>
    </message>
    <message>
        <source>Chip cutting</source>
        <translation>Corte de fichas</translation>
    </message>
    <message>
        <source>Payout speed</source>
        <translation>Rapidez de pago</translation>
    </message>
    <message>
        <source>Game protection</source>
        <translation>Protección del juego</translation>
    </message>
    <message>
        <source>Chipping</source>
        <translation>Apilado de fichas</translation>
    </message>
    <message>
        <source>Sweeping</source>
        <translation>Recogida</translation>
    </message>
    <message>
        <source>Announcing</source>
        <translation>Anuncios</translation>
    </message>
    <message>
        <source>Pot handling</source>
        <translation>Manejo del bote</translation>
    </message>
    <message>
        <source>Calling the hands</source>
        <translation>Canto de las manos</translation>
    </message>
    <message>
        <source>Drills mastered</source>
        <translation>Ejercicios dominados</translation>
    </message>
    <message>
        <source>Exam passed</source>
        <translation>Examen aprobado</translation>
    </message>
    <message>
        <source>Table test passed</source>
        <translation>Prueba de mesa aprobada</translation>
    </message>
</context>
<context>
    <name>settings</name>
    <message>
        <source>The station&apos;s system language</source>
        <translation>El idioma del sistema de la estación</translation>
    </message>
    <message>
        <source>The school</source>
        <translation>La escuela</translation>
    </message>
    <message>
        <source>Rules the tables follow</source>
        <translation>Reglas que siguen las mesas</translation>
    </message>
    <message>
        <source>Posted pay schedules</source>
        <translation>Tablas de pagos publicadas</translation>
    </message>
    <message>
        <source>Table limits</source>
        <translation>Límites de las mesas</translation>
    </message>
    <message>
        <source>3-5-7 home game</source>
        <translation>Juego casero 3-5-7</translation>
    </message>
    <message>
        <source>Target times per skill</source>
        <translation>Tiempos objetivo por destreza</translation>
    </message>
    <message>
        <source>Pace targets (right answers an hour)</source>
        <translation>Objetivos de ritmo (respuestas correctas por hora)</translation>
    </message>
    <message>
        <source>Drills and daily goal</source>
        <translation>Ejercicios y meta diaria</translation>
    </message>
    <message>
        <source>Game protection</source>
        <translation>Protección del juego</translation>
    </message>
    <message>
        <source>Chip handling</source>
        <translation>Manejo de fichas</translation>
    </message>
    <message>
        <source>Mastery rule</source>
        <translation>Regla de dominio</translation>
    </message>
    <message>
        <source>Exams</source>
        <translation>Exámenes</translation>
    </message>
    <message>
        <source>Kiosk stations</source>
        <translation>Estaciones quiosco</translation>
    </message>
    <message>
        <source>Smallest chip a split pot is shared in</source>
        <translation>Ficha más pequeña en que se reparte un bote dividido</translation>
    </message>
    <message>
        <source>Rake percentage of the pot</source>
        <translation>Porcentaje de comisión del bote</translation>
    </message>
    <message>
        <source>Most rake taken from one pot</source>
        <translation>Comisión máxima de un bote</translation>
    </message>
    <message>
        <source>School&apos;s name (heads every report)</source>
        <translation>Nombre de la escuela (encabeza cada informe)</translation>
    </message>
    <message>
        <source>Language of the stations (sign-in, and trainees who chose none)</source>
        <translation>Idioma de las estaciones (inicio de sesión, y alumnos que no eligieron)</translation>
    </message>
    <message>
        <source>Language of the supervisor console</source>
        <translation>Idioma de la consola del supervisor</translation>
    </message>
    <message>
        <source>This station always runs as a locked kiosk</source>
        <translation>Esta estación funciona siempre como quiosco bloqueado</translation>
    </message>
    <message>
        <source>New trainees may add themselves at the sign-in screen</source>
        <translation>Los alumnos nuevos pueden añadirse en la pantalla de inicio de sesión</translation>
    </message>
    <message>
        <source>Highest ante in the burns game</source>
        <translation>Ante más alto en el juego de quemas</translation>
    </message>
    <message>
        <source>Burns game: a second chance to declare when nobody is in</source>
        <translation>Juego de quemas: una segunda oportunidad para declarar cuando nadie entra</translation>
    </message>
    <message>
        <source>Burns game: everyone pays a burn to the pot when nobody is in</source>
        <translation>Juego de quemas: todos pagan una quema al bote cuando nadie entra</translation>
    </message>
    <message>
        <source>Burns game: ranked suits break a tie</source>
        <translation>Juego de quemas: el orden de los palos rompe un empate</translation>
    </message>
    <message>
        <source>Strikes game: a strike pays into the pot</source>
        <translation>Juego de strikes: un strike paga al bote</translation>
    </message>
    <message>
        <source>Strikes game: payment for a strike</source>
        <translation>Juego de strikes: pago por un strike</translation>
    </message>
    <message>
        <source>Five of a kind beats a straight flush</source>
        <translation>Repóker gana a escalera de color</translation>
    </message>
    <message>
        <source>Smallest coin tied winners share a pot in</source>
        <translation>Moneda más pequeña en que los ganadores empatados reparten un bote</translation>
    </message>
    <message>
        <source>Strikes game: three wild 3s have no value</source>
        <translation>Juego de strikes: tres 3 comodines no tienen valor</translation>
    </message>
    <message>
        <source>Strikes game: everyone antes on every new hand</source>
        <translation>Juego de strikes: todos ponen ante en cada mano nueva</translation>
    </message>
    <message>
        <source>Ante and burn start again after a pot is won</source>
        <translation>El ante y la quema vuelven a empezar tras ganarse un bote</translation>
    </message>
    <message>
        <source>Folder a kiosk saves answers it cannot store to (a USB stick&apos;s)</source>
        <translation>Carpeta donde un quiosco guarda las respuestas que no puede almacenar (la de una memoria USB)</translation>
    </message>
    <message>
        <source>Sign a trainee out after this long without use</source>
        <translation>Cerrar la sesión de un alumno tras este tiempo sin uso</translation>
    </message>
    <message>
        <source>Pass mark of a new exam</source>
        <translation>Nota para aprobar de un examen nuevo</translation>
    </message>
    <message>
        <source>Fewest questions an exam asks of each game</source>
        <translation>Mínimo de preguntas de cada juego en un examen</translation>
    </message>
    <message>
        <source>Recent answers mastery looks at</source>
        <translation>Respuestas recientes que mira el dominio</translation>
    </message>
    <message>
        <source>Share of them answered right</source>
        <translation>Proporción de ellas respondidas bien</translation>
    </message>
    <message>
        <source>How a practice drill chooses what comes next</source>
        <translation>Cómo elige un ejercicio de práctica lo que sigue</translation>
    </message>
    <message>
        <source>Leitner boxes</source>
        <translation>Cajas de Leitner</translation>
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
        <source>Misses that make a kind of question a trouble spot</source>
        <translation>Fallos que hacen de un tipo de pregunta un punto débil</translation>
    </message>
    <message>
        <source>One table in this many is correct as it stands</source>
        <translation>Una mesa de cada tantas está correcta tal como está</translation>
    </message>
    <message>
        <source>Chips a dealer gives as change</source>
        <translation>Fichas que da el crupier como cambio</translation>
    </message>
    <message>
        <source>What a trainee&apos;s daily goal counts</source>
        <translation>Qué cuenta la meta diaria de un alumno</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Respuestas</translation>
    </message>
    <message>
        <source>Minutes spent answering</source>
        <translation>Minutos respondiendo</translation>
    </message>
    <message>
        <source>Daily goal (answers or minutes)</source>
        <translation>Meta diaria (respuestas o minutos)</translation>
    </message>
</context>
<context>
    <name>site</name>
    <message>
        <source>The site holds no school key yet; &apos;dealer-trainer site init&apos; makes one.</source>
        <translation>El sitio aún no guarda ninguna clave de la escuela; &apos;dealer-trainer site init&apos; crea una.</translation>
    </message>
    <message>
        <source>The school&apos;s key {fingerprint} is held by {held} of the {count} station(s): {names}.</source>
        <translation>La clave de la escuela {fingerprint} la tienen {held} de las {count} estaciones: {names}.</translation>
    </message>
    <message>
        <source>The retired station {name} held the school&apos;s key: make new keys with &apos;dealer-trainer site school-key --new&apos;, and revoke the credentials issued there.</source>
        <translation>La estación retirada {name} tenía la clave de la escuela: cree claves nuevas con &apos;dealer-trainer site school-key --new&apos; y revoque las credenciales emitidas allí.</translation>
    </message>
    <message>
        <source>The school&apos;s keys wait on the site until a supervisor signs in here; until then this station signs its credentials and seals its exports with keys of its own.</source>
        <translation>Las claves de la escuela esperan en el sitio hasta que un supervisor inicie sesión aquí; hasta entonces esta estación firma sus credenciales y sella sus exportaciones con claves propias.</translation>
    </message>
    <message>
        <source>The site did not hand this station the school&apos;s keys, as it refused the authority of the supervisor signed in here; they are asked for again at the next sync.</source>
        <translation>El sitio no entregó a esta estación las claves de la escuela, porque rechazó la autoridad del supervisor que inició sesión aquí; se vuelven a pedir en la próxima sincronización.</translation>
    </message>
    <message>
        <source>The school&apos;s keys the site handed over do not match the public key it shows, so this station did not take them; tell the school&apos;s IT person.</source>
        <translation>Las claves de la escuela que entregó el sitio no coinciden con la clave pública que muestra, así que esta estación no las tomó; avise al responsable de informática de la escuela.</translation>
    </message>
    <message>
        <source>This station holds the school&apos;s keys from the site now: it signs credentials with the school&apos;s key {fingerprint} and seals its exports as every station of the school does.</source>
        <translation>Esta estación guarda ahora las claves de la escuela del sitio: firma las credenciales con la clave de la escuela {fingerprint} y sella sus exportaciones como todas las estaciones de la escuela.</translation>
    </message>
    <message>
        <source>Wrote the public key of the school&apos;s site (fingerprint {key}) to {path}.</source>
        <translation>Se escribió la clave pública del sitio de la escuela (huella {key}) en {path}.</translation>
    </message>
</context>
<context>
    <name>store</name>
    <message>
        <source>The trainer has no language &apos;{code}&apos;; it ships {shipped}.</source>
        <translation>El programa no tiene el idioma &apos;{code}&apos;; incluye {shipped}.</translation>
    </message>
    <message>
        <source>There is already an active trainee named {name}.</source>
        <translation>Ya hay un alumno activo llamado {name}.</translation>
    </message>
    <message>
        <source>There is no trainee with id {id}.</source>
        <translation>No hay ningún alumno con el id {id}.</translation>
    </message>
    <message>
        <source>Sign-in attempts cannot be recorded right now ({why}), so trainee {name} cannot sign in; try again once the progress store can be written.</source>
        <translation>Ahora no se pueden registrar los intentos de inicio de sesión ({why}), así que el alumno {name} no puede iniciar sesión; inténtelo de nuevo cuando se pueda escribir en el almacén de progreso.</translation>
    </message>
    <message>
        <source>Trainee {name} is locked after {count} wrong PINs; try again in {wait}.</source>
        <translation>El alumno {name} está bloqueado tras {count} PIN incorrectos; inténtelo de nuevo en {wait}.</translation>
    </message>
    <message>
        <source>Wrong PIN; trainee {name} is locked after {count} wrong PINs, for {wait}.</source>
        <translation>PIN incorrecto; el alumno {name} queda bloqueado tras {count} PIN incorrectos, durante {wait}.</translation>
    </message>
    <message>
        <source>Wrong PIN for trainee {name}; 1 try left before it locks.</source>
        <translation>PIN incorrecto para el alumno {name}; queda 1 intento antes del bloqueo.</translation>
    </message>
    <message>
        <source>Wrong PIN for trainee {name}; {left} tries left before it locks.</source>
        <translation>PIN incorrecto para el alumno {name}; quedan {left} intentos antes del bloqueo.</translation>
    </message>
    <message>
        <source>Sign-in attempts cannot be recorded right now ({why}), so supervisor {name} cannot sign in; try again once the progress store can be written.</source>
        <translation>Ahora no se pueden registrar los intentos de inicio de sesión ({why}), así que el supervisor {name} no puede iniciar sesión; inténtelo de nuevo cuando se pueda escribir en el almacén de progreso.</translation>
    </message>
    <message>
        <source>Supervisor {name} is locked after {count} wrong PINs; try again in {wait}.</source>
        <translation>El supervisor {name} está bloqueado tras {count} PIN incorrectos; inténtelo de nuevo en {wait}.</translation>
    </message>
    <message>
        <source>Wrong PIN; supervisor {name} is locked after {count} wrong PINs, for {wait}.</source>
        <translation>PIN incorrecto; el supervisor {name} queda bloqueado tras {count} PIN incorrectos, durante {wait}.</translation>
    </message>
    <message>
        <source>Wrong PIN for supervisor {name}; 1 try left before it locks.</source>
        <translation>PIN incorrecto para el supervisor {name}; queda 1 intento antes del bloqueo.</translation>
    </message>
    <message>
        <source>Wrong PIN for supervisor {name}; {left} tries left before it locks.</source>
        <translation>PIN incorrecto para el supervisor {name}; quedan {left} intentos antes del bloqueo.</translation>
    </message>
    <message>
        <source>the progress store is read-only</source>
        <translation>el almacén de progreso es de solo lectura</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>el disco está lleno</translation>
    </message>
    <message>
        <source>the progress store is busy</source>
        <translation>el almacén de progreso está ocupado</translation>
    </message>
    <message>
        <source>the progress store cannot be written</source>
        <translation>no se puede escribir en el almacén de progreso</translation>
    </message>
    <message>
        <source>There is no trainee named {name}.</source>
        <translation>No hay ningún alumno llamado {name}.</translation>
    </message>
    <message>
        <source>There is already an active trainee named {name}; rename one first.</source>
        <translation>Ya hay un alumno activo llamado {name}; cambie primero el nombre de uno.</translation>
    </message>
    <message>
        <source>Trainee {name} is archived.</source>
        <translation>El alumno {name} está archivado.</translation>
    </message>
    <message>
        <source>Trainee {name} needs a PIN to sign in.</source>
        <translation>El alumno {name} necesita un PIN para iniciar sesión.</translation>
    </message>
    <message>
        <source>A supervisor already exists; ask one to add you.</source>
        <translation>Ya existe un supervisor; pídale que lo añada.</translation>
    </message>
    <message>
        <source>There is no supervisor named {name}.</source>
        <translation>No hay ningún supervisor llamado {name}.</translation>
    </message>
    <message>
        <source>A PIN must be {shortest} to {longest} digits.</source>
        <translation>Un PIN debe tener de {shortest} a {longest} dígitos.</translation>
    </message>
    <message>
        <source>1 second</source>
        <translation>1 segundo</translation>
    </message>
    <message>
        <source>{count} seconds</source>
        <translation>{count} segundos</translation>
    </message>
    <message>
        <source>1 minute</source>
        <translation>1 minuto</translation>
    </message>
    <message>
        <source>{count} minutes</source>
        <translation>{count} minutos</translation>
    </message>
    <message>
        <source>{count} hours</source>
        <translation>{count} horas</translation>
    </message>
    <message>
        <source>A trainee&apos;s name cannot be empty.</source>
        <translation>El nombre de un alumno no puede estar vacío.</translation>
    </message>
    <message>
        <source>A trainee&apos;s name must be valid Unicode text.</source>
        <translation>El nombre de un alumno debe ser texto Unicode válido.</translation>
    </message>
    <message>
        <source>A trainee&apos;s name cannot hold control characters.</source>
        <translation>El nombre de un alumno no puede contener caracteres de control.</translation>
    </message>
    <message>
        <source>A trainee&apos;s name can be at most {most} characters, not {length}.</source>
        <translation>El nombre de un alumno puede tener como máximo {most} caracteres, no {length}.</translation>
    </message>
    <message>
        <source>A supervisor&apos;s name cannot be empty.</source>
        <translation>El nombre de un supervisor no puede estar vacío.</translation>
    </message>
    <message>
        <source>A supervisor&apos;s name must be valid Unicode text.</source>
        <translation>El nombre de un supervisor debe ser texto Unicode válido.</translation>
    </message>
    <message>
        <source>A supervisor&apos;s name cannot hold control characters.</source>
        <translation>El nombre de un supervisor no puede contener caracteres de control.</translation>
    </message>
    <message>
        <source>A supervisor&apos;s name can be at most {most} characters, not {length}.</source>
        <translation>El nombre de un supervisor puede tener como máximo {most} caracteres, no {length}.</translation>
    </message>
    <message>
        <source>A class&apos;s name cannot be empty.</source>
        <translation>El nombre de un grupo no puede estar vacío.</translation>
    </message>
    <message>
        <source>A class&apos;s name must be valid Unicode text.</source>
        <translation>El nombre de un grupo debe ser texto Unicode válido.</translation>
    </message>
    <message>
        <source>A class&apos;s name cannot hold control characters.</source>
        <translation>El nombre de un grupo no puede contener caracteres de control.</translation>
    </message>
    <message>
        <source>A class&apos;s name can be at most {most} characters, not {length}.</source>
        <translation>El nombre de un grupo puede tener como máximo {most} caracteres, no {length}.</translation>
    </message>
    <message>
        <source>A station&apos;s name cannot be empty.</source>
        <translation>El nombre de una estación no puede estar vacío.</translation>
    </message>
    <message>
        <source>A station&apos;s name must be valid Unicode text.</source>
        <translation>El nombre de una estación debe ser texto Unicode válido.</translation>
    </message>
    <message>
        <source>A station&apos;s name cannot hold control characters.</source>
        <translation>El nombre de una estación no puede contener caracteres de control.</translation>
    </message>
    <message>
        <source>A station&apos;s name can be at most {most} characters, not {length}.</source>
        <translation>El nombre de una estación puede tener como máximo {most} caracteres, no {length}.</translation>
    </message>
    <message>
        <source>A {what}&apos;s name cannot be empty.</source>
        <translation>El nombre ({what}) no puede estar vacío.</translation>
    </message>
    <message>
        <source>A {what}&apos;s name must be valid Unicode text.</source>
        <translation>El nombre ({what}) debe ser texto Unicode válido.</translation>
    </message>
    <message>
        <source>A {what}&apos;s name cannot hold control characters.</source>
        <translation>El nombre ({what}) no puede contener caracteres de control.</translation>
    </message>
    <message>
        <source>A {what}&apos;s name can be at most {most} characters, not {length}.</source>
        <translation>El nombre ({what}) puede tener como máximo {most} caracteres, no {length}.</translation>
    </message>
</context>
</TS>
