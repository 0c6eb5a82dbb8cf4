<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>argparse</name>
    <message>
        <source>usage: </source>
        <translation>uso: </translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation>argumentos posicionales</translation>
    </message>
    <message>
        <source>options</source>
        <translation>opciones</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>mostrar esta ayuda y salir</translation>
    </message>
    <message>
        <source>show program&apos;s version number and exit</source>
        <translation>mostrar la versión del programa y salir</translation>
    </message>
    <message>
        <source>%(prog)s: error: %(message)s
</source>
        <translation>%(prog)s: error: %(message)s
</translation>
    </message>
    <message>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>argumento %(argument_name)s: %(message)s</translation>
    </message>
    <message>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>opción no válida: %(value)r (elija entre %(choices)s)</translation>
    </message>
    <message>
        <source>the following arguments are required: %s</source>
        <translation>faltan estos argumentos obligatorios: %s</translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation>argumentos no reconocidos: %s</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>se esperaba un argumento</translation>
    </message>
    <message>
        <source>expected at most one argument</source>
        <translation>se esperaba un argumento como máximo</translation>
    </message>
    <message>
        <source>expected at least one argument</source>
        <translation>se esperaba al menos un argumento</translation>
    </message>
    <message>
        <source>expected %s argument</source>
        <translation>se esperaba %s argumento</translation>
    </message>
    <message>
        <source>expected %s arguments</source>
        <translation>se esperaban %s argumentos</translation>
    </message>
    <message>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>valor de tipo %(type)s no válido: %(value)r</translation>
    </message>
    <message>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>opción ambigua: %(option)s puede ser %(matches)s</translation>
    </message>
    <message>
        <source>not allowed with argument %s</source>
        <translation>no se admite junto con el argumento %s</translation>
    </message>
    <message>
        <source>one of the arguments %s is required</source>
        <translation>se necesita uno de los argumentos %s</translation>
    </message>
    <message>
        <source>ignored explicit argument %r</source>
        <translation>se ignoró el argumento explícito %r</translation>
    </message>
    <message>
        <source>can&apos;t open &apos;%(filename)s&apos;: %(error)s</source>
        <translation>no se puede abrir &apos;%(filename)s&apos;: %(error)s</translation>
    </message>
    <message>
        <source>unknown parser %(parser_name)r (choices: %(choices)s)</source>
        <translation>orden desconocida %(parser_name)r (elija entre %(choices)s)</translation>
    </message>
</context>
<context>
    <name>commands</name>
    <message>
        <source>{text} is not a date (YYYY-MM-DD)</source>
        <translation>{text} no es una fecha (AAAA-MM-DD)</translation>
    </message>
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
        <source>dealer-trainer: the exam log was not compared with the site&apos;s copy: {why}</source>
        <translation>dealer-trainer: el registro de exámenes no se comparó con la copia del sitio: {why}</translation>
    </message>
    <message>
        <source>The file is damaged: {problem}</source>
        <translation>El archivo está dañado: {problem}</translation>
    </message>
    <message>
        <source>{count} problem found in {path}.</source>
        <translation>Se encontró {count} problema en {path}.</translation>
    </message>
    <message>
        <source>{count} problems found in {path}.</source>
        <translation>Se encontraron {count} problemas en {path}.</translation>
    </message>
    <message>
        <source>The progress store {path} is whole; its exam log of {count} entries agrees.</source>
        <translation>El almacén de progreso {path} está íntegro; su registro de exámenes de {count} entradas concuerda.</translation>
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
        <source>--count must be at least 1, not {value}.</source>
        <translation>--count debe ser al menos 1, no {value}.</translation>
    </message>
    <message>
        <source>--count can be at most {most}, not {value}.</source>
        <translation>--count puede ser como mucho {most}, no {value}.</translation>
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
        <source>No drills match that choice of game and skill.</source>
        <translation>Ningún ejercicio corresponde a esa elección de juego y destreza.</translation>
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
    <message>
        <source>standard input</source>
        <translation>la entrada estándar</translation>
    </message>
    <message>
        <source>Cannot read {name}: {why}.</source>
        <translation>No se puede leer {name}: {why}.</translation>
    </message>
    <message>
        <source>{name} is not UTF-8 text.</source>
        <translation>{name} no es texto UTF-8.</translation>
    </message>
    <message>
        <source>No scenario is read from {name}: {why}.</source>
        <translation>No se lee ningún escenario de {name}: {why}.</translation>
    </message>
    <message>
        <source>No JSON scenario on {name}.</source>
        <translation>No hay ningún escenario JSON en {name}.</translation>
    </message>
    <message>
        <source>Malformed JSON in {name} at line {line}, column {column}: {why}.</source>
        <translation>JSON mal formado en {name}, línea {line}, columna {column}: {why}.</translation>
    </message>
    <message>
        <source>Malformed JSON in {name}: it is nested too deeply.</source>
        <translation>JSON mal formado en {name}: anida demasiado hondo.</translation>
    </message>
    <message>
        <source>Malformed JSON in {name}: a number has too many digits.</source>
        <translation>JSON mal formado en {name}: un número tiene demasiadas cifras.</translation>
    </message>
    <message>
        <source>Scenario {index}: {said}</source>
        <translation>Escenario {index}: {said}</translation>
    </message>
    <message>
        <source>{file}: ok ({name}, {variants} variants)</source>
        <translation>{file}: correcto ({name}, variantes {variants})</translation>
    </message>
    <message>
        <source>{items} and {last}</source>
        <comment>a list of the home game&apos;s variants</comment>
        <translation>{items} y {last}</translation>
    </message>
    <message>
        <source>{file}: ok ({name}, {jurisdiction}: blackjack pays {pays}, {stand}, {decks} decks)</source>
        <translation>{file}: correcto ({name}, {jurisdiction}: el blackjack paga {pays}, {stand}, {decks} barajas)</translation>
    </message>
    <message>
        <source>{file}: ok ({name}, {jurisdiction}: {wheel} wheel, {bets} kinds of bet, a zero on an even-money bet: {zero})</source>
        <translation>{file}: correcto ({name}, {jurisdiction}: rueda {wheel}, {bets} tipos de apuesta, un cero en una apuesta a la par: {zero})</translation>
    </message>
    <message>
        <source>{file}: ok ({name}, {tables} pay tables)</source>
        <translation>{file}: correcto ({name}, {tables} tablas de pagos)</translation>
    </message>
    <message>
        <source>This station has no site; name it with --site URL or {variable}.</source>
        <translation>Esta estación no tiene sitio; nómbrelo con --site URL o {variable}.</translation>
    </message>
    <message>
        <source>Name the site&apos;s database with --site URL or {variable}.</source>
        <translation>Nombre la base de datos del sitio con --site URL o {variable}.</translation>
    </message>
    <message>
        <source>the database&apos;s owner</source>
        <translation>el dueño de la base de datos</translation>
    </message>
    <message>
        <source>The site {where} refused the password typed for {user}.</source>
        <translation>El sitio {where} rechazó la contraseña escrita para {user}.</translation>
    </message>
    <message>
        <source>The site {where} refused {user} without a password: run this command at a terminal to be asked for it, or put it in ~/.pgpass (or the file PGPASSFILE names), or name a pg_service.conf service with service=NAME.</source>
        <translation>El sitio {where} rechazó a {user} sin contraseña: ejecute este comando en un terminal para que se la pida, o póngala en ~/.pgpass (o en el archivo que nombre PGPASSFILE), o nombre un servicio de pg_service.conf con service=NAME.</translation>
    </message>
    <message>
        <source>Set up the site {where} at schema version {version} (applied {steps}).</source>
        <translation>Sitio {where} preparado en la versión de esquema {version} (aplicadas: {steps}).</translation>
    </message>
    <message>
        <source>The site {where} is already at schema version {version}; nothing to do.</source>
        <translation>El sitio {where} ya está en la versión de esquema {version}; no hay nada que hacer.</translation>
    </message>
    <message>
        <source>Added {count} house settings at their defaults.</source>
        <translation>Se añadieron {count} ajustes de la casa con sus valores predeterminados.</translation>
    </message>
    <message>
        <source>Stations sign in as members of the role {role}.</source>
        <translation>Las estaciones inician sesión como miembros del rol {role}.</translation>
    </message>
    <message>
        <source>{count} supervisor(s) of the site have no PIN set by its owner yet ({names}): their changes at stations wait until you run &apos;dealer-trainer site supervisor-pin NAME&apos; for each.</source>
        <translation>{count} supervisor(es) del sitio aún no tienen un PIN fijado por su dueño ({names}): sus cambios en las estaciones esperan hasta que ejecute &apos;dealer-trainer site supervisor-pin NAME&apos; para cada uno.</translation>
    </message>
    <message>
        <source>The site has no supervisor yet; add the first with &apos;dealer-trainer site add-supervisor NAME&apos;.</source>
        <translation>El sitio aún no tiene supervisor; añada el primero con &apos;dealer-trainer site add-supervisor NAME&apos;.</translation>
    </message>
    <message>
        <source>The site has no supervisor yet. The first supervisor&apos;s name (Enter to skip): </source>
        <translation>El sitio aún no tiene supervisor. Nombre del primer supervisor (Intro para omitir): </translation>
    </message>
    <message>
        <source>No supervisor added; add the first with &apos;dealer-trainer site add-supervisor NAME&apos;.</source>
        <translation>No se añadió ningún supervisor; añada el primero con &apos;dealer-trainer site add-supervisor NAME&apos;.</translation>
    </message>
    <message>
        <source>{name} is a supervisor of the site now; every station has them after its next sync.</source>
        <translation>{name} es ahora supervisor del sitio; cada estación lo tendrá tras su próxima sincronización.</translation>
    </message>
    <message>
        <source>{name}&apos;s PIN is set on the site; each station checks it with the site at {name}&apos;s next sign-in there.</source>
        <translation>El PIN de {name} está fijado en el sitio; cada estación lo comprueba con el sitio la próxima vez que {name} inicie sesión en ella.</translation>
    </message>
    <message>
        <source>The file {file} already exists; choose another with --password-file.</source>
        <translation>El archivo {file} ya existe; elija otro con --password-file.</translation>
    </message>
    <message>
        <source>Station {name} is registered on the site {where}.
  connection: {url}
  password:   in {file} (a libpq password file only you can read)
On the station, put that file in the home folder of the user who runs Dealer
Trainer as .pgpass (mode 0600), or point PGPASSFILE at it; then run:
  dealer-trainer sync --site &apos;{url}&apos;</source>
        <translation>La estación {name} está registrada en el sitio {where}.
  conexión:   {url}
  contraseña: en {file} (un archivo de contraseñas libpq que solo usted puede leer)
En la estación, ponga ese archivo en la carpeta personal del usuario que ejecuta
Dealer Trainer como .pgpass (modo 0600), o apunte PGPASSFILE a él; luego ejecute:
  dealer-trainer sync --site &apos;{url}&apos;</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nunca</translation>
    </message>
    <message>
        <source>no gaps</source>
        <translation>sin huecos</translation>
    </message>
    <message>
        <source>missing seq {ranges}</source>
        <translation>faltan las seq {ranges}</translation>
    </message>
    <message>
        <source>{name}: last sync {when}, {facts} facts, {pending} pending, {gaps}</source>
        <translation>{name}: última sincronización {when}, {facts} hechos, {pending} pendientes, {gaps}</translation>
    </message>
    <message>
        <source>{name} (retired): last sync {when}, {facts} facts, {pending} pending, {gaps}</source>
        <translation>{name} (retirada): última sincronización {when}, {facts} hechos, {pending} pendientes, {gaps}</translation>
    </message>
    <message>
        <source>Retiring a station</source>
        <translation>Retirar una estación</translation>
    </message>
    <message>
        <source>Retiring a station needs a supervisor of the site signed in.</source>
        <translation>Retirar una estación exige un supervisor del sitio con la sesión iniciada.</translation>
    </message>
    <message>
        <source>Site {where}: schema version {version}, {count} station.</source>
        <translation>Sitio {where}: versión de esquema {version}, {count} estación.</translation>
    </message>
    <message>
        <source>Site {where}: schema version {version}, {count} stations.</source>
        <translation>Sitio {where}: versión de esquema {version}, {count} estaciones.</translation>
    </message>
    <message>
        <source>Syncing this station with another site</source>
        <translation>Sincronizar esta estación con otro sitio</translation>
    </message>
    <message>
        <source>Syncing</source>
        <translation>Sincronizar</translation>
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
    <name>help</name>
    <message>
        <source>a supervisor&apos;s name: {why} (the PIN is asked, or read from --supervisor-pin-file)</source>
        <translation>nombre de un supervisor: {why} (el PIN se pide, o se lee de --supervisor-pin-file)</translation>
    </message>
    <message>
        <source>read {whose} PIN from the first line of FILE (readable by you alone); without it, the PIN is asked on the terminal</source>
        <translation>leer el PIN {whose} de la primera línea de FILE (legible solo por usted); sin esto, el PIN se pide en el terminal</translation>
    </message>
    <message>
        <source>read the supervisor&apos;s PIN from the first line of FILE (readable by you alone)</source>
        <translation>leer el PIN del supervisor de la primera línea de FILE (legible solo por usted)</translation>
    </message>
    <message>
        <source>add trainees and put them in classes from a CSV file (columns: name, class)</source>
        <translation>añadir alumnos y ponerlos en grupos desde un archivo CSV (columnas: name, class)</translation>
    </message>
    <message>
        <source>Read a CSV roster (a header row naming the columns name and class) and add each trainee not here yet, making each class not here yet. All lines or none.</source>
        <translation>Leer una lista CSV (una fila de encabezado con las columnas name y class) y añadir cada alumno que aún no esté aquí, creando cada grupo que aún no exista. Todas las líneas o ninguna.</translation>
    </message>
    <message>
        <source>the roster, CSV in UTF-8</source>
        <translation>la lista, CSV en UTF-8</translation>
    </message>
    <message>
        <source>importing needs one once the store has any</source>
        <comment>why a supervisor is named</comment>
        <translation>importar exige uno en cuanto el almacén tiene alguno</translation>
    </message>
    <message>
        <source>say whether a credential (or a certificate&apos;s QR code) is genuine</source>
        <translation>decir si una credencial (o el código QR de un certificado) es auténtica</translation>
    </message>
    <message>
        <source>Check a credential against a school&apos;s public key, offline, and say in one sentence whether it is genuine. Exit status 0 if it is, 1 if not.</source>
        <translation>Comprobar una credencial con la clave pública de una escuela, sin conexión, y decir en una frase si es auténtica. Estado de salida 0 si lo es, 1 si no.</translation>
    </message>
    <message>
        <source>the credential (.jwt) or a QR code&apos;s text</source>
        <translation>la credencial (.jwt) o el texto de un código QR</translation>
    </message>
    <message>
        <source>the school&apos;s public key (PEM); without it, this station&apos;s school key</source>
        <translation>la clave pública de la escuela (PEM); sin ella, la clave de escuela de esta estación</translation>
    </message>
    <message>
        <source>the school&apos;s signed revocation list</source>
        <translation>la lista de revocaciones firmada de la escuela</translation>
    </message>
    <message>
        <source>write the school&apos;s public key (PEM), to hand to those who check</source>
        <translation>escribir la clave pública de la escuela (PEM), para dársela a quien compruebe</translation>
    </message>
    <message>
        <source>file to write (default: standard output)</source>
        <translation>archivo que escribir (por omisión: la salida estándar)</translation>
    </message>
    <message>
        <source>issue, revoke and list the school&apos;s signed credentials</source>
        <translation>emitir, revocar y listar las credenciales firmadas de la escuela</translation>
    </message>
    <message>
        <source>issue the signed credential of a passed, signed-off exam sitting</source>
        <translation>emitir la credencial firmada de una sesión de examen aprobada y firmada</translation>
    </message>
    <message>
        <source>the sitting&apos;s id, or its certificate number</source>
        <translation>el id de la sesión, o su número de certificado</translation>
    </message>
    <message>
        <source>write the credential here (.jwt)</source>
        <translation>escribir aquí la credencial (.jwt)</translation>
    </message>
    <message>
        <source>issuing needs one</source>
        <comment>why a supervisor is named</comment>
        <translation>emitir exige uno</translation>
    </message>
    <message>
        <source>revoke an issued credential</source>
        <translation>revocar una credencial emitida</translation>
    </message>
    <message>
        <source>the credential&apos;s id (urn:uuid:...)</source>
        <translation>el id de la credencial (urn:uuid:...)</translation>
    </message>
    <message>
        <source>why (said to whoever checks it)</source>
        <translation>por qué (se dice a quien la compruebe)</translation>
    </message>
    <message>
        <source>revoking needs one</source>
        <comment>why a supervisor is named</comment>
        <translation>revocar exige uno</translation>
    </message>
    <message>
        <source>list the credentials issued here</source>
        <translation>listar las credenciales emitidas aquí</translation>
    </message>
    <message>
        <source>listing needs one</source>
        <comment>why a supervisor is named</comment>
        <translation>listar exige uno</translation>
    </message>
    <message>
        <source>write the school&apos;s signed revocation list</source>
        <translation>escribir la lista de revocaciones firmada de la escuela</translation>
    </message>
    <message>
        <source>default: standard output</source>
        <translation>por omisión: la salida estándar</translation>
    </message>
    <message>
        <source>print questions with answers and explanations</source>
        <translation>imprimir preguntas con sus respuestas y explicaciones</translation>
    </message>
    <message>
        <source>the same seed prints the same questions</source>
        <translation>la misma semilla imprime las mismas preguntas</translation>
    </message>
    <message>
        <source>print a JSON list</source>
        <translation>imprimir una lista JSON</translation>
    </message>
    <message>
        <source>use the house settings posted in this store (default: the shipped rules)</source>
        <translation>usar los ajustes de la casa publicados en este almacén (por omisión: las reglas incluidas)</translation>
    </message>
    <message>
        <source>the language of the questions and explanations (default: English)</source>
        <translation>el idioma de las preguntas y explicaciones (por omisión: inglés)</translation>
    </message>
    <message>
        <source>drill in the terminal, one answer a line</source>
        <translation>practicar en el terminal, una respuesta por línea</translation>
    </message>
    <message>
        <source>trainee name (created if new)</source>
        <translation>nombre del alumno (se crea si es nuevo)</translation>
    </message>
    <message>
        <source>drill one question family (casino-holdem/rulings)</source>
        <translation>practicar una familia de preguntas (casino-holdem/rulings)</translation>
    </message>
    <message>
        <source>questions to ask (default: until end of input)</source>
        <translation>preguntas que hacer (por omisión: hasta el final de la entrada)</translation>
    </message>
    <message>
        <source>the trainee&apos;s</source>
        <comment>whose PIN</comment>
        <translation>del alumno</translation>
    </message>
    <message>
        <source>signs in for the trainee; an exam needs one</source>
        <comment>why a supervisor is named</comment>
        <translation>inicia sesión por el alumno; un examen exige uno</translation>
    </message>
    <message>
        <source>settle one scenario (or a JSON array of them) and print the result</source>
        <translation>liquidar un escenario (o una lista JSON de ellos) e imprimir el resultado</translation>
    </message>
    <message>
        <source>JSON file (default: standard input)</source>
        <translation>archivo JSON (por omisión: la entrada estándar)</translation>
    </message>
    <message>
        <source>print where each card goes, in dealing order</source>
        <translation>imprimir adónde va cada carta, en orden de reparto</translation>
    </message>
    <message>
        <source>exact odds and house edge of every pay schedule</source>
        <translation>probabilidades exactas y ventaja de la casa de cada tabla de pagos</translation>
    </message>
    <message>
        <source>print the report as JSON</source>
        <translation>imprimir el informe como JSON</translation>
    </message>
    <message>
        <source>progressive meter in dollars for its house edge</source>
        <translation>pozo progresivo en dólares para calcular su ventaja de la casa</translation>
    </message>
    <message>
        <source>follow the jurisdictions the house chose in this store&apos;s settings</source>
        <translation>seguir las jurisdicciones que la casa eligió en los ajustes de este almacén</translation>
    </message>
    <message>
        <source>validate rules files</source>
        <translation>validar archivos de reglas</translation>
    </message>
    <message>
        <source>also read this rules file (another jurisdiction of a game); its game&apos;s tables follow it (repeatable)</source>
        <translation>leer también este archivo de reglas (otra jurisdicción de un juego); las mesas de su juego lo siguen (repetible)</translation>
    </message>
    <message>
        <source>set up a school&apos;s PostgreSQL site and its stations</source>
        <translation>preparar el sitio PostgreSQL de una escuela y sus estaciones</translation>
    </message>
    <message>
        <source>Set up the school&apos;s PostgreSQL database as a Dealer Trainer site, add stations, and see how far each station has synced.</source>
        <translation>Preparar la base de datos PostgreSQL de la escuela como sitio de Dealer Trainer, añadir estaciones y ver hasta dónde se ha sincronizado cada estación.</translation>
    </message>
    <message>
        <source>create (or upgrade) the site&apos;s schema, roles and functions; safe to run twice</source>
        <translation>crear (o actualizar) el esquema, los roles y las funciones del sitio; se puede ejecutar dos veces sin riesgo</translation>
    </message>
    <message>
        <source>libpq URL of the site&apos;s database</source>
        <translation>URL libpq de la base de datos del sitio</translation>
    </message>
    <message>
        <source>register a station and write its password to a private file</source>
        <translation>registrar una estación y escribir su contraseña en un archivo privado</translation>
    </message>
    <message>
        <source>the station&apos;s name, e.g. kiosk-3</source>
        <translation>el nombre de la estación, p. ej. kiosk-3</translation>
    </message>
    <message>
        <source>TLS the station must use (default: as in the site URL); require or stronger when the network is shared</source>
        <translation>el TLS que debe usar la estación (por omisión: el de la URL del sitio); require o más fuerte cuando la red es compartida</translation>
    </message>
    <message>
        <source>where to write the station&apos;s libpq password file (default: NAME.pgpass here)</source>
        <translation>dónde escribir el archivo de contraseñas libpq de la estación (por omisión: NAME.pgpass aquí)</translation>
    </message>
    <message>
        <source>issue a new password to a station that exists (the old one stops working)</source>
        <translation>dar una contraseña nueva a una estación que ya existe (la antigua deja de valer)</translation>
    </message>
    <message>
        <source>make a supervisor on the site (a school&apos;s first supervisor is made so)</source>
        <translation>crear un supervisor en el sitio (así se crea el primer supervisor de una escuela)</translation>
    </message>
    <message>
        <source>Make a supervisor on the site, as its owner. A station of a site never makes the school&apos;s first supervisor; every station receives this one at its next sync.</source>
        <translation>Crear un supervisor en el sitio, como su dueño. Una estación de un sitio nunca crea el primer supervisor de la escuela; cada estación lo recibe en su próxima sincronización.</translation>
    </message>
    <message>
        <source>the supervisor&apos;s name</source>
        <translation>el nombre del supervisor</translation>
    </message>
    <message>
        <source>the new supervisor&apos;s</source>
        <comment>whose PIN</comment>
        <translation>del supervisor nuevo</translation>
    </message>
    <message>
        <source>set a supervisor&apos;s PIN on the site (and with it their authority at stations)</source>
        <translation>fijar el PIN de un supervisor en el sitio (y con él su autoridad en las estaciones)</translation>
    </message>
    <message>
        <source>Set a supervisor&apos;s PIN on the site, as its owner. A supervisor&apos;s changes at a station (house settings, exams, trainees, sign-offs) count on the site only with the authority of their PIN as the site&apos;s owner set it.</source>
        <translation>Fijar el PIN de un supervisor en el sitio, como su dueño. Los cambios de un supervisor en una estación (ajustes de la casa, exámenes, alumnos, firmas) solo cuentan en el sitio con la autoridad de su PIN tal como lo fijó el dueño del sitio.</translation>
    </message>
    <message>
        <source>the supervisor&apos;s new</source>
        <comment>whose PIN</comment>
        <translation>nuevo del supervisor</translation>
    </message>
    <message>
        <source>retire a station whose password was taken: refuse its pushes and stop counting its answers</source>
        <translation>retirar una estación cuya contraseña fue robada: rechazar sus envíos y dejar de contar sus respuestas</translation>
    </message>
    <message>
        <source>Retire a station of the site: the site refuses its pushes from now on, and the answers it received from it since WHEN count nowhere (not in mastery, the rollups or the class view, on the site nor at any station after its next sync); they stay on the site for audit. Run it as the site&apos;s owner, or at another station with --supervisor NAME. &apos;site add-station NAME --new-password&apos; takes it back.</source>
        <translation>Retirar una estación del sitio: el sitio rechaza sus envíos desde ahora, y las respuestas que recibió de ella desde WHEN no cuentan en ninguna parte (ni en el dominio, ni en los resúmenes, ni en la vista del grupo, ni en el sitio ni en ninguna estación tras su próxima sincronización); quedan en el sitio para auditoría. Ejecútelo como dueño del sitio, o en otra estación con --supervisor NAME. &apos;site add-station NAME --new-password&apos; la readmite.</translation>
    </message>
    <message>
        <source>from when its answers stop counting, by the site&apos;s clock: 2026-12-01 or 2026-12-01T09:30 (UTC unless a zone is given; default: now)</source>
        <translation>desde cuándo dejan de contar sus respuestas, según el reloj del sitio: 2026-12-01 o 2026-12-01T09:30 (UTC salvo que se indique una zona; por omisión: ahora)</translation>
    </message>
    <message>
        <source>with --supervisor: the folder of this station&apos;s progress store</source>
        <translation>con --supervisor: la carpeta del almacén de progreso de esta estación</translation>
    </message>
    <message>
        <source>retires it from this station with their authority, as the site&apos;s owner would</source>
        <comment>why a supervisor is named</comment>
        <translation>la retira desde esta estación con su autoridad, como lo haría el dueño del sitio</translation>
    </message>
    <message>
        <source>list the stations: last sync, facts pending and any gaps</source>
        <translation>listar las estaciones: última sincronización, hechos pendientes y huecos</translation>
    </message>
    <message>
        <source>push this station&apos;s answers to its site and pull the school&apos;s records now</source>
        <translation>enviar ahora las respuestas de esta estación a su sitio y traer los registros de la escuela</translation>
    </message>
    <message>
        <source>Send this station&apos;s facts (answers, exam results, sign-offs, setting changes) to the school&apos;s site and bring the site&apos;s trainees, supervisors, house settings and exams here. Safe to run at any time, from a script too.</source>
        <translation>Enviar los hechos de esta estación (respuestas, resultados de examen, firmas, cambios de ajustes) al sitio de la escuela y traer aquí los alumnos, supervisores, ajustes de la casa y exámenes del sitio. Se puede ejecutar en cualquier momento, también desde un script.</translation>
    </message>
    <message>
        <source>libpq URL of the site as this station (default: {variable}, then the station&apos;s site setting)</source>
        <translation>URL libpq del sitio como esta estación (por omisión: {variable}, y luego el ajuste de sitio de la estación)</translation>
    </message>
    <message>
        <source>folder of the progress store (default: DEALER_TRAINER_DATA or the user data folder)</source>
        <translation>carpeta del almacén de progreso (por omisión: DEALER_TRAINER_DATA o la carpeta de datos del usuario)</translation>
    </message>
    <message>
        <source>make --site this station&apos;s site setting</source>
        <translation>hacer de --site el ajuste de sitio de esta estación</translation>
    </message>
    <message>
        <source>sends the changes waiting for their supervisor&apos;s authority; needed when --site names another site than this station&apos;s</source>
        <comment>why a supervisor is named</comment>
        <translation>envía los cambios que esperan la autoridad de su supervisor; hace falta cuando --site nombra un sitio distinto del de esta estación</translation>
    </message>
    <message>
        <source>libpq URL of the site&apos;s database, as its owner (default: {variable})</source>
        <translation>URL libpq de la base de datos del sitio, como su dueño (por omisión: {variable})</translation>
    </message>
    <message>
        <source>write attempts and a per-trainee summary as CSV or JSON</source>
        <translation>escribir los intentos y un resumen por alumno como CSV o JSON</translation>
    </message>
    <message>
        <source>Write every recorded attempt (or one trainee&apos;s, or those since a date) and a per-trainee summary, for a spreadsheet or for import on another station.</source>
        <translation>Escribir cada intento registrado (o los de un alumno, o los desde una fecha) y un resumen por alumno, para una hoja de cálculo o para importarlos en otra estación.</translation>
    </message>
    <message>
        <source>default: csv</source>
        <translation>por omisión: csv</translation>
    </message>
    <message>
        <source>only this trainee&apos;s attempts</source>
        <translation>solo los intentos de este alumno</translation>
    </message>
    <message>
        <source>only attempts on or after DATE (YYYY-MM-DD)</source>
        <translation>solo los intentos de DATE en adelante (AAAA-MM-DD)</translation>
    </message>
    <message>
        <source>exporting needs one once the store has any</source>
        <comment>why a supervisor is named</comment>
        <translation>exportar exige uno en cuanto el almacén tiene alguno</translation>
    </message>
    <message>
        <source>merge an export from another station (attempts already here are skipped)</source>
        <translation>fusionar una exportación de otra estación (se omiten los intentos que ya están aquí)</translation>
    </message>
    <message>
        <source>Merge a CSV or JSON export from another station into this store. Attempts already present (by id) are skipped, so importing twice adds nothing.</source>
        <translation>Fusionar en este almacén una exportación CSV o JSON de otra estación. Se omiten los intentos ya presentes (por id), así que importar dos veces no añade nada.</translation>
    </message>
    <message>
        <source>an export written by &apos;dealer-trainer export&apos;</source>
        <translation>una exportación escrita por &apos;dealer-trainer export&apos;</translation>
    </message>
    <message>
        <source>accept a file not sealed by this school (a supervisor&apos;s decision: its answers are marked so and join no exam sitting)</source>
        <translation>aceptar un archivo no sellado por esta escuela (decisión de un supervisor: sus respuestas quedan marcadas como tales y no entran en ninguna sesión de examen)</translation>
    </message>
    <message>
        <source>check the progress store: the file whole, and no exam record deleted or changed</source>
        <translation>comprobar el almacén de progreso: el archivo íntegro, y ningún registro de examen borrado ni cambiado</translation>
    </message>
    <message>
        <source>Read the whole progress file and the chained exam log, and say in one sentence each what is wrong: a sitting, sign-off or table test deleted or changed outside Dealer Trainer. Exits 0 when all is well, 1 when something was found.</source>
        <translation>Leer entero el archivo de progreso y el registro encadenado de exámenes, y decir en una frase cada cosa que esté mal: una sesión, una firma o una prueba de mesa borrada o cambiada fuera de Dealer Trainer. Sale con 0 si todo está bien, 1 si se encontró algo.</translation>
    </message>
    <message>
        <source>add a supervisor, change a supervisor&apos;s PIN, or remove one</source>
        <translation>añadir un supervisor, cambiar el PIN de un supervisor o quitar uno</translation>
    </message>
    <message>
        <source>add a supervisor (the first needs no one&apos;s PIN; later ones need a supervisor&apos;s)</source>
        <translation>añadir un supervisor (el primero no necesita el PIN de nadie; los siguientes, el de un supervisor)</translation>
    </message>
    <message>
        <source>adding another needs one once the store has any</source>
        <comment>why a supervisor is named</comment>
        <translation>añadir otro exige uno en cuanto el almacén tiene alguno</translation>
    </message>
    <message>
        <source>change a supervisor&apos;s PIN</source>
        <translation>cambiar el PIN de un supervisor</translation>
    </message>
    <message>
        <source>the new</source>
        <comment>whose PIN</comment>
        <translation>nuevo</translation>
    </message>
    <message>
        <source>signs in to change it (default: NAME, with their PIN)</source>
        <comment>why a supervisor is named</comment>
        <translation>inicia sesión para cambiarlo (por omisión: NAME, con su PIN)</translation>
    </message>
    <message>
        <source>remove a supervisor (never the last): they can no longer sign in</source>
        <translation>quitar un supervisor (nunca el último): ya no puede iniciar sesión</translation>
    </message>
    <message>
        <source>another supervisor, who removes NAME</source>
        <comment>why a supervisor is named</comment>
        <translation>otro supervisor, que quita a NAME</translation>
    </message>
    <message>
        <source>Dealer Trainer: drills for casino table-game dealers.</source>
        <translation>Dealer Trainer: ejercicios para crupieres de juegos de mesa de casino.</translation>
    </message>
    <message>
        <source>check this installation (rules, drills, progress store, window) and exit 0 or 1</source>
        <translation>comprobar esta instalación (reglas, ejercicios, almacén de progreso, ventana) y salir con 0 o 1</translation>
    </message>
    <message>
        <source>run the window locked full-screen for a shared station (a supervisor PIN leaves)</source>
        <translation>abrir la ventana bloqueada a pantalla completa para una estación compartida (se sale con el PIN de un supervisor)</translation>
    </message>
    <message>
        <source>the school&apos;s site this station syncs with, a libpq connection string (default: DEALER_TRAINER_SITE, then the station&apos;s site setting)</source>
        <translation>el sitio de la escuela con el que se sincroniza esta estación, una cadena de conexión libpq (por omisión: DEALER_TRAINER_SITE, y luego el ajuste de sitio de la estación)</translation>
    </message>
    <message>
        <source>the language of the output and of the window (default: the system&apos;s; in the window a trainee&apos;s own choice wins once they sign in)</source>
        <translation>el idioma de la salida y de la ventana (por omisión: el del sistema; en la ventana manda la elección del propio alumno una vez que inicia sesión)</translation>
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
    <name>scenario</name>
    <message>
        <source>{key}: The amount must be a number of dollars, not {value}.</source>
        <translation>{key}: El importe debe ser una cantidad de dólares, no {value}.</translation>
    </message>
    <message>
        <source>{key}: The amount cannot be negative ({value}).</source>
        <translation>{key}: El importe no puede ser menor que cero ({value}).</translation>
    </message>
    <message>
        <source>{key}: The amount of {value} is too large (at most {most}).</source>
        <translation>{key}: El importe de {value} es demasiado grande (como mucho {most}).</translation>
    </message>
    <message>
        <source>{key}: The amount of {value} is not a whole number of cents.</source>
        <translation>{key}: El importe de {value} no es un número entero de centavos.</translation>
    </message>
    <message>
        <source>{key}: &apos;{value}&apos; is not a whole number of cents; use at most two decimals.</source>
        <translation>{key}: &apos;{value}&apos; no es un número entero de centavos; use como mucho dos decimales.</translation>
    </message>
    <message>
        <source>{key}: &apos;{value}&apos; is not an amount of money; write it like 60, $60.00 or 1,250.50.</source>
        <translation>{key}: &apos;{value}&apos; no es una cantidad de dinero; escríbala como 60, $60.00 o 1,250.50.</translation>
    </message>
    <message>
        <source>The card {card} appears twice; a single deck has one of each card.</source>
        <translation>La carta {card} aparece dos veces; una baraja tiene una sola de cada carta.</translation>
    </message>
</context>
<context>
    <name>selftest</name>
    <message>
        <source>dealer-trainer {version} (installed bundle, Python {python}, {system})</source>
        <translation>dealer-trainer {version} (paquete instalado, Python {python}, {system})</translation>
    </message>
    <message>
        <source>dealer-trainer {version} (Python package, Python {python}, {system})</source>
        <translation>dealer-trainer {version} (paquete de Python, Python {python}, {system})</translation>
    </message>
    <message>
        <source>no rules files in {folder}</source>
        <translation>no hay archivos de reglas en {folder}</translation>
    </message>
    <message>
        <source>{count} loaded ({games}) from {folder}</source>
        <translation>{count} cargados ({games}) desde {folder}</translation>
    </message>
    <message>
        <source>missing from {folder}: {names}</source>
        <translation>faltan en {folder}: {names}</translation>
    </message>
    <message>
        <source>no layout numbering {names} in {folder}</source>
        <translation>sin numeración de su disposición: {names}, en {folder}</translation>
    </message>
    <message>
        <source>{games} found, {texts} texts numbered</source>
        <translation>{games} encontrados, {texts} textos numerados</translation>
    </message>
    <message>
        <source>no question families are registered</source>
        <translation>no hay ninguna familia de preguntas registrada</translation>
    </message>
    <message>
        <source>{family} graded its own answer {percent}%</source>
        <translation>{family} calificó su propia respuesta con un {percent}%</translation>
    </message>
    <message>
        <source>{failed} of {total} families failed: {shown}</source>
        <translation>fallaron {failed} de {total} familias: {shown}</translation>
    </message>
    <message>
        <source>{failed} of {total} families failed: {shown}; and {more} more</source>
        <translation>fallaron {failed} de {total} familias: {shown}; y {more} más</translation>
    </message>
    <message>
        <source>{count} families generated and graded</source>
        <translation>{count} familias generadas y calificadas</translation>
    </message>
    <message>
        <source>the answer read back differs from the one written ({back})</source>
        <translation>la respuesta leída difiere de la escrita ({back})</translation>
    </message>
    <message>
        <source>the recorded question does not regenerate to the same answer</source>
        <translation>la pregunta registrada no se regenera con la misma respuesta</translation>
    </message>
    <message>
        <source>an answer written, the store reopened, the answer read back and regenerated</source>
        <translation>una respuesta escrita, el almacén reabierto, la respuesta leída y regenerada</translation>
    </message>
    <message>
        <source>the {name} scheduler did not record an answer</source>
        <translation>el planificador {name} no registró la respuesta</translation>
    </message>
    <message>
        <source>{names} chose a family and recorded an answer</source>
        <translation>{names} eligieron una familia y registraron una respuesta</translation>
    </message>
    <message>
        <source>the window was not painted within {seconds} seconds</source>
        <translation>la ventana no se pintó en {seconds} segundos</translation>
    </message>
    <message>
        <source>Qt could not load a plugin</source>
        <translation>Qt no pudo cargar un complemento</translation>
    </message>
    <message>
        <source>{what}: missing system library {names}</source>
        <translation>{what}: falta la biblioteca del sistema {names}</translation>
    </message>
    <message>
        <source>{what}: missing system libraries {names}</source>
        <translation>{what}: faltan las bibliotecas del sistema {names}</translation>
    </message>
    <message>
        <source>the window&apos;s process ended with status {status}: {hint}</source>
        <translation>el proceso de la ventana terminó con el estado {status}: {hint}</translation>
    </message>
    <message>
        <source>the window&apos;s process ended with status {status}</source>
        <translation>el proceso de la ventana terminó con el estado {status}</translation>
    </message>
    <message>
        <source>no site configured, so this station keeps its progress on its own; {driver}</source>
        <translation>no hay ningún sitio configurado, así que esta estación guarda su progreso por su cuenta; {driver}</translation>
    </message>
    <message>
        <source>{site} reachable (over TLS), site schema version {version}; {driver}</source>
        <translation>{site} accesible (con TLS), versión del esquema del sitio {version}; {driver}</translation>
    </message>
    <message>
        <source>{site} reachable (not encrypted), site schema version {version}; {driver}</source>
        <translation>{site} accesible (sin cifrar), versión del esquema del sitio {version}; {driver}</translation>
    </message>
    <message>
        <source>version</source>
        <comment>a check&apos;s name</comment>
        <translation>versión</translation>
    </message>
    <message>
        <source>rules files</source>
        <comment>a check&apos;s name</comment>
        <translation>archivos de reglas</translation>
    </message>
    <message>
        <source>rule texts</source>
        <comment>a check&apos;s name</comment>
        <translation>textos de las reglas</translation>
    </message>
    <message>
        <source>questions</source>
        <comment>a check&apos;s name</comment>
        <translation>preguntas</translation>
    </message>
    <message>
        <source>progress store</source>
        <comment>a check&apos;s name</comment>
        <translation>almacén de progreso</translation>
    </message>
    <message>
        <source>schedulers</source>
        <comment>a check&apos;s name</comment>
        <translation>planificadores</translation>
    </message>
    <message>
        <source>school site</source>
        <comment>a check&apos;s name</comment>
        <translation>sitio de la escuela</translation>
    </message>
    <message>
        <source>main window</source>
        <comment>a check&apos;s name</comment>
        <translation>ventana principal</translation>
    </message>
    <message>
        <source>the window did not open on the sign-in screen</source>
        <translation>la ventana no se abrió en la pantalla de inicio de sesión</translation>
    </message>
    <message>
        <source>painting the window gave an empty picture</source>
        <translation>al pintar la ventana se obtuvo una imagen vacía</translation>
    </message>
    <message>
        <source>the window painted as one flat colour</source>
        <translation>la ventana se pintó de un solo color</translation>
    </message>
    <message>
        <source>sign-in screen painted, {width}x{height} on &apos;{platform}&apos;</source>
        <translation>pantalla de inicio de sesión pintada, {width}x{height} en &apos;{platform}&apos;</translation>
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
        <source>Rules {game} follows</source>
        <translation>Reglas que sigue {game}</translation>
    </message>
    <message>
        <source>Only one rules file for {game} is installed; a house adds another jurisdiction&apos;s file to the rules folder of its data folder to choose it.</source>
        <translation>Solo hay instalado un archivo de reglas para {game}; para elegir otra jurisdicción, la casa añade su archivo a la carpeta rules de su carpeta de datos.</translation>
    </message>
    <message>
        <source>The regulation allows this wager one pay schedule only.</source>
        <translation>La regulación permite una sola tabla de pagos para esta apuesta.</translation>
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
        <source>Daily backups take at most this share of the disk</source>
        <translation>Las copias de seguridad diarias ocupan como mucho esta parte del disco</translation>
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
        <source>Pass mark of a table test</source>
        <translation>Nota de aprobado de una prueba de mesa</translation>
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
        <source>Fewest chips, with one of the smallest</source>
        <translation>Las menos fichas, con una de las más pequeñas</translation>
    </message>
    <message>
        <source>Fewest chips</source>
        <translation>Las menos fichas</translation>
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
    <message>
        <source>Table tests and certification levels</source>
        <translation>Pruebas de mesa y niveles de certificación</translation>
    </message>
    <message>
        <source>{where}: a rubric needs at least one criterion and its weight.</source>
        <translation>{where}: una rúbrica necesita al menos un criterio y su peso.</translation>
    </message>
    <message>
        <source>{where}: criterion {place} is empty (two commas in a row).</source>
        <translation>{where}: el criterio {place} está vacío (dos comas seguidas).</translation>
    </message>
    <message>
        <source>{where}: the criterion “{item}” has no weight: write its weight in percent after it, as in “{item} 20”.</source>
        <translation>{where}: el criterio “{item}” no tiene peso: escriba su peso en porcentaje detrás, como en “{item} 20”.</translation>
    </message>
    <message>
        <source>{where}: the weight of “{name}” must be a whole number of percent from 1 to 100, not “{weight}”.</source>
        <translation>{where}: el peso de “{name}” debe ser un porcentaje entero de 1 a 100, no “{weight}”.</translation>
    </message>
    <message>
        <source>{where}: the criterion “{name}” is named twice.</source>
        <translation>{where}: el criterio “{name}” aparece dos veces.</translation>
    </message>
    <message>
        <source>{where}: a rubric has at most {most} criteria, not {count}.</source>
        <translation>{where}: una rúbrica tiene como mucho {most} criterios, no {count}.</translation>
    </message>
    <message>
        <source>{where}: the weights add up to {total}%, not 100%.</source>
        <translation>{where}: los pesos suman {total}%, no 100%.</translation>
    </message>
    <message>
        <source>{where}: a game needs at least one certification level.</source>
        <translation>{where}: un juego necesita al menos un nivel de certificación.</translation>
    </message>
    <message>
        <source>{where}: level {number} must be a name, a colon and what it asks, as in “Exam passed: exam”, not “{item}”.</source>
        <translation>{where}: el nivel {number} debe ser un nombre, dos puntos y lo que exige, como en “Exam passed: exam”, no “{item}”.</translation>
    </message>
    <message>
        <source>{where}: the level “{name}” asks for “{need}”, which is not one of {asks}.</source>
        <translation>{where}: el nivel “{name}” exige “{need}”, que no es ninguno de {asks}.</translation>
    </message>
    <message>
        <source>{where}: the level “{name}” is named twice.</source>
        <translation>{where}: el nivel “{name}” aparece dos veces.</translation>
    </message>
    <message>
        <source>{where}: a game has at most {most} levels, not {count}.</source>
        <translation>{where}: un juego tiene como mucho {most} niveles, no {count}.</translation>
    </message>
    <message>
        <source>the {game} table-test rubric</source>
        <translation>la rúbrica de la prueba de mesa de {game}</translation>
    </message>
    <message>
        <source>the {game} certification levels</source>
        <translation>los niveles de certificación de {game}</translation>
    </message>
    <message>
        <source>{game} table test: criteria and weights (%)</source>
        <translation>Prueba de mesa de {game}: criterios y pesos (%)</translation>
    </message>
    <message>
        <source>{game} certification levels (name: what it asks)</source>
        <translation>Niveles de certificación de {game} (nombre: lo que exige)</translation>
    </message>
    <message>
        <source> answers</source>
        <comment>after a number, in a form</comment>
        <translation> respuestas</translation>
    </message>
    <message>
        <source> an hour</source>
        <comment>after a number, in a form</comment>
        <translation> por hora</translation>
    </message>
    <message>
        <source>{count} cents ({dollars})</source>
        <translation>{count} centavos ({dollars})</translation>
    </message>
    <message>
        <source>{setting} cannot be below {low}.</source>
        <translation>{setting} no puede ser menor que {low}.</translation>
    </message>
    <message>
        <source>{setting} cannot be above {high}.</source>
        <translation>{setting} no puede superar {high}.</translation>
    </message>
    <message>
        <source>{setting} cannot be above {high}, the limit set by {source}.</source>
        <translation>{setting} no puede superar {high}, el límite que fija {source}.</translation>
    </message>
    <message>
        <source>{setting} must be yes or no, not {value}.</source>
        <translation>{setting} debe ser sí o no, no {value}.</translation>
    </message>
    <message>
        <source>{setting} must be one of {allowed}, not {value}.</source>
        <translation>{setting} debe ser uno de {allowed}, no {value}.</translation>
    </message>
    <message>
        <source>{setting} must be text, not {value}.</source>
        <translation>{setting} debe ser texto, no {value}.</translation>
    </message>
    <message>
        <source>{setting} must be plain text on one line.</source>
        <translation>{setting} debe ser texto simple en una línea.</translation>
    </message>
    <message>
        <source>{setting} cannot be longer than {most} characters.</source>
        <translation>{setting} no puede tener más de {most} caracteres.</translation>
    </message>
    <message>
        <source>{setting} must be an exact number, not {value}.</source>
        <translation>{setting} debe ser un número exacto, no {value}.</translation>
    </message>
    <message>
        <source>{setting} must be a whole number, not {value}.</source>
        <translation>{setting} debe ser un número entero, no {value}.</translation>
    </message>
    <message>
        <source>{setting} must be a number, not {value}.</source>
        <translation>{setting} debe ser un número, no {value}.</translation>
    </message>
    <message>
        <source>{setting} allows at most {places} decimal places, not {value}.</source>
        <translation>{setting} admite como mucho {places} decimales, no {value}.</translation>
    </message>
    <message>
        <source>There is only one choice here.</source>
        <translation>Aquí solo hay una opción.</translation>
    </message>
    <message>
        <source>Players may surrender</source>
        <translation>Los jugadores pueden rendirse</translation>
    </message>
    <message>
        <source>Tip bets allowed</source>
        <translation>Se permiten apuestas de propina</translation>
    </message>
    <message>
        <source>A tip bet is surrendered with its player&apos;s wager</source>
        <translation>La apuesta de propina se rinde con la apuesta de su jugador</translation>
    </message>
    <message>
        <source>A progressive wager is settled when its player folds</source>
        <translation>La apuesta progresiva se liquida cuando su jugador se retira</translation>
    </message>
    <message>
        <source>To the cent</source>
        <translation>Al centavo</translation>
    </message>
    <message>
        <source>{amount} chip</source>
        <comment>a chip of that value</comment>
        <translation>Ficha de {amount}</translation>
    </message>
    <message>
        <source>{amount} coin</source>
        <comment>a coin of that value</comment>
        <translation>Moneda de {amount}</translation>
    </message>
    <message>
        <source>{game} {wager}</source>
        <comment>a game&apos;s wager, whose pay schedule is chosen</comment>
        <translation>{game}: {wager}</translation>
    </message>
    <message>
        <source>Schedule {number}</source>
        <comment>a pay schedule</comment>
        <translation>Tabla {number}</translation>
    </message>
    <message>
        <source>{game} policy</source>
        <comment>a section of the settings</comment>
        <translation>Política de {game}</translation>
    </message>
    <message>
        <source>{game} policy and rake</source>
        <comment>a section of the settings</comment>
        <translation>Política y comisión (rake) de {game}</translation>
    </message>
    <message>
        <source>{game} minimum wager</source>
        <translation>Apuesta mínima de {game}</translation>
    </message>
    <message>
        <source>{game} maximum wager</source>
        <translation>Apuesta máxima de {game}</translation>
    </message>
    <message>
        <source>dealing order</source>
        <comment>a skill, in a label</comment>
        <translation>orden de reparto</translation>
    </message>
    <message>
        <source>settlement order</source>
        <comment>a skill, in a label</comment>
        <translation>orden de liquidación</translation>
    </message>
    <message>
        <source>payout</source>
        <comment>a skill, in a label</comment>
        <translation>pagos</translation>
    </message>
    <message>
        <source>rake</source>
        <comment>a skill, in a label</comment>
        <translation>comisión (rake)</translation>
    </message>
    <message>
        <source>arrangement</source>
        <comment>a skill, in a label</comment>
        <translation>disposición de la mano</translation>
    </message>
    <message>
        <source>hand reading</source>
        <comment>a skill, in a label</comment>
        <translation>lectura de manos</translation>
    </message>
    <message>
        <source>rulings</source>
        <comment>a skill, in a label</comment>
        <translation>dictámenes</translation>
    </message>
    <message>
        <source>game protection</source>
        <comment>a skill, in a label</comment>
        <translation>protección del juego</translation>
    </message>
    <message>
        <source>chips</source>
        <comment>a skill, in a label</comment>
        <translation>manejo de fichas</translation>
    </message>
    <message>
        <source>Target time for {skill}</source>
        <translation>Tiempo objetivo de {skill}</translation>
    </message>
    <message>
        <source>{game}: {skill}</source>
        <comment>a game and a skill, whose pace target is set</comment>
        <translation>{game}: {skill}</translation>
    </message>
    <message>
        <source>the rules {game} tables follow</source>
        <translation>las reglas que siguen las mesas de {game}</translation>
    </message>
    <message>
        <source>the {game} {wager} pay schedule</source>
        <translation>la tabla de pagos de {game}: {wager}</translation>
    </message>
    <message>
        <source>the smallest chip a {game} split pot is shared in</source>
        <translation>la ficha más pequeña en que se reparte un bote dividido de {game}</translation>
    </message>
    <message>
        <source>the {game} rake percentage</source>
        <translation>el porcentaje de comisión (rake) de {game}</translation>
    </message>
    <message>
        <source>the {game} rake cap</source>
        <translation>el tope de comisión (rake) de {game}</translation>
    </message>
    <message>
        <source>the {game} minimum wager</source>
        <translation>la apuesta mínima de {game}</translation>
    </message>
    <message>
        <source>the {game} maximum wager</source>
        <translation>la apuesta máxima de {game}</translation>
    </message>
    <message>
        <source>the target response time for {skill}</source>
        <translation>el tiempo de respuesta objetivo de {skill}</translation>
    </message>
    <message>
        <source>the pace target for {game} {skill}</source>
        <translation>el ritmo objetivo de {game}: {skill}</translation>
    </message>
    <message>
        <source>whether {game} surrender is allowed</source>
        <translation>si se permite la rendición en {game}</translation>
    </message>
    <message>
        <source>whether {game} tip bets are allowed</source>
        <translation>si se permiten apuestas de propina en {game}</translation>
    </message>
    <message>
        <source>whether a {game} tip bet is surrendered with its player&apos;s wager</source>
        <translation>si una apuesta de propina de {game} se rinde con la apuesta de su jugador</translation>
    </message>
    <message>
        <source>whether a {game} progressive wager is settled when its player folds</source>
        <translation>si una apuesta progresiva de {game} se liquida cuando su jugador se retira</translation>
    </message>
    <message>
        <source>the school&apos;s name</source>
        <translation>el nombre de la escuela</translation>
    </message>
    <message>
        <source>the stations&apos; language</source>
        <translation>el idioma de las estaciones</translation>
    </message>
    <message>
        <source>the supervisor console&apos;s language</source>
        <translation>el idioma de la consola del supervisor</translation>
    </message>
    <message>
        <source>whether this station always runs as a locked kiosk</source>
        <translation>si esta estación funciona siempre como quiosco bloqueado</translation>
    </message>
    <message>
        <source>whether new trainees may add themselves at the sign-in screen</source>
        <translation>si los alumnos nuevos pueden añadirse en la pantalla de inicio de sesión</translation>
    </message>
    <message>
        <source>the home game&apos;s ante cap</source>
        <translation>el tope del ante del juego casero</translation>
    </message>
    <message>
        <source>the home game&apos;s second chance</source>
        <translation>la segunda oportunidad del juego casero</translation>
    </message>
    <message>
        <source>the home game&apos;s burn to the pot when nobody is in</source>
        <translation>la quema al bote del juego casero cuando nadie entra</translation>
    </message>
    <message>
        <source>the home game&apos;s suit tie-break</source>
        <translation>el desempate por palos del juego casero</translation>
    </message>
    <message>
        <source>the home game&apos;s pot payment on a strike</source>
        <translation>el pago al bote por un strike en el juego casero</translation>
    </message>
    <message>
        <source>the home game&apos;s strike payment</source>
        <translation>el pago por strike del juego casero</translation>
    </message>
    <message>
        <source>the home game&apos;s five of a kind above a straight flush</source>
        <translation>el quinteto por encima de la escalera de color en el juego casero</translation>
    </message>
    <message>
        <source>the coin the home game&apos;s tied winners share in</source>
        <translation>la moneda en que se reparten los ganadores empatados del juego casero</translation>
    </message>
    <message>
        <source>whether three wild 3s have no value in the strikes game</source>
        <translation>si tres 3 comodines no valen nada en el juego de strikes</translation>
    </message>
    <message>
        <source>whether the strikes game antes on every new hand</source>
        <translation>si en el juego de strikes se pone ante en cada mano nueva</translation>
    </message>
    <message>
        <source>whether the home game&apos;s ante and burn start again after a pot is won</source>
        <translation>si el ante y la quema del juego casero vuelven a empezar tras ganarse un bote</translation>
    </message>
    <message>
        <source>the kiosk&apos;s export folder</source>
        <translation>la carpeta de exportación del quiosco</translation>
    </message>
    <message>
        <source>the kiosk idle timeout</source>
        <translation>el tiempo de inactividad del quiosco</translation>
    </message>
    <message>
        <source>the default exam pass mark</source>
        <translation>la nota de aprobado predeterminada de los exámenes</translation>
    </message>
    <message>
        <source>the fewest exam questions asked of each game</source>
        <translation>el mínimo de preguntas de examen de cada juego</translation>
    </message>
    <message>
        <source>the table-test pass mark</source>
        <translation>la nota de aprobado de la prueba de mesa</translation>
    </message>
    <message>
        <source>the number of recent attempts mastery looks at</source>
        <translation>el número de intentos recientes que mira el dominio</translation>
    </message>
    <message>
        <source>the accuracy mastery requires</source>
        <translation>la precisión que exige el dominio</translation>
    </message>
    <message>
        <source>the drill scheduler</source>
        <translation>el planificador de ejercicios</translation>
    </message>
    <message>
        <source>the misses that make a family a trouble spot</source>
        <translation>los fallos que convierten una familia en punto débil</translation>
    </message>
    <message>
        <source>how often a game-protection table is correct as it stands (one in N)</source>
        <translation>cada cuánto una mesa de protección del juego está correcta tal como está (una de cada N)</translation>
    </message>
    <message>
        <source>what chips a dealer gives as change</source>
        <translation>qué fichas da un crupier como cambio</translation>
    </message>
    <message>
        <source>what the daily goal counts</source>
        <translation>qué cuenta la meta diaria</translation>
    </message>
    <message>
        <source>the daily goal</source>
        <translation>la meta diaria</translation>
    </message>
    <message>
        <source>the share of the disk the daily backups may take</source>
        <translation>la parte del disco que pueden ocupar las copias de seguridad diarias</translation>
    </message>
    <message>
        <source>the {jurisdiction} {game} rules file</source>
        <comment>what sets a regulatory limit</comment>
        <translation>el archivo de reglas de {game} de {jurisdiction}</translation>
    </message>
    <message>
        <source>{setting} cannot be above {other}, which is {high}.</source>
        <translation>{setting} no puede superar {other}, que es {high}.</translation>
    </message>
    <message>
        <source>There is no house setting named {key}.</source>
        <translation>No hay ningún ajuste de la casa llamado {key}.</translation>
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
    <message>
        <source>The site&apos;s connection string is empty.</source>
        <translation>La cadena de conexión del sitio está vacía.</translation>
    </message>
    <message>
        <source>The site&apos;s connection string cannot be read ({why}).</source>
        <translation>No se puede leer la cadena de conexión del sitio ({why}).</translation>
    </message>
    <message>
        <source>The site {where} is on another machine and its connection string does not require TLS; add sslmode=verify-full (or sslmode=require) to it, or set {variable}=allow where the house accepts an unencrypted network.</source>
        <translation>El sitio {where} está en otra máquina y su cadena de conexión no exige TLS; añádale sslmode=verify-full (o sslmode=require), o fije {variable}=allow donde la casa acepte una red sin cifrar.</translation>
    </message>
    <message>
        <source>The site {where} asks for a password and none was given; check the station&apos;s password file or ask the school&apos;s IT person.</source>
        <translation>El sitio {where} pide una contraseña y no se dio ninguna; revise el archivo de contraseñas de la estación o consulte al informático de la escuela.</translation>
    </message>
    <message>
        <source>The site {where} refused the name or password; check the station&apos;s password file or ask the school&apos;s IT person.</source>
        <translation>El sitio {where} rechazó el nombre o la contraseña; revise el archivo de contraseñas de la estación o consulte al informático de la escuela.</translation>
    </message>
    <message>
        <source>The site {where} has no such database.</source>
        <translation>El sitio {where} no tiene esa base de datos.</translation>
    </message>
    <message>
        <source>The site {where} retired this station ({station}) on {when} UTC: it accepts no more answers from it; ask the school&apos;s IT person.</source>
        <translation>El sitio {where} retiró esta estación ({station}) el {when} UTC: ya no acepta respuestas de ella; consulte al informático de la escuela.</translation>
    </message>
    <message>
        <source>The site {where} does not allow this ({why}).</source>
        <translation>El sitio {where} no permite esto ({why}).</translation>
    </message>
    <message>
        <source>The site {where} has not been set up for Dealer Trainer; run &apos;dealer-trainer site init&apos; on it.</source>
        <translation>El sitio {where} no está preparado para Dealer Trainer; ejecute en él &apos;dealer-trainer site init&apos;.</translation>
    </message>
    <message>
        <source>The site {where} refused the data it was sent ({why}).</source>
        <translation>El sitio {where} rechazó los datos que se le enviaron ({why}).</translation>
    </message>
    <message>
        <source>The site {where} cannot be reached ({why}).</source>
        <translation>No se puede llegar al sitio {where} ({why}).</translation>
    </message>
    <message>
        <source>no answer</source>
        <comment>why a site cannot be reached</comment>
        <translation>sin respuesta</translation>
    </message>
    <message>
        <source>The site {where} reported a problem ({why}).</source>
        <translation>El sitio {where} informó de un problema ({why}).</translation>
    </message>
    <message>
        <source>Station {station} synced: sent {facts} facts ({new} new to the site)</source>
        <translation>Estación {station} sincronizada: {facts} hechos enviados ({new} nuevos para el sitio)</translation>
    </message>
    <message>
        <source>Station {station} synced: sent {facts} facts ({new} new to the site), sent {sent} and received {received} records</source>
        <translation>Estación {station} sincronizada: {facts} hechos enviados ({new} nuevos para el sitio), {sent} registros enviados y {received} recibidos</translation>
    </message>
    <message>
        <source>{synced}; {count} edit(s) lost to one made elsewhere</source>
        <comment>a sync&apos;s sentence goes on</comment>
        <translation>{synced}; {count} cambio(s) perdido(s) frente a otro hecho en otro lugar</translation>
    </message>
    <message>
        <source>{synced}.</source>
        <comment>a sync&apos;s sentence ends</comment>
        <translation>{synced}.</translation>
    </message>
    <message>
        <source>{synced}; {count} still waiting.</source>
        <comment>a sync&apos;s sentence ends</comment>
        <translation>{synced}; {count} aún en espera.</translation>
    </message>
    <message>
        <source>The site knows this station as {name} now; sending everything again.</source>
        <translation>El sitio conoce ahora esta estación como {name}; se vuelve a enviar todo.</translation>
    </message>
    <message>
        <source>The site has this station&apos;s facts only up to {seq}; sending the rest again.</source>
        <translation>El sitio tiene los hechos de esta estación solo hasta el {seq}; se vuelve a enviar el resto.</translation>
    </message>
    <message>
        <source>The change of {setting} waits for its supervisor to sign in here.</source>
        <translation>El cambio de {setting} espera a que su supervisor inicie sesión aquí.</translation>
    </message>
    <message>
        <source>Your change of {setting} to {mine} was not applied: {who} had set it to {theirs} meanwhile.</source>
        <translation>Su cambio de {setting} a {mine} no se aplicó: {who} lo había puesto en {theirs} mientras tanto.</translation>
    </message>
    <message>
        <source>another supervisor</source>
        <translation>otro supervisor</translation>
    </message>
    <message>
        <source>The change to trainee {name} waits for a supervisor to sign in here ({why})</source>
        <translation>El cambio del alumno {name} espera a que un supervisor inicie sesión aquí ({why})</translation>
    </message>
    <message>
        <source>The change to trainee {name} was not applied: it was changed elsewhere.</source>
        <translation>El cambio del alumno {name} no se aplicó: se cambió en otro lugar.</translation>
    </message>
    <message>
        <source>The exam {name} waits for its supervisor to sign in here.</source>
        <translation>El examen {name} espera a que su supervisor inicie sesión aquí.</translation>
    </message>
    <message>
        <source>The change to exam {name} was not applied: it was changed elsewhere.</source>
        <translation>El cambio del examen {name} no se aplicó: se cambió en otro lugar.</translation>
    </message>
    <message>
        <source>Supervisor {name} was changed at this station only: the site&apos;s owner adds supervisors and sets their PINs (&apos;dealer-trainer site add-supervisor&apos;, &apos;site supervisor-pin&apos;).</source>
        <translation>El supervisor {name} se cambió solo en esta estación: el dueño del sitio añade los supervisores y fija sus PIN (&apos;dealer-trainer site add-supervisor&apos;, &apos;site supervisor-pin&apos;).</translation>
    </message>
    <message>
        <source>The site did not accept {name}&apos;s authority: {reason}.</source>
        <translation>El sitio no aceptó la autoridad de {name}: {reason}.</translation>
    </message>
    <message>
        <source>its supervisor</source>
        <comment>whose authority</comment>
        <translation>su supervisor</translation>
    </message>
    <message>
        <source>the supervisor</source>
        <comment>whose authority</comment>
        <translation>este supervisor</translation>
    </message>
    <message>
        <source>the PIN is wrong</source>
        <translation>el PIN es incorrecto</translation>
    </message>
    <message>
        <source>too many wrong PINs were tried at the site; wait 15 minutes</source>
        <translation>se probaron demasiados PIN incorrectos en el sitio; espere 15 minutos</translation>
    </message>
    <message>
        <source>their PIN has not been set on the site yet (the site&apos;s owner sets it with &apos;dealer-trainer site supervisor-pin&apos;)</source>
        <translation>su PIN aún no se ha fijado en el sitio (el dueño del sitio lo fija con &apos;dealer-trainer site supervisor-pin&apos;)</translation>
    </message>
    <message>
        <source>the site does not know them</source>
        <translation>el sitio no lo conoce</translation>
    </message>
    <message>
        <source>The site has not been set up for Dealer Trainer; run &apos;dealer-trainer site init&apos; on it.</source>
        <translation>El sitio no está preparado para Dealer Trainer; ejecute en él &apos;dealer-trainer site init&apos;.</translation>
    </message>
    <message>
        <source>The site&apos;s schema (version {found}) no longer serves this station&apos;s Dealer Trainer (version {knows}); please update Dealer Trainer here.</source>
        <translation>El esquema del sitio (versión {found}) ya no sirve al Dealer Trainer de esta estación (versión {knows}); actualice Dealer Trainer aquí.</translation>
    </message>
    <message>
        <source>The site&apos;s schema is version {found}, newer than this Dealer Trainer knows ({latest}); run &apos;site init&apos; from an up-to-date Dealer Trainer.</source>
        <translation>El esquema del sitio está en la versión {found}, más reciente de la que conoce este Dealer Trainer ({latest}); ejecute &apos;site init&apos; desde un Dealer Trainer actualizado.</translation>
    </message>
    <message>
        <source>The site&apos;s schema is at version {current}, so version {version} cannot be applied after it.</source>
        <translation>El esquema del sitio está en la versión {current}, así que la versión {version} no se puede aplicar tras ella.</translation>
    </message>
    <message>
        <source>Upgrading the site to version {version} ({summary}) failed ({why}), so it was left at version {current}.</source>
        <translation>La actualización del sitio a la versión {version} ({summary}) falló ({why}), así que quedó en la versión {current}.</translation>
    </message>
    <message>
        <source>create the site</source>
        <comment>a site upgrade</comment>
        <translation>crear el sitio</translation>
    </message>
    <message>
        <source>trust no station</source>
        <comment>a site upgrade</comment>
        <translation>no confiar en ninguna estación</translation>
    </message>
    <message>
        <source>retire a station</source>
        <comment>a site upgrade</comment>
        <translation>retirar una estación</translation>
    </message>
    <message>
        <source>one school key for the site</source>
        <comment>a site upgrade</comment>
        <translation>una clave de la escuela para el sitio</translation>
    </message>
    <message>
        <source>each trainee&apos;s language</source>
        <comment>a site upgrade</comment>
        <translation>el idioma de cada alumno</translation>
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
        <source>Line 1: the header row is missing; it names the columns name, class.</source>
        <translation>Línea 1: falta la fila de encabezado; nombra las columnas name, class.</translation>
    </message>
    <message>
        <source>Line 1: the column {column} is refused, because PINs are never kept in a roster file; remove it and set PINs on the People page.</source>
        <translation>Línea 1: se rechaza la columna {column}, porque los PIN nunca se guardan en un archivo de lista; quítela y fije los PIN en la página Personas.</translation>
    </message>
    <message>
        <source>Line 1: the column {column} is not one of name, class.</source>
        <translation>Línea 1: la columna {column} no es ninguna de name, class.</translation>
    </message>
    <message>
        <source>Line 1: there is no name column.</source>
        <translation>Línea 1: no hay columna name.</translation>
    </message>
    <message>
        <source>Line {line}: it has more cells than the header has columns.</source>
        <translation>Línea {line}: tiene más celdas que columnas el encabezado.</translation>
    </message>
    <message>
        <source>Line {line}: {problem}</source>
        <comment>a line of a roster file and what is wrong with it</comment>
        <translation>Línea {line}: {problem}</translation>
    </message>
    <message>
        <source>Line {line}: {name} is already on line {first}.</source>
        <translation>Línea {line}: {name} ya está en la línea {first}.</translation>
    </message>
    <message>
        <source>There is no class with id {id}.</source>
        <translation>No hay ningún grupo con el id {id}.</translation>
    </message>
    <message>
        <source>The file {file} is not UTF-8 text; save it as CSV UTF-8.</source>
        <translation>El archivo {file} no es texto UTF-8; guárdelo como CSV UTF-8.</translation>
    </message>
    <message>
        <source>The roster {path} cannot be read ({why}).</source>
        <translation>No se puede leer la lista {path} ({why}).</translation>
    </message>
    <message>
        <source>Roster imported: {trainees}, {classes}, {placed}.</source>
        <translation>Lista importada: {trainees}, {classes}, {placed}.</translation>
    </message>
    <message>
        <source>{count} new trainee</source>
        <translation>{count} alumno nuevo</translation>
    </message>
    <message>
        <source>{count} new trainees</source>
        <translation>{count} alumnos nuevos</translation>
    </message>
    <message>
        <source>{count} new class</source>
        <translation>{count} grupo nuevo</translation>
    </message>
    <message>
        <source>{count} new classes</source>
        <translation>{count} grupos nuevos</translation>
    </message>
    <message>
        <source>{count} trainee put in a class</source>
        <translation>{count} alumno asignado a un grupo</translation>
    </message>
    <message>
        <source>{count} trainees put in a class</source>
        <translation>{count} alumnos asignados a un grupo</translation>
    </message>
    <message>
        <source>New trainees have no PIN until you set one on the People page.</source>
        <translation>Los alumnos nuevos no tienen PIN hasta que usted les fije uno en la página Personas.</translation>
    </message>
    <message>
        <source>The roster was not imported ({count} problem; nothing was changed):</source>
        <translation>La lista no se importó ({count} problema; no se cambió nada):</translation>
    </message>
    <message>
        <source>The roster was not imported ({count} problems; nothing was changed):</source>
        <translation>La lista no se importó ({count} problemas; no se cambió nada):</translation>
    </message>
    <message>
        <source>The roster names no trainee below its header row.</source>
        <translation>La lista no nombra a ningún alumno debajo de su fila de encabezado.</translation>
    </message>
    <message>
        <source>There is already a class named {name}.</source>
        <translation>Ya hay un grupo llamado {name}.</translation>
    </message>
    <message>
        <source>There is no trainee with id {id}.</source>
        <translation>No hay ningún alumno con el id {id}.</translation>
    </message>
    <message>
        <source>There is no supervisor with id {id}.</source>
        <translation>No hay ningún supervisor con el id {id}.</translation>
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
        <source>Trainee {name} has answers waiting to be saved, so they cannot be deleted.</source>
        <translation>El alumno {name} tiene respuestas pendientes de guardar, así que no se puede eliminar.</translation>
    </message>
    <message>
        <source>Trainee {name} has recorded answers, so they can be archived but not deleted.</source>
        <translation>El alumno {name} tiene respuestas registradas, así que se puede archivar pero no eliminar.</translation>
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
        <source>There is already a supervisor named {name}.</source>
        <translation>Ya hay un supervisor llamado {name}.</translation>
    </message>
    <message>
        <source>A supervisor already exists; ask one to add you.</source>
        <translation>Ya existe un supervisor; pídale que lo añada.</translation>
    </message>
    <message>
        <source>{name} is the only supervisor, and someone must be able to open the console, so add another supervisor before removing them.</source>
        <translation>{name} es el único supervisor, y alguien debe poder abrir la consola: agregue otro supervisor antes de quitarlo.</translation>
    </message>
    <message>
        <source>You cannot remove yourself; ask another supervisor to remove you.</source>
        <translation>No puede quitarse a sí mismo; pida a otro supervisor que lo quite.</translation>
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
        <source>The {what} of an attempt must be JSON data ({why}).</source>
        <translation>El campo {what} de un intento debe contener datos JSON ({why}).</translation>
    </message>
    <message>
        <source>The {what} {value} is not a valid UUID.</source>
        <translation>El valor {value} del campo {what} no es un UUID válido.</translation>
    </message>
    <message>
        <source>The {what} must be a whole number from {low} to {high}.</source>
        <translation>El campo {what} debe ser un número entero de {low} a {high}.</translation>
    </message>
    <message>
        <source>Unknown {what} {value}; expected one of {allowed}.</source>
        <translation>Valor desconocido {value} en el campo {what}; se esperaba uno de estos: {allowed}.</translation>
    </message>
    <message>
        <source>attempt id</source>
        <comment>a field a refusal names</comment>
        <translation>id del intento</translation>
    </message>
    <message>
        <source>session id</source>
        <comment>a field a refusal names</comment>
        <translation>id de la sesión</translation>
    </message>
    <message>
        <source>sitting id</source>
        <comment>a field a refusal names</comment>
        <translation>id de la sesión de examen</translation>
    </message>
    <message>
        <source>credential id</source>
        <comment>a field a refusal names</comment>
        <translation>id de la credencial</translation>
    </message>
    <message>
        <source>table test id</source>
        <comment>a field a refusal names</comment>
        <translation>id de la prueba de mesa</translation>
    </message>
    <message>
        <source>exam id</source>
        <comment>a field a refusal names</comment>
        <translation>id del examen</translation>
    </message>
    <message>
        <source>mode</source>
        <comment>a field a refusal names</comment>
        <translation>modo</translation>
    </message>
    <message>
        <source>game</source>
        <comment>a field a refusal names</comment>
        <translation>juego</translation>
    </message>
    <message>
        <source>skill</source>
        <comment>a field a refusal names</comment>
        <translation>destreza</translation>
    </message>
    <message>
        <source>difficulty</source>
        <comment>a field a refusal names</comment>
        <translation>dificultad</translation>
    </message>
    <message>
        <source>seed</source>
        <comment>a field a refusal names</comment>
        <translation>semilla</translation>
    </message>
    <message>
        <source>response time in milliseconds</source>
        <comment>a field a refusal names</comment>
        <translation>tiempo de respuesta en milisegundos</translation>
    </message>
    <message>
        <source>question parameters</source>
        <comment>a field a refusal names</comment>
        <translation>parámetros de la pregunta</translation>
    </message>
    <message>
        <source>answer given</source>
        <comment>a field a refusal names</comment>
        <translation>respuesta dada</translation>
    </message>
    <message>
        <source>expected answer</source>
        <comment>a field a refusal names</comment>
        <translation>respuesta esperada</translation>
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
    <message>
        <source>The exam sitting of {trainee} for “{exam}” begun on {date} was deleted from the store after it was recorded (exam log entry {seq}).</source>
        <translation>La sesión de examen de {trainee} para “{exam}” iniciada el {date} se borró del almacén después de registrarse (entrada {seq} del registro de exámenes).</translation>
    </message>
    <message>
        <source>The sign-off of the exam sitting of {trainee} for “{exam}” begun on {date} was removed from the store after it was recorded (exam log entry {seq}).</source>
        <translation>La firma de la sesión de examen de {trainee} para “{exam}” iniciada el {date} se eliminó del almacén después de registrarse (entrada {seq} del registro de exámenes).</translation>
    </message>
    <message>
        <source>The {game} table test of the exam sitting of {trainee} for “{exam}” begun on {date} was deleted from the store after it was recorded (exam log entry {seq}).</source>
        <translation>La prueba de mesa de {game} de la sesión de examen de {trainee} para “{exam}” iniciada el {date} se borró del almacén después de registrarse (entrada {seq} del registro de exámenes).</translation>
    </message>
    <message>
        <source>The exam sitting of {trainee} for “{exam}” begun on {date} was changed in the store after it was recorded ({fields}; exam log entry {seq}).</source>
        <translation>La sesión de examen de {trainee} para “{exam}” iniciada el {date} se cambió en el almacén después de registrarse ({fields}; entrada {seq} del registro de exámenes).</translation>
    </message>
    <message>
        <source>The sign-off of the exam sitting of {trainee} for “{exam}” begun on {date} was changed in the store after it was recorded ({fields}; exam log entry {seq}).</source>
        <translation>La firma de la sesión de examen de {trainee} para “{exam}” iniciada el {date} se cambió en el almacén después de registrarse ({fields}; entrada {seq} del registro de exámenes).</translation>
    </message>
    <message>
        <source>The {game} table test of the exam sitting of {trainee} for “{exam}” begun on {date} was changed in the store after it was recorded ({fields}; exam log entry {seq}).</source>
        <translation>La prueba de mesa de {game} de la sesión de examen de {trainee} para “{exam}” iniciada el {date} se cambió en el almacén después de registrarse ({fields}; entrada {seq} del registro de exámenes).</translation>
    </message>
    <message>
        <source>The exam log&apos;s entry {seq}, for the exam sitting of {trainee} for “{exam}” begun on {date}, was edited: it no longer matches its own hash.</source>
        <translation>La entrada {seq} del registro de exámenes, de la sesión de examen de {trainee} para “{exam}” iniciada el {date}, fue editada: ya no coincide con su propio hash.</translation>
    </message>
    <message>
        <source>The exam log&apos;s entry {seq}, for the sign-off of the exam sitting of {trainee} for “{exam}” begun on {date}, was edited: it no longer matches its own hash.</source>
        <translation>La entrada {seq} del registro de exámenes, de la firma de la sesión de examen de {trainee} para “{exam}” iniciada el {date}, fue editada: ya no coincide con su propio hash.</translation>
    </message>
    <message>
        <source>The exam log&apos;s entry {seq}, for the {game} table test of the exam sitting of {trainee} for “{exam}” begun on {date}, was edited: it no longer matches its own hash.</source>
        <translation>La entrada {seq} del registro de exámenes, de la prueba de mesa de {game} de la sesión de examen de {trainee} para “{exam}” iniciada el {date}, fue editada: ya no coincide con su propio hash.</translation>
    </message>
    <message>
        <source>The exam log&apos;s entry {seq}, for the exam sitting of {trainee} for “{exam}” begun on {date}, does not follow the entry before it: an entry was removed or the entries were reordered.</source>
        <translation>La entrada {seq} del registro de exámenes, de la sesión de examen de {trainee} para “{exam}” iniciada el {date}, no sigue a la entrada anterior: se quitó una entrada o se reordenaron las entradas.</translation>
    </message>
    <message>
        <source>The exam log&apos;s entry {seq}, for the sign-off of the exam sitting of {trainee} for “{exam}” begun on {date}, does not follow the entry before it: an entry was removed or the entries were reordered.</source>
        <translation>La entrada {seq} del registro de exámenes, de la firma de la sesión de examen de {trainee} para “{exam}” iniciada el {date}, no sigue a la entrada anterior: se quitó una entrada o se reordenaron las entradas.</translation>
    </message>
    <message>
        <source>The exam log&apos;s entry {seq}, for the {game} table test of the exam sitting of {trainee} for “{exam}” begun on {date}, does not follow the entry before it: an entry was removed or the entries were reordered.</source>
        <translation>La entrada {seq} del registro de exámenes, de la prueba de mesa de {game} de la sesión de examen de {trainee} para “{exam}” iniciada el {date}, no sigue a la entrada anterior: se quitó una entrada o se reordenaron las entradas.</translation>
    </message>
    <message>
        <source>The exam log entry {seq} that the school&apos;s site holds, for the exam sitting of {trainee} for “{exam}” begun on {date}, is missing from this station&apos;s file: it was removed after it reached the site.</source>
        <translation>La entrada {seq} del registro de exámenes que guarda el sitio de la escuela, de la sesión de examen de {trainee} para “{exam}” iniciada el {date}, falta en el archivo de esta estación: se quitó después de llegar al sitio.</translation>
    </message>
    <message>
        <source>The exam log entry {seq} that the school&apos;s site holds, for the sign-off of the exam sitting of {trainee} for “{exam}” begun on {date}, is missing from this station&apos;s file: it was removed after it reached the site.</source>
        <translation>La entrada {seq} del registro de exámenes que guarda el sitio de la escuela, de la firma de la sesión de examen de {trainee} para “{exam}” iniciada el {date}, falta en el archivo de esta estación: se quitó después de llegar al sitio.</translation>
    </message>
    <message>
        <source>The exam log entry {seq} that the school&apos;s site holds, for the {game} table test of the exam sitting of {trainee} for “{exam}” begun on {date}, is missing from this station&apos;s file: it was removed after it reached the site.</source>
        <translation>La entrada {seq} del registro de exámenes que guarda el sitio de la escuela, de la prueba de mesa de {game} de la sesión de examen de {trainee} para “{exam}” iniciada el {date}, falta en el archivo de esta estación: se quitó después de llegar al sitio.</translation>
    </message>
    <message>
        <source>The exam log entry {seq}, for the exam sitting of {trainee} for “{exam}” begun on {date}, is not the one the school&apos;s site holds: the log in this station&apos;s file was rewritten after it reached the site.</source>
        <translation>La entrada {seq} del registro de exámenes, de la sesión de examen de {trainee} para “{exam}” iniciada el {date}, no es la que guarda el sitio de la escuela: el registro del archivo de esta estación se reescribió después de llegar al sitio.</translation>
    </message>
    <message>
        <source>The exam log entry {seq}, for the sign-off of the exam sitting of {trainee} for “{exam}” begun on {date}, is not the one the school&apos;s site holds: the log in this station&apos;s file was rewritten after it reached the site.</source>
        <translation>La entrada {seq} del registro de exámenes, de la firma de la sesión de examen de {trainee} para “{exam}” iniciada el {date}, no es la que guarda el sitio de la escuela: el registro del archivo de esta estación se reescribió después de llegar al sitio.</translation>
    </message>
    <message>
        <source>The exam log entry {seq}, for the {game} table test of the exam sitting of {trainee} for “{exam}” begun on {date}, is not the one the school&apos;s site holds: the log in this station&apos;s file was rewritten after it reached the site.</source>
        <translation>La entrada {seq} del registro de exámenes, de la prueba de mesa de {game} de la sesión de examen de {trainee} para “{exam}” iniciada el {date}, no es la que guarda el sitio de la escuela: el registro del archivo de esta estación se reescribió después de llegar al sitio.</translation>
    </message>
    <message>
        <source>The exam sitting of {trainee} for “{exam}” begun on {date} is not in the exam log: it was put into the store from outside Dealer Trainer.</source>
        <translation>La sesión de examen de {trainee} para “{exam}” iniciada el {date} no está en el registro de exámenes: se metió en el almacén desde fuera de Dealer Trainer.</translation>
    </message>
    <message>
        <source>The sign-off of the exam sitting of {trainee} for “{exam}” begun on {date} is not in the exam log: it was put into the store from outside Dealer Trainer.</source>
        <translation>La firma de la sesión de examen de {trainee} para “{exam}” iniciada el {date} no está en el registro de exámenes: se metió en el almacén desde fuera de Dealer Trainer.</translation>
    </message>
    <message>
        <source>The {game} table test of the exam sitting of {trainee} for “{exam}” begun on {date} is not in the exam log: it was put into the store from outside Dealer Trainer.</source>
        <translation>La prueba de mesa de {game} de la sesión de examen de {trainee} para “{exam}” iniciada el {date} no está en el registro de exámenes: se metió en el almacén desde fuera de Dealer Trainer.</translation>
    </message>
    <message>
        <source>The copy of this station&apos;s exam log on the school&apos;s site is damaged: {problem}</source>
        <translation>La copia del registro de exámenes de esta estación en el sitio de la escuela está dañada: {problem}</translation>
    </message>
    <message>
        <source>an unknown day</source>
        <comment>in the exam log&apos;s sentences</comment>
        <translation>un día desconocido</translation>
    </message>
    <message>
        <source>a trainee</source>
        <comment>in the exam log&apos;s sentences</comment>
        <translation>un alumno</translation>
    </message>
    <message>
        <source>an exam</source>
        <comment>in the exam log&apos;s sentences</comment>
        <translation>un examen</translation>
    </message>
    <message>
        <source>Exam log entry {seq} does not match its own hash: it was edited.</source>
        <translation>La entrada {seq} del registro de exámenes no coincide con su propio hash: fue editada.</translation>
    </message>
    <message>
        <source>Exam log entry {seq} does not follow the entry before it: an entry was removed or the entries were reordered.</source>
        <translation>La entrada {seq} del registro de exámenes no sigue a la entrada anterior: se quitó una entrada o se reordenaron las entradas.</translation>
    </message>
    <message>
        <source>An exam of {count} questions is too short: the house asks at least {per_game} of each game chosen ({key}), {fewest} in all.</source>
        <translation>Un examen de {count} preguntas es demasiado corto: la casa pide al menos {per_game} de cada juego elegido ({key}), {fewest} en total.</translation>
    </message>
    <message>
        <source>The exam “{name}” is supervised: a supervisor starts each sitting with their PIN.</source>
        <translation>El examen “{name}” es supervisado: un supervisor inicia cada sesión con su PIN.</translation>
    </message>
    <message>
        <source>An exam sitting can be signed off only once it is finished.</source>
        <translation>Una sesión de examen solo se puede firmar una vez terminada.</translation>
    </message>
    <message>
        <source>There is no exam {id}.</source>
        <translation>No hay ningún examen {id}.</translation>
    </message>
    <message>
        <source>There is no exam sitting {id}.</source>
        <translation>No hay ninguna sesión de examen {id}.</translation>
    </message>
    <message>
        <source>An exam needs at least one game and one skill.</source>
        <translation>Un examen necesita al menos un juego y una destreza.</translation>
    </message>
    <message>
        <source>The exam {name} is retired.</source>
        <translation>El examen {name} está retirado.</translation>
    </message>
    <message>
        <source>There is no progress store in {folder} yet.</source>
        <translation>Todavía no hay ningún almacén de progreso en {folder}.</translation>
    </message>
    <message>
        <source>The progress folder {folder} cannot be created ({why}); choose another folder with --data-dir.</source>
        <translation>No se puede crear la carpeta de progreso {folder} ({why}); elija otra carpeta con --data-dir.</translation>
    </message>
    <message>
        <source>Another Dealer Trainer has been opening the progress store in {folder} for over {seconds} seconds; try again later.</source>
        <translation>Otro Dealer Trainer lleva más de {seconds} segundos abriendo el almacén de progreso de {folder}; inténtelo de nuevo más tarde.</translation>
    </message>
    <message>
        <source>The progress folder {folder} cannot be used ({why}); choose another folder with --data-dir.</source>
        <translation>No se puede usar la carpeta de progreso {folder} ({why}); elija otra carpeta con --data-dir.</translation>
    </message>
    <message>
        <source>The progress folder {folder} is read-only, so a store cannot be created there; choose another folder with --data-dir.</source>
        <translation>La carpeta de progreso {folder} es de solo lectura, así que no se puede crear un almacén allí; elija otra carpeta con --data-dir.</translation>
    </message>
    <message>
        <source>The disk holding the progress store {path} is full, so Dealer Trainer cannot start; free some space and start it again.</source>
        <translation>El disco del almacén de progreso {path} está lleno, así que Dealer Trainer no puede arrancar; libere espacio y vuelva a iniciarlo.</translation>
    </message>
    <message>
        <source>Today&apos;s backup of the progress store could not be made ({why}).</source>
        <translation>No se pudo hacer la copia de seguridad de hoy del almacén de progreso ({why}).</translation>
    </message>
    <message>
        <source>A new progress store could not be made in {folder} ({why}).</source>
        <translation>No se pudo crear un almacén de progreso nuevo en {folder} ({why}).</translation>
    </message>
    <message>
        <source>The progress store {path} is damaged ({why}) and its folder is read-only, so it cannot be restored from a backup.</source>
        <translation>El almacén de progreso {path} está dañado ({why}) y su carpeta es de solo lectura, así que no se puede restaurar desde una copia de seguridad.</translation>
    </message>
    <message>
        <source>The progress store {path} cannot be read ({why}).</source>
        <translation>No se puede leer el almacén de progreso {path} ({why}).</translation>
    </message>
    <message>
        <source>The progress store {path} needs an upgrade but its folder is read-only.</source>
        <translation>El almacén de progreso {path} necesita una actualización, pero su carpeta es de solo lectura.</translation>
    </message>
    <message>
        <source>The progress folder {folder} is read-only, so statistics can be read but new answers cannot be saved there.</source>
        <translation>La carpeta de progreso {folder} es de solo lectura: se pueden leer las estadísticas, pero no guardar respuestas nuevas.</translation>
    </message>
    <message>
        <source>The progress store is closed.</source>
        <translation>El almacén de progreso está cerrado.</translation>
    </message>
    <message>
        <source>The progress store was found damaged; restart Dealer Trainer to restore it from its latest backup.</source>
        <translation>El almacén de progreso está dañado; reinicie Dealer Trainer para restaurarlo desde su última copia de seguridad.</translation>
    </message>
    <message>
        <source>The disk holding the progress store {path} is full; free some space.</source>
        <translation>El disco del almacén de progreso {path} está lleno; libere espacio.</translation>
    </message>
    <message>
        <source>The progress store {path} cannot be written to.</source>
        <translation>No se puede escribir en el almacén de progreso {path}.</translation>
    </message>
    <message>
        <source>The progress store is in use by another program; try again in a moment.</source>
        <translation>Otro programa está usando el almacén de progreso; inténtelo de nuevo en un momento.</translation>
    </message>
    <message>
        <source>The progress store {path} could not be written ({why}).</source>
        <translation>No se pudo escribir el almacén de progreso {path} ({why}).</translation>
    </message>
    <message>
        <source>The progress store is being checked or restored by another Dealer Trainer; try again in a moment.</source>
        <translation>Otro Dealer Trainer está comprobando o restaurando el almacén de progreso; inténtelo de nuevo en un momento.</translation>
    </message>
    <message>
        <source>The progress store {path} cannot be reached ({why}).</source>
        <translation>No se puede acceder al almacén de progreso {path} ({why}).</translation>
    </message>
    <message>
        <source>The progress store was replaced by a file that needs an upgrade; restart Dealer Trainer.</source>
        <translation>El almacén de progreso fue sustituido por un archivo que necesita una actualización; reinicie Dealer Trainer.</translation>
    </message>
    <message>
        <source>The stored house setting {key} = {value} is not valid, so its default is used.</source>
        <translation>El ajuste de la casa guardado {key} = {value} no es válido, así que se usa su valor predeterminado.</translation>
    </message>
    <message>
        <source>The progress folder {folder} is read-only, so nothing can be saved there.</source>
        <translation>La carpeta de progreso {folder} es de solo lectura, así que no se puede guardar nada allí.</translation>
    </message>
    <message>
        <source>empty</source>
        <comment>the progress file was ...</comment>
        <translation>vacío</translation>
    </message>
    <message>
        <source>cut short</source>
        <comment>the progress file was ...</comment>
        <translation>cortado</translation>
    </message>
    <message>
        <source>damaged</source>
        <comment>the progress file was ...</comment>
        <translation>dañado</translation>
    </message>
    <message>
        <source>missing its tables</source>
        <comment>the progress file was ...</comment>
        <translation>sin sus tablas</translation>
    </message>
    <message>
        <source>January</source>
        <translation>enero</translation>
    </message>
    <message>
        <source>February</source>
        <translation>febrero</translation>
    </message>
    <message>
        <source>March</source>
        <translation>marzo</translation>
    </message>
    <message>
        <source>April</source>
        <translation>abril</translation>
    </message>
    <message>
        <source>May</source>
        <translation>mayo</translation>
    </message>
    <message>
        <source>June</source>
        <translation>junio</translation>
    </message>
    <message>
        <source>July</source>
        <translation>julio</translation>
    </message>
    <message>
        <source>August</source>
        <translation>agosto</translation>
    </message>
    <message>
        <source>September</source>
        <translation>septiembre</translation>
    </message>
    <message>
        <source>October</source>
        <translation>octubre</translation>
    </message>
    <message>
        <source>November</source>
        <translation>noviembre</translation>
    </message>
    <message>
        <source>December</source>
        <translation>diciembre</translation>
    </message>
    <message>
        <source>{day} {month} {year} at {time}</source>
        <comment>when a backup was made</comment>
        <translation>{day} de {month} de {year} a las {time}</translation>
    </message>
    <message>
        <source>an unknown day</source>
        <comment>when a backup was made</comment>
        <translation>un día desconocido</translation>
    </message>
    <message>
        <source>The progress file was missing, so the backup from {when} was restored; answers recorded after that backup, if any, are missing.</source>
        <translation>Faltaba el archivo de progreso, así que se restauró la copia de seguridad del {when}; faltan las respuestas registradas después de esa copia, si las hubo.</translation>
    </message>
    <message>
        <source>The progress file was {reason} and there was no good backup, so it was moved to {aside} and a new, empty store was started.</source>
        <translation>El archivo de progreso estaba {reason} y no había ninguna copia de seguridad buena, así que se movió a {aside} y se empezó un almacén nuevo y vacío.</translation>
    </message>
    <message>
        <source>The progress file was {reason} and there was no good backup, so it was moved to {aside} and a new, empty store was started with the {count} answer it still yielded.</source>
        <translation>El archivo de progreso estaba {reason} y no había ninguna copia de seguridad buena, así que se movió a {aside} y se empezó un almacén nuevo con la {count} respuesta que aún se pudo sacar de él.</translation>
    </message>
    <message>
        <source>The progress file was {reason} and there was no good backup, so it was moved to {aside} and a new, empty store was started with the {count} answers it still yielded.</source>
        <translation>El archivo de progreso estaba {reason} y no había ninguna copia de seguridad buena, así que se movió a {aside} y se empezó un almacén nuevo con las {count} respuestas que aún se pudieron sacar de él.</translation>
    </message>
    <message>
        <source>The progress file was {reason}, so it was moved to {aside} and the backup from {when} was restored</source>
        <comment>the start of a sentence, which goes on with what the store lacks</comment>
        <translation>El archivo de progreso estaba {reason}, así que se movió a {aside} y se restauró la copia de seguridad del {when}</translation>
    </message>
    <message>
        <source>{restored}; the damaged file could not be read, so answers recorded after that backup, if any, are missing.</source>
        <translation>{restored}; no se pudo leer el archivo dañado, así que faltan las respuestas registradas después de esa copia, si las hubo.</translation>
    </message>
    <message>
        <source>{restored}; it lacks no answers.</source>
        <translation>{restored}; no le falta ninguna respuesta.</translation>
    </message>
    <message>
        <source>{restored}, and all {count} answer recorded after it were recovered from the damaged file.</source>
        <translation>{restored}, y se recuperó del archivo dañado la {count} respuesta registrada después de ella.</translation>
    </message>
    <message>
        <source>{restored}, and all {count} answers recorded after it were recovered from the damaged file.</source>
        <translation>{restored}, y se recuperaron del archivo dañado las {count} respuestas registradas después de ella.</translation>
    </message>
    <message>
        <source>{restored}; it lacks {count} answer recorded after it.</source>
        <translation>{restored}; le falta {count} respuesta registrada después de ella.</translation>
    </message>
    <message>
        <source>{restored}; it lacks {count} answers recorded after it.</source>
        <translation>{restored}; le faltan {count} respuestas registradas después de ella.</translation>
    </message>
    <message>
        <source>{restored}; it lacks {count} answer recorded after it ({detail}).</source>
        <translation>{restored}; le falta {count} respuesta registrada después de ella ({detail}).</translation>
    </message>
    <message>
        <source>{restored}; it lacks {count} answers recorded after it ({detail}).</source>
        <translation>{restored}; le faltan {count} respuestas registradas después de ella ({detail}).</translation>
    </message>
    <message>
        <source>{count} more were recovered from the damaged file</source>
        <comment>a detail in parentheses</comment>
        <translation>se recuperaron otras {count} del archivo dañado</translation>
    </message>
    <message>
        <source>{count} could not be read</source>
        <comment>a detail in parentheses: answers</comment>
        <translation>{count} no se pudieron leer</translation>
    </message>
    <message>
        <source>{first}, {second}</source>
        <comment>two details in parentheses</comment>
        <translation>{first}, {second}</translation>
    </message>
    <message>
        <source>The progress store {path} is damaged and cannot be moved aside ({why}).</source>
        <translation>El almacén de progreso {path} está dañado y no se puede apartar ({why}).</translation>
    </message>
    <message>
        <source>{count} answer could not be saved in the progress store; it is kept in {where} and will be saved at the next start.</source>
        <translation>{count} respuesta no se pudo guardar en el almacén de progreso; se conserva en {where} y se guardará en el próximo inicio.</translation>
    </message>
    <message>
        <source>{count} answers could not be saved in the progress store; they are kept in {where} and will be saved at the next start.</source>
        <translation>{count} respuestas no se pudieron guardar en el almacén de progreso; se conservan en {where} y se guardarán en el próximo inicio.</translation>
    </message>
    <message>
        <source>{count} answer could not be saved and are still held in memory; save them to a file before quitting.</source>
        <translation>{count} respuesta no se pudo guardar y sigue en la memoria; guárdela en un archivo antes de salir.</translation>
    </message>
    <message>
        <source>{count} answers could not be saved and are still held in memory; save them to a file before quitting.</source>
        <translation>{count} respuestas no se pudieron guardar y siguen en la memoria; guárdelas en un archivo antes de salir.</translation>
    </message>
    <message>
        <source>Trainee {name} is archived, so cannot record answers.</source>
        <translation>El alumno {name} está archivado, así que no puede registrar respuestas.</translation>
    </message>
    <message>
        <source>The unsaved answers could not be written to {path} ({why}).</source>
        <translation>Las respuestas sin guardar no se pudieron escribir en {path} ({why}).</translation>
    </message>
    <message>
        <source>The export folder {folder} is not there; plug in its disk or ask a supervisor to set another.</source>
        <translation>La carpeta de exportación {folder} no está; conecte su disco o pida a un supervisor que fije otra.</translation>
    </message>
    <message>
        <source>The export folder {folder} is full of unsaved answers&apos; files.</source>
        <translation>La carpeta de exportación {folder} está llena de archivos de respuestas sin guardar.</translation>
    </message>
    <message>
        <source>{file} was changed after it was exported (its seal does not match its answers), so it was not imported.</source>
        <translation>{file} se cambió después de exportarse (su sello no coincide con sus respuestas), así que no se importó.</translation>
    </message>
    <message>
        <source>{file} has no seal, so only a supervisor can accept its answers (they are then marked so, and join no exam sitting).</source>
        <translation>{file} no tiene sello, así que solo un supervisor puede aceptar sus respuestas (entonces quedan marcadas como tales y no entran en ninguna sesión de examen).</translation>
    </message>
    <message>
        <source>{file} is sealed by another school, so only a supervisor can accept its answers (they are then marked so, and join no exam sitting).</source>
        <translation>{file} está sellado por otra escuela, así que solo un supervisor puede aceptar sus respuestas (entonces quedan marcadas como tales y no entran en ninguna sesión de examen).</translation>
    </message>
    <message>
        <source>The disk holding the progress store is full, so {kept}.</source>
        <translation>El disco que contiene el almacén de progreso está lleno, así que {kept}.</translation>
    </message>
    <message>
        <source>The progress store in {folder} is read-only, so {kept}.</source>
        <translation>El almacén de progreso en {folder} es de solo lectura, así que {kept}.</translation>
    </message>
    <message>
        <source>The progress store is busy in another program, so {kept}.</source>
        <translation>El almacén de progreso está ocupado por otro programa, así que {kept}.</translation>
    </message>
    <message>
        <source>The progress store was restored or replaced by another program while answers were being recorded, so {kept}; restart Dealer Trainer to save it under the right trainee.</source>
        <translation>Otro programa restauró o sustituyó el almacén de progreso mientras se registraban respuestas, así que {kept}; reinicie Dealer Trainer para guardarla con el alumno correcto.</translation>
    </message>
    <message>
        <source>The progress store was restored or replaced by another program while answers were being recorded, so {kept}; restart Dealer Trainer to save them under the right trainee.</source>
        <translation>Otro programa restauró o sustituyó el almacén de progreso mientras se registraban respuestas, así que {kept}; reinicie Dealer Trainer para guardarlas con el alumno correcto.</translation>
    </message>
    <message>
        <source>The progress store was found damaged, so {kept}; restart Dealer Trainer to restore the store from its backup.</source>
        <translation>Se encontró dañado el almacén de progreso, así que {kept}; reinicie Dealer Trainer para restaurar el almacén desde su copia de seguridad.</translation>
    </message>
    <message>
        <source>The progress store could not be written ({why}), so {kept}.</source>
        <translation>No se pudo escribir en el almacén de progreso ({why}), así que {kept}.</translation>
    </message>
    <message>
        <source>1 answer is kept in {where} and will be saved in the store as soon as it can be written</source>
        <translation>1 respuesta se conserva en {where} y se guardará en el almacén en cuanto se pueda escribir en él</translation>
    </message>
    <message>
        <source>{count} answers are kept in {where} and will be saved in the store as soon as it can be written</source>
        <translation>{count} respuestas se conservan en {where} y se guardarán en el almacén en cuanto se pueda escribir en él</translation>
    </message>
    <message>
        <source>1 answer is kept in memory only</source>
        <translation>1 respuesta se conserva solo en la memoria</translation>
    </message>
    <message>
        <source>{count} answers are kept in memory only</source>
        <translation>{count} respuestas se conservan solo en la memoria</translation>
    </message>
    <message>
        <source>1 answer is kept in memory only; save it to a file</source>
        <translation>1 respuesta se conserva solo en la memoria; guárdela en un archivo</translation>
    </message>
    <message>
        <source>{count} answers are kept in memory only; save them to a file</source>
        <translation>{count} respuestas se conservan solo en la memoria; guárdelas en un archivo</translation>
    </message>
    <message>
        <source>There is no attempt {id}.</source>
        <translation>No hay ningún intento {id}.</translation>
    </message>
    <message>
        <source>Answers kept in {path} could not be saved in the progress store yet; they stay there and will be saved at the next start.</source>
        <translation>Las respuestas conservadas en {path} aún no se pudieron guardar en el almacén de progreso; quedan allí y se guardarán en el próximo inicio.</translation>
    </message>
    <message>
        <source>The file of unsaved answers {file} was not saved ({why}), so it was moved to {dest}, where a supervisor can import it.</source>
        <translation>El archivo de respuestas sin guardar {file} no se guardó ({why}), así que se movió a {dest}, donde un supervisor puede importarlo.</translation>
    </message>
    <message>
        <source>1 answer that could not be saved earlier was saved now from {file}.</source>
        <translation>Se guardó ahora desde {file} 1 respuesta que antes no se pudo guardar.</translation>
    </message>
    <message>
        <source>{count} answers that could not be saved earlier were saved now from {file}.</source>
        <translation>Se guardaron ahora desde {file} {count} respuestas que antes no se pudieron guardar.</translation>
    </message>
    <message>
        <source>{file} is not sealed by this store</source>
        <translation>{file} no está sellado por este almacén</translation>
    </message>
    <message>
        <source>The table test has no points for {names}: score every criterion.</source>
        <translation>La prueba de mesa no tiene puntos para {names}: puntúe cada criterio.</translation>
    </message>
    <message>
        <source>{names} is not a criterion of the house&apos;s rubric for this game.</source>
        <translation>{names} no es un criterio de la rúbrica de la casa para este juego.</translation>
    </message>
    <message>
        <source>The points for {name} must be a whole number from 0 to {most}, not {value}.</source>
        <translation>Los puntos de {name} deben ser un número entero de 0 a {most}, no {value}.</translation>
    </message>
    <message>
        <source>The exam “{exam}” is for practice: a table test is recorded with the sitting of a supervised exam.</source>
        <translation>El examen “{exam}” es de práctica: una prueba de mesa se registra con la sesión de un examen supervisado.</translation>
    </message>
    <message>
        <source>The exam “{exam}” does not cover {game}, so its sitting has no table test of it.</source>
        <translation>El examen “{exam}” no abarca {game}, así que su sesión no tiene prueba de mesa de ese juego.</translation>
    </message>
    <message>
        <source>A table test is recorded once its exam sitting is finished.</source>
        <translation>Una prueba de mesa se registra una vez terminada su sesión de examen.</translation>
    </message>
    <message>
        <source>This sitting&apos;s {game} table test is already recorded; it is kept as it was scored.</source>
        <translation>La prueba de mesa de {game} de esta sesión ya está registrada; se conserva tal como se puntuó.</translation>
    </message>
    <message>
        <source>{file} has a seal that cannot be read.</source>
        <translation>{file} tiene un sello que no se puede leer.</translation>
    </message>
    <message>
        <source>{file} is a JSON export larger than {megabytes} MB, too large to import whole; export the answers as CSV (--format csv), which imports at any size.</source>
        <translation>{file} es una exportación JSON de más de {megabytes} MB, demasiado grande para importarla entera; exporte las respuestas como CSV (--format csv), que se importa con cualquier tamaño.</translation>
    </message>
    <message>
        <source>{file} holds {what}, so it was not imported.</source>
        <translation>{file} contiene {what}, así que no se importó.</translation>
    </message>
    <message>
        <source>NaN or Infinity, which are not numbers an export holds</source>
        <translation>NaN o Infinity, que no son números que contenga una exportación</translation>
    </message>
    <message>
        <source>text that is not valid Unicode (a lone surrogate)</source>
        <translation>texto que no es Unicode válido (un sustituto suelto)</translation>
    </message>
    <message>
        <source>{file} is not a JSON export (it nests too deeply).</source>
        <translation>{file} no es una exportación JSON (anida demasiado hondo).</translation>
    </message>
    <message>
        <source>{file} is not a JSON export ({why}).</source>
        <translation>{file} no es una exportación JSON ({why}).</translation>
    </message>
    <message>
        <source>{file} is not a Dealer Trainer export.</source>
        <translation>{file} no es una exportación de Dealer Trainer.</translation>
    </message>
    <message>
        <source>{file} was written by a newer Dealer Trainer; please update.</source>
        <translation>{file} lo escribió un Dealer Trainer más reciente; actualice el programa.</translation>
    </message>
    <message>
        <source>{file} has no list of attempts.</source>
        <translation>{file} no tiene lista de intentos.</translation>
    </message>
    <message>
        <source>In {file}, attempt {index} is not an object.</source>
        <translation>En {file}, el intento {index} no es un objeto.</translation>
    </message>
    <message>
        <source>{file} is not a Dealer Trainer CSV export (its header is wrong).</source>
        <translation>{file} no es una exportación CSV de Dealer Trainer (su encabezado no es el correcto).</translation>
    </message>
    <message>
        <source>{file}, attempt {index}</source>
        <comment>where in an export</comment>
        <translation>{file}, intento {index}</translation>
    </message>
    <message>
        <source>{file}, line {line}</source>
        <comment>where in an export</comment>
        <translation>{file}, línea {line}</translation>
    </message>
    <message>
        <source>In {where}, there are {count} cells, not {wanted}.</source>
        <translation>En {where} hay {count} celdas, no {wanted}.</translation>
    </message>
    <message>
        <source>{path} cannot be read ({why}).</source>
        <translation>No se puede leer {path} ({why}).</translation>
    </message>
    <message>
        <source>{path} is not a file, so it cannot be an export.</source>
        <translation>{path} no es un archivo, así que no puede ser una exportación.</translation>
    </message>
    <message>
        <source>{file} is not a UTF-8 text export.</source>
        <translation>{file} no es una exportación de texto UTF-8.</translation>
    </message>
    <message>
        <source>{file} is not a CSV export ({why}).</source>
        <translation>{file} no es una exportación CSV ({why}).</translation>
    </message>
    <message>
        <source>Added {added} new answer from {file}; {present} was already in the store.</source>
        <translation>Se añadió {added} respuesta nueva de {file}; {present} ya estaba en el almacén.</translation>
    </message>
    <message>
        <source>Added {added} new answer from {file}; {present} were already in the store.</source>
        <translation>Se añadió {added} respuesta nueva de {file}; {present} ya estaban en el almacén.</translation>
    </message>
    <message>
        <source>Added {added} new answers from {file}; {present} was already in the store.</source>
        <translation>Se añadieron {added} respuestas nuevas de {file}; {present} ya estaba en el almacén.</translation>
    </message>
    <message>
        <source>Added {added} new answers from {file}; {present} were already in the store.</source>
        <translation>Se añadieron {added} respuestas nuevas de {file}; {present} ya estaban en el almacén.</translation>
    </message>
    <message>
        <source>  {trainee}: {count}</source>
        <comment>answers added for a trainee</comment>
        <translation>  {trainee}: {count}</translation>
    </message>
    <message>
        <source>  {trainee}: {count} (new trainee)</source>
        <comment>answers added for a trainee</comment>
        <translation>  {trainee}: {count} (alumno nuevo)</translation>
    </message>
    <message>
        <source>1 conflict (the same id with other content, not imported): {ids}</source>
        <translation>1 conflicto (el mismo id con otro contenido, no importado): {ids}</translation>
    </message>
    <message>
        <source>{count} conflicts (the same id with other content, not imported): {ids}</source>
        <translation>{count} conflictos (el mismo id con otro contenido, no importados): {ids}</translation>
    </message>
    <message>
        <source>{file} has no seal; {who} accepted it, so its answers are marked so and join no exam sitting.</source>
        <translation>{file} no tiene sello; {who} lo aceptó, así que sus respuestas quedan marcadas como tales y no entran en ninguna sesión de examen.</translation>
    </message>
    <message>
        <source>{file} is sealed by another school; {who} accepted it, so its answers are marked so and join no exam sitting.</source>
        <translation>{file} está sellado por otra escuela; {who} lo aceptó, así que sus respuestas quedan marcadas como tales y no entran en ninguna sesión de examen.</translation>
    </message>
    <message>
        <source>In {where}, the field {field} is missing.</source>
        <translation>En {where}, falta el campo {field}.</translation>
    </message>
    <message>
        <source>In {where}, the field {field} must be text.</source>
        <translation>En {where}, el campo {field} debe ser texto.</translation>
    </message>
    <message>
        <source>In {where}, the field {field} is not a name ({why}).</source>
        <translation>En {where}, el campo {field} no es un nombre ({why}).</translation>
    </message>
    <message>
        <source>In {where}, the field {field} must be a whole number, not {value}.</source>
        <translation>En {where}, el campo {field} debe ser un número entero, no {value}.</translation>
    </message>
    <message>
        <source>In {where}, the field {field} must be a number from 0 to 1, not {value}.</source>
        <translation>En {where}, el campo {field} debe ser un número de 0 a 1, no {value}.</translation>
    </message>
    <message>
        <source>In {where}, the field {field} must be true or false, not {value}.</source>
        <translation>En {where}, el campo {field} debe ser true o false, no {value}.</translation>
    </message>
    <message>
        <source>In {where}, the field {field} holds {what}.</source>
        <translation>En {where}, el campo {field} contiene {what}.</translation>
    </message>
    <message>
        <source>In {where}, the field {field} must hold JSON.</source>
        <translation>En {where}, el campo {field} debe contener JSON.</translation>
    </message>
    <message>
        <source>In {where}, the field {field} nests too deeply.</source>
        <translation>En {where}, el campo {field} tiene demasiados niveles anidados.</translation>
    </message>
    <message>
        <source>In {where}, the field {field} must be an ISO time, not {value}.</source>
        <translation>En {where}, el campo {field} debe ser una hora ISO, no {value}.</translation>
    </message>
    <message>
        <source>In {where}, the field {field} must carry its timezone.</source>
        <translation>En {where}, el campo {field} debe llevar su zona horaria.</translation>
    </message>
    <message>
        <source>In {where}, the field {field} must be a date (YYYY-MM-DD), not {value}.</source>
        <translation>En {where}, el campo {field} debe ser una fecha (AAAA-MM-DD), no {value}.</translation>
    </message>
    <message>
        <source>In {where}, the field {field} disagrees with the credit.</source>
        <translation>En {where}, el campo {field} no concuerda con el crédito.</translation>
    </message>
    <message>
        <source>A question family must be a name of 1 to {most} printable characters.</source>
        <translation>Una familia de preguntas debe ser un nombre de 1 a {most} caracteres imprimibles.</translation>
    </message>
    <message>
        <source>Partial credit must be a number from 0 to 1, not {value}.</source>
        <translation>El crédito parcial debe ser un número de 0 a 1, no {value}.</translation>
    </message>
    <message>
        <source>An attempt is correct exactly when its credit is full (1), but it was marked correct with credit {credit}.</source>
        <translation>Un intento es correcto exactamente cuando su crédito es completo (1), pero se marcó como correcto con crédito {credit}.</translation>
    </message>
    <message>
        <source>An attempt is correct exactly when its credit is full (1), but it was marked not correct with credit {credit}.</source>
        <translation>Un intento es correcto exactamente cuando su crédito es completo (1), pero se marcó como incorrecto con crédito {credit}.</translation>
    </message>
    <message>
        <source>An attempt&apos;s time must carry its timezone.</source>
        <translation>La hora de un intento debe llevar su zona horaria.</translation>
    </message>
    <message>
        <source>no answer from the check</source>
        <translation>la comprobación no respondió</translation>
    </message>
    <message>
        <source>The stored {what} {key} is damaged and cannot be read.</source>
        <translation>El registro guardado {key} ({what}) está dañado y no se puede leer.</translation>
    </message>
    <message>
        <source>The stored answer {key} is damaged and cannot be read.</source>
        <translation>La respuesta guardada {key} está dañada y no se puede leer.</translation>
    </message>
    <message>
        <source>1 stored answer ({shown}) could not be read and was left out.</source>
        <translation>1 respuesta guardada ({shown}) no se pudo leer y se dejó fuera.</translation>
    </message>
    <message>
        <source>{count} stored answers ({shown}) could not be read and were left out.</source>
        <translation>{count} respuestas guardadas ({shown}) no se pudieron leer y se dejaron fuera.</translation>
    </message>
    <message>
        <source>{count} stored answers ({shown} and {more} more) could not be read and were left out.</source>
        <translation>{count} respuestas guardadas ({shown} y {more} más) no se pudieron leer y se dejaron fuera.</translation>
    </message>
    <message>
        <source>1 stored {what} ({shown}) could not be read and was left out.</source>
        <translation>1 registro guardado ({what}: {shown}) no se pudo leer y se dejó fuera.</translation>
    </message>
    <message>
        <source>{count} stored records ({what}: {shown}) could not be read and were left out.</source>
        <translation>{count} registros guardados ({what}: {shown}) no se pudieron leer y se dejaron fuera.</translation>
    </message>
    <message>
        <source>{count} stored records ({what}: {shown} and {more} more) could not be read and were left out.</source>
        <translation>{count} registros guardados ({what}: {shown} y {more} más) no se pudieron leer y se dejaron fuera.</translation>
    </message>
    <message>
        <source>A signing key must be {count} bytes.</source>
        <translation>Una clave de firma debe tener {count} bytes.</translation>
    </message>
    <message>
        <source>A school key must be {count} bytes.</source>
        <translation>Una clave de escuela debe tener {count} bytes.</translation>
    </message>
    <message>
        <source>The progress store was restored or replaced by another program, and it no longer knows {name} as this station did; restart Dealer Trainer.</source>
        <translation>Otro programa restauró o sustituyó el almacén de progreso, y ya no conoce a {name} como lo conocía esta estación; reinicie Dealer Trainer.</translation>
    </message>
    <message>
        <source>create the progress store</source>
        <comment>a store upgrade</comment>
        <translation>crear el almacén de progreso</translation>
    </message>
    <message>
        <source>keep each family&apos;s drill state beside the attempts</source>
        <comment>a store upgrade</comment>
        <translation>guardar el estado de práctica de cada familia junto a los intentos</translation>
    </message>
    <message>
        <source>get ready to sync with a school&apos;s site</source>
        <comment>a store upgrade</comment>
        <translation>prepararse para sincronizar con el sitio de una escuela</translation>
    </message>
    <message>
        <source>give each exam sitting its own questions and supervisor</source>
        <comment>a store upgrade</comment>
        <translation>dar a cada sesión de examen sus propias preguntas y su supervisor</translation>
    </message>
    <message>
        <source>seal exports and keep imported answers apart</source>
        <comment>a store upgrade</comment>
        <translation>sellar las exportaciones y guardar aparte las respuestas importadas</translation>
    </message>
    <message>
        <source>group trainees into classes</source>
        <comment>a store upgrade</comment>
        <translation>reunir a los alumnos en grupos</translation>
    </message>
    <message>
        <source>fold answers dated out of order from a base</source>
        <comment>a store upgrade</comment>
        <translation>integrar desde una base las respuestas con fechas fuera de orden</translation>
    </message>
    <message>
        <source>give the school a key to sign its credentials</source>
        <comment>a store upgrade</comment>
        <translation>dar a la escuela una clave para firmar sus credenciales</translation>
    </message>
    <message>
        <source>keep each trainee&apos;s language</source>
        <comment>a store upgrade</comment>
        <translation>guardar el idioma de cada alumno</translation>
    </message>
    <message>
        <source>chain the exam log and record table tests</source>
        <comment>a store upgrade</comment>
        <translation>encadenar el registro de exámenes y registrar las pruebas de mesa</translation>
    </message>
    <message>
        <source>keep the rollups without a flag read for every answer</source>
        <comment>a store upgrade</comment>
        <translation>mantener los resúmenes sin leer un indicador en cada respuesta</translation>
    </message>
    <message>
        <source>The file {path} is not a Dealer Trainer progress store.</source>
        <translation>El archivo {path} no es un almacén de progreso de Dealer Trainer.</translation>
    </message>
    <message>
        <source>The progress store was written by a newer Dealer Trainer (schema version {found}, this one reads up to {latest}); please update Dealer Trainer.</source>
        <translation>El almacén de progreso lo escribió un Dealer Trainer más reciente (versión del esquema {found}; este lee hasta la {latest}); actualice Dealer Trainer.</translation>
    </message>
    <message>
        <source>Upgrading the progress store to version {version} ({summary}) failed ({why}), so it was left at version {current}.</source>
        <translation>La actualización del almacén de progreso a la versión {version} ({summary}) falló ({why}), así que quedó en la versión {current}.</translation>
    </message>
    <message>
        <source>There is no session {id}.</source>
        <translation>No hay ninguna sesión {id}.</translation>
    </message>
    <message>
        <source>There is no game {game}.</source>
        <translation>No hay ningún juego {game}.</translation>
    </message>
    <message>
        <source>Today&apos;s check found the progress store damaged; restart Dealer Trainer to restore it from its latest backup.</source>
        <translation>La comprobación de hoy encontró dañado el almacén de progreso; reinicie Dealer Trainer para restaurarlo desde su última copia de seguridad.</translation>
    </message>
</context>
</TS>
