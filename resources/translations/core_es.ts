<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>answer</name>
    <message>
        <source>The amount must be a number of dollars, not {value}.</source>
        <translation>El importe debe ser una cantidad de dólares, no {value}.</translation>
    </message>
    <message>
        <source>The amount cannot be negative ({value}).</source>
        <translation>El importe no puede ser menor que cero ({value}).</translation>
    </message>
    <message>
        <source>The amount of {value} is too large (at most {most}).</source>
        <translation>El importe de {value} es demasiado grande (como mucho {most}).</translation>
    </message>
    <message>
        <source>The amount of {value} is not a whole number of cents.</source>
        <translation>El importe de {value} no es un número entero de centavos.</translation>
    </message>
    <message>
        <source>&apos;{value}&apos; is not a whole number of cents; use at most two decimals.</source>
        <translation>&apos;{value}&apos; no es un número entero de centavos; use como mucho dos decimales.</translation>
    </message>
    <message>
        <source>&apos;{value}&apos; is not an amount of money; write it like 60, $60.00 or 1,250.50.</source>
        <translation>&apos;{value}&apos; no es una cantidad de dinero; escríbala como 60, $60.00 o 1,250.50.</translation>
    </message>
    <message>
        <source>Give one amount per seat, separated by spaces.</source>
        <translation>Dé un importe por asiento, separados por espacios.</translation>
    </message>
    <message>
        <source>Give one net per player, separated by spaces.</source>
        <translation>Dé un neto por jugador, separados por espacios.</translation>
    </message>
    <message>
        <source>No amounts given; give one amount per seat, separated by spaces.</source>
        <translation>No ha dado ningún importe; dé un importe por asiento, separados por espacios.</translation>
    </message>
    <message>
        <source>No amounts given; give one net per player, separated by spaces.</source>
        <translation>No ha dado ningún importe; dé un neto por jugador, separados por espacios.</translation>
    </message>
    <message>
        <source>&apos;{value}&apos; is not a card (write cards like Ah, Td, 7c, 2s).</source>
        <translation>&apos;{value}&apos; no es una carta (escriba las cartas como Ah, Td, 7c, 2s).</translation>
    </message>
    <message>
        <source>&apos;{value}&apos; is not a card: &apos;{part}&apos; is not a suit (c, d, h, s).</source>
        <translation>&apos;{value}&apos; no es una carta: &apos;{part}&apos; no es un palo (c, d, h, s).</translation>
    </message>
    <message>
        <source>&apos;{value}&apos; is not a card: &apos;{part}&apos; is not a rank (A K Q J T 9 ... 2).</source>
        <translation>&apos;{value}&apos; no es una carta: &apos;{part}&apos; no es un valor de carta (A K Q J T 9 ... 2).</translation>
    </message>
    <message>
        <source>Give the order as a list, like S1 S3 C1.</source>
        <translation>Dé el orden como una lista, por ejemplo S1 S3 C1.</translation>
    </message>
    <message>
        <source>No order given.</source>
        <translation>No se dio ningún orden.</translation>
    </message>
    <message>
        <source>&apos;{item}&apos; is not a step offered: give the steps&apos; numbers, 1 to {count}.</source>
        <translation>&apos;{item}&apos; no es uno de los pasos ofrecidos: dé los números de los pasos, del 1 al {count}.</translation>
    </message>
    <message>
        <source>&apos;{item}&apos; is not one of the places or steps offered ({offered}).</source>
        <translation>&apos;{item}&apos; no es uno de los lugares o pasos ofrecidos ({offered}).</translation>
    </message>
    <message>
        <source>This order has steps missing or too many: check it, then submit.</source>
        <translation>A este orden le faltan pasos o le sobran: revíselo y envíelo.</translation>
    </message>
    <message>
        <source>Choose one of the answers by its number.</source>
        <translation>Elija una de las respuestas por su número.</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not one of the answers; choose by number 1-{count}.</source>
        <translation>&apos;{text}&apos; no es una de las respuestas; elija por número, 1-{count}.</translation>
    </message>
    <message>
        <source>Choose an answer from 1 to {count}.</source>
        <translation>Elija una respuesta del 1 al {count}.</translation>
    </message>
    <message>
        <source>The hand has {n} cards and 1 is placed: place every card, then submit.</source>
        <translation>La mano tiene {n} cartas y hay 1 colocada: coloque todas las cartas y envíela.</translation>
    </message>
    <message>
        <source>The hand has {n} cards and {m} are placed: place every card, then submit.</source>
        <translation>La mano tiene {n} cartas y hay {m} colocadas: coloque todas las cartas y envíela.</translation>
    </message>
    <message>
        <source>There is no {chip} chip.</source>
        <translation>No hay ficha de {chip}.</translation>
    </message>
    <message>
        <source>A chip count must be a whole number.</source>
        <translation>El número de fichas debe ser un número entero.</translation>
    </message>
    <message>
        <source>Give the chips as a stack, like 2x25 1x5.</source>
        <translation>Dé las fichas como una pila, por ejemplo 2x25 1x5.</translation>
    </message>
    <message>
        <source>No chips given: build the payment from the chip tray first.</source>
        <translation>No se dio ninguna ficha: primero arme el pago con la bandeja de fichas.</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not an amount; type chips like 2x25 1x5.</source>
        <translation>&apos;{text}&apos; no es un importe; escriba las fichas como 2x25 1x5.</translation>
    </message>
    <message>
        <source>No chips given; type chips like 2x25 1x5 or 25 25 5.</source>
        <translation>No se dio ninguna ficha; escriba las fichas como 2x25 1x5 o 25 25 5.</translation>
    </message>
    <message>
        <source>&apos;{item}&apos; is not a chip count; write it like 2x25.</source>
        <translation>&apos;{item}&apos; no es un número de fichas; escríbalo como 2x25.</translation>
    </message>
    <message>
        <source>&apos;{item}&apos; is not a chip; the chips are {chips}.</source>
        <translation>&apos;{item}&apos; no es una ficha; las fichas son {chips}.</translation>
    </message>
    <message>
        <source>There is no {chip} chip; the chips are {chips}.</source>
        <translation>No hay ficha de {chip}; las fichas son {chips}.</translation>
    </message>
    <message>
        <source>Those chips make {total}, not the {written} written; type the chips again.</source>
        <translation>Esas fichas suman {total}, no los {written} escritos; vuelva a escribir las fichas.</translation>
    </message>
    <message>
        <source>{chips} and {last}</source>
        <comment>the house&apos;s chips, listed: &apos;$0.50, $1.00 and $5.00&apos;</comment>
        <translation>{chips} y {last}</translation>
    </message>
    <message>
        <source>Stacks, piles and loose chips are counted in whole numbers.</source>
        <translation>Las pilas, los montones y las fichas sueltas se cuentan en números enteros.</translation>
    </message>
    <message>
        <source>No chips given: set the stacks, piles and loose chips first.</source>
        <translation>No se dio ninguna ficha: primero indique las pilas, los montones y las fichas sueltas.</translation>
    </message>
    <message>
        <source>Give the cut as stacks, piles and loose chips, like 2 stacks, 3x5, 2.</source>
        <translation>Dé el corte como pilas, montones y fichas sueltas, por ejemplo 2 pilas, 3x5, 2.</translation>
    </message>
    <message>
        <source>No chips given; type a cut like 2 stacks, 3x5, 2.</source>
        <translation>No se dio ninguna ficha; escriba un corte como 2 pilas, 3x5, 2.</translation>
    </message>
    <message>
        <source>&apos;{token}&apos; is not a cut; write piles like {count}x5 (that many piles of five).</source>
        <translation>&apos;{token}&apos; no es un corte; escriba los montones como {count}x5 (tantos montones de cinco).</translation>
    </message>
    <message>
        <source>&apos;{token}&apos; is not a cut; chips are cut in fives or fours.</source>
        <translation>&apos;{token}&apos; no es un corte; las fichas se cortan de cinco en cinco o de cuatro en cuatro.</translation>
    </message>
    <message>
        <source>&apos;{token}&apos; is not stacks, piles or loose chips; type a cut like 2 stacks, 3x5, 2.</source>
        <translation>&apos;{token}&apos; no son pilas, montones ni fichas sueltas; escriba un corte como 2 pilas, 3x5, 2.</translation>
    </message>
    <message>
        <source>Cut in one size of pile, fives or fours, not both.</source>
        <translation>Corte en montones de un solo tamaño, de cinco o de cuatro, no de ambos.</translation>
    </message>
    <message>
        <source>Seat {seat} is not at this table.</source>
        <translation>El asiento {seat} no está en esta mesa.</translation>
    </message>
    <message>
        <source>Give what seat {seat} should be paid.</source>
        <translation>Dé lo que se debe pagar al asiento {seat}.</translation>
    </message>
    <message>
        <source>Say &apos;correct&apos;, or give the seat and what it should be paid.</source>
        <translation>Diga &apos;correcto&apos;, o dé el asiento y lo que se le debe pagar.</translation>
    </message>
    <message>
        <source>&apos;{item}&apos; is not a seat at this table (seats {seats}).</source>
        <translation>&apos;{item}&apos; no es un asiento de esta mesa (asientos {seats}).</translation>
    </message>
    <message>
        <source>Give what seat {seat} should be paid, like S{seat} 45.</source>
        <translation>Dé lo que se debe pagar al asiento {seat}, por ejemplo S{seat} 45.</translation>
    </message>
    <message>
        <source>Give one seat and one amount, like S3 45.</source>
        <translation>Dé un asiento y un importe, por ejemplo S3 45.</translation>
    </message>
    <message>
        <source>&apos;{item}&apos; is not a delivery of this deal (1 to {count}).</source>
        <translation>&apos;{item}&apos; no es una entrega de este reparto (del 1 al {count}).</translation>
    </message>
    <message>
        <source>Say &apos;correct&apos;, or give the delivery and where it should have gone.</source>
        <translation>Diga &apos;correcto&apos;, o dé la entrega y adónde debió ir.</translation>
    </message>
    <message>
        <source>Give where delivery {n} should have gone, like {n} S3.</source>
        <translation>Dé adónde debió ir la entrega {n}, por ejemplo {n} S3.</translation>
    </message>
    <message>
        <source>Give one delivery and one place, like 4 S3.</source>
        <translation>Dé una entrega y un lugar, por ejemplo 4 S3.</translation>
    </message>
    <message>
        <source>&apos;{word}&apos; is not a place at this table ({places}).</source>
        <translation>&apos;{word}&apos; no es un lugar de esta mesa ({places}).</translation>
    </message>
    <message>
        <source>&apos;{item}&apos; is not a payment of this round (1 to {count}).</source>
        <translation>&apos;{item}&apos; no es un pago de esta ronda (del 1 al {count}).</translation>
    </message>
    <message>
        <source>Say &apos;correct&apos;, or give the payment and what it should be.</source>
        <translation>Diga &apos;correcto&apos;, o dé el pago y lo que debería ser.</translation>
    </message>
    <message>
        <source>Give what payment {n} should be: the amount, or who should receive it.</source>
        <translation>Dé lo que debería ser el pago {n}: el importe, o quién debería recibirlo.</translation>
    </message>
    <message>
        <source>Give one payment and one fix, like {n} $0.50 or {n} Bob.</source>
        <translation>Dé un pago y una corrección, por ejemplo {n} $0.50 o {n} Bob.</translation>
    </message>
    <message>
        <source>No net given for {player}: give every player&apos;s net (0 for one who breaks even), then submit.</source>
        <translation>No se dio el neto de {player}: dé el neto de cada jugador (0 para quien queda igual) y envíelo.</translation>
    </message>
    <message>
        <source>No amount given for seat {seat}: give every amount (0 where nothing is paid), then submit.</source>
        <translation>No se dio el importe del asiento {seat}: dé cada importe (0 donde no se paga nada) y envíelo.</translation>
    </message>
    <message>
        <source>No amount given for amount {n}: give every amount (0 where nothing is paid), then submit.</source>
        <translation>No se dio el importe {n}: dé cada importe (0 donde no se paga nada) y envíelo.</translation>
    </message>
    <message>
        <source>There are {count} seats to pay and you gave 1 amount. Give one for each, in order.</source>
        <translation>Hay {count} asientos que pagar y usted dio 1 importe. Dé uno por cada uno, en orden.</translation>
    </message>
    <message>
        <source>There are {count} seats to pay and you gave {given} amounts. Give one for each, in order.</source>
        <translation>Hay {count} asientos que pagar y usted dio {given} importes. Dé uno por cada uno, en orden.</translation>
    </message>
    <message>
        <source>There are {count} players and you gave 1 amount. Give one for each, in order.</source>
        <translation>Hay {count} jugadores y usted dio 1 importe. Dé uno por cada uno, en orden.</translation>
    </message>
    <message>
        <source>There are {count} players and you gave {given} amounts. Give one for each, in order.</source>
        <translation>Hay {count} jugadores y usted dio {given} importes. Dé uno por cada uno, en orden.</translation>
    </message>
</context>
<context>
    <name>arrangement</name>
    <message>
        <source>Pull the 3 board cards used slightly down; both own cards play.</source>
        <translation>Baje un poco las 3 cartas comunitarias usadas; juegan las dos cartas propias.</translation>
    </message>
    <message>
        <source>Pull the 4 board cards used slightly down and put the unused own card to the right, face up.</source>
        <translation>Baje un poco las 4 cartas comunitarias usadas y ponga la carta propia que no se usa a la derecha, boca arriba.</translation>
    </message>
    <message>
        <source>Pull the entire board slightly down and put both own cards to the right, face up.</source>
        <translation>Baje un poco todas las cartas comunitarias y ponga las dos cartas propias a la derecha, boca arriba.</translation>
    </message>
</context>
<context>
    <name>blackjack</name>
    <message>
        <source>The dealer is bust with {total} and draws no more.</source>
        <translation>El crupier se pasa con {total} y no pide más.</translation>
    </message>
    <message>
        <source>The dealer draws on {total}: under 17 the dealer always draws.</source>
        <translation>El crupier pide con {total}: por debajo de 17 el crupier siempre pide.</translation>
    </message>
    <message>
        <source>The dealer draws on soft 17: the house hits soft 17.</source>
        <translation>El crupier pide con 17 blando: la casa pide con 17 blando.</translation>
    </message>
    <message>
        <source>The dealer stands on soft 17: the house stands on all 17s.</source>
        <translation>El crupier se planta con 17 blando: la casa se planta con todos los 17.</translation>
    </message>
    <message>
        <source>The dealer stands on {total}.</source>
        <translation>El crupier se planta con {total}.</translation>
    </message>
    <message>
        <source>{wager} x {num}/{den} = {paid}</source>
        <translation>{wager} x {num}/{den} = {paid}</translation>
    </message>
    <message>
        <source>{wager} x {num}/{den} = {paid} (rounded down to the cent)</source>
        <translation>{wager} x {num}/{den} = {paid} (redondeado hacia abajo al centavo)</translation>
    </message>
    <message>
        <source>The player surrenders {total}: half the wager is lost.</source>
        <translation>El jugador se rinde con {total}: pierde la mitad de la apuesta.</translation>
    </message>
    <message>
        <source>half of {wager} = {lost} lost, {returned} returned</source>
        <translation>la mitad de {wager} = {lost} perdidos, {returned} devueltos</translation>
    </message>
    <message>
        <source>The player takes even money on a blackjack against the dealer&apos;s ace.</source>
        <translation>El jugador toma pago parejo con un blackjack contra el as del crupier.</translation>
    </message>
    <message>
        <source>{stake} x 1 = {stake}</source>
        <translation>{stake} x 1 = {stake}</translation>
    </message>
    <message>
        <source>A blackjack against the dealer&apos;s blackjack is a push.</source>
        <translation>Un blackjack contra el blackjack del crupier es empate.</translation>
    </message>
    <message>
        <source>A blackjack pays {pays}.</source>
        <translation>Un blackjack paga {pays}.</translation>
    </message>
    <message>
        <source>The player is bust with {total}.</source>
        <translation>El jugador se pasa con {total}.</translation>
    </message>
    <message>
        <source>The dealer&apos;s blackjack beats {total}.</source>
        <translation>El blackjack del crupier le gana a {total}.</translation>
    </message>
    <message>
        <source> (doubled)</source>
        <comment>after a hand&apos;s total: soft 19 (doubled)</comment>
        <translation> (doblada)</translation>
    </message>
    <message>
        <source>The dealer is bust with {dealer_total}: {total}{doubled} pays 1 to 1.</source>
        <translation>El crupier se pasa con {dealer_total}: {total}{doubled} paga 1 a 1.</translation>
    </message>
    <message>
        <source>{Total}{doubled} beats the dealer&apos;s {dealer}: it pays 1 to 1.</source>
        <translation>{Total}{doubled} le gana al {dealer} del crupier: paga 1 a 1.</translation>
    </message>
    <message>
        <source>{Total} ties the dealer&apos;s {dealer_total}.</source>
        <translation>{Total} empata con el {dealer_total} del crupier.</translation>
    </message>
    <message>
        <source>The dealer&apos;s {dealer} beats {total}{doubled}.</source>
        <translation>El {dealer} del crupier le gana a {total}{doubled}.</translation>
    </message>
    <message>
        <source>The dealer&apos;s blackjack beats {total}; every wager on it is lost.</source>
        <translation>El blackjack del crupier le gana a {total}; se pierden todas sus apuestas.</translation>
    </message>
    <message>
        <source>The dealer&apos;s blackjack beats {total}, but the dealer collects only the original wager: the wager added by splitting is returned.</source>
        <translation>El blackjack del crupier le gana a {total}, pero el crupier cobra solo la apuesta original: la apuesta agregada al dividir se devuelve.</translation>
    </message>
    <message>
        <source>The dealer&apos;s blackjack beats {total}: the dealer collects only the original wager.</source>
        <translation>El blackjack del crupier le gana a {total}: el crupier cobra solo la apuesta original.</translation>
    </message>
    <message>
        <source>The dealer&apos;s blackjack beats {total}: the dealer collects only the original wager, the double is returned.</source>
        <translation>El blackjack del crupier le gana a {total}: el crupier cobra solo la apuesta original y devuelve la doblada.</translation>
    </message>
    <message>
        <source>{lost} lost</source>
        <translation>{lost} perdidos</translation>
    </message>
    <message>
        <source>{lost} lost, {returned} returned</source>
        <translation>{lost} perdidos, {returned} devueltos</translation>
    </message>
    <message>
        <source>No insurance was taken.</source>
        <translation>No se tomó seguro.</translation>
    </message>
    <message>
        <source>nothing wagered</source>
        <translation>nada apostado</translation>
    </message>
    <message>
        <source>The dealer has a blackjack: insurance pays 2 to 1.</source>
        <translation>El crupier tiene blackjack: el seguro paga 2 a 1.</translation>
    </message>
    <message>
        <source>{amount} x 2 = {paid}</source>
        <translation>{amount} x 2 = {paid}</translation>
    </message>
    <message>
        <source>The dealer has no blackjack: insurance loses.</source>
        <translation>El crupier no tiene blackjack: el seguro pierde.</translation>
    </message>
    <message>
        <source>bust ({total})</source>
        <translation>pasado ({total})</translation>
    </message>
    <message>
        <source>soft {total}</source>
        <translation>{total} blando</translation>
    </message>
    <message>
        <source>hard {total}</source>
        <translation>{total} duro</translation>
    </message>
    <message>
        <source>bust {total}</source>
        <comment>a choice: bust 24</comment>
        <translation>pasado {total}</translation>
    </message>
    <message>
        <source>{cards}: every ace counts 1, then one ace 11 where that does not bust the hand: {hard} hard.</source>
        <translation>{cards}: cada as vale 1, y luego un as vale 11 si eso no pasa la mano: {hard} duro.</translation>
    </message>
    <message>
        <source>{cards}: every ace counts 1, then one ace 11 where that does not bust the hand: {hard} hard, {total} with an ace as 11 (soft).</source>
        <translation>{cards}: cada as vale 1, y luego un as vale 11 si eso no pasa la mano: {hard} duro, {total} con un as como 11 (blando).</translation>
    </message>
    <message>
        <source>An ace and a ten-value card as a hand&apos;s first two cards: a blackjack.</source>
        <translation>Un as y una carta de valor diez como las dos primeras cartas de una mano: un blackjack.</translation>
    </message>
    <message>
        <source>Two cards of 21 on a split hand are a soft 21, not a blackjack.</source>
        <translation>Dos cartas que suman 21 en una mano dividida son un 21 blando, no un blackjack.</translation>
    </message>
    <message>
        <source>The hand is {total}.</source>
        <translation>La mano es {total}.</translation>
    </message>
    <message>
        <source>A player&apos;s hand: {cards}. What is its total?</source>
        <translation>La mano de un jugador: {cards}. ¿Cuál es su total?</translation>
    </message>
    <message>
        <source>A player&apos;s hand (a hand formed by splitting a pair): {cards}. What is its total?</source>
        <translation>La mano de un jugador (una mano formada al dividir un par): {cards}. ¿Cuál es su total?</translation>
    </message>
    <message>
        <source>The dealer draws</source>
        <translation>El crupier pide</translation>
    </message>
    <message>
        <source>The dealer stands</source>
        <translation>El crupier se planta</translation>
    </message>
    <message>
        <source>The table posts that the dealer hits soft 17. The dealer&apos;s cards are {cards}. Does the dealer draw or stand?</source>
        <translation>La mesa anuncia que el crupier pide con 17 blando. Las cartas del crupier son {cards}. ¿El crupier pide o se planta?</translation>
    </message>
    <message>
        <source>The table posts that the dealer stands on all 17s. The dealer&apos;s cards are {cards}. Does the dealer draw or stand?</source>
        <translation>La mesa anuncia que el crupier se planta con todos los 17. Las cartas del crupier son {cards}. ¿El crupier pide o se planta?</translation>
    </message>
    <message>
        <source>{cards} is {total}.</source>
        <translation>{cards} es {total}.</translation>
    </message>
    <message>
        <source>Under 17 the dealer always draws; on 17 or more the dealer stands, except that where the house hits soft 17 the dealer draws to a soft 17.</source>
        <translation>Por debajo de 17 el crupier siempre pide; con 17 o más se planta, salvo que, donde la casa pide con 17 blando, el crupier pide con un 17 blando.</translation>
    </message>
    <message>
        <source>So: the dealer draws.</source>
        <translation>Entonces: el crupier pide.</translation>
    </message>
    <message>
        <source>So: the dealer stands.</source>
        <translation>Entonces: el crupier se planta.</translation>
    </message>
    <message>
        <source>{house} The dealer has drawn and settles seat {seat}: how much does the dealer pay seat {seat}? {scope}</source>
        <translation>{house} El crupier ya pidió y liquida el asiento {seat}: ¿cuánto le paga el crupier al asiento {seat}? {scope}</translation>
    </message>
    <message>
        <source>{house} How much does the dealer pay seat {seat}? {scope}</source>
        <translation>{house} ¿Cuánto le paga el crupier al asiento {seat}? {scope}</translation>
    </message>
    <message>
        <source>Fewest chips: {count} chips: {chips}.</source>
        <translation>Mínimo de fichas: {count} fichas: {chips}.</translation>
    </message>
    <message>
        <source>Fewest chips: {count} chip: {chips}.</source>
        <translation>Mínimo de fichas: {count} ficha: {chips}.</translation>
    </message>
    <message>
        <source>{house} Seat {seat} has a blackjack. Build what the dealer pays it with the fewest chips. {scope}</source>
        <translation>{house} El asiento {seat} tiene blackjack. Arme con el mínimo de fichas lo que le paga el crupier. {scope}</translation>
    </message>
    <message>
        <source>Seat {seat}:</source>
        <comment>heading of a seat&apos;s lines</comment>
        <translation>Asiento {seat}:</translation>
    </message>
    <message>
        <source>{house} Pay the table from third base to first base, right to left: what does the dealer pay each seat? {scope}</source>
        <translation>{house} Pague la mesa de tercera base a primera base, de derecha a izquierda: ¿cuánto paga el crupier a cada asiento? {scope}</translation>
    </message>
    <message>
        <source>hand {cards} on {stake}: paid {paid}</source>
        <translation>mano {cards} con {stake}: pagado {paid}</translation>
    </message>
    <message>
        <source>hand {n} {cards} on {stake}: paid {paid}</source>
        <translation>mano {n} {cards} con {stake}: pagado {paid}</translation>
    </message>
    <message>
        <source>{amount} {flags}</source>
        <comment>$10.00 doubled</comment>
        <translation>{amount} {flags}</translation>
    </message>
    <message>
        <source>insurance {amount}: paid {paid}</source>
        <translation>seguro {amount}: pagado {paid}</translation>
    </message>
    <message>
        <source>took even money</source>
        <translation>tomó pago parejo</translation>
    </message>
    <message>
        <source>Seat {seat}: {parts}.</source>
        <translation>Asiento {seat}: {parts}.</translation>
    </message>
    <message>
        <source>{clean}: every seat is paid as the rules settle it.</source>
        <translation>{clean}: cada asiento se paga como lo liquidan las reglas.</translation>
    </message>
    <message>
        <source>Seat {seat}: {heading}: {what}.</source>
        <translation>Asiento {seat}: {heading}: {what}.</translation>
    </message>
    <message>
        <source>The dealer should pay {right}, not {shown}.</source>
        <translation>El crupier debe pagar {right}, no {shown}.</translation>
    </message>
    <message>
        <source>Seat {seat}, settled right:</source>
        <translation>Asiento {seat}, bien liquidado:</translation>
    </message>
    <message>
        <source>{house} The dealer has settled this table from third base to first base, as shown. Is it correct as it stands? If not, which seat is wrong, and what should the dealer pay it in all?</source>
        <translation>{house} El crupier liquidó esta mesa de tercera base a primera base, como se muestra. ¿Es correcto tal como está? Si no, ¿qué asiento está mal y cuánto debe pagarle el crupier en total?</translation>
    </message>
    <message>
        <source>split</source>
        <comment>a hand&apos;s flag</comment>
        <translation>dividida</translation>
    </message>
    <message>
        <source>doubled</source>
        <comment>a hand&apos;s flag</comment>
        <translation>doblada</translation>
    </message>
    <message>
        <source>surrendered</source>
        <comment>a hand&apos;s flag</comment>
        <translation>rendida</translation>
    </message>
    <message>
        <source>Blackjack pays {pays}.</source>
        <translation>El blackjack paga {pays}.</translation>
    </message>
    <message>
        <source>Dealer: {cards}</source>
        <translation>Crupier: {cards}</translation>
    </message>
    <message>
        <source>Seat {seat}: {cards}, wager {amount}</source>
        <translation>Asiento {seat}: {cards}, apuesta {amount}</translation>
    </message>
    <message>
        <source>Seat {seat}: {cards}, wager {amount} ({flags})</source>
        <translation>Asiento {seat}: {cards}, apuesta {amount} ({flags})</translation>
    </message>
    <message>
        <source>Seat {seat} hand {n}: {cards}, wager {amount}</source>
        <translation>Asiento {seat}, mano {n}: {cards}, apuesta {amount}</translation>
    </message>
    <message>
        <source>Seat {seat} hand {n}: {cards}, wager {amount} ({flags})</source>
        <translation>Asiento {seat}, mano {n}: {cards}, apuesta {amount} ({flags})</translation>
    </message>
    <message>
        <source>Seat {seat}: takes even money</source>
        <translation>Asiento {seat}: toma pago parejo</translation>
    </message>
    <message>
        <source>Seat {seat}: insurance {amount}</source>
        <translation>Asiento {seat}: seguro {amount}</translation>
    </message>
    <message>
        <source>Dealer: {cards}, a blackjack.</source>
        <translation>Crupier: {cards}, un blackjack.</translation>
    </message>
    <message>
        <source>Dealer: {cards}, {total}.</source>
        <translation>Crupier: {cards}, {total}.</translation>
    </message>
    <message>
        <source>{wager} + {wager} doubled</source>
        <translation>{wager} + {wager} al doblar</translation>
    </message>
    <message>
        <source>Hand {cards} ({stake}): {reason}</source>
        <translation>Mano {cards} ({stake}): {reason}</translation>
    </message>
    <message>
        <source>Hand {n} {cards} ({stake}): {reason}</source>
        <translation>Mano {n} {cards} ({stake}): {reason}</translation>
    </message>
    <message>
        <source>{head} {arithmetic}.</source>
        <translation>{head} {arithmetic}.</translation>
    </message>
    <message>
        <source>{head} Nothing paid ({arithmetic}).</source>
        <translation>{head} No se paga nada ({arithmetic}).</translation>
    </message>
    <message>
        <source>Insurance {amount}: {reason} {arithmetic}.</source>
        <translation>Seguro {amount}: {reason} {arithmetic}.</translation>
    </message>
    <message>
        <source>Insurance {amount}: {reason} Nothing paid.</source>
        <translation>Seguro {amount}: {reason} No se paga nada.</translation>
    </message>
    <message>
        <source>Total paid: {sums} = {total}.</source>
        <translation>Total pagado: {sums} = {total}.</translation>
    </message>
    <message>
        <source>Total paid: {total}.</source>
        <translation>Total pagado: {total}.</translation>
    </message>
    <message>
        <source>The house pays blackjack {pays}, insurance 2 to 1.</source>
        <translation>La casa paga el blackjack {pays} y el seguro 2 a 1.</translation>
    </message>
    <message>
        <source>The house pays blackjack {pays}, insurance 2 to 1. A dealer&apos;s blackjack takes only the original wager of a doubled or split hand.</source>
        <translation>La casa paga el blackjack {pays} y el seguro 2 a 1. El blackjack del crupier se lleva solo la apuesta original de una mano doblada o dividida.</translation>
    </message>
    <message>
        <source>The house pays blackjack {pays}, insurance 2 to 1. A dealer&apos;s blackjack takes every wager on a doubled or split hand.</source>
        <translation>La casa paga el blackjack {pays} y el seguro 2 a 1. El blackjack del crupier se lleva todas las apuestas de una mano doblada o dividida.</translation>
    </message>
</context>
<context>
    <name>chips</name>
    <message>
        <source>a dealer pays whole stacks of {stack} first: {want}, not {given}</source>
        <translation>el crupier paga primero pilas enteras de {stack}: {want}, no {given}</translation>
    </message>
    <message>
        <source>the chips are cut in {size}s here, not in {given}s</source>
        <translation>aquí las fichas se cortan de a {size}, no de a {given}</translation>
    </message>
    <message>
        <source>the {rest} chips after the stacks are cut as {cut}</source>
        <translation>las {rest} fichas que quedan tras las pilas se cortan así: {cut}</translation>
    </message>
    <message>
        <source>{n} stack</source>
        <translation>{n} pila</translation>
    </message>
    <message>
        <source>{n} stacks</source>
        <translation>{n} pilas</translation>
    </message>
    <message>
        <source>{n} loose</source>
        <translation>{n} sueltas</translation>
    </message>
    <message>
        <source>no chips</source>
        <comment>an empty cut</comment>
        <translation>ninguna ficha</translation>
    </message>
    <message>
        <source>{items}, {item}</source>
        <comment>the parts of a cut</comment>
        <translation>{items}, {item}</translation>
    </message>
    <message>
        <source>{items} and {last}</source>
        <comment>the parts of a cut</comment>
        <translation>{items} y {last}</translation>
    </message>
    <message>
        <source>the fewest chips</source>
        <translation>el mínimo de fichas</translation>
    </message>
    <message>
        <source>the fewest chips that include at least one {chip} chip</source>
        <translation>el mínimo de fichas que incluya al menos una ficha de {chip}</translation>
    </message>
    <message>
        <source>{n} five</source>
        <translation>{n} montón de cinco</translation>
    </message>
    <message>
        <source>{n} fives</source>
        <translation>{n} montones de cinco</translation>
    </message>
    <message>
        <source>{n} four</source>
        <translation>{n} montón de cuatro</translation>
    </message>
    <message>
        <source>{n} fours</source>
        <translation>{n} montones de cuatro</translation>
    </message>
    <message>
        <source>{n} pile of {size}</source>
        <translation>{n} montón de {size}</translation>
    </message>
    <message>
        <source>{n} piles of {size}</source>
        <translation>{n} montones de {size}</translation>
    </message>
    <message>
        <source>the chips make {total}, not {amount}</source>
        <translation>las fichas suman {total}, no {amount}</translation>
    </message>
    <message>
        <source>change of a {chip} chip is given in smaller chips ({chips})</source>
        <translation>el cambio de una ficha de {chip} se da en fichas menores ({chips})</translation>
    </message>
    <message>
        <source>the house gives at least one {chip} chip in change</source>
        <translation>la casa da al menos una ficha de {chip} en el cambio</translation>
    </message>
    <message>
        <source>{best} chips would do where you gave {given}</source>
        <translation>bastaban {best} fichas y usted dio {given}</translation>
    </message>
    <message>
        <source>{items} or {last}</source>
        <comment>chip values: $1.00, $2.50 or $5.00</comment>
        <translation>{items} o {last}</translation>
    </message>
    <message>
        <source>Seat {seat}&apos;s {wager} of {bet} {chip} chips ({amount}) wins: {row}, paid {odds}. Pay the winnings in {chip} chips from stacks of {stack}, cut in fives, as the house pays: whole stacks first, then as many fives as the rest allows, then loose chips. How many stacks, fives and loose chips?</source>
        <translation>Gana la apuesta ({wager}) del asiento {seat}, de {bet} fichas de {chip} ({amount}): {row}, paga {odds}. Pague la ganancia en fichas de {chip} desde pilas de {stack}, cortadas en montones de cinco, como paga la casa: primero pilas enteras, luego tantos montones de cinco como permita el resto y después fichas sueltas. ¿Cuántas pilas, montones de cinco y fichas sueltas?</translation>
    </message>
    <message>
        <source>Seat {seat}&apos;s {wager} of {bet} {chip} chips ({amount}) wins: {row}, paid {odds}. Pay the winnings in {chip} chips from stacks of {stack}, cut in fours, as the house pays: whole stacks first, then as many fours as the rest allows, then loose chips. How many stacks, fours and loose chips?</source>
        <translation>Gana la apuesta ({wager}) del asiento {seat}, de {bet} fichas de {chip} ({amount}): {row}, paga {odds}. Pague la ganancia en fichas de {chip} desde pilas de {stack}, cortadas en montones de cuatro, como paga la casa: primero pilas enteras, luego tantos montones de cuatro como permita el resto y después fichas sueltas. ¿Cuántas pilas, montones de cuatro y fichas sueltas?</translation>
    </message>
    <message>
        <source>Seat {seat}&apos;s {wager} of {bet} {chip} chip ({amount}) wins: {row}, paid {odds}. Pay the winnings in {chip} chips from stacks of {stack}, cut in fives, as the house pays: whole stacks first, then as many fives as the rest allows, then loose chips. How many stacks, fives and loose chips?</source>
        <translation>Gana la apuesta ({wager}) del asiento {seat}, de {bet} ficha de {chip} ({amount}): {row}, paga {odds}. Pague la ganancia en fichas de {chip} desde pilas de {stack}, cortadas en montones de cinco, como paga la casa: primero pilas enteras, luego tantos montones de cinco como permita el resto y después fichas sueltas. ¿Cuántas pilas, montones de cinco y fichas sueltas?</translation>
    </message>
    <message>
        <source>Seat {seat}&apos;s {wager} of {bet} {chip} chip ({amount}) wins: {row}, paid {odds}. Pay the winnings in {chip} chips from stacks of {stack}, cut in fours, as the house pays: whole stacks first, then as many fours as the rest allows, then loose chips. How many stacks, fours and loose chips?</source>
        <translation>Gana la apuesta ({wager}) del asiento {seat}, de {bet} ficha de {chip} ({amount}): {row}, paga {odds}. Pague la ganancia en fichas de {chip} desde pilas de {stack}, cortadas en montones de cuatro, como paga la casa: primero pilas enteras, luego tantos montones de cuatro como permita el resto y después fichas sueltas. ¿Cuántas pilas, montones de cuatro y fichas sueltas?</translation>
    </message>
    <message>
        <source>{bet} chips at {odds} win {paid} chips ({won}).</source>
        <translation>{bet} fichas a {odds} ganan {paid} fichas ({won}).</translation>
    </message>
    <message>
        <source>{bet} chip at {odds} win {paid} chips ({won}).</source>
        <translation>{bet} ficha a {odds} gana {paid} fichas ({won}).</translation>
    </message>
    <message>
        <source>{paid} chips: {cut} ({stacks} x {stack} + {piles} x {size} + {loose}).</source>
        <translation>{paid} fichas: {cut} ({stacks} x {stack} + {piles} x {size} + {loose}).</translation>
    </message>
    <message>
        <source>Whole stacks go first; the rest is cut from a stack, then the loose chips.</source>
        <translation>Primero van las pilas enteras; el resto se corta de una pila y luego van las fichas sueltas.</translation>
    </message>
    <message>
        <source>Seat {seat} is leaving the table with a pile of {count} chips: {chips}. Colour it up: give the fewest chips that make the same amount.</source>
        <translation>El asiento {seat} se retira de la mesa con un montón de {count} fichas: {chips}. Cámbielo por color: entregue el mínimo de fichas que sumen lo mismo.</translation>
    </message>
    <message>
        <source>The pile: {chips} = {total}.</source>
        <translation>El montón: {chips} = {total}.</translation>
    </message>
    <message>
        <source>Fewest chips: {count}: {chips}.</source>
        <translation>Mínimo de fichas: {count}: {chips}.</translation>
    </message>
    <message>
        <source>Seat {seat} buys in with {amount} in cash.</source>
        <translation>El asiento {seat} compra fichas con {amount} en efectivo.</translation>
    </message>
    <message>
        <source>Seat {seat} asks for change of a {chip} chip (change is given in smaller chips).</source>
        <translation>El asiento {seat} pide cambio de una ficha de {chip} (el cambio se da en fichas menores).</translation>
    </message>
    <message>
        <source>{asked} The house gives {rule}: what chips does the dealer give?</source>
        <translation>{asked} La casa entrega {rule}: ¿qué fichas entrega el crupier?</translation>
    </message>
    <message>
        <source>The house rule: {rule}.</source>
        <translation>La regla de la casa: {rule}.</translation>
    </message>
    <message>
        <source>The house rule: {rule}, all smaller than the {chip} chip.</source>
        <translation>La regla de la casa: {rule}, todas menores que la ficha de {chip}.</translation>
    </message>
    <message>
        <source>{amount} = {chips} ({count} chips).</source>
        <translation>{amount} = {chips} ({count} fichas).</translation>
    </message>
</context>
<context>
    <name>families</name>
    <message>
        <source>spot the misdeal</source>
        <translation>detectar el reparto erróneo</translation>
    </message>
    <message>
        <source>pay a seat</source>
        <translation>pagar un asiento</translation>
    </message>
    <message>
        <source>blackjacks, insurance and even money</source>
        <translation>blackjacks, seguro y pago parejo</translation>
    </message>
    <message>
        <source>pay a blackjack in chips</source>
        <translation>pagar un blackjack en fichas</translation>
    </message>
    <message>
        <source>pay the table</source>
        <translation>pagar la mesa</translation>
    </message>
    <message>
        <source>read a hand&apos;s total</source>
        <translation>leer el total de una mano</translation>
    </message>
    <message>
        <source>the dealer draws or stands</source>
        <translation>el crupier pide o se planta</translation>
    </message>
    <message>
        <source>spot the mispay</source>
        <translation>detectar el pago erróneo</translation>
    </message>
    <message>
        <source>the dealer&apos;s board</source>
        <translation>las cartas comunitarias del crupier</translation>
    </message>
    <message>
        <source>pay the bets</source>
        <translation>pagar las apuestas</translation>
    </message>
    <message>
        <source>pay a picture</source>
        <translation>pagar un cuadro completo</translation>
    </message>
    <message>
        <source>pay a complete</source>
        <translation>pagar un completo</translation>
    </message>
    <message>
        <source>payoff keys</source>
        <translation>claves de pago</translation>
    </message>
    <message>
        <source>pay a picture in chips</source>
        <translation>pagar un cuadro completo en fichas</translation>
    </message>
    <message>
        <source>which bet wins</source>
        <translation>qué apuesta gana</translation>
    </message>
    <message>
        <source>what one bet covers</source>
        <translation>qué cubre una apuesta</translation>
    </message>
    <message>
        <source>what a chip covers</source>
        <translation>qué cubre una ficha</translation>
    </message>
    <message>
        <source>settle a spin in order</source>
        <translation>liquidar un giro en orden</translation>
    </message>
    <message>
        <source>colour up wheel chips</source>
        <translation>cambiar fichas de rueda por color</translation>
    </message>
    <message>
        <source>what the hand pays</source>
        <translation>qué paga la mano</translation>
    </message>
    <message>
        <source>reveal and settle the three games</source>
        <translation>descubrir y liquidar los tres juegos</translation>
    </message>
    <message>
        <source>rake a pot</source>
        <translation>comisionar un bote</translation>
    </message>
    <message>
        <source>award a pot</source>
        <translation>entregar un bote</translation>
    </message>
    <message>
        <source>wagers to refuse</source>
        <translation>apuestas que rechazar</translation>
    </message>
    <message>
        <source>legal rake settings</source>
        <translation>comisiones permitidas</translation>
    </message>
    <message>
        <source>deal the cards</source>
        <translation>repartir las cartas</translation>
    </message>
    <message>
        <source>rank the hands in</source>
        <translation>ordenar las manos que juegan</translation>
    </message>
    <message>
        <source>settle the burns</source>
        <translation>liquidar las quemas</translation>
    </message>
    <message>
        <source>settle a strikes round</source>
        <translation>liquidar una ronda de strikes</translation>
    </message>
    <message>
        <source>the ante, the burn and the pot</source>
        <translation>el ante, la quema y el bote</translation>
    </message>
    <message>
        <source>what the wild cards stand for</source>
        <translation>qué valen los comodines</translation>
    </message>
    <message>
        <source>read a wild-card hand</source>
        <translation>leer una mano con comodines</translation>
    </message>
    <message>
        <source>markers, strikes and the pot</source>
        <translation>marcas, strikes y el bote</translation>
    </message>
    <message>
        <source>cut a payment from stacks</source>
        <translation>cortar un pago de las pilas</translation>
    </message>
    <message>
        <source>colour up</source>
        <translation>cambiar por color</translation>
    </message>
    <message>
        <source>make change</source>
        <translation>dar cambio</translation>
    </message>
    <message>
        <source>spot the payment made wrong</source>
        <translation>detectar el pago mal hecho</translation>
    </message>
    <message>
        <source>pay a position</source>
        <translation>pagar una posición</translation>
    </message>
    <message>
        <source>pay in chips</source>
        <translation>pagar en fichas</translation>
    </message>
    <message>
        <source>full-table sprint</source>
        <translation>mesa llena contra reloj</translation>
    </message>
    <message>
        <source>spot the rake taken wrong</source>
        <translation>detectar la comisión mal cobrada</translation>
    </message>
    <message>
        <source>settle the seats</source>
        <translation>liquidar los asientos</translation>
    </message>
    <message>
        <source>procedure rulings</source>
        <translation>dictámenes de procedimiento</translation>
    </message>
    <message>
        <source>spot the error</source>
        <translation>detectar el error</translation>
    </message>
    <message>
        <source>name the hand</source>
        <translation>nombrar la mano</translation>
    </message>
    <message>
        <source>which hand wins</source>
        <translation>qué mano gana</translation>
    </message>
    <message>
        <source>does the dealer qualify</source>
        <translation>califica el crupier</translation>
    </message>
    <message>
        <source>arrange the hand</source>
        <translation>ordenar la mano</translation>
    </message>
    <message>
        <source>situations at the table</source>
        <translation>situaciones en la mesa</translation>
    </message>
</context>
<context>
    <name>games</name>
    <message>
        <source>3-card</source>
        <comment>the 3-card game of 3-5-7</comment>
        <translation>3 cartas</translation>
    </message>
    <message>
        <source>5-card</source>
        <comment>the 5-card game of 3-5-7</comment>
        <translation>5 cartas</translation>
    </message>
    <message>
        <source>7-card</source>
        <comment>the 7-card game of 3-5-7</comment>
        <translation>7 cartas</translation>
    </message>
    <message>
        <source>3-5-7 Poker</source>
        <translation>3-5-7 Poker</translation>
    </message>
    <message>
        <source>3-5-7</source>
        <comment>short title</comment>
        <translation>3-5-7</translation>
    </message>
    <message>
        <source>Blackjack</source>
        <translation>Blackjack</translation>
    </message>
    <message>
        <source>Blackjack</source>
        <comment>short title</comment>
        <translation>Blackjack</translation>
    </message>
    <message>
        <source>Casino Hold&apos;em</source>
        <translation>Casino Hold&apos;em</translation>
    </message>
    <message>
        <source>Hold&apos;em</source>
        <comment>short title</comment>
        <translation>Hold&apos;em</translation>
    </message>
    <message>
        <source>Roulette</source>
        <translation>Ruleta</translation>
    </message>
    <message>
        <source>Roulette</source>
        <comment>short title</comment>
        <translation>Ruleta</translation>
    </message>
    <message>
        <source>Three Card Poker</source>
        <translation>Three Card Poker</translation>
    </message>
    <message>
        <source>Three Card</source>
        <comment>short title</comment>
        <translation>Three Card</translation>
    </message>
    <message>
        <source>3-5-7 home game</source>
        <translation>Juego casero 3-5-7</translation>
    </message>
    <message>
        <source>Home game</source>
        <comment>short title</comment>
        <translation>Juego casero</translation>
    </message>
</context>
<context>
    <name>hands</name>
    <message>
        <source>high card</source>
        <comment>after &apos;is&apos;</comment>
        <translation>carta alta</translation>
    </message>
    <message>
        <source>a pair</source>
        <translation>un par</translation>
    </message>
    <message>
        <source>two pair</source>
        <comment>after &apos;is&apos;</comment>
        <translation>dos pares</translation>
    </message>
    <message>
        <source>three of a kind</source>
        <comment>after &apos;is&apos;</comment>
        <translation>un trío</translation>
    </message>
    <message>
        <source>a straight</source>
        <translation>una escalera</translation>
    </message>
    <message>
        <source>a flush</source>
        <translation>un color</translation>
    </message>
    <message>
        <source>a full house</source>
        <translation>un full</translation>
    </message>
    <message>
        <source>four of a kind</source>
        <comment>after &apos;is&apos;</comment>
        <translation>un póker</translation>
    </message>
    <message>
        <source>a straight flush</source>
        <translation>una escalera de color</translation>
    </message>
    <message>
        <source>a royal flush</source>
        <translation>una escalera real</translation>
    </message>
    <message>
        <source>{category}, {high}</source>
        <comment>straight, ten high</comment>
        <translation>{category} {high}</translation>
    </message>
    <message>
        <source>{card} as the {stand_in}</source>
        <comment>a wild 3c as the Ah</comment>
        <translation>{card} como {stand_in}</translation>
    </message>
    <message>
        <source>{card} as {rank}</source>
        <comment>a wild 3c as a king</comment>
        <translation>{card} como {rank}</translation>
    </message>
    <message>
        <source>three wild 3s: no value</source>
        <translation>tres treses comodín: sin valor</translation>
    </message>
    <message>
        <source>{category}, {ranks}</source>
        <comment>three of a kind, kings</comment>
        <translation>{category} de {ranks}</translation>
    </message>
    <message>
        <source>{category}, {high} full of {low}</source>
        <translation>{category} de {high} con {low}</translation>
    </message>
    <message>
        <source>{category}, {high} and {low}</source>
        <comment>two pair</comment>
        <translation>{category}: {high} y {low}</translation>
    </message>
    <message>
        <source>{category} of {ranks}</source>
        <comment>pair of eights</comment>
        <translation>{category} de {ranks}</translation>
    </message>
    <message>
        <source>{category}, {rank}</source>
        <comment>high card, jack</comment>
        <translation>{category}: {rank}</translation>
    </message>
    <message>
        <source>first</source>
        <comment>a marker or strike</comment>
        <translation>primera</translation>
    </message>
    <message>
        <source>second</source>
        <comment>a marker or strike</comment>
        <translation>segunda</translation>
    </message>
    <message>
        <source>third</source>
        <comment>a marker or strike</comment>
        <translation>tercera</translation>
    </message>
    <message>
        <source>fourth</source>
        <comment>a marker or strike</comment>
        <translation>cuarta</translation>
    </message>
    <message>
        <source>fifth</source>
        <comment>a marker or strike</comment>
        <translation>quinta</translation>
    </message>
    <message>
        <source>{n}th</source>
        <comment>a marker or strike</comment>
        <translation>{n}.ª</translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <comment>Ann, Bob and Cal</comment>
        <translation>{first} y {last}</translation>
    </message>
</context>
<context>
    <name>home options</name>
    <message>
        <source>Players must number from 2 to 7 with the minimum not above the maximum (not {low} to {high}); seven hands of seven cards take 49 of the 52.</source>
        <translation>Los jugadores deben ser de 2 a 7, con el mínimo no mayor que el máximo (no de {low} a {high}); siete manos de siete cartas toman 49 de las 52.</translation>
    </message>
    <message>
        <source>At least one strike or marker must win the pot.</source>
        <translation>Al menos un strike o una marca debe ganar el bote.</translation>
    </message>
    <message>
        <source>A tied split is shared in units of a cent or more.</source>
        <translation>Un reparto por empate se hace en unidades de un centavo o más.</translation>
    </message>
    <message>
        <source>The ante cap of {cap} is below the first ante of {ante}.</source>
        <translation>El tope del ante de {cap} es menor que el primer ante de {ante}.</translation>
    </message>
    <message>
        <source>The strikes variant has no burns (Strikes ¶12).</source>
        <translation>La partida Strikes no tiene quemas (Strikes ¶12).</translation>
    </message>
    <message>
        <source>Paying a burn to the pot when nobody is in is a burns variant (Burns ¶25).</source>
        <translation>Pagar una quema al bote cuando nadie entra es propio de la partida Burns (Burns ¶25).</translation>
    </message>
    <message>
        <source>The burns variant has markers, not strikes (Burns ¶20).</source>
        <translation>La partida Burns tiene marcas, no strikes (Burns ¶20).</translation>
    </message>
</context>
<context>
    <name>money</name>
    <message>
        <source>{win} to {per}</source>
        <comment>a payout: 40 to 1</comment>
        <translation>{win} a {per}</translation>
    </message>
    <message>
        <source>{percent}% of the meter</source>
        <translation>{percent}% del pozo</translation>
    </message>
    <message>
        <source>{amount} for 1</source>
        <comment>a fixed payout, wager not returned</comment>
        <translation>{amount} por 1</translation>
    </message>
</context>
<context>
    <name>paytable</name>
    <message>
        <source>Royal Flush</source>
        <translation>Escalera real</translation>
    </message>
    <message>
        <source>Straight Flush</source>
        <translation>Escalera de color</translation>
    </message>
    <message>
        <source>Straight flush</source>
        <translation>Escalera de color</translation>
    </message>
    <message>
        <source>4 of A Kind</source>
        <translation>Póker</translation>
    </message>
    <message>
        <source>4 of a Kind</source>
        <translation>Póker</translation>
    </message>
    <message>
        <source>Full House</source>
        <translation>Full</translation>
    </message>
    <message>
        <source>Flush</source>
        <translation>Color</translation>
    </message>
    <message>
        <source>Straight</source>
        <translation>Escalera</translation>
    </message>
    <message>
        <source>Straight or less</source>
        <translation>Escalera o menos</translation>
    </message>
    <message>
        <source>3 of a Kind</source>
        <translation>Trío</translation>
    </message>
    <message>
        <source>Three of a kind</source>
        <translation>Trío</translation>
    </message>
    <message>
        <source>Two Pair</source>
        <translation>Dos pares</translation>
    </message>
    <message>
        <source>Jack-high Two Pair</source>
        <translation>Dos pares con jota alta</translation>
    </message>
    <message>
        <source>Ten-high Two Pair</source>
        <translation>Dos pares con diez alto</translation>
    </message>
    <message>
        <source>One Pair</source>
        <translation>Un par</translation>
    </message>
    <message>
        <source>A pair</source>
        <translation>Un par</translation>
    </message>
    <message>
        <source>Pair of 6&apos;s or Better</source>
        <translation>Par de seises o mejor</translation>
    </message>
    <message>
        <source>Any winning hand</source>
        <translation>Cualquier mano ganadora</translation>
    </message>
    <message>
        <source>Payout Schedule {number}</source>
        <translation>Tabla de pagos {number}</translation>
    </message>
</context>
<context>
    <name>protection</name>
    <message>
        <source>paid as {row} ({pays}); the hand is {right} ({right_pays})</source>
        <translation>pagada como {row} ({pays}); la mano es {right} ({right_pays})</translation>
    </message>
    <message>
        <source>paid by {table} ({pays}); the posted schedule is {posted} ({posted_pays})</source>
        <translation>pagada con {table} ({pays}); la tabla anunciada es {posted} ({posted_pays})</translation>
    </message>
    <message>
        <source>a push paid 1 to 1; {reason}</source>
        <translation>un empate pagado 1 a 1; {reason}</translation>
    </message>
    <message>
        <source>the ante bonus was not paid; {reason}</source>
        <translation>no se pagó el bono del ante; {reason}</translation>
    </message>
    <message>
        <source>a winning hand read as a loser and taken; {reason}</source>
        <translation>una mano ganadora leída como perdedora y cobrada; {reason}</translation>
    </message>
    <message>
        <source>a {amount} wager accepted over the table maximum of {top} and paid on all of it; it is taken down to the maximum</source>
        <translation>una apuesta de {amount} aceptada por encima del máximo de la mesa de {top} y pagada completa; se reduce al máximo</translation>
    </message>
    <message>
        <source>the folded ante paid 1 to 1 as if the hand had played; a fold loses the ante ({amount})</source>
        <translation>el ante retirado pagado 1 a 1 como si la mano hubiera jugado; al retirarse se pierde el ante ({amount})</translation>
    </message>
    <message>
        <source>the surrendered 7-card wager paid as if played ({reason}); half of it was surrendered and nothing is paid</source>
        <translation>la apuesta de 7 cartas rendida pagada como si hubiera jugado ({reason}); se rindió la mitad y no se paga nada</translation>
    </message>
    <message>
        <source>no pay</source>
        <comment>a progressive hand that pays nothing</comment>
        <translation>sin pago</translation>
    </message>
    <message>
        <source>the first five</source>
        <translation>las primeras cinco</translation>
    </message>
    <message>
        <source>paid on all seven cards ({seven}, {read}); the progressive is read on the two cards and the flop only: {first}</source>
        <translation>pagada con las siete cartas ({seven}, {read}); el progresivo se lee solo con las dos cartas y el flop: {first}</translation>
    </message>
    <message>
        <source>paid on all seven cards ({seven}, {read}); the progressive is read on the two cards and the flop only: {first}, {pays}</source>
        <translation>pagada con las siete cartas ({seven}, {read}); el progresivo se lee solo con las dos cartas y el flop: {first}, {pays}</translation>
    </message>
    <message>
        <source>paid on all seven cards ({seven}, {read}); the progressive is read on the two cards and the flop only: {first}, which does not pay</source>
        <translation>pagada con las siete cartas ({seven}, {read}); el progresivo se lee solo con las dos cartas y el flop: {first}, que no paga</translation>
    </message>
    <message>
        <source>a rake of {rake} ({percent}% of {pot}) was taken; the posted cap is {cap}, the lesser of the two, so the award is {award}</source>
        <translation>se cobró una comisión de {rake} ({percent}% de {pot}); el tope anunciado es {cap}, lo menor de los dos, así que el premio es {award}</translation>
    </message>
    <message>
        <source>a rake of {rake} was taken from a pot only seat {seat} entered; a lone pot wager is no pot, it is returned whole as void ({pot})</source>
        <translation>se cobró una comisión de {rake} de un bote en el que solo entró el asiento {seat}; una única apuesta al bote no forma bote, se devuelve completa por anulada ({pot})</translation>
    </message>
    <message>
        <source>the dealer</source>
        <comment>a place cards are dealt to</comment>
        <translation>el crupier</translation>
    </message>
    <message>
        <source>the burn</source>
        <comment>a place cards are dealt to</comment>
        <translation>la carta quemada</translation>
    </message>
    <message>
        <source>community card {n}</source>
        <comment>a place cards are dealt to</comment>
        <translation>la carta comunitaria {n}</translation>
    </message>
    <message>
        <source>seat {n}</source>
        <comment>a place cards are dealt to</comment>
        <translation>el asiento {n}</translation>
    </message>
    <message>
        <source>delivery {n} went to {went} before {next}; in the house&apos;s order {first} comes first</source>
        <translation>la entrega {n} fue para {went} antes que para {next}; en el orden de la casa va primero {first}</translation>
    </message>
    <message>
        <source>delivery {n} went to {went} before {next}; in the text&apos;s order {first} comes first</source>
        <translation>la entrega {n} fue para {went} antes que para {next}; en el orden del texto va primero {first}</translation>
    </message>
    <message>
        <source>delivery {n} went to {went}; it belongs to {belongs}</source>
        <translation>la entrega {n} fue para {went}; le correspondía a {belongs}</translation>
    </message>
    <message>
        <source>a payout at the wrong row</source>
        <translation>un pago por la fila equivocada</translation>
    </message>
    <message>
        <source>a payout from the wrong schedule</source>
        <translation>un pago con la tabla equivocada</translation>
    </message>
    <message>
        <source>a push paid as a win</source>
        <translation>un empate pagado como ganancia</translation>
    </message>
    <message>
        <source>the ante bonus missed</source>
        <translation>el bono del ante sin pagar</translation>
    </message>
    <message>
        <source>a misread hand</source>
        <translation>una mano mal leída</translation>
    </message>
    <message>
        <source>a wager over the table maximum accepted</source>
        <translation>una apuesta por encima del máximo de la mesa aceptada</translation>
    </message>
    <message>
        <source>a fold settled as if played</source>
        <translation>una mano retirada liquidada como si hubiera jugado</translation>
    </message>
    <message>
        <source>a surrender settled as if played</source>
        <translation>una rendición liquidada como si hubiera jugado</translation>
    </message>
    <message>
        <source>a progressive paid on the wrong five cards</source>
        <translation>un progresivo pagado con las cinco cartas equivocadas</translation>
    </message>
    <message>
        <source>a rake over the cap</source>
        <translation>una comisión por encima del tope</translation>
    </message>
    <message>
        <source>a rake taken from a voided pot</source>
        <translation>una comisión cobrada de un bote anulado</translation>
    </message>
    <message>
        <source>a card dealt to the wrong seat</source>
        <translation>una carta repartida al asiento equivocado</translation>
    </message>
    <message>
        <source>a card dealt out of order</source>
        <translation>una carta repartida fuera de orden</translation>
    </message>
    <message>
        <source>an arrangement with the wrong board cards</source>
        <translation>una disposición con las cartas comunitarias equivocadas</translation>
    </message>
    <message>
        <source>a burn or payment collected at the wrong amount</source>
        <translation>una quema o un pago cobrado por un monto equivocado</translation>
    </message>
    <message>
        <source>the ante not raised</source>
        <translation>el ante sin aumentar</translation>
    </message>
    <message>
        <source>a pot awarded to the wrong player</source>
        <translation>un bote entregado al jugador equivocado</translation>
    </message>
    <message>
        <source>a wild card misread</source>
        <translation>un comodín mal leído</translation>
    </message>
    <message>
        <source>a blackjack paid at the wrong odds</source>
        <translation>un blackjack pagado con la proporción equivocada</translation>
    </message>
    <message>
        <source>insurance paid at the wrong odds</source>
        <translation>un seguro pagado con la proporción equivocada</translation>
    </message>
    <message>
        <source>a doubled hand paid on its first wager only</source>
        <translation>una mano doblada pagada solo sobre su primera apuesta</translation>
    </message>
    <message>
        <source>a split hand&apos;s 21 paid as a blackjack</source>
        <translation>el 21 de una mano dividida pagado como blackjack</translation>
    </message>
    <message>
        <source>a bet paid at another kind&apos;s odds</source>
        <translation>una apuesta pagada con la proporción de otro tipo</translation>
    </message>
    <message>
        <source>a bet paid at the other wheel&apos;s odds</source>
        <translation>una apuesta pagada con la proporción de la otra rueda</translation>
    </message>
    <message>
        <source>a bet of a picture left unpaid</source>
        <translation>una apuesta de una figura sin pagar</translation>
    </message>
    <message>
        <source>a losing bet paid</source>
        <translation>una apuesta perdedora pagada</translation>
    </message>
    <message>
        <source>a bet placed after no more bets paid</source>
        <translation>una apuesta colocada después del «no va más» pagada</translation>
    </message>
    <message>
        <source>the house {amount}</source>
        <comment>whom a mistake costs</comment>
        <translation>a la casa {amount}</translation>
    </message>
    <message>
        <source>the player {amount}</source>
        <comment>whom a mistake costs</comment>
        <translation>al jugador {amount}</translation>
    </message>
    <message>
        <source>dealt on, one seat holds a card short and another a card over: a misdeal, every wager on the hand void (CO 3-5-7 ¶4), the hand&apos;s action lost to the house</source>
        <translation>si se sigue repartiendo, un asiento queda con una carta de menos y otro con una de más: es un reparto nulo, todas las apuestas de la mano quedan anuladas (CO 3-5-7 ¶4) y la casa pierde la acción de la mano</translation>
    </message>
    <message>
        <source>dealt on, one hand holds a card short and another a card over: the hand is a misdeal and every wager returned (house procedure; the text is silent), the hand&apos;s action lost to the house</source>
        <translation>si se sigue repartiendo, una mano queda con una carta de menos y otra con una de más: la mano es un reparto nulo y se devuelven todas las apuestas (procedimiento de la casa; el texto no lo dice), y la casa pierde la acción de la mano</translation>
    </message>
    <message>
        <source>every card after it reaches a hand the procedure did not give it, as a dealer steering cards would deal; it is called at once and the deal checked (house procedure)</source>
        <translation>cada carta posterior llega a una mano a la que el procedimiento no se la daba, como repartiría un crupier que dirige las cartas; se señala de inmediato y se revisa el reparto (procedimiento de la casa)</translation>
    </message>
    <message>
        <source>{n}. {place}</source>
        <comment>one delivery of a deal: 4. S3</comment>
        <translation>{n}. {place}</translation>
    </message>
    <message>
        <source>{clean}: every delivery goes where the house procedure puts it.</source>
        <translation>{clean}: cada entrega va adonde la pone el procedimiento de la casa.</translation>
    </message>
    <message>
        <source>{clean}: every delivery goes where the text puts it.</source>
        <translation>{clean}: cada entrega va adonde la pone el texto.</translation>
    </message>
    <message>
        <source>Delivery {n}: {heading}. {what}.</source>
        <translation>Entrega {n}: {heading}. {what}.</translation>
    </message>
    <message>
        <source>It should have gone to {place} ({token}): {cost}.</source>
        <translation>Debía ir para {place} ({token}): {cost}.</translation>
    </message>
    <message>
        <source>The deal as the house procedure gives it: {taps}.</source>
        <translation>El reparto según el procedimiento de la casa: {taps}.</translation>
    </message>
    <message>
        <source>The deal as the text gives it: {taps}.</source>
        <translation>El reparto según el texto: {taps}.</translation>
    </message>
    <message>
        <source>A stack or group delivered to a player together is one delivery.</source>
        <translation>Una pila o un grupo entregado junto a un jugador es una sola entrega.</translation>
    </message>
    <message>
        <source>{wagers} The dealer dealt {method}, delivering in this order: {deliveries}. Is the deal correct as it stands? If not, which delivery was the first made wrong, and where should it have gone?</source>
        <translation>{wagers} El crupier repartió {method}, con las entregas en este orden: {deliveries}. ¿Es correcto el reparto tal como está? Si no, ¿cuál fue la primera entrega equivocada y adónde debía ir?</translation>
    </message>
    <message>
        <source>{cards}, {hand}</source>
        <comment>cards, then the hand they make</comment>
        <translation>{cards}, {hand}</translation>
    </message>
    <message>
        <source>{wager} {amount}</source>
        <comment>a wager on the sheet</comment>
        <translation>{wager} {amount}</translation>
    </message>
    <message>
        <source>{wager} {amount} (meter {meter})</source>
        <translation>{wager} {amount} (pozo {meter})</translation>
    </message>
    <message>
        <source>surrenders</source>
        <translation>se rinde</translation>
    </message>
    <message>
        <source>folds</source>
        <translation>se retira</translation>
    </message>
    <message>
        <source>paid {amount}</source>
        <comment>what the dealer paid a wager</comment>
        <translation>pagado {amount}</translation>
    </message>
    <message>
        <source>tip bet {amount} on {wager}</source>
        <translation>apuesta de propina de {amount} en {wager}</translation>
    </message>
    <message>
        <source>{cards}; arranged {hand}</source>
        <translation>{cards}; dispuesta {hand}</translation>
    </message>
    <message>
        <source>{cards}; 7-card hand arranged {hand}</source>
        <translation>{cards}; mano de 7 cartas dispuesta {hand}</translation>
    </message>
    <message>
        <source>Seat {seat} ({cards}): {wagers}.</source>
        <translation>Asiento {seat} ({cards}): {wagers}.</translation>
    </message>
    <message>
        <source>Table limits: {low} to {high}.</source>
        <translation>Límites de la mesa: de {low} a {high}.</translation>
    </message>
    <message>
        <source>Table limits: {low} to {high}. A wager over the maximum is taken down to the maximum and paid on that.</source>
        <translation>Límites de la mesa: de {low} a {high}. Una apuesta por encima del máximo se reduce al máximo y se paga sobre eso.</translation>
    </message>
    <message>
        <source>{game} pot: seat {seat} alone, {total}; rake taken {rake}; returned {returned}.</source>
        <translation>Bote de {game}: el asiento {seat} solo, {total}; comisión cobrada {rake}; devuelto {returned}.</translation>
    </message>
    <message>
        <source>seat {seat} {amount}</source>
        <comment>what a seat was awarded</comment>
        <translation>asiento {seat} {amount}</translation>
    </message>
    <message>
        <source>{game} pot: seats {seats} at {stake} each, {total}; rake taken {rake}; awarded {paid}.</source>
        <translation>Bote de {game}: asientos {seats} a {stake} cada uno, {total}; comisión cobrada {rake}; entregado {paid}.</translation>
    </message>
    <message>
        <source>{game} {amount}</source>
        <comment>a 3-5-7 wager on the sheet</comment>
        <translation>{game} {amount}</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no pot wagers</comment>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>Seat {seat} ({cards}): {wagers}; pot wagers: {pots}; received {amount} from the pots.</source>
        <translation>Asiento {seat} ({cards}): {wagers}; apuestas al bote: {pots}; recibió {amount} de los botes.</translation>
    </message>
    <message>
        <source>{clean}: every pot is raked and awarded as the rules settle it.</source>
        <translation>{clean}: cada bote se comisiona y se entrega como lo liquidan las reglas.</translation>
    </message>
    <message>
        <source>Seat {seat}: {heading}. On the {game} pot, {what}.</source>
        <translation>Asiento {seat}: {heading}. En el bote de {game}, {what}.</translation>
    </message>
    <message>
        <source>Seat {seat} should receive {right} from the pots, not {shown}: the mistake would have cost {cost}.</source>
        <translation>El asiento {seat} debe recibir {right} de los botes, no {shown}: el error le habría costado {cost}.</translation>
    </message>
    <message>
        <source>{game} pot: {reason} ({arithmetic}; {clause}).</source>
        <translation>Bote de {game}: {reason} ({arithmetic}; {clause}).</translation>
    </message>
    <message>
        <source>The dealer has collected, raked and awarded the player-banked pots at this table as shown. Is it correct as it stands? If not, which seat is wrong, and what should it receive from the pots?</source>
        <translation>El crupier recogió, comisionó y entregó los botes de los jugadores de esta mesa como se muestra. ¿Es correcto tal como está? Si no, ¿qué asiento está mal y cuánto debe recibir de los botes?</translation>
    </message>
    <message>
        <source>Posted pot wager {stake}; posted rake {percent}% capped at {cap}.{split}</source>
        <translation>Apuesta al bote anunciada {stake}; comisión anunciada del {percent}% con tope de {cap}.{split}</translation>
    </message>
    <message>
        <source>Community: {cards}.</source>
        <translation>Comunitarias: {cards}.</translation>
    </message>
    <message>
        <source>Pots {count} · Received {amount}</source>
        <comment>a seat&apos;s note</comment>
        <translation>Botes {count} · Recibió {amount}</translation>
    </message>
    <message>
        <source>Dealer: {cards}.</source>
        <translation>Crupier: {cards}.</translation>
    </message>
    <message>
        <source>Dealer: {cards}; arranged {hand}.</source>
        <translation>Crupier: {cards}; dispuesta {hand}.</translation>
    </message>
    <message>
        <source>Board: flop {flop}, turn {turn}, river {river}.</source>
        <translation>Mesa: flop {flop}, turn {turn}, river {river}.</translation>
    </message>
    <message>
        <source>{wager} #{number}</source>
        <comment>a posted 3-5-7 schedule</comment>
        <translation>{wager} n.º {number}</translation>
    </message>
    <message>
        <source>Posted schedules: {posted}.</source>
        <translation>Tablas anunciadas: {posted}.</translation>
    </message>
    <message>
        <source>{clean}: every seat is paid as the rules settle it.</source>
        <translation>{clean}: cada asiento se paga como lo liquidan las reglas.</translation>
    </message>
    <message>
        <source>Seat {seat}: {heading}. On {wager}, {what}.</source>
        <translation>Asiento {seat}: {heading}. En {wager}, {what}.</translation>
    </message>
    <message>
        <source>The dealer should pay {right}, not {shown}: the mistake would have cost {cost}.</source>
        <translation>El crupier debe pagar {right}, no {shown}: el error le habría costado {cost}.</translation>
    </message>
    <message>
        <source>Seat {seat}, settled right:</source>
        <translation>Asiento {seat}, bien liquidado:</translation>
    </message>
    <message>
        <source>The dealer has settled this table, right to left, as shown. Is it correct as it stands? If not, which seat is wrong, and what should the dealer pay it?{tips}</source>
        <translation>El crupier liquidó esta mesa, de derecha a izquierda, como se muestra. ¿Es correcto tal como está? Si no, ¿qué asiento está mal y cuánto debe pagarle el crupier?{tips}</translation>
    </message>
    <message>
        <source>Surrender</source>
        <comment>a seat&apos;s note</comment>
        <translation>Rendición</translation>
    </message>
    <message>
        <source>Folds</source>
        <comment>a seat&apos;s note</comment>
        <translation>Se retira</translation>
    </message>
    <message>
        <source>Paid {amount}</source>
        <comment>a seat&apos;s note</comment>
        <translation>Pagado {amount}</translation>
    </message>
    <message>
        <source>{cards} from the board</source>
        <translation>{cards} de las cartas comunitarias</translation>
    </message>
    <message>
        <source>the player&apos;s hand was arranged with {used} as {read} ({read_cards}); the best five use {best_used}: {best} ({best_cards}). Settled as arranged: {wrong} Rightly: {right}</source>
        <translation>la mano del jugador se dispuso con {used} como {read} ({read_cards}); las mejores cinco usan {best_used}: {best} ({best_cards}). Liquidado según lo dispuesto: {wrong} Lo correcto: {right}</translation>
    </message>
    <message>
        <source>the dealer&apos;s hand was arranged with {used} as {read} ({read_cards}); the best five use {best_used}: {best} ({best_cards}). Settled as arranged: {wrong} Rightly: {right}</source>
        <translation>la mano del crupier se dispuso con {used} como {read} ({read_cards}); las mejores cinco usan {best_used}: {best} ({best_cards}). Liquidado según lo dispuesto: {wrong} Lo correcto: {right}</translation>
    </message>
    <message>
        <source>insurance of {amount} was paid 1 to 1 ({amount}); insurance pays 2 to 1 ({paid})</source>
        <translation>un seguro de {amount} se pagó 1 a 1 ({amount}); el seguro paga 2 a 1 ({paid})</translation>
    </message>
    <message>
        <source>the blackjack on {amount} was paid {other} ({shown}); this table pays {pays} ({paid})</source>
        <translation>el blackjack de {amount} se pagó {other} ({shown}); esta mesa paga {pays} ({paid})</translation>
    </message>
    <message>
        <source>the doubled hand won but was paid {shown}, its first wager only; both wagers win, {paid}</source>
        <translation>la mano doblada ganó pero se pagó {shown}, solo su primera apuesta; ganan ambas apuestas, {paid}</translation>
    </message>
    <message>
        <source>the split hand&apos;s 21 ({cards}) was paid {pays} ({shown}); a 21 on a split hand is not a blackjack and pays 1 to 1 ({paid})</source>
        <translation>el 21 de la mano dividida ({cards}) se pagó {pays} ({shown}); un 21 en una mano dividida no es blackjack y paga 1 a 1 ({paid})</translation>
    </message>
    <message>
        <source>a push ({reason}) was paid 1 to 1 ({amount}); a push is returned, not paid</source>
        <translation>un empate ({reason}) se pagó 1 a 1 ({amount}); un empate se devuelve, no se paga</translation>
    </message>
    <message>
        <source>Every player antes {amount} to the pot</source>
        <translation>Cada jugador pone {amount} de ante en el bote</translation>
    </message>
    <message>
        <source>{payee} collects the pot, {amount}</source>
        <translation>{payee} se lleva el bote, {amount}</translation>
    </message>
    <message>
        <source>{payer} puts {amount} in the pot</source>
        <translation>{payer} pone {amount} en el bote</translation>
    </message>
    <message>
        <source>{payer} pays {payee} {amount}</source>
        <comment>a home-game payment</comment>
        <translation>{payer} paga a {payee} {amount}</translation>
    </message>
    <message>
        <source>{payer} paid {payee} {shown}, last game&apos;s burn; in game {game} one burn is {right} (it rises by {step} each game)</source>
        <translation>{payer} pagó a {payee} {shown}, la quema del juego anterior; en el juego {game} una quema es de {right} (sube {step} en cada juego)</translation>
    </message>
    <message>
        <source>{payer} paid {payee} {shown}, next game&apos;s burn; in game {game} one burn is {right} (it rises by {step} each game)</source>
        <translation>{payer} pagó a {payee} {shown}, la quema del juego siguiente; en el juego {game} una quema es de {right} (sube {step} en cada juego)</translation>
    </message>
    <message>
        <source>{payer} paid {payee} {shown}, the pot miscounted by a coin; a loser pays an amount equal to the pot, {right} here</source>
        <translation>{payer} pagó a {payee} {shown}, el bote mal contado por una moneda; un perdedor paga lo mismo que hay en el bote, aquí {right}</translation>
    </message>
    <message>
        <source>every player anted {last}, last game&apos;s ante; the ante raises by {step} each game, to {right} in game {game}</source>
        <translation>cada jugador puso {last} de ante, el ante del juego anterior; el ante sube {step} en cada juego, hasta {right} en el juego {game}</translation>
    </message>
    <message>
        <source>the pot {amount}</source>
        <comment>what a mistake cost</comment>
        <translation>al bote {amount}</translation>
    </message>
    <message>
        <source>the pot of {amount} went to {payee}; {winner} was the only player in and so took a strike, the third, which wins the pot</source>
        <translation>el bote de {amount} fue para {payee}; {winner} fue el único jugador que entró y así ganó un strike, el tercero, que gana el bote</translation>
    </message>
    <message>
        <source>the pot of {amount} went to {payee}; {winner} was the only player in and so took a marker, the third, which wins the pot</source>
        <translation>el bote de {amount} fue para {payee}; {winner} fue el único jugador que entró y así ganó una marca, la tercera, que gana el bote</translation>
    </message>
    <message>
        <source>{name}&apos;s wild {rank} read as a natural card: {misread} instead of {hand}, so {winner} paid {loser} the burn; {winner}&apos;s {winning} beats {loser}&apos;s {losing}, so {loser} pays {winner}</source>
        <translation>el {rank} comodín de {name} leído como carta natural: {misread} en lugar de {hand}, así que {winner} pagó la quema a {loser}; la mano de {winner} ({winning}) gana a la de {loser} ({losing}), así que {loser} paga a {winner}</translation>
    </message>
    <message>
        <source>{name}&apos;s wild {rank} read as natural cards: {misread} instead of {hand}, so {winner} paid {loser} the burn; {winner}&apos;s {winning} beats {loser}&apos;s {losing}, so {loser} pays {winner}</source>
        <translation>los {rank} comodín de {name} leídos como cartas naturales: {misread} en lugar de {hand}, así que {winner} pagó la quema a {loser}; la mano de {winner} ({winning}) gana a la de {loser} ({losing}), así que {loser} paga a {winner}</translation>
    </message>
    <message>
        <source>Nothing changes hands.</source>
        <translation>Nadie paga nada.</translation>
    </message>
    <message>
        <source>{clean}: every payment is what the rules settle.</source>
        <translation>{clean}: cada pago es lo que liquidan las reglas.</translation>
    </message>
    <message>
        <source>Payment {line}: {heading}. {what}.</source>
        <translation>Pago {line}: {heading}. {what}.</translation>
    </message>
    <message>
        <source>It should read: {right} (fix: {fix}); the mistake would have cost {cost}.</source>
        <translation>Debería decir: {right} (corrección: {fix}); el error le habría costado {cost}.</translation>
    </message>
    <message>
        <source>The round&apos;s money as the rules settle it:</source>
        <translation>El dinero de la ronda tal como lo liquidan las reglas:</translation>
    </message>
    <message>
        <source>nothing.</source>
        <comment>no money in the round</comment>
        <translation>nada.</translation>
    </message>
    <message>
        <source>Game {game} since the pot opened.</source>
        <translation>Juego {game} desde que se abrió el bote.</translation>
    </message>
    <message>
        <source>The table has paid this round&apos;s money as shown. Is it correct as it stands? If not, which payment is wrong, and what should it be (the amount, or who should receive it)?</source>
        <translation>La mesa ha pagado el dinero de esta ronda como se muestra. ¿Es correcto tal como está? Si no, ¿qué pago está mal y cómo debería ser (el importe, o quién debería recibirlo)?</translation>
    </message>
    <message>
        <source>The money as paid: {payments}.</source>
        <translation>El dinero tal como se pagó: {payments}.</translation>
    </message>
</context>
<context>
    <name>quiz</name>
    <message>
        <source>Dealing order</source>
        <translation>Orden de reparto</translation>
    </message>
    <message>
        <source>Settlement order</source>
        <translation>Orden de liquidación</translation>
    </message>
    <message>
        <source>Payouts</source>
        <translation>Pagos</translation>
    </message>
    <message>
        <source>Rake and limits</source>
        <translation>Comisión y límites</translation>
    </message>
    <message>
        <source>Hand arrangement</source>
        <translation>Disposición de la mano</translation>
    </message>
    <message>
        <source>Hand reading</source>
        <translation>Lectura de manos</translation>
    </message>
    <message>
        <source>Procedure rulings</source>
        <translation>Dictámenes de procedimiento</translation>
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
        <source>Rule: {clause}</source>
        <comment>the clause under an explanation</comment>
        <translation>Regla: {clause}</translation>
    </message>
    <message>
        <source>{amount} as {chips}</source>
        <comment>$140.00 as 1 x $100.00 + ...</comment>
        <translation>{amount} en {chips}</translation>
    </message>
    <message>
        <source>Correct as it stands</source>
        <translation>Correcto tal como está</translation>
    </message>
    <message>
        <source>Seat {seat}: pay {amount}</source>
        <translation>Asiento {seat}: pagar {amount}</translation>
    </message>
    <message>
        <source>Delivery {card}: to {to}</source>
        <translation>Entrega {card}: a {to}</translation>
    </message>
    <message>
        <source>paid to {name}</source>
        <translation>pagado a {name}</translation>
    </message>
    <message>
        <source>Payment {line}: {fix}</source>
        <translation>Pago {line}: {fix}</translation>
    </message>
    <message>
        <source>{count} x {value}</source>
        <comment>2 x $25.00: chips of one value</comment>
        <translation>{count} x {value}</translation>
    </message>
    <message>
        <source>{chips} + {more}</source>
        <comment>2 x $25.00 + 1 x $5.00</comment>
        <translation>{chips} + {more}</translation>
    </message>
    <message>
        <source>no chips</source>
        <translation>ninguna ficha</translation>
    </message>
    <message>
        <source>three-card stacks, one stack to each player, then the community cards</source>
        <translation>en pilas de tres cartas, una pila a cada jugador, y luego las cartas comunitarias</translation>
    </message>
    <message>
        <source>in rotation, a community card before each round to the players</source>
        <translation>en rotación, una carta comunitaria antes de cada vuelta a los jugadores</translation>
    </message>
    <message>
        <source>from a shuffling device in groups of three</source>
        <translation>desde una barajadora automática en grupos de tres</translation>
    </message>
    <message>
        <source>by hand, one card at a time</source>
        <translation>a mano, una carta a la vez</translation>
    </message>
    <message>
        <source>from the shoe, one card at a time from first base, the dealer&apos;s up card after the first round and the hole card after the second</source>
        <translation>desde el zapato, una carta a la vez desde primera base, la carta descubierta del crupier tras la primera vuelta y la carta tapada tras la segunda</translation>
    </message>
    <message>
        <source>from the shoe, one card at a time from first base, the dealer&apos;s up card after the first round and no hole card</source>
        <translation>desde el zapato, una carta a la vez desde primera base, la carta descubierta del crupier tras la primera vuelta y sin carta tapada</translation>
    </message>
    <message>
        <source>each stack (one tap a stack) and each community card</source>
        <translation>cada pila (un toque por pila) y cada carta comunitaria</translation>
    </message>
    <message>
        <source>each player&apos;s group of three (one tap a group) and each card of the community groups</source>
        <translation>cada grupo de tres de un jugador (un toque por grupo) y cada carta de los grupos comunitarios</translation>
    </message>
    <message>
        <source>each card</source>
        <comment>what a tap delivers</comment>
        <translation>cada carta</translation>
    </message>
    <message>
        <source>Seat {seat} has wagers.</source>
        <translation>El asiento {seat} tiene apuestas.</translation>
    </message>
    <message>
        <source>Seats {seats} and {last} have wagers.</source>
        <translation>Los asientos {seats} y {last} tienen apuestas.</translation>
    </message>
    <message>
        <source>{items}, {item}</source>
        <comment>a list of numbers: 1, 3</comment>
        <translation>{items}, {item}</translation>
    </message>
    <message>
        <source>{wagers} Deal {method}: where does {unit} go, in order?</source>
        <translation>{wagers} Reparta {method}: ¿adónde va {unit}, en orden?</translation>
    </message>
    <message>
        <source>Method: {method}.</source>
        <translation>Método: {method}.</translation>
    </message>
    <message>
        <source>{name} deals. In what order does each player get a first card?</source>
        <translation>Reparte {name}. ¿En qué orden recibe cada jugador su primera carta?</translation>
    </message>
    <message>
        <source>{name} deals: from the dealer&apos;s left, clockwise, the dealer last.</source>
        <translation>Reparte {name}: desde la izquierda de quien reparte, en el sentido de las agujas del reloj, y quien reparte al final.</translation>
    </message>
    <message>
        <source>{name} dealt the last game. Deal the next game: in what order does each player get a first card?</source>
        <translation>{name} repartió la partida anterior. Reparta la siguiente: ¿en qué orden recibe cada jugador su primera carta?</translation>
    </message>
    <message>
        <source>The deal passes to the left: {name} deals (Burns ¶19).</source>
        <translation>El reparto pasa a la izquierda: reparte {name} (Burns ¶19).</translation>
    </message>
    <message>
        <source>From the new dealer&apos;s left, clockwise, the dealer last.</source>
        <translation>Desde la izquierda de quien reparte ahora, en el sentido de las agujas del reloj, y quien reparte al final.</translation>
    </message>
    <message>
        <source>{name} deals. After the 3-card round, two more cards each go out one at a time: in what order do they go?</source>
        <translation>Reparte {name}. Tras la ronda de 3 cartas, salen dos cartas más para cada uno, de una en una: ¿en qué orden salen?</translation>
    </message>
    <message>
        <source>{name} deals: one card at a time from the dealer&apos;s left, the dealer last, and round again (Strikes ¶13, Burns ¶13).</source>
        <translation>Reparte {name}: de una carta en una desde la izquierda de quien reparte, quien reparte al final, y otra vuelta igual (Strikes ¶13, Burns ¶13).</translation>
    </message>
    <message>
        <source>Order: {order}.</source>
        <translation>Orden: {order}.</translation>
    </message>
    <message>
        <source>{game}. {seating} {question}</source>
        <comment>a home-game question</comment>
        <translation>{game}. {seating} {question}</translation>
    </message>
    <message>
        <source>A stack or group delivered to a player is one delivery: one tap.</source>
        <translation>Una pila o un grupo entregado a un jugador es una sola entrega: un toque.</translation>
    </message>
    <message>
        <source>The text gives no order among {places}: any is right.</source>
        <translation>El texto no fija un orden entre {places}: cualquiera es correcto.</translation>
    </message>
    <message>
        <source>{wagers} In what order are they settled?</source>
        <translation>{wagers} ¿En qué orden se liquidan?</translation>
    </message>
    <message>
        <source>Settle right to left, counter-clockwise: third base (the highest seat) first.</source>
        <translation>Se liquida de derecha a izquierda, en sentido antihorario: primero tercera base (el asiento más alto).</translation>
    </message>
    <message>
        <source>S1..S{seats} seats (S1 at the dealer&apos;s left)</source>
        <translation>S1..S{seats} asientos (S1 a la izquierda del crupier)</translation>
    </message>
    <message>
        <source>C1.. community cards</source>
        <translation>C1.. cartas comunitarias</translation>
    </message>
    <message>
        <source>D dealer</source>
        <translation>D crupier</translation>
    </message>
    <message>
        <source>burn</source>
        <comment>the place a burnt card goes</comment>
        <translation>burn (carta quemada)</translation>
    </message>
    <message>
        <source>A player puts out an ante of {ante}, then calls with {call}.</source>
        <translation>Un jugador coloca un ante de {ante} y luego iguala con {call}.</translation>
    </message>
    <message>
        <source>A player puts out an ante of {ante}, a progressive wager of {progressive}, then calls with {call}.</source>
        <translation>Un jugador coloca un ante de {ante}, una apuesta progresiva de {progressive} y luego iguala con {call}.</translation>
    </message>
    <message>
        <source>{who} plays.</source>
        <comment>Seat 3 plays.</comment>
        <translation>{who} juega.</translation>
    </message>
    <message>
        <source>{who} calls.</source>
        <comment>Seat 3 calls.</comment>
        <translation>{who} iguala.</translation>
    </message>
    <message>
        <source>{who} folds.</source>
        <comment>Seat 3 folds.</comment>
        <translation>{who} se retira.</translation>
    </message>
    <message>
        <source>{who} has the {amount} progressive wager.</source>
        <translation>{who} tiene la apuesta progresiva de {amount}.</translation>
    </message>
    <message>
        <source>The progressive meter shows {amount}.</source>
        <translation>El pozo progresivo marca {amount}.</translation>
    </message>
    <message>
        <source>Player: {cards}</source>
        <translation>Jugador: {cards}</translation>
    </message>
    <message>
        <source>Dealer: {cards}</source>
        <translation>Crupier: {cards}</translation>
    </message>
    <message>
        <source>Board: {cards}</source>
        <translation>Mesa: {cards}</translation>
    </message>
    <message>
        <source>Ante {amount}, calls</source>
        <translation>Ante {amount}, iguala</translation>
    </message>
    <message>
        <source>Progressive {amount} (meter {meter})</source>
        <translation>Progresivo {amount} (pozo {meter})</translation>
    </message>
    <message>
        <source>The dealer holds these two cards with this board. Does the dealer qualify?</source>
        <translation>El crupier tiene estas dos cartas con estas cartas comunitarias. ¿Califica el crupier?</translation>
    </message>
    <message>
        <source>Arrange the dealer&apos;s five cards as you would display them.</source>
        <translation>Ordene las cinco cartas del crupier como usted las mostraría.</translation>
    </message>
    <message>
        <source>3 board cards</source>
        <translation>3 cartas comunitarias</translation>
    </message>
    <message>
        <source>4 board cards; {aside} aside</source>
        <translation>4 cartas comunitarias; {aside} aparte</translation>
    </message>
    <message>
        <source>All 5 board cards; {aside} aside</source>
        <translation>Las 5 cartas comunitarias; {aside} aparte</translation>
    </message>
    <message>
        <source>3 board cards; both of the dealer&apos;s cards play</source>
        <translation>3 cartas comunitarias; juegan las dos cartas del crupier</translation>
    </message>
    <message>
        <source>4 board cards; {aside} goes aside to the right</source>
        <translation>4 cartas comunitarias; {aside} va aparte a la derecha</translation>
    </message>
    <message>
        <source>All 5 board cards; {first} and {second} go aside to the right</source>
        <translation>Las 5 cartas comunitarias; {first} y {second} van aparte a la derecha</translation>
    </message>
    <message>
        <source>The dealer&apos;s best hand: {hand} ({cards}).</source>
        <translation>La mejor mano del crupier: {hand} ({cards}).</translation>
    </message>
    <message>
        <source>The dealer has announced the hand. Which board cards does the dealer use, and what goes aside?</source>
        <translation>El crupier anunció la mano. ¿Qué cartas comunitarias usa el crupier y qué va aparte?</translation>
    </message>
    <message>
        <source>Refuse: the call must be exactly double the ante</source>
        <translation>Rechazar: la apuesta de igualar debe ser exactamente el doble del ante</translation>
    </message>
    <message>
        <source>Refuse: the progressive wager is $1</source>
        <translation>Rechazar: la apuesta progresiva es de $1</translation>
    </message>
    <message>
        <source>Refuse the excess: the ante is over the table maximum</source>
        <translation>Rechazar el excedente: el ante supera el máximo de la mesa</translation>
    </message>
    <message>
        <source>Refuse: the ante is under the table minimum</source>
        <translation>Rechazar: el ante está por debajo del mínimo de la mesa</translation>
    </message>
    <message>
        <source>Players first, the dealer last, twice; then the flop; turn and river after every player has called or folded.</source>
        <translation>Primero los jugadores y al final el crupier, dos veces; luego el flop; turn y river después de que cada jugador haya igualado o se haya retirado.</translation>
    </message>
    <message>
        <source>The player wins: the ante is paid by the AnteWin table, the call 1 to 1</source>
        <translation>Gana el jugador: el ante se paga según la tabla AnteWin y la apuesta de igualar 1 a 1</translation>
    </message>
    <message>
        <source>The dealer wins: the ante and the call lose</source>
        <translation>Gana el crupier: el ante y la apuesta de igualar pierden</translation>
    </message>
    <message>
        <source>The hands are exactly the same: the ante and the call push</source>
        <translation>Las manos son exactamente iguales: el ante y la apuesta de igualar empatan</translation>
    </message>
    <message>
        <source>The dealer does not qualify: the ante is paid by the AnteWin table, the call pushes</source>
        <translation>El crupier no califica: el ante se paga según la tabla AnteWin y la apuesta de igualar empata</translation>
    </message>
    <message>
        <source>The player calls. Compare the player&apos;s hand with the dealer&apos;s: what happens to the ante and the call?</source>
        <translation>El jugador iguala. Compare la mano del jugador con la del crupier: ¿qué pasa con el ante y la apuesta de igualar?</translation>
    </message>
    <message>
        <source>Ante {amount}, plays</source>
        <translation>Ante {amount}, juega</translation>
    </message>
    <message>
        <source>Ante {amount}, folds</source>
        <translation>Ante {amount}, se retira</translation>
    </message>
    <message>
        <source>Pair Plus {amount}</source>
        <translation>Pair Plus {amount}</translation>
    </message>
    <message>
        <source>Wagers: {wagers}</source>
        <translation>Apuestas: {wagers}</translation>
    </message>
    <message>
        <source>The dealer qualifies with queen high or better: a queen, king or ace, or any pair or better hand (N.J.A.C. 13:47-20.41(a), as the house reads &quot;at least a queen&quot;).</source>
        <translation>El crupier califica con reina alta o mejor: una reina, un rey o un as, o cualquier mano de par o mejor (N.J.A.C. 13:47-20.41(a), según lee la casa «at least a queen»).</translation>
    </message>
    <message>
        <source>The dealer turns over these three cards. {qualifier} Does the dealer qualify?</source>
        <translation>El crupier descubre estas tres cartas. {qualifier} ¿Califica el crupier?</translation>
    </message>
    <message>
        <source>Accept the wagers</source>
        <translation>Aceptar las apuestas</translation>
    </message>
    <message>
        <source>Refuse: the play wager must equal the ante</source>
        <translation>Rechazar: la apuesta de juego debe ser igual al ante</translation>
    </message>
    <message>
        <source>Refuse the excess: a wager is over the table maximum</source>
        <translation>Rechazar el excedente: una apuesta supera el máximo de la mesa</translation>
    </message>
    <message>
        <source>Refuse: a wager is under the table minimum</source>
        <translation>Rechazar: una apuesta está por debajo del mínimo de la mesa</translation>
    </message>
    <message>
        <source>A player puts out an ante of {ante}, then plays with {play}.</source>
        <translation>Un jugador coloca un ante de {ante} y luego juega con {play}.</translation>
    </message>
    <message>
        <source>A player puts out an ante of {ante}, a Pair Plus wager of {pair_plus}, then plays with {play}.</source>
        <translation>Un jugador coloca un ante de {ante}, una apuesta Pair Plus de {pair_plus} y luego juega con {play}.</translation>
    </message>
    <message>
        <source>The player wins: the ante and the play wager pay 1 to 1</source>
        <translation>Gana el jugador: el ante y la apuesta de juego pagan 1 a 1</translation>
    </message>
    <message>
        <source>The dealer wins: the ante and the play wager lose</source>
        <translation>Gana el crupier: el ante y la apuesta de juego pierden</translation>
    </message>
    <message>
        <source>The hands are the same: the ante and the play wager push</source>
        <translation>Las manos son iguales: el ante y la apuesta de juego empatan</translation>
    </message>
    <message>
        <source>The dealer does not qualify: the ante pays 1 to 1, the play wager pushes</source>
        <translation>El crupier no califica: el ante paga 1 a 1 y la apuesta de juego empata</translation>
    </message>
    <message>
        <source>The player plays. The dealer qualifies with queen high or better: a queen, king or ace, or any pair or better hand (N.J.A.C. 13:47-20.41(a), as the house reads &quot;at least a queen&quot;). Compare the player&apos;s hand with the dealer&apos;s: what happens to the ante and the play wager?</source>
        <translation>El jugador juega. El crupier califica con reina alta o mejor: una reina, un rey o un as, o cualquier mano de par o mejor (N.J.A.C. 13:47-20.41(a), según lee la casa «at least a queen»). Compare la mano del jugador con la del crupier: ¿qué pasa con el ante y la apuesta de juego?</translation>
    </message>
    <message>
        <source>{first} against {second}</source>
        <comment>two hands</comment>
        <translation>{first} contra {second}</translation>
    </message>
    <message>
        <source>the cards tie card for card: {first} against {second}</source>
        <translation>las cartas empatan una a una: {first} contra {second}</translation>
    </message>
    <message>
        <source>the cards decide: {first} against {second}</source>
        <translation>deciden las cartas: {first} contra {second}</translation>
    </message>
    <message>
        <source>the kickers tie card for card: {first} against {second}</source>
        <translation>las cartas acompañantes empatan una a una: {first} contra {second}</translation>
    </message>
    <message>
        <source>the kickers decide: {first} against {second}</source>
        <translation>deciden las cartas acompañantes: {first} contra {second}</translation>
    </message>
    <message>
        <source>Both are {category}; {why}.</source>
        <translation>Ambas son {category}; {why}.</translation>
    </message>
    <message>
        <source>Arrange the three cards as the dealer displays them.</source>
        <translation>Ordene las tres cartas como las muestra el crupier.</translation>
    </message>
    <message>
        <source>Arrange the five cards used as the dealer displays them.</source>
        <translation>Ordene las cinco cartas usadas como las muestra el crupier.</translation>
    </message>
    <message>
        <source>The table limits are {low} to {high}. {put_out} What does the dealer do?</source>
        <translation>Los límites de la mesa son de {low} a {high}. {put_out} ¿Qué hace el crupier?</translation>
    </message>
    <message>
        <source>{words}.</source>
        <comment>a choice&apos;s words as a sentence</comment>
        <translation>{words}.</translation>
    </message>
    <message>
        <source>Fewest chips: {count} chips: {chips}.</source>
        <translation>Mínimo de fichas: {count} fichas: {chips}.</translation>
    </message>
    <message>
        <source>Fewest chips: {count} chip: {chips}.</source>
        <translation>Mínimo de fichas: {count} ficha: {chips}.</translation>
    </message>
    <message>
        <source>Build what the dealer pays on {wagers} with the fewest chips. {scope}{tips}</source>
        <translation>Arme con el mínimo de fichas lo que el crupier paga por {wagers}. {scope}{tips}</translation>
    </message>
    <message>
        <source>Pay the table in settlement order, right to left: what does the dealer pay each seat?</source>
        <translation>Pague la mesa en orden de liquidación, de derecha a izquierda: ¿cuánto paga el crupier a cada asiento?</translation>
    </message>
    <message>
        <source>Full table: settle all {seats} seats in settlement order, right to left: what does the dealer pay each seat?</source>
        <translation>Mesa llena: liquide los {seats} asientos en orden de liquidación, de derecha a izquierda: ¿cuánto paga el crupier a cada asiento?</translation>
    </message>
    <message>
        <source>Seat {seat}:</source>
        <comment>heading of a seat&apos;s lines</comment>
        <translation>Asiento {seat}:</translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <comment>who a fact is about: Seat 3 plays.</comment>
        <translation>El asiento {seat}</translation>
    </message>
    <message>
        <source>{text} {scope}{tips}</source>
        <comment>a table&apos;s question</comment>
        <translation>{text} {scope}{tips}</translation>
    </message>
    <message>
        <source>Player folds: the hand is not played against the dealer&apos;s.</source>
        <translation>El jugador se retira: la mano no se juega contra la del crupier.</translation>
    </message>
    <message>
        <source>Player: {hand} ({cards}).</source>
        <translation>Jugador: {hand} ({cards}).</translation>
    </message>
    <message>
        <source>Dealer: {hand} ({cards}), qualifies.</source>
        <translation>Crupier: {hand} ({cards}), califica.</translation>
    </message>
    <message>
        <source>Dealer: {hand} ({cards}), does not qualify.</source>
        <translation>Crupier: {hand} ({cards}), no califica.</translation>
    </message>
    <message>
        <source>Progressive hand (two cards and the flop): {hand}.</source>
        <translation>Mano del progresivo (dos cartas y el flop): {hand}.</translation>
    </message>
    <message>
        <source>{placed}, taken down to the table maximum of {amount}</source>
        <translation>{placed}, reducidos al máximo de la mesa de {amount}</translation>
    </message>
    <message>
        <source>{wager} {amount}: </source>
        <comment>a wager&apos;s line: Ante $15.00: </comment>
        <translation>{wager} {amount}: </translation>
    </message>
    <message>
        <source>{wager}: </source>
        <comment>a wager&apos;s line without an amount</comment>
        <translation>{wager}: </translation>
    </message>
    <message>
        <source>{head}{reason} {arithmetic}.</source>
        <translation>{head}{reason} {arithmetic}.</translation>
    </message>
    <message>
        <source>{head}{reason} Nothing paid.</source>
        <translation>{head}{reason} No se paga nada.</translation>
    </message>
    <message>
        <source>{head}{reason} Nothing paid ({arithmetic}).</source>
        <translation>{head}{reason} No se paga nada ({arithmetic}).</translation>
    </message>
    <message>
        <source>Tip bet: {line}</source>
        <translation>Apuesta de propina: {line}</translation>
    </message>
    <message>
        <source>Total paid: {sums} = {total}.</source>
        <translation>Total pagado: {sums} = {total}.</translation>
    </message>
    <message>
        <source>Total paid: {total}.</source>
        <translation>Total pagado: {total}.</translation>
    </message>
    <message>
        <source>Count the winnings only, not the wagers returned.</source>
        <translation>Cuente solo las ganancias, no las apuestas devueltas.</translation>
    </message>
    <message>
        <source> Tip bets are the dealer&apos;s: leave them out.</source>
        <translation> Las apuestas de propina son del crupier: no las cuente.</translation>
    </message>
    <message>
        <source>The player</source>
        <comment>who a fact is about: The player folds.</comment>
        <translation>El jugador</translation>
    </message>
    <message>
        <source>How much does the dealer pay on {wagers}? {scope}{tips}</source>
        <translation>¿Cuánto paga el crupier por {wagers}? {scope}{tips}</translation>
    </message>
    <message>
        <source>{facts} {question}</source>
        <comment>what a position shows, then asks</comment>
        <translation>{facts} {question}</translation>
    </message>
    <message>
        <source>Name this hand (three-card ranking).</source>
        <translation>Nombre esta mano (clasificación de tres cartas).</translation>
    </message>
    <message>
        <source>Name this hand (best five cards).</source>
        <translation>Nombre esta mano (las mejores cinco cartas).</translation>
    </message>
    <message>
        <source>{hand}: {cards}.</source>
        <comment>a hand named, then its cards</comment>
        <translation>{hand}: {cards}.</translation>
    </message>
    <message>
        <source>First: {hand} ({cards}).</source>
        <translation>Primera: {hand} ({cards}).</translation>
    </message>
    <message>
        <source>Second: {hand} ({cards}).</source>
        <translation>Segunda: {hand} ({cards}).</translation>
    </message>
    <message>
        <source>Dealer: {hand} ({cards}).</source>
        <translation>Crupier: {hand} ({cards}).</translation>
    </message>
    <message>
        <source>The higher category wins.</source>
        <translation>Gana la categoría más alta.</translation>
    </message>
    <message>
        <source>Yes, the dealer qualifies</source>
        <translation>Sí, el crupier califica</translation>
    </message>
    <message>
        <source>No, the dealer does not qualify</source>
        <translation>No, el crupier no califica</translation>
    </message>
    <message>
        <source>The dealer&apos;s hand: {hand} ({cards}).</source>
        <translation>La mano del crupier: {hand} ({cards}).</translation>
    </message>
    <message>
        <source>The dealer needs {qualifier}: qualifies.</source>
        <translation>El crupier necesita {qualifier}: califica.</translation>
    </message>
    <message>
        <source>The dealer needs {qualifier}: does not qualify.</source>
        <translation>El crupier necesita {qualifier}: no califica.</translation>
    </message>
    <message>
        <source>Groups to the left, the larger group first, then higher rank; then the rest high to low. Straights run high to low; the ace of a five-high (three-high) straight plays low and stands last, or first as the highest card (the text does not say which).</source>
        <translation>Los grupos a la izquierda, primero el grupo mayor y luego el de mayor rango; después el resto de mayor a menor. Las escaleras van de mayor a menor; el as de una escalera al cinco (al tres) juega bajo y va al final, o al principio como la carta más alta (el texto no dice cuál).</translation>
    </message>
    <message>
        <source>Display: {cards}.</source>
        <translation>Se muestra: {cards}.</translation>
    </message>
    <message>
        <source>Each community group of three: the bottom card is burned, two are kept.</source>
        <translation>En cada grupo comunitario de tres se quema la carta de abajo y se conservan dos.</translation>
    </message>
    <message>
        <source>{game} #{number}</source>
        <comment>a posted 3-5-7 schedule: 3-card #2</comment>
        <translation>{game} n.º {number}</translation>
    </message>
    <message>
        <source>Posted schedules: {posted}.</source>
        <translation>Tablas anunciadas: {posted}.</translation>
    </message>
    <message>
        <source>Posted schedules: {posted}</source>
        <comment>a scenario&apos;s line</comment>
        <translation>Tablas anunciadas: {posted}</translation>
    </message>
    <message>
        <source>{who} surrenders half the 7-card wager.</source>
        <translation>{who} rinde la mitad de la apuesta de 7 cartas.</translation>
    </message>
    <message>
        <source>{amount} on the {game} game</source>
        <translation>{amount} en el juego de {game}</translation>
    </message>
    <message>
        <source>{who} has a tip bet for the dealer: {tips}.</source>
        <translation>{who} tiene una apuesta de propina para el crupier: {tips}.</translation>
    </message>
    <message>
        <source>{game} hand: {hand} ({cards}).</source>
        <translation>Mano de {game}: {hand} ({cards}).</translation>
    </message>
    <message>
        <source>{game} {amount}</source>
        <comment>a 3-5-7 wager: 3-card $5.00</comment>
        <translation>{game} {amount}</translation>
    </message>
    <message>
        <source>{game} pot {amount}</source>
        <comment>a 3-5-7 pot wager: 3-card pot $1.00</comment>
        <translation>bote de {game} {amount}</translation>
    </message>
    <message>
        <source>Seat {seat}: {cards}  ({wagers})</source>
        <translation>Asiento {seat}: {cards}  ({wagers})</translation>
    </message>
    <message>
        <source>Seat {seat}: {cards}  ({wagers}; {pots})</source>
        <translation>Asiento {seat}: {cards}  ({wagers}; {pots})</translation>
    </message>
    <message>
        <source>Wagers: {wagers}; surrenders the 7-card wager</source>
        <translation>Apuestas: {wagers}; rinde la apuesta de 7 cartas</translation>
    </message>
    <message>
        <source>Tip bets for the dealer: {tips}</source>
        <translation>Apuestas de propina para el crupier: {tips}</translation>
    </message>
    <message>
        <source>Community cards: {cards}</source>
        <translation>Cartas comunitarias: {cards}</translation>
    </message>
    <message>
        <source>Posted rake: {percent}% capped at {cap}</source>
        <translation>Comisión anunciada: {percent}% con tope de {cap}</translation>
    </message>
    <message>
        <source>Seat {seat} wins</source>
        <translation>Gana el asiento {seat}</translation>
    </message>
    <message>
        <source>A split pot</source>
        <translation>Se divide el bote</translation>
    </message>
    <message>
        <source>Seats {first} and {second} play for the {game} pot. Who wins?</source>
        <translation>Los asientos {first} y {second} juegan por el bote de {game}. ¿Quién gana?</translation>
    </message>
    <message>
        <source>{row}: {pays}</source>
        <comment>a pay-table row as a choice</comment>
        <translation>{row}: {pays}</translation>
    </message>
    <message>
        <source>Nothing: the wager loses</source>
        <translation>Nada: la apuesta pierde</translation>
    </message>
    <message>
        <source>{table} pays it as {row}, {pays}.</source>
        <translation>{table} la paga como {row}, {pays}.</translation>
    </message>
    <message>
        <source>{table} does not pay it; the lowest paying hand is {lowest}.</source>
        <translation>{table} no la paga; la mano más baja que paga es {lowest}.</translation>
    </message>
    <message>
        <source>Under {table} for the {game} wager, what does this hand pay?</source>
        <translation>Con {table} para la apuesta de {game}, ¿cuánto paga esta mano?</translation>
    </message>
    <message>
        <source>{n}. {step} ({clause})</source>
        <comment>a step of the reveal, numbered</comment>
        <translation>{n}. {step} ({clause})</translation>
    </message>
    <message>
        <source>Every player has seen their cards and decided on surrender. Put the rest of the hand in order.</source>
        <translation>Cada jugador vio sus cartas y decidió si se rinde. Ponga en orden el resto de la mano.</translation>
    </message>
    <message>
        <source>Every player has seen their cards and decided on surrender with player-banked pots on every game. Put the rest of the hand in order.</source>
        <translation>Cada jugador vio sus cartas y decidió si se rinde, con botes de jugadores en todos los juegos. Ponga en orden el resto de la mano.</translation>
    </message>
    <message>
        <source>Pot: {entrants} x {stake} = {total}.</source>
        <translation>Bote: {entrants} x {stake} = {total}.</translation>
    </message>
    <message>
        <source>{percent}% of {total} = {share} (rounded down to the cent).</source>
        <translation>{percent}% de {total} = {share} (redondeado hacia abajo al centavo).</translation>
    </message>
    <message>
        <source>The rake is the lesser of that and the posted cap of {cap}: {rake}.</source>
        <translation>La comisión es lo menor entre eso y el tope anunciado de {cap}: {rake}.</translation>
    </message>
    <message>
        <source>{entrants} players each put {stake} in the {game} pot. The posted rake is {percent}% capped at {cap}. How much is the rake?</source>
        <translation>{entrants} jugadores ponen {stake} cada uno en el bote de {game}. La comisión anunciada es del {percent}% con tope de {cap}. ¿Cuánto es la comisión?</translation>
    </message>
    <message>
        <source>{chip} chips</source>
        <comment>a split pot is shared in $1.00 chips</comment>
        <translation>fichas de {chip}</translation>
    </message>
    <message>
        <source>cents</source>
        <comment>a split pot is shared in cents</comment>
        <translation>centavos</translation>
    </message>
    <message>
        <source>A split pot is shared in {chip}, the odd one to the seat settled first (right to left).</source>
        <translation>Un bote dividido se reparte en {chip}; lo impar va al asiento que se liquida primero (de derecha a izquierda).</translation>
    </message>
    <message>
        <source>Award: {total} - {rake} = {award}.</source>
        <translation>Premio: {total} - {rake} = {award}.</translation>
    </message>
    <message>
        <source>seat {seat} {amount}</source>
        <comment>a seat&apos;s share of a split pot</comment>
        <translation>asiento {seat} {amount}</translation>
    </message>
    <message>
        <source>Split in {chip}, the odd one to the seat settled first: {shares}.</source>
        <translation>Dividido en {chip}, lo impar al asiento que se liquida primero: {shares}.</translation>
    </message>
    <message>
        <source>Seat {seat} receives {amount}.</source>
        <translation>El asiento {seat} recibe {amount}.</translation>
    </message>
    <message>
        <source>The {game} pot is played for by seats {seats}, {stake} each, posted rake {percent}% capped at {cap}. {split} How much does seat {seat} receive from the pot?</source>
        <translation>Por el bote de {game} juegan los asientos {seats}, con {stake} cada uno; comisión anunciada del {percent}% con tope de {cap}. {split} ¿Cuánto recibe del bote el asiento {seat}?</translation>
    </message>
    <message>
        <source>Accept every wager and play the hand</source>
        <translation>Aceptar todas las apuestas y jugar la mano</translation>
    </message>
    <message>
        <source>Refuse the excess over the table maximum</source>
        <translation>Rechazar el excedente sobre el máximo de la mesa</translation>
    </message>
    <message>
        <source>Refuse the pot wager: there is no pay-schedule wager on that game</source>
        <translation>Rechazar la apuesta al bote: no hay apuesta de tabla de pagos en ese juego</translation>
    </message>
    <message>
        <source>Refuse the surrender: it needs wagers on all three games</source>
        <translation>Rechazar la rendición: exige apuestas en los tres juegos</translation>
    </message>
    <message>
        <source>Return the lone pot wager as void</source>
        <translation>Devolver por anulada la única apuesta al bote</translation>
    </message>
    <message>
        <source>Seat {seat} also makes the {game} pot wager.</source>
        <translation>El asiento {seat} también hace la apuesta al bote de {game}.</translation>
    </message>
    <message>
        <source>No other player makes a pot wager.</source>
        <translation>Ningún otro jugador hace apuesta al bote.</translation>
    </message>
    <message>
        <source>The table limits are {low} to {high} a wager. Seat {seat} puts out: {wagers}.</source>
        <translation>Los límites de la mesa son de {low} a {high} por apuesta. El asiento {seat} coloca: {wagers}.</translation>
    </message>
    <message>
        <source>The table limits are {low} to {high} a wager. Seat {seat} puts out: {wagers}; {pots}.</source>
        <translation>Los límites de la mesa son de {low} a {high} por apuesta. El asiento {seat} coloca: {wagers}; {pots}.</translation>
    </message>
    <message>
        <source>After looking at the cards, the player asks to surrender the 7-card wager.</source>
        <translation>Después de mirar las cartas, el jugador pide rendir la apuesta de 7 cartas.</translation>
    </message>
    <message>
        <source>{put_out} {others} What does the dealer do?</source>
        <translation>{put_out} {others} ¿Qué hace el crupier?</translation>
    </message>
    <message>
        <source>{put_out} {surrender} {others} What does the dealer do?</source>
        <translation>{put_out} {surrender} {others} ¿Qué hace el crupier?</translation>
    </message>
    <message>
        <source>Legal: both are within the limits set</source>
        <translation>Legal: ambos están dentro de los límites</translation>
    </message>
    <message>
        <source>Not legal: the percentage is over 10%</source>
        <translation>No es legal: el porcentaje supera el 10%</translation>
    </message>
    <message>
        <source>Not legal: the rake cap is over $5.00</source>
        <translation>No es legal: el tope es superior a $5.00</translation>
    </message>
    <message>
        <source>Not legal: both are over their limits</source>
        <translation>No es legal: los dos superan sus límites</translation>
    </message>
    <message>
        <source>A licensee wants to post a rake of {percent}% of the player-banked pot, capped at {cap}. Judged by the text&apos;s words (the posted percentage no more than 10%, the posted cap no more than $5), may it post that?</source>
        <translation>Un concesionario quiere anunciar una comisión del {percent}% del bote de los jugadores, con tope de {cap}. Según las palabras del texto (el porcentaje anunciado no más del 10%, el tope anunciado no más de $5), ¿puede anunciarla?</translation>
    </message>
    <message>
        <source>The rake may be no more than 10% or five dollars, whichever is less: each posted number is held to its limit, whatever a pot would come to.</source>
        <translation>La comisión no puede superar el 10% ni cinco dólares, lo que sea menor: cada número anunciado se ciñe a su límite, sea cual sea el bote.</translation>
    </message>
    <message>
        <source>Cards: {cards}</source>
        <translation>Cartas: {cards}</translation>
    </message>
    <message>
        <source>Seat {seat}: {cards}</source>
        <comment>a seat&apos;s cards</comment>
        <translation>Asiento {seat}: {cards}</translation>
    </message>
    <message>
        <source>Places: {places}  ({help})</source>
        <translation>Lugares: {places}  ({help})</translation>
    </message>
    <message>
        <source>Places: {places}</source>
        <translation>Lugares: {places}</translation>
    </message>
    <message>
        <source>Chips: {chips}</source>
        <translation>Fichas: {chips}</translation>
    </message>
    <message>
        <source>Type each player&apos;s net in seat order, separated by spaces: - for a player who pays, like -0.50 0 1.25.</source>
        <translation>Escriba el neto de cada jugador en orden de asiento, separado por espacios: - para un jugador que paga, como -0.50 0 1.25.</translation>
    </message>
    <message>
        <source>Type &apos;correct&apos; if it stands, or the first delivery dealt wrong and where it should have gone, like 4 S3.</source>
        <translation>Escriba &apos;correcto&apos; si está bien, o la primera entrega mal repartida y adónde debía ir, como 4 S3.</translation>
    </message>
    <message>
        <source>Type &apos;correct&apos; if it stands, or the payment made wrong and what it should be: the amount or who should receive it, like 3 0.50 or 3 Bob.</source>
        <translation>Escriba &apos;correcto&apos; si está bien, o el pago mal hecho y cómo debe ser: el monto o quién debe recibirlo, como 3 0.50 o 3 Bob.</translation>
    </message>
    <message>
        <source>Type the amount, like 60 or 1,250.50.</source>
        <translation>Escriba el monto, como 60 o 1,250.50.</translation>
    </message>
    <message>
        <source>Type one amount per seat in settlement order, separated by spaces.</source>
        <translation>Escriba un monto por asiento en orden de liquidación, separados por espacios.</translation>
    </message>
    <message>
        <source>Type the chips, like 2x25 1x5 1x0.50.</source>
        <translation>Escriba las fichas, como 2x25 1x5 1x0.50.</translation>
    </message>
    <message>
        <source>Type the places in order, separated by spaces (or the step numbers).</source>
        <translation>Escriba los lugares en orden, separados por espacios (o los números de los pasos).</translation>
    </message>
    <message>
        <source>Type the cards in display order, like Ah Ad 7c 7h 5s.</source>
        <translation>Escriba las cartas en el orden en que se muestran, como Ah Ad 7c 7h 5s.</translation>
    </message>
    <message>
        <source>Type the number of your answer.</source>
        <translation>Escriba el número de su respuesta.</translation>
    </message>
    <message>
        <source>Type &apos;correct&apos; if it stands, or the seat and its right pay, like S3 45.</source>
        <translation>Escriba &apos;correcto&apos; si está bien, o el asiento y su pago correcto, como S3 45.</translation>
    </message>
    <message>
        <source>Type the stacks, the piles and the loose chips, like 2 stacks, 3x5, 2.</source>
        <translation>Escriba las pilas, los montones y las fichas sueltas, como 2 pilas, 3x5, 2.</translation>
    </message>
    <message>
        <source>{n}. {game} - {skill} ({family}, difficulty {difficulty}, seed {seed})</source>
        <translation>{n}. {game} - {skill} ({family}, dificultad {difficulty}, semilla {seed})</translation>
    </message>
    <message>
        <source>Answer: {answer}</source>
        <translation>Respuesta: {answer}</translation>
    </message>
    <message>
        <source>Best hand: {hand}.</source>
        <translation>Mejor mano: {hand}.</translation>
    </message>
    <message>
        <source>{wild} (burns game). Name this hand at its best.</source>
        <translation>{wild} (partida Burns). Nombre esta mano en su mejor forma.</translation>
    </message>
    <message>
        <source>{wild} (strikes game). Name this hand at its best.</source>
        <translation>{wild} (partida Strikes). Nombre esta mano en su mejor forma.</translation>
    </message>
    <message>
        <source>{wild}: every {rank}.</source>
        <comment>Threes are wild ...: every three</comment>
        <translation>{wild}: todo {rank}.</translation>
    </message>
    <message>
        <source>Three cards: no straights and no flushes; three of a kind is the best hand.</source>
        <translation>Tres cartas: sin escaleras ni colores; el trío es la mejor mano.</translation>
    </message>
    <message>
        <source>Seven cards: the best five play.</source>
        <translation>Siete cartas: juegan las cinco mejores.</translation>
    </message>
    <message>
        <source>Three wild 3s have no value: the worst hand of the round (Burns ¶21).</source>
        <translation>Tres treses comodín no valen nada: la peor mano de la ronda (Burns ¶21).</translation>
    </message>
    <message>
        <source>{wild}: {count} wild cards here.</source>
        <translation>{wild}: aquí hay {count} comodines.</translation>
    </message>
    <message>
        <source>{wild}: 1 wild card here.</source>
        <translation>{wild}: aquí hay 1 comodín.</translation>
    </message>
    <message>
        <source>A wild card stands for any card, even one already held; in a flush it is a card of the suit the hand lacks.</source>
        <translation>Un comodín vale por cualquier carta, incluso una que ya se tiene; en un color es una carta del palo que le falta a la mano.</translation>
    </message>
    <message>
        <source>{wild}. In this hand&apos;s best form, what do the wild cards stand for?</source>
        <translation>{wild}. En la mejor forma de esta mano, ¿por qué cartas valen los comodines?</translation>
    </message>
    <message>
        <source>Equal hands: the suits rank spades, hearts, clubs, diamonds (Burns ¶26).</source>
        <translation>Manos iguales: los palos se ordenan picas, corazones, tréboles, diamantes (Burns ¶26).</translation>
    </message>
    <message>
        <source>Best first: {order}.</source>
        <translation>De mejor a peor: {order}.</translation>
    </message>
    <message>
        <source>The table ranks suits to break ties.</source>
        <translation>La mesa ordena los palos para desempatar.</translation>
    </message>
    <message>
        <source>{wild}. The players in show their hands: rank them, best first.</source>
        <translation>{wild}. Los jugadores que están dentro muestran sus manos: ordénelas, la mejor primero.</translation>
    </message>
    <message>
        <source>{names} is out: 0.</source>
        <translation>{names} está fuera: 0.</translation>
    </message>
    <message>
        <source>{names} are out: 0.</source>
        <translation>{names} están fuera: 0.</translation>
    </message>
    <message>
        <source>Nets in seat order: {nets}.</source>
        <translation>Netos en orden de asientos: {nets}.</translation>
    </message>
    <message>
        <source>{wild}. {setting}</source>
        <comment>a home-game round&apos;s question</comment>
        <translation>{wild}. {setting}</translation>
    </message>
    <message>
        <source>Give each player&apos;s net for the round in seat order ({names}): negative for a player who pays, 0 for one who is out.</source>
        <translation>Dé el neto de cada jugador en la ronda, en orden de asientos ({names}): negativo para quien paga, 0 para quien está fuera.</translation>
    </message>
    <message>
        <source>Suits rank to break ties.</source>
        <translation>Los palos se ordenan para desempatar.</translation>
    </message>
    <message>
        <source>Burns game, game {game}: one burn is {amount}.</source>
        <translation>Partida Burns, juego {game}: una quema es de {amount}.</translation>
    </message>
    <message>
        <source>Strikes game: the pot holds {amount}.</source>
        <translation>Partida Strikes: el bote tiene {amount}.</translation>
    </message>
    <message>
        <source>The first game&apos;s ante and burn are 25¢; each game both rise by a quarter, the ante capped at {cap}, the burn without a cap.</source>
        <translation>El ante y la quema del primer juego son de 25¢; en cada juego ambos suben 25¢, el ante con tope de {cap}, la quema sin tope.</translation>
    </message>
    <message>
        <source>Game {game}: ante {ante}, burn {burn}.</source>
        <translation>Juego {game}: ante {ante}, quema {burn}.</translation>
    </message>
    <message>
        <source>Antes so far, {count} players each game: {sum} = {each} each, {all} in all.</source>
        <translation>Antes hasta ahora, {count} jugadores en cada juego: {sum} = {each} cada uno, {all} en total.</translation>
    </message>
    <message>
        <source>Nobody was in for game {game}&apos;s 5-card round: everyone paid a burn of {burn} to the pot ({total}).</source>
        <translation>Nadie entró en la ronda de 5 cartas del juego {game}: todos pagaron una quema de {burn} al bote ({total}).</translation>
    </message>
    <message>
        <source>{count} players have anted every game since the pot opened; nobody has won it. Once, in the 5-card round of game {empty}, nobody was in and everyone paid a burn to the pot (Burns ¶25). After the antes of game {game}, what is in the pot?</source>
        <translation>{count} jugadores han puesto el ante en cada juego desde que se abrió el bote; nadie lo ha ganado. Una vez, en la ronda de 5 cartas del juego {empty}, nadie entró y todos pagaron una quema al bote (Burns ¶25). Tras los antes del juego {game}, ¿cuánto hay en el bote?</translation>
    </message>
    <message>
        <source>Burns game.{cap} {question}</source>
        <translation>Partida Burns.{cap} {question}</translation>
    </message>
    <message>
        <source>It is game {game} since the pot opened. What does each player ante?</source>
        <translation>Es el juego {game} desde que se abrió el bote. ¿Cuánto pone de ante cada jugador?</translation>
    </message>
    <message>
        <source>It is game {game} since the pot opened. How much is one burn?</source>
        <translation>Es el juego {game} desde que se abrió el bote. ¿De cuánto es una quema?</translation>
    </message>
    <message>
        <source>{count} players have anted every game since the pot opened; nobody has won it and no burns went to it. After the antes of game {game}, what is in the pot?</source>
        <translation>{count} jugadores han puesto el ante en cada juego desde que se abrió el bote; nadie lo ha ganado y ninguna quema fue a él. Tras los antes del juego {game}, ¿cuánto hay en el bote?</translation>
    </message>
    <message>
        <source>Strikes game, {count} players: everyone antes {ante} on every new hand.</source>
        <translation>Partida Strikes, {count} jugadores: todos ponen {ante} de ante en cada mano nueva.</translation>
    </message>
    <message>
        <source>Strikes game, {count} players: everyone antes {ante} when the pot opened.</source>
        <translation>Partida Strikes, {count} jugadores: todos pusieron {ante} de ante al abrirse el bote.</translation>
    </message>
    <message>
        <source>Since the pot opened there have been {strikes}, one in each round, none of them a third, and {hands} dealt.</source>
        <translation>Desde que se abrió el bote ha habido {strikes}, uno por ronda, ninguno de ellos un tercero, y se han repartido {hands}.</translation>
    </message>
    <message>
        <source>{n} strikes</source>
        <translation>{n} strikes</translation>
    </message>
    <message>
        <source>1 strike</source>
        <translation>1 strike</translation>
    </message>
    <message>
        <source>{n} hands</source>
        <comment>hands dealt</comment>
        <translation>{n} manos</translation>
    </message>
    <message>
        <source>1 hand</source>
        <comment>hands dealt</comment>
        <translation>1 mano</translation>
    </message>
    <message>
        <source>The house rule is played: on each strike every other player puts {amount} in the pot.</source>
        <translation>Se juega la regla de la casa: en cada strike, cada uno de los demás jugadores pone {amount} en el bote.</translation>
    </message>
    <message>
        <source>The house rule on strikes is not played.</source>
        <translation>No se juega la regla de la casa sobre los strikes.</translation>
    </message>
    <message>
        <source>The pot opened with {count} antes of {ante}.</source>
        <translation>El bote se abrió con {count} antes de {ante}.</translation>
    </message>
    <message>
        <source>Everyone antes on every new hand: {more} more hands dealt, {count} x {ante} each.</source>
        <translation>Todos ponen el ante en cada mano nueva: se repartieron {more} manos más, {count} x {ante} cada una.</translation>
    </message>
    <message>
        <source>Everyone antes on every new hand: 1 more hand dealt, {count} x {ante} each.</source>
        <translation>Todos ponen el ante en cada mano nueva: se repartió 1 mano más, {count} x {ante}.</translation>
    </message>
    <message>
        <source>{strikes} strikes, each {others} x {amount} into the pot (Strikes ¶16).</source>
        <translation>{strikes} strikes, cada uno {others} x {amount} al bote (Strikes ¶16).</translation>
    </message>
    <message>
        <source>1 strike, each {others} x {amount} into the pot (Strikes ¶16).</source>
        <translation>1 strike: {others} x {amount} al bote (Strikes ¶16).</translation>
    </message>
    <message>
        <source>Strikes alone put nothing in the pot; losers pay the winner, not the pot.</source>
        <translation>Los strikes por sí solos no ponen nada en el bote; los perdedores pagan al ganador, no al bote.</translation>
    </message>
    <message>
        <source>Pot: {amount}.</source>
        <translation>Bote: {amount}.</translation>
    </message>
    <message>
        <source>What is in the pot?</source>
        <translation>¿Cuánto hay en el bote?</translation>
    </message>
    <message>
        <source>nobody is in: everyone pays a burn to the pot</source>
        <translation>nadie entra: todos pagan una quema al bote</translation>
    </message>
    <message>
        <source>nobody is in: the round ends and nothing changes hands</source>
        <translation>nadie entra: la ronda termina y nadie paga nada</translation>
    </message>
    <message>
        <source>{name} earns a third marker and wins the pot of {amount}</source>
        <translation>{name} gana una tercera marca y se lleva el bote de {amount}</translation>
    </message>
    <message>
        <source>{name} earns a third strike and wins the pot of {amount}</source>
        <translation>{name} gana un tercer strike y se lleva el bote de {amount}</translation>
    </message>
    <message>
        <source>{name} earns a marker; no burns change hands</source>
        <translation>{name} gana una marca; no se paga ninguna quema</translation>
    </message>
    <message>
        <source>{name} earns a marker and collects a burn from everyone</source>
        <translation>{name} gana una marca y cobra una quema de cada uno</translation>
    </message>
    <message>
        <source>{name} gets a strike; every other player pays {amount} into the pot</source>
        <translation>{name} gana un strike; cada uno de los demás pone {amount} en el bote</translation>
    </message>
    <message>
        <source>{name} gets a strike; nobody pays</source>
        <translation>{name} gana un strike; nadie paga</translation>
    </message>
    <message>
        <source>{name} wins the pot of {amount} without a strike</source>
        <translation>{name} se lleva el bote de {amount} sin ningún strike</translation>
    </message>
    <message>
        <source>burns change hands; nobody earns a marker</source>
        <translation>se pagan las quemas; nadie gana una marca</translation>
    </message>
    <message>
        <source>the players in who lose pay the winner the amount of the pot; no strike</source>
        <translation>los que entran y pierden pagan al ganador lo que hay en el bote; no hay strike</translation>
    </message>
    <message>
        <source>a second chance when nobody is in</source>
        <translation>una segunda oportunidad cuando nadie entra</translation>
    </message>
    <message>
        <source>a burn to the pot from everyone when nobody is in</source>
        <translation>una quema de cada uno al bote cuando nadie entra</translation>
    </message>
    <message>
        <source>the house rule: {amount} into the pot on a strike</source>
        <translation>la regla de la casa: {amount} al bote en cada strike</translation>
    </message>
    <message>
        <source>The table plays {rules}.</source>
        <translation>La mesa juega con {rules}.</translation>
    </message>
    <message>
        <source>nobody</source>
        <comment>who is in</comment>
        <translation>nadie</translation>
    </message>
    <message>
        <source>On the second chance: {names}.</source>
        <translation>En la segunda oportunidad: {names}.</translation>
    </message>
    <message>
        <source>none</source>
        <comment>marks held</comment>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>{game}, the {size}-card round; the pot holds {pot}. Markers held: {held}.{table} In: {declared}.{again} What happens?</source>
        <translation>{game}, ronda de {size} cartas; el bote tiene {pot}. Marcas acumuladas: {held}.{table} Dentro: {declared}.{again} ¿Qué ocurre?</translation>
    </message>
    <message>
        <source>{game}, the {size}-card round; the pot holds {pot}. Strikes held: {held}.{table} In: {declared}.{again} What happens?</source>
        <translation>{game}, ronda de {size} cartas; el bote tiene {pot}. Strikes acumulados: {held}.{table} Dentro: {declared}.{again} ¿Qué ocurre?</translation>
    </message>
    <message>
        <source>Players are listed clockwise: each sits to the left of the one before.</source>
        <translation>Los jugadores se listan en el sentido de las agujas del reloj: cada uno se sienta a la izquierda del anterior.</translation>
    </message>
    <message>
        <source>Burns game</source>
        <comment>the home game&apos;s variant</comment>
        <translation>Partida Burns</translation>
    </message>
    <message>
        <source>Strikes game</source>
        <comment>the home game&apos;s variant</comment>
        <translation>Partida Strikes</translation>
    </message>
    <message>
        <source>share the losers&apos; payments in {coin} coins, the odd coin to the first in seat order</source>
        <translation>reparten los pagos de los perdedores en monedas de {coin}; la moneda impar, al primero en orden de asientos</translation>
    </message>
    <message>
        <source>share the losers&apos; payments to the cent, the odd cent to the first in seat order</source>
        <translation>reparten los pagos de los perdedores al centavo; el centavo impar, al primero en orden de asientos</translation>
    </message>
    <message>
        <source>Tied winners share the losers&apos; payments in {coin} coins, the odd coin to the first in seat order.</source>
        <translation>Los ganadores empatados reparten los pagos de los perdedores en monedas de {coin}; la moneda impar, al primero en orden de asientos.</translation>
    </message>
    <message>
        <source>Tied winners share the losers&apos; payments to the cent, the odd cent to the first in seat order.</source>
        <translation>Los ganadores empatados reparten los pagos de los perdedores al centavo; el centavo impar, al primero en orden de asientos.</translation>
    </message>
    <message>
        <source>Three wild 3s have no value at this table.</source>
        <translation>En esta mesa, tres treses comodín no valen nada.</translation>
    </message>
    <message>
        <source>Three wild 3s are three aces at this table.</source>
        <translation>En esta mesa, tres treses comodín son tres ases.</translation>
    </message>
    <message>
        <source>Five of a kind ranks above a royal flush at this table.</source>
        <translation>En esta mesa, el repóker está por encima de la escalera real.</translation>
    </message>
    <message>
        <source>Five of a kind ranks below a straight flush at this table.</source>
        <translation>En esta mesa, el repóker está por debajo de la escalera de color.</translation>
    </message>
    <message>
        <source>The ante has no cap at this table.</source>
        <translation>En esta mesa, el ante no tiene tope.</translation>
    </message>
    <message>
        <source>The ante is capped at {amount} at this table.</source>
        <translation>En esta mesa, el ante tiene un tope de {amount}.</translation>
    </message>
    <message>
        <source>Threes are wild in the 3-card round</source>
        <translation>Los treses son comodines en la ronda de 3 cartas</translation>
    </message>
    <message>
        <source>Fives are wild in the 5-card round</source>
        <translation>Los cincos son comodines en la ronda de 5 cartas</translation>
    </message>
    <message>
        <source>Sevens are wild in the 7-card round</source>
        <translation>Los sietes son comodines en la ronda de 7 cartas</translation>
    </message>
    <message>
        <source>three wild 3s have no value</source>
        <translation>tres treses comodín no valen nada</translation>
    </message>
    <message>
        <source>three wild 3s are three aces</source>
        <translation>tres treses comodín son tres ases</translation>
    </message>
    <message>
        <source>five of a kind above a straight flush</source>
        <translation>repóker por encima de la escalera de color</translation>
    </message>
    <message>
        <source>five of a kind below a straight flush</source>
        <translation>repóker por debajo de la escalera de color</translation>
    </message>
    <message>
        <source>suits rank to break ties</source>
        <translation>los palos se ordenan para desempatar</translation>
    </message>
    <message>
        <source>no suit ranking</source>
        <translation>sin orden de palos</translation>
    </message>
    <message>
        <source>no second chance</source>
        <translation>sin segunda oportunidad</translation>
    </message>
    <message>
        <source>a burn each to the pot when nobody is in</source>
        <translation>una quema de cada uno al bote cuando nadie entra</translation>
    </message>
    <message>
        <source>nothing to the pot</source>
        <translation>nada al bote</translation>
    </message>
    <message>
        <source>the house rule on strikes</source>
        <translation>la regla de la casa sobre los strikes</translation>
    </message>
    <message>
        <source>no house rule on strikes</source>
        <translation>sin regla de la casa sobre los strikes</translation>
    </message>
    <message>
        <source>{game}, the 3-card round (3s wild); pot {pot}</source>
        <translation>{game}, ronda de 3 cartas (treses comodín); bote {pot}</translation>
    </message>
    <message>
        <source>{game}, the 5-card round (5s wild); pot {pot}</source>
        <translation>{game}, ronda de 5 cartas (cincos comodín); bote {pot}</translation>
    </message>
    <message>
        <source>{game}, the 7-card round (7s wild); pot {pot}</source>
        <translation>{game}, ronda de 7 cartas (sietes comodín); bote {pot}</translation>
    </message>
    <message>
        <source>in</source>
        <comment>a player&apos;s declaration</comment>
        <translation>dentro</translation>
    </message>
    <message>
        <source>out</source>
        <comment>a player&apos;s declaration</comment>
        <translation>fuera</translation>
    </message>
    <message>
        <source>out, then in on the second chance</source>
        <translation>fuera, y dentro en la segunda oportunidad</translation>
    </message>
    <message>
        <source>out, then out on the second chance</source>
        <translation>fuera, y fuera en la segunda oportunidad</translation>
    </message>
    <message>
        <source>in, then in on the second chance</source>
        <translation>dentro, y dentro en la segunda oportunidad</translation>
    </message>
    <message>
        <source>in, then out on the second chance</source>
        <translation>dentro, y fuera en la segunda oportunidad</translation>
    </message>
    <message>
        <source>{state}, 1 strike</source>
        <translation>{state}, 1 strike</translation>
    </message>
    <message>
        <source>{state}, {marks} strikes</source>
        <translation>{state}, {marks} strikes</translation>
    </message>
    <message>
        <source>{state}, 1 marker</source>
        <translation>{state}, 1 marca</translation>
    </message>
    <message>
        <source>{state}, {marks} markers</source>
        <translation>{state}, {marks} marcas</translation>
    </message>
    <message>
        <source>{head}; one burn {amount}</source>
        <comment>a home-game round&apos;s line</comment>
        <translation>{head}; una quema {amount}</translation>
    </message>
    <message>
        <source>{amount} to the pot on a strike</source>
        <translation>{amount} al bote en cada strike</translation>
    </message>
    <message>
        <source>The table plays: {options}</source>
        <translation>La mesa juega con: {options}</translation>
    </message>
</context>
<context>
    <name>ranks</name>
    <message>
        <source>two</source>
        <translation>dos</translation>
    </message>
    <message>
        <source>three</source>
        <translation>tres</translation>
    </message>
    <message>
        <source>four</source>
        <translation>cuatro</translation>
    </message>
    <message>
        <source>five</source>
        <translation>cinco</translation>
    </message>
    <message>
        <source>six</source>
        <translation>seis</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>siete</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>ocho</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>nueve</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>diez</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>jota</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>reina</translation>
    </message>
    <message>
        <source>king</source>
        <translation>rey</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>as</translation>
    </message>
    <message>
        <source>twos</source>
        <translation>doses</translation>
    </message>
    <message>
        <source>threes</source>
        <translation>treses</translation>
    </message>
    <message>
        <source>fours</source>
        <translation>cuatros</translation>
    </message>
    <message>
        <source>fives</source>
        <translation>cincos</translation>
    </message>
    <message>
        <source>sixes</source>
        <translation>seises</translation>
    </message>
    <message>
        <source>sevens</source>
        <translation>sietes</translation>
    </message>
    <message>
        <source>eights</source>
        <translation>ochos</translation>
    </message>
    <message>
        <source>nines</source>
        <translation>nueves</translation>
    </message>
    <message>
        <source>tens</source>
        <translation>dieces</translation>
    </message>
    <message>
        <source>jacks</source>
        <translation>jotas</translation>
    </message>
    <message>
        <source>queens</source>
        <translation>reinas</translation>
    </message>
    <message>
        <source>kings</source>
        <translation>reyes</translation>
    </message>
    <message>
        <source>aces</source>
        <translation>ases</translation>
    </message>
    <message>
        <source>two high</source>
        <translation>al dos</translation>
    </message>
    <message>
        <source>three high</source>
        <translation>al tres</translation>
    </message>
    <message>
        <source>four high</source>
        <translation>al cuatro</translation>
    </message>
    <message>
        <source>five high</source>
        <translation>al cinco</translation>
    </message>
    <message>
        <source>six high</source>
        <translation>al seis</translation>
    </message>
    <message>
        <source>seven high</source>
        <translation>al siete</translation>
    </message>
    <message>
        <source>eight high</source>
        <translation>al ocho</translation>
    </message>
    <message>
        <source>nine high</source>
        <translation>al nueve</translation>
    </message>
    <message>
        <source>ten high</source>
        <translation>al diez</translation>
    </message>
    <message>
        <source>jack high</source>
        <translation>a la jota</translation>
    </message>
    <message>
        <source>queen high</source>
        <translation>a la reina</translation>
    </message>
    <message>
        <source>king high</source>
        <translation>al rey</translation>
    </message>
    <message>
        <source>ace high</source>
        <translation>al as</translation>
    </message>
    <message>
        <source>a two</source>
        <translation>dos</translation>
    </message>
    <message>
        <source>a three</source>
        <translation>tres</translation>
    </message>
    <message>
        <source>a four</source>
        <translation>cuatro</translation>
    </message>
    <message>
        <source>a five</source>
        <translation>cinco</translation>
    </message>
    <message>
        <source>a six</source>
        <translation>seis</translation>
    </message>
    <message>
        <source>a seven</source>
        <translation>siete</translation>
    </message>
    <message>
        <source>an eight</source>
        <translation>ocho</translation>
    </message>
    <message>
        <source>a nine</source>
        <translation>nueve</translation>
    </message>
    <message>
        <source>a ten</source>
        <translation>diez</translation>
    </message>
    <message>
        <source>a jack</source>
        <translation>jota</translation>
    </message>
    <message>
        <source>a queen</source>
        <translation>reina</translation>
    </message>
    <message>
        <source>a king</source>
        <translation>rey</translation>
    </message>
    <message>
        <source>an ace</source>
        <translation>as</translation>
    </message>
    <message>
        <source>the two of {suit}</source>
        <translation>el dos de {suit}</translation>
    </message>
    <message>
        <source>the three of {suit}</source>
        <translation>el tres de {suit}</translation>
    </message>
    <message>
        <source>the four of {suit}</source>
        <translation>el cuatro de {suit}</translation>
    </message>
    <message>
        <source>the five of {suit}</source>
        <translation>el cinco de {suit}</translation>
    </message>
    <message>
        <source>the six of {suit}</source>
        <translation>el seis de {suit}</translation>
    </message>
    <message>
        <source>the seven of {suit}</source>
        <translation>el siete de {suit}</translation>
    </message>
    <message>
        <source>the eight of {suit}</source>
        <translation>el ocho de {suit}</translation>
    </message>
    <message>
        <source>the nine of {suit}</source>
        <translation>el nueve de {suit}</translation>
    </message>
    <message>
        <source>the ten of {suit}</source>
        <translation>el diez de {suit}</translation>
    </message>
    <message>
        <source>the jack of {suit}</source>
        <translation>la jota de {suit}</translation>
    </message>
    <message>
        <source>the queen of {suit}</source>
        <translation>la reina de {suit}</translation>
    </message>
    <message>
        <source>the king of {suit}</source>
        <translation>el rey de {suit}</translation>
    </message>
    <message>
        <source>the ace of {suit}</source>
        <translation>el as de {suit}</translation>
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
        <source>two {ranks}</source>
        <comment>two kings</comment>
        <translation>dos {ranks}</translation>
    </message>
    <message>
        <source>three {ranks}</source>
        <comment>three kings</comment>
        <translation>tres {ranks}</translation>
    </message>
    <message>
        <source>four {ranks}</source>
        <comment>four kings</comment>
        <translation>cuatro {ranks}</translation>
    </message>
</context>
<context>
    <name>registry</name>
    <message>
        <source>{game} is not a game this trainer knows (games: {known}).</source>
        <translation>{game} no es un juego que este entrenador conozca (juegos: {known}).</translation>
    </message>
    <message>
        <source>{jurisdiction} is not a jurisdiction of {game} (jurisdictions: {known}).</source>
        <translation>{jurisdiction} no es una jurisdicción de {game} (jurisdicciones: {known}).</translation>
    </message>
    <message>
        <source>{jurisdiction} is not a jurisdiction of {game} (jurisdictions: none).</source>
        <translation>{jurisdiction} no es una jurisdicción de {game} (no hay ninguna).</translation>
    </message>
    <message>
        <source>No rules file of {game} is loaded.</source>
        <translation>No hay cargado ningún archivo de reglas de {game}.</translation>
    </message>
    <message>
        <source>{name} is a home game, not a casino game.</source>
        <translation>{name} es un juego casero, no un juego de casino.</translation>
    </message>
    <message>
        <source>{name} is a home game: it has no pay tables or house limits.</source>
        <translation>{name} es un juego casero: no tiene tablas de pagos ni límites de la casa.</translation>
    </message>
    <message>
        <source>{name} is paid at fixed odds: it has no pay tables.</source>
        <translation>{name} se paga con pagos fijos: no tiene tablas de pagos.</translation>
    </message>
    <message>
        <source>{name} is not {what}: its rules file is of another kind.</source>
        <translation>{name}: no son {what}; su archivo de reglas es de otro tipo.</translation>
    </message>
    <message>
        <source>{name} is a casino game, not a home game.</source>
        <translation>{name} es un juego de casino, no un juego casero.</translation>
    </message>
    <message>
        <source>the rules of blackjack</source>
        <translation>las reglas del blackjack</translation>
    </message>
    <message>
        <source>the rules of roulette</source>
        <translation>las reglas de la ruleta</translation>
    </message>
</context>
<context>
    <name>roulette</name>
    <message>
        <source>a straight-up</source>
        <translation>un pleno</translation>
    </message>
    <message>
        <source>a split</source>
        <translation>un caballo</translation>
    </message>
    <message>
        <source>a street</source>
        <translation>una transversal</translation>
    </message>
    <message>
        <source>a trio</source>
        <translation>un trío</translation>
    </message>
    <message>
        <source>a corner</source>
        <translation>un cuadro</translation>
    </message>
    <message>
        <source>a first four</source>
        <translation>unos primeros cuatro</translation>
    </message>
    <message>
        <source>a top line</source>
        <translation>una línea superior</translation>
    </message>
    <message>
        <source>a six-line</source>
        <translation>una seisena</translation>
    </message>
    <message>
        <source>a dozen</source>
        <translation>una docena</translation>
    </message>
    <message>
        <source>a column</source>
        <translation>una columna</translation>
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
        <source>odd</source>
        <translation>impar</translation>
    </message>
    <message>
        <source>even</source>
        <translation>par</translation>
    </message>
    <message>
        <source>low (1-18)</source>
        <translation>bajo (1-18)</translation>
    </message>
    <message>
        <source>high (19-36)</source>
        <translation>alto (19-36)</translation>
    </message>
    <message>
        <source>straight</source>
        <comment>the bet&apos;s name</comment>
        <translation>pleno</translation>
    </message>
    <message>
        <source>split</source>
        <comment>the bet&apos;s name</comment>
        <translation>caballo</translation>
    </message>
    <message>
        <source>street</source>
        <comment>the bet&apos;s name</comment>
        <translation>transversal</translation>
    </message>
    <message>
        <source>trio</source>
        <comment>the bet&apos;s name</comment>
        <translation>trío</translation>
    </message>
    <message>
        <source>corner</source>
        <comment>the bet&apos;s name</comment>
        <translation>cuadro</translation>
    </message>
    <message>
        <source>first-four</source>
        <comment>the bet&apos;s name</comment>
        <translation>primeros cuatro</translation>
    </message>
    <message>
        <source>top-line</source>
        <comment>the bet&apos;s name</comment>
        <translation>línea superior</translation>
    </message>
    <message>
        <source>six-line</source>
        <comment>the bet&apos;s name</comment>
        <translation>seisena</translation>
    </message>
    <message>
        <source>dozen</source>
        <comment>the bet&apos;s name</comment>
        <translation>docena</translation>
    </message>
    <message>
        <source>column</source>
        <comment>the bet&apos;s name</comment>
        <translation>columna</translation>
    </message>
    <message>
        <source>red</source>
        <comment>the bet&apos;s name</comment>
        <translation>rojo</translation>
    </message>
    <message>
        <source>black</source>
        <comment>the bet&apos;s name</comment>
        <translation>negro</translation>
    </message>
    <message>
        <source>odd</source>
        <comment>the bet&apos;s name</comment>
        <translation>impar</translation>
    </message>
    <message>
        <source>even</source>
        <comment>the bet&apos;s name</comment>
        <translation>par</translation>
    </message>
    <message>
        <source>low</source>
        <comment>the bet&apos;s name</comment>
        <translation>bajo</translation>
    </message>
    <message>
        <source>high</source>
        <comment>the bet&apos;s name</comment>
        <translation>alto</translation>
    </message>
    <message>
        <source>a single-zero wheel</source>
        <translation>una rueda de un cero</translation>
    </message>
    <message>
        <source>a double-zero wheel</source>
        <translation>una rueda de doble cero</translation>
    </message>
    <message>
        <source>a triple-zero wheel</source>
        <translation>una rueda de triple cero</translation>
    </message>
    <message>
        <source>{kind} {numbers}</source>
        <comment>a bet: corner 1-2-4-5</comment>
        <translation>{kind} {numbers}</translation>
    </message>
    <message>
        <source>{number} wins {bet}: it pays {odds} to 1.</source>
        <translation>Sale el {number}: gana {bet}, que paga {odds} a 1.</translation>
    </message>
    <message>
        <source>{amount} x {odds} = {paid}</source>
        <translation>{amount} x {odds} = {paid}</translation>
    </message>
    <message>
        <source>{number} is a zero: under la partage an even-money bet loses half.</source>
        <translation>El {number} es un cero: con la partage una apuesta a la par pierde la mitad.</translation>
    </message>
    <message>
        <source>half of {amount} = {lost} lost, {returned} returned</source>
        <translation>la mitad de {amount} = {lost} perdidos, {returned} devueltos</translation>
    </message>
    <message>
        <source>{number} is a zero: en prison, the bet stays on the layout for the next spin.</source>
        <translation>El {number} es un cero: en prison, la apuesta queda en el paño para el siguiente giro.</translation>
    </message>
    <message>
        <source>nothing paid or lost yet</source>
        <translation>todavía nada pagado ni perdido</translation>
    </message>
    <message>
        <source>{number} is a zero: every even-money bet loses.</source>
        <translation>El {number} es un cero: todas las apuestas a la par pierden.</translation>
    </message>
    <message>
        <source>{number} is not on {covers}.</source>
        <translation>El {number} no está en {covers}.</translation>
    </message>
    <message>
        <source>{bet} on {numbers}</source>
        <comment>a split on 17-20</comment>
        <translation>{bet} en {numbers}</translation>
    </message>
    <message>
        <source>the first dozen</source>
        <translation>la primera docena</translation>
    </message>
    <message>
        <source>the second dozen</source>
        <translation>la segunda docena</translation>
    </message>
    <message>
        <source>the third dozen</source>
        <translation>la tercera docena</translation>
    </message>
    <message>
        <source>the first column</source>
        <translation>la primera columna</translation>
    </message>
    <message>
        <source>the second column</source>
        <translation>la segunda columna</translation>
    </message>
    <message>
        <source>the third column</source>
        <translation>la tercera columna</translation>
    </message>
    <message>
        <source>{count} chip of {value}</source>
        <translation>{count} ficha de {value}</translation>
    </message>
    <message>
        <source>{count} chips of {value}</source>
        <translation>{count} fichas de {value}</translation>
    </message>
    <message>
        <source>Wheel: {wheel}; the ball lands on {number}.</source>
        <translation>Rueda: {wheel}; la bola cae en el {number}.</translation>
    </message>
    <message>
        <source>Seat {seat}: {bet}, {amount}</source>
        <translation>Asiento {seat}: {bet}, {amount}</translation>
    </message>
    <message>
        <source>{wheel}; a zero takes every outside bet.</source>
        <translation>{wheel}; un cero se lleva todas las apuestas exteriores.</translation>
    </message>
    <message>
        <source>{wheel}; a zero takes half of each even-money bet (la partage).</source>
        <translation>{wheel}; un cero se lleva la mitad de cada apuesta a la par (la partage).</translation>
    </message>
    <message>
        <source>{wheel}; a zero holds each even-money bet for the next spin (en prison).</source>
        <translation>{wheel}; un cero retiene cada apuesta a la par para el siguiente giro (en prison).</translation>
    </message>
    <message>
        <source>{bet} ({chips}): {reason} {arithmetic}.</source>
        <translation>{bet} ({chips}): {reason} {arithmetic}.</translation>
    </message>
    <message>
        <source>{bet} ({chips}): {reason} Nothing paid.</source>
        <translation>{bet} ({chips}): {reason} No se paga nada.</translation>
    </message>
    <message>
        <source>Total paid: {total}.</source>
        <translation>Total pagado: {total}.</translation>
    </message>
    <message>
        <source>Total paid: {total} ({chips} of the player&apos;s {value} chips).</source>
        <translation>Total pagado: {total} ({chips} fichas de {value} del jugador).</translation>
    </message>
    <message>
        <source>Total paid: {sums} = {total} ({chips} of the player&apos;s {value} chips).</source>
        <translation>Total pagado: {sums} = {total} ({chips} fichas de {value} del jugador).</translation>
    </message>
    <message>
        <source>The ball lands on {number}.</source>
        <translation>La bola cae en el {number}.</translation>
    </message>
    <message>
        <source>{house} The ball lands on {number}. Seat {seat} plays {value} wheel chips. How much does the dealer pay seat {seat}? {scope}</source>
        <translation>{house} La bola cae en el {number}. El asiento {seat} juega fichas de rueda de {value}. ¿Cuánto le paga el crupier al asiento {seat}? {scope}</translation>
    </message>
    <message>
        <source>In chips: {units} chips of {value}.</source>
        <translation>En fichas: {units} fichas de {value}.</translation>
    </message>
    <message>
        <source>{house} The ball lands on {number}. Seat {seat} has a picture on {number} in {value} wheel chips, as shown. How much does the dealer pay the picture? {scope}</source>
        <translation>{house} La bola cae en el {number}. El asiento {seat} tiene un cuadro completo sobre el {number} en fichas de rueda de {value}, como se muestra. ¿Cuánto paga el crupier por ese cuadro? {scope}</translation>
    </message>
    <message>
        <source>Fewest chips: {count} chips: {chips}.</source>
        <translation>Mínimo de fichas: {count} fichas: {chips}.</translation>
    </message>
    <message>
        <source>Fewest chips: {count} chip: {chips}.</source>
        <translation>Mínimo de fichas: {count} ficha: {chips}.</translation>
    </message>
    <message>
        <source>{house} The ball lands on {number}. Seat {seat} has a picture on {number} in {value} wheel chips, as shown. Build what the dealer pays the picture with the fewest value chips. {scope}</source>
        <translation>{house} La bola cae en el {number}. El asiento {seat} tiene un cuadro completo sobre el {number} en fichas de rueda de {value}, como se muestra. Arme con el mínimo de fichas de valor lo que paga el crupier por ese cuadro. {scope}</translation>
    </message>
    <message>
        <source>at $1 a chip (answer in dollars: one chip is $1)</source>
        <translation>a $1 la ficha (responda en dólares: una ficha es $1)</translation>
    </message>
    <message>
        <source>at {value} a chip (answer in money)</source>
        <translation>a {value} la ficha (responda en dinero)</translation>
    </message>
    <message>
        <source>{count} chips at {odds} to 1: {count} x {odds} = {chips} chips.</source>
        <translation>{count} fichas a {odds} a 1: {count} x {odds} = {chips} fichas.</translation>
    </message>
    <message>
        <source>{house} The ball lands on {number}. Seat {seat} has {count} chips on {bet}. How many chips does the dealer pay, {at}? {scope}</source>
        <translation>{house} La bola cae en el {number}. El asiento {seat} tiene {count} fichas en {bet}. ¿Cuántas fichas paga el crupier, {at}? {scope}</translation>
    </message>
    <message>
        <source>each bet to the most the table takes on it</source>
        <translation>cada apuesta al máximo que la mesa acepta en ella</translation>
    </message>
    <message>
        <source>{units} chips of {value} on each bet</source>
        <translation>{units} fichas de {value} en cada apuesta</translation>
    </message>
    <message>
        <source>{units} chip of {value} on each bet</source>
        <translation>{units} ficha de {value} en cada apuesta</translation>
    </message>
    <message>
        <source>straights</source>
        <translation>plenos</translation>
    </message>
    <message>
        <source>splits</source>
        <translation>caballos</translation>
    </message>
    <message>
        <source>streets</source>
        <translation>transversales</translation>
    </message>
    <message>
        <source>trios</source>
        <translation>tríos</translation>
    </message>
    <message>
        <source>corners</source>
        <translation>cuadros</translation>
    </message>
    <message>
        <source>first-fours</source>
        <translation>primeros cuatro</translation>
    </message>
    <message>
        <source>top-lines</source>
        <translation>líneas superiores</translation>
    </message>
    <message>
        <source>six-lines</source>
        <translation>seisenas</translation>
    </message>
    <message>
        <source>A complete on {number} is every inside bet that covers it: {count} bets ({kinds}).</source>
        <translation>Un completo al {number} son todas las apuestas interiores que lo cubren: {count} apuestas ({kinds}).</translation>
    </message>
    <message>
        <source>{house} Seat {seat} plays a complete on {number}: every inside bet that covers {number}, {how}. The ball lands on {number}. How much does the dealer pay? {scope}</source>
        <translation>{house} El asiento {seat} juega un completo al {number}: todas las apuestas interiores que cubren el {number}, {how}. La bola cae en el {number}. ¿Cuánto paga el crupier? {scope}</translation>
    </message>
    <message>
        <source>{bet} was placed after {no_more_bets}, yet paid {odds} to 1; it has no action: the chip goes back to the player unpaid</source>
        <translation>{bet} se colocó después de {no_more_bets} y aun así se pagó {odds} a 1; no tiene acción: la ficha vuelve al jugador sin pago</translation>
    </message>
    <message>
        <source>paid 8 to 1, the first four&apos;s odds on a single-zero wheel; the top line pays 6 to 1</source>
        <translation>pagada 8 a 1, la proporción de los primeros cuatro en una rueda de un cero; la línea superior paga 6 a 1</translation>
    </message>
    <message>
        <source>paid {other} to 1; {bet} pays {odds} to 1</source>
        <translation>pagada {other} a 1; {bet} paga {odds} a 1</translation>
    </message>
    <message>
        <source>{bet} won but was not paid</source>
        <translation>{bet} ganó pero no se pagó</translation>
    </message>
    <message>
        <source>{bet} lost but was paid {odds} to 1</source>
        <translation>{bet} perdió pero se pagó {odds} a 1</translation>
    </message>
    <message>
        <source>The late bet (seat {seat}: {bet}) was placed after {no_more_bets}: it has no action, and the chip goes back to the player unpaid.</source>
        <translation>La apuesta tardía (asiento {seat}: {bet}) se colocó después de {no_more_bets}: no tiene acción y la ficha vuelve al jugador sin pago.</translation>
    </message>
    <message>
        <source>{clean}: every bet is paid as the rules settle it.</source>
        <translation>{clean}: cada apuesta se paga como la liquidan las reglas.</translation>
    </message>
    <message>
        <source>Seat {seat}: {heading}: {what}.</source>
        <translation>Asiento {seat}: {heading}: {what}.</translation>
    </message>
    <message>
        <source>The dealer should pay seat {seat} {right}, not {shown}.</source>
        <translation>El crupier debe pagar al asiento {seat} {right}, no {shown}.</translation>
    </message>
    <message>
        <source>Seat {seat}, settled right:</source>
        <translation>Asiento {seat}, bien liquidado:</translation>
    </message>
    <message>
        <source>Seat {seat}: {bet}, {amount}: paid {paid}.</source>
        <translation>Asiento {seat}: {bet}, {amount}: pagado {paid}.</translation>
    </message>
    <message>
        <source>Seat {seat}: {bet}, {amount}, placed after {no_more_bets}: paid {paid}.</source>
        <translation>Asiento {seat}: {bet}, {amount}, colocada después de {no_more_bets}: pagado {paid}.</translation>
    </message>
    <message>
        <source>{house} The ball landed on {number} and the dealer has paid the layout as shown. Is it correct as it stands? If not, which seat is wrong, and what should the dealer pay it in all?</source>
        <translation>{house} La bola cayó en el {number} y el crupier pagó el paño como se muestra. ¿Es correcto tal como está? Si no, ¿qué asiento está mal y cuánto debe pagarle el crupier en total?</translation>
    </message>
    <message>
        <source>{house} The ball landed on {number} and the dealer has paid the layout as shown. Is it correct as it stands? If not, which seat is wrong, and what should the dealer pay it in all? The bet marked late (seat {seat}: {bet}) was placed after {no_more_bets}.</source>
        <translation>{house} La bola cayó en el {number} y el crupier pagó el paño como se muestra. ¿Es correcto tal como está? Si no, ¿qué asiento está mal y cuánto debe pagarle el crupier en total? La apuesta marcada como tardía (asiento {seat}: {bet}) se colocó después de {no_more_bets}.</translation>
    </message>
    <message>
        <source>On {wheel}, the ball lands on {number}. Which of these bets wins?</source>
        <translation>En {wheel}, la bola cae en el {number}. ¿Cuál de estas apuestas gana?</translation>
    </message>
    <message>
        <source>{bet} covers {numbers}: {number} is among them.</source>
        <translation>{bet} cubre {numbers}: el {number} está entre ellos.</translation>
    </message>
    <message>
        <source>{bet} does not cover {number}.</source>
        <translation>{bet} no cubre el {number}.</translation>
    </message>
    <message>
        <source>On {wheel}, which of these sets of numbers can one {kind} bet cover?</source>
        <translation>En {wheel}, ¿cuál de estos grupos de números puede cubrir una sola apuesta de {kind}?</translation>
    </message>
    <message>
        <source>{numbers}: {bet} is one chip on the layout.</source>
        <translation>{numbers}: {bet} es una sola ficha en el paño.</translation>
    </message>
    <message>
        <source>The others are not one split: a split is two numbers side by side.</source>
        <translation>Los demás no son un caballo: un caballo son dos números contiguos.</translation>
    </message>
    <message>
        <source>The others are not one street: a street is one row of three across the layout.</source>
        <translation>Los demás no son una transversal: una transversal es una fila de tres a lo ancho del paño.</translation>
    </message>
    <message>
        <source>The others are not one corner: a corner is four numbers meeting at one point.</source>
        <translation>Los demás no son un cuadro: un cuadro son cuatro números que se juntan en un punto.</translation>
    </message>
    <message>
        <source>The others are not one six-line: a six-line is two rows of three side by side.</source>
        <translation>Los demás no son una seisena: una seisena son dos filas de tres contiguas.</translation>
    </message>
    <message>
        <source>The others are not one {kind}: they are not one of its places on the layout.</source>
        <translation>Los demás no son una apuesta de {kind}: no son uno de sus lugares en el paño.</translation>
    </message>
    <message>
        <source>On {wheel}, which numbers does the chip shown on the layout cover?</source>
        <translation>En {wheel}, ¿qué números cubre la ficha que se muestra en el paño?</translation>
    </message>
    <message>
        <source>The chip is {bet}: it covers {numbers}.</source>
        <translation>La ficha es {bet}: cubre {numbers}.</translation>
    </message>
    <message>
        <source>The other choices are the bets beside it: a chip covers the numbers whose boxes meet where it sits.</source>
        <translation>Las otras opciones son las apuestas de al lado: una ficha cubre los números cuyas casillas se juntan donde está.</translation>
    </message>
    <message>
        <source>Place the marker on the winning number</source>
        <translation>Poner el marcador en el número ganador</translation>
    </message>
    <message>
        <source>Clear the losing outside bets</source>
        <translation>Retirar las apuestas exteriores perdedoras</translation>
    </message>
    <message>
        <source>Clear the losing inside bets</source>
        <translation>Retirar las apuestas interiores perdedoras</translation>
    </message>
    <message>
        <source>Pay the winning outside bets</source>
        <translation>Pagar las apuestas exteriores ganadoras</translation>
    </message>
    <message>
        <source>Pay the winning inside bets</source>
        <translation>Pagar las apuestas interiores ganadoras</translation>
    </message>
    <message>
        <source>Lift the marker and open the layout for bets</source>
        <translation>Quitar el marcador y abrir el paño a las apuestas</translation>
    </message>
    <message>
        <source>The ball has dropped and the dealer has called the number. Put the settling of the layout in order (the two kinds of losing bets may be cleared in either order).</source>
        <translation>La bola cayó y el crupier cantó el número. Ponga en orden la liquidación del paño (los dos tipos de apuestas perdedoras pueden retirarse en cualquier orden).</translation>
    </message>
    <message>
        <source>{n}. {step}.</source>
        <translation>{n}. {step}.</translation>
    </message>
    <message>
        <source>The marker goes down first and comes off last; every losing bet is taken in before any winner is paid; the outside bets are paid before the inside.</source>
        <translation>El marcador va primero y se quita al final; todas las apuestas perdedoras se recogen antes de pagar a cualquier ganadora; las apuestas exteriores se pagan antes que las interiores.</translation>
    </message>
    <message>
        <source>Seat {seat} leaves with {stacks} stacks of 20 and {loose} loose wheel chips, valued at {value} each. Colour them up: give the fewest value chips that make the same amount.</source>
        <translation>El asiento {seat} se retira con {stacks} pilas de 20 y {loose} fichas de rueda sueltas, de {value} cada una. Cámbielas por color: entregue el mínimo de fichas de valor que sumen lo mismo.</translation>
    </message>
    <message>
        <source>Seat {seat} leaves with {stacks} stack of 20 and {loose} loose wheel chips, valued at {value} each. Colour them up: give the fewest value chips that make the same amount.</source>
        <translation>El asiento {seat} se retira con {stacks} pila de 20 y {loose} fichas de rueda sueltas, de {value} cada una. Cámbielas por color: entregue el mínimo de fichas de valor que sumen lo mismo.</translation>
    </message>
    <message>
        <source>{stacks} x 20 + {loose} = {count} wheel chips x {value} = {total}.</source>
        <translation>{stacks} x 20 + {loose} = {count} fichas de rueda x {value} = {total}.</translation>
    </message>
    <message>
        <source>Fewest chips: {count}: {chips}.</source>
        <translation>Mínimo de fichas: {count}: {chips}.</translation>
    </message>
    <message>
        <source>single-zero</source>
        <comment>the wheel&apos;s name</comment>
        <translation>un cero</translation>
    </message>
    <message>
        <source>double-zero</source>
        <comment>the wheel&apos;s name</comment>
        <translation>doble cero</translation>
    </message>
    <message>
        <source>triple-zero</source>
        <comment>the wheel&apos;s name</comment>
        <translation>triple cero</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <source>{rank} high or better</source>
        <translation>{rank} como carta alta, o mejor</translation>
    </message>
    <message>
        <source>a pair of {ranks} or better</source>
        <translation>un par de {ranks} o mejor</translation>
    </message>
    <message>
        <source>{category}, {ranks} or better</source>
        <translation>{category} de {ranks} o mejor</translation>
    </message>
</context>
<context>
    <name>rules file</name>
    <message>
        <source>{file}: cannot be read ({reason}).</source>
        <translation>{file}: no se puede leer ({reason}).</translation>
    </message>
    <message>
        <source>{file}: is not UTF-8 text.</source>
        <translation>{file}: no es texto UTF-8.</translation>
    </message>
    <message>
        <source>{file}: is not a rules file: {reason}.</source>
        <translation>{file}: no es un archivo de reglas: {reason}.</translation>
    </message>
    <message>
        <source>{file}: is not valid TOML ({reason}).</source>
        <translation>{file}: no es TOML válido ({reason}).</translation>
    </message>
    <message>
        <source>{file}: is not a rules file: it nests too deeply.</source>
        <translation>{file}: no es un archivo de reglas: anida demasiados niveles.</translation>
    </message>
    <message>
        <source>{file}: is not a rules file: a number is too long.</source>
        <translation>{file}: no es un archivo de reglas: un número es demasiado largo.</translation>
    </message>
    <message>
        <source>The rules folder is missing (looked in {folder}).</source>
        <translation>Falta la carpeta de reglas (se buscó en {folder}).</translation>
    </message>
    <message>
        <source>{file}: {key}: {value} is not a kind of rules file (kinds: {kinds}).</source>
        <translation>{file}: {key}: {value} no es un tipo de archivo de reglas (tipos: {kinds}).</translation>
    </message>
    <message>
        <source>{file}: {key}: is not a known key (known: {known}).</source>
        <translation>{file}: {key}: no es una clave conocida (conocidas: {known}).</translation>
    </message>
    <message>
        <source>{file}: {key}: is missing.</source>
        <translation>{file}: {key}: falta.</translation>
    </message>
    <message>
        <source>{file}: {key}: must be a table.</source>
        <translation>{file}: {key}: debe ser una tabla.</translation>
    </message>
    <message>
        <source>{file}: {key}: must be text.</source>
        <translation>{file}: {key}: debe ser texto.</translation>
    </message>
    <message>
        <source>{file}: {key}: must be a whole number, not {value}.</source>
        <translation>{file}: {key}: debe ser un número entero, no {value}.</translation>
    </message>
    <message>
        <source>{file}: {key}: must be true or false, not {value}.</source>
        <translation>{file}: {key}: debe ser true o false, no {value}.</translation>
    </message>
    <message>
        <source>{file}: {key}: must be text, not {value}.</source>
        <translation>{file}: {key}: debe ser texto, no {value}.</translation>
    </message>
    <message>
        <source>{file}: {key}: must be a list, not {value}.</source>
        <translation>{file}: {key}: debe ser una lista, no {value}.</translation>
    </message>
    <message>
        <source>{file}: {key}: must be a table, not {value}.</source>
        <translation>{file}: {key}: debe ser una tabla, no {value}.</translation>
    </message>
    <message>
        <source>{file}: {key}: must be a percentage, not {value}.</source>
        <translation>{file}: {key}: debe ser un porcentaje, no {value}.</translation>
    </message>
    <message>
        <source>{file}: {key}: The amount must be a number of dollars, not {value}.</source>
        <translation>{file}: {key}: El importe debe ser una cantidad de dólares, no {value}.</translation>
    </message>
    <message>
        <source>{file}: {key}: The amount cannot be negative ({value}).</source>
        <translation>{file}: {key}: El importe no puede ser menor que cero ({value}).</translation>
    </message>
    <message>
        <source>{file}: {key}: The amount of {value} is too large (at most {most}).</source>
        <translation>{file}: {key}: El importe de {value} es demasiado grande (como mucho {most}).</translation>
    </message>
    <message>
        <source>{file}: {key}: The amount of {value} is not a whole number of cents.</source>
        <translation>{file}: {key}: El importe de {value} no es un número entero de centavos.</translation>
    </message>
    <message>
        <source>{file}: {key}: &apos;{value}&apos; is not a whole number of cents; use at most two decimals.</source>
        <translation>{file}: {key}: &apos;{value}&apos; no es un número entero de centavos; use como mucho dos decimales.</translation>
    </message>
    <message>
        <source>{file}: {key}: &apos;{value}&apos; is not an amount of money; write it like 60, $60.00 or 1,250.50.</source>
        <translation>{file}: {key}: &apos;{value}&apos; no es una cantidad de dinero; escríbala como 60, $60.00 o 1,250.50.</translation>
    </message>
    <message>
        <source>{file}: {key}: must be one of {shown}, not {value}.</source>
        <translation>{file}: {key}: debe ser uno de {shown}, no {value}.</translation>
    </message>
    <message>
        <source>{file}: {key}: must be a whole number from {low} to {high}, not {value}.</source>
        <translation>{file}: {key}: debe ser un número entero de {low} a {high}, no {value}.</translation>
    </message>
    <message>
        <source>{file}: {key}: must be between {low} and {high}, not {value}.</source>
        <translation>{file}: {key}: debe estar entre {low} y {high}, no {value}.</translation>
    </message>
    <message>
        <source>{file}: {key}: must be at least 1.</source>
        <translation>{file}: {key}: debe ser al menos 1.</translation>
    </message>
    <message>
        <source>{file}: {key}: cannot be above 100.</source>
        <translation>{file}: {key}: no puede pasar de 100.</translation>
    </message>
    <message>
        <source>{file}: {key}: must be a table like {example}.</source>
        <translation>{file}: {key}: debe ser una tabla como {example}.</translation>
    </message>
    <message>
        <source>{file}: {key}: must be a hand category as text, not {value}.</source>
        <translation>{file}: {key}: debe ser una categoría de mano escrita como texto, no {value}.</translation>
    </message>
    <message>
        <source>{file}: {key}: &apos;{value}&apos; is not a hand category.</source>
        <translation>{file}: {key}: &apos;{value}&apos; no es una categoría de mano.</translation>
    </message>
    <message>
        <source>{file}: {key}: must be a rank as text, not {value}.</source>
        <translation>{file}: {key}: debe ser un valor de carta escrito como texto, no {value}.</translation>
    </message>
    <message>
        <source>{file}: {key}: &apos;{value}&apos; is not a rank.</source>
        <translation>{file}: {key}: &apos;{value}&apos; no es un valor de carta.</translation>
    </message>
    <message>
        <source>{file}: {key}: must be &apos;poker&apos; or &apos;three-card&apos; as text, not {value}.</source>
        <translation>{file}: {key}: debe ser &apos;poker&apos; o &apos;three-card&apos; escrito como texto, no {value}.</translation>
    </message>
    <message>
        <source>{file}: {key}: &apos;{value}&apos; is not &apos;poker&apos; or &apos;three-card&apos;.</source>
        <translation>{file}: {key}: &apos;{value}&apos; no es &apos;poker&apos; ni &apos;three-card&apos;.</translation>
    </message>
    <message>
        <source>{file}: {key}: must be odds like &apos;40 to 1&apos; as text, not {value}.</source>
        <translation>{file}: {key}: debe ser un pago escrito como texto, como &apos;40 to 1&apos;, no {value}.</translation>
    </message>
    <message>
        <source>{file}: {key}: &apos;{value}&apos; is not odds like &apos;40 to 1&apos;.</source>
        <translation>{file}: {key}: &apos;{value}&apos; no es un pago escrito como &apos;40 to 1&apos;.</translation>
    </message>
    <message>
        <source>{file}: {key}: must be &quot;{kind}&quot; in a {kind} rules file.</source>
        <translation>{file}: {key}: debe ser &quot;{kind}&quot; en un archivo de reglas de tipo {kind}.</translation>
    </message>
    <message>
        <source>{file}: {key}: must be &quot;home&quot; in a home-game rules file.</source>
        <translation>{file}: {key}: debe ser &quot;home&quot; en un archivo de reglas de la partida casera.</translation>
    </message>
    <message>
        <source>{file}: {key}: must be {value} in a {kind} rules file.</source>
        <translation>{file}: {key}: debe ser {value} en un archivo de reglas de tipo {kind}.</translation>
    </message>
    <message>
        <source>{file}: {key}: {value} is not a game this trainer plays (games: {known}).</source>
        <translation>{file}: {key}: {value} no es un juego de este programa (juegos: {known}).</translation>
    </message>
    <message>
        <source>{file}: {key}: {game} is a {kind} game: its file has kind = &quot;{kind}&quot;.</source>
        <translation>{file}: {key}: {game} es un juego de tipo {kind}: su archivo lleva kind = &quot;{kind}&quot;.</translation>
    </message>
    <message>
        <source>{file}: {key}: {game} is a casino game: its file has no kind.</source>
        <translation>{file}: {key}: {game} es un juego de casino: su archivo no lleva kind.</translation>
    </message>
    <message>
        <source>{file}: {key}: must name the jurisdiction.</source>
        <translation>{file}: {key}: debe nombrar la jurisdicción.</translation>
    </message>
    <message>
        <source>{file}: {key}: {game} settles the wagers {wagers}, not {found}.</source>
        <translation>{file}: {key}: {game} liquida las apuestas {wagers}, no {found}.</translation>
    </message>
    <message>
        <source>{file}: {key}: is missing: {game} is settled by it.</source>
        <translation>{file}: {key}: falta: {game} se liquida con esta clave.</translation>
    </message>
    <message>
        <source>{file}: {key}: must be a list of wager names.</source>
        <translation>{file}: {key}: debe ser una lista de nombres de apuestas.</translation>
    </message>
    <message>
        <source>{file}: {key}: must be a list of rule-text file names.</source>
        <translation>{file}: {key}: debe ser una lista de nombres de archivos de textos de reglas.</translation>
    </message>
    <message>
        <source>{file}: {key}: must be a list of dealing methods.</source>
        <translation>{file}: {key}: debe ser una lista de métodos de reparto.</translation>
    </message>
    <message>
        <source>{file}: {key}: must be a table with category and min_rank.</source>
        <translation>{file}: {key}: debe ser una tabla con category y min_rank.</translation>
    </message>
    <message>
        <source>{first} and {second} both give the rules of {game} in {jurisdiction}: keep one of the two files.</source>
        <translation>{first} y {second} dan las dos las reglas de {game} en {jurisdiction}: conserve uno de los dos archivos.</translation>
    </message>
    <message>
        <source>The house rules file {file} is not used: {reason}</source>
        <translation>No se usa el archivo de reglas de la casa {file}: {reason}</translation>
    </message>
    <message>
        <source>{file}: {key}: is missing: a rules file declares at least one pay table.</source>
        <translation>{file}: {key}: falta: un archivo de reglas declara al menos una tabla de pagos.</translation>
    </message>
    <message>
        <source>{file}: {key}: &apos;{value}&apos; is not one of the game&apos;s wagers ({wagers}).</source>
        <translation>{file}: {key}: &apos;{value}&apos; no es una de las apuestas del juego ({wagers}).</translation>
    </message>
    <message>
        <source>{file}: {key}: repeats the pay table for &apos;{wager}&apos;.</source>
        <translation>{file}: {key}: repite la tabla de pagos de &apos;{wager}&apos;.</translation>
    </message>
    <message>
        <source>{file}: {key}: repeats the pay table for &apos;{wager}&apos; schedule {schedule}.</source>
        <translation>{file}: {key}: repite la tabla de pagos {schedule} de &apos;{wager}&apos;.</translation>
    </message>
    <message>
        <source>{file}: {key}: is missing: a pay table needs at least one pay row.</source>
        <translation>{file}: {key}: falta: una tabla de pagos necesita al menos una fila de pago.</translation>
    </message>
    <message>
        <source>{file}: {key}: the &apos;{wager}&apos; wager has no pay table.</source>
        <translation>{file}: {key}: la apuesta &apos;{wager}&apos; no tiene tabla de pagos.</translation>
    </message>
    <message>
        <source>{file}: {key}: &apos;{value}&apos; cannot be made with three cards.</source>
        <translation>{file}: {key}: &apos;{value}&apos; no se puede formar con tres cartas.</translation>
    </message>
    <message>
        <source>{file}: {key}: needs exactly one of pays, meter_percent or amount (the missing pay).</source>
        <translation>{file}: {key}: necesita exactamente una de pays, meter_percent o amount (falta el pago).</translation>
    </message>
    <message>
        <source>{file}: {key}: must be above 0 and at most 100.</source>
        <translation>{file}: {key}: debe ser mayor que 0 y no pasar de 100.</translation>
    </message>
    <message>
        <source>{file}: {key}: &apos;{row}&apos; must rank below &apos;{above}&apos; (rows run best first).</source>
        <translation>{file}: {key}: &apos;{row}&apos; debe ir por debajo de &apos;{above}&apos; (las filas van de la mejor a la peor).</translation>
    </message>
    <message>
        <source>{file}: {key}: is not one of the game&apos;s wagers.</source>
        <translation>{file}: {key}: no es una de las apuestas del juego.</translation>
    </message>
    <message>
        <source>{file}: {key}: must be a schedule number, not {value}.</source>
        <translation>{file}: {key}: debe ser un número de tabla de pagos, no {value}.</translation>
    </message>
    <message>
        <source>{file}: {key}: there is no pay schedule {schedule} for &apos;{wager}&apos;.</source>
        <translation>{file}: {key}: no hay tabla de pagos {schedule} para &apos;{wager}&apos;.</translation>
    </message>
    <message>
        <source>{file}: {key}: {reason}</source>
        <comment>a posted setting or option the rules do not allow</comment>
        <translation>{file}: {key}: {reason}</translation>
    </message>
    <message>
        <source>{file}: {key}: must be more than {zero}.</source>
        <translation>{file}: {key}: debe ser más de {zero}.</translation>
    </message>
    <message>
        <source>{file}: {key}: {high} is under the minimum of {low}.</source>
        <translation>{file}: {key}: {high} es menos que el mínimo de {low}.</translation>
    </message>
    <message>
        <source>{file}: {key}: {amount} is outside the table&apos;s limits ({low} to {high}).</source>
        <translation>{file}: {key}: {amount} está fuera de los límites de la mesa ({low} a {high}).</translation>
    </message>
    <message>
        <source>{file}: {key}: aces cannot be split again where a player may hold only 1 hand ({limit}).</source>
        <translation>{file}: {key}: los ases no se pueden volver a separar donde un jugador solo puede tener 1 mano ({limit}).</translation>
    </message>
    <message>
        <source>{file}: {key}: aces cannot be split again where a player may hold only {hands} hands ({limit}).</source>
        <translation>{file}: {key}: los ases no se pueden volver a separar donde un jugador solo puede tener {hands} manos ({limit}).</translation>
    </message>
    <message>
        <source>{file}: {key}: {bet} is not a bet on {wheel}.</source>
        <translation>{file}: {key}: {bet} no es una apuesta en {wheel}.</translation>
    </message>
    <message>
        <source>{file}: {key}: must be odds N to 1, N from 1 to 35, not {value}.</source>
        <translation>{file}: {key}: debe ser un pago de N a 1, con N de 1 a 35, no {value}.</translation>
    </message>
    <message>
        <source>The table maximum of {amount} is above the {most} that {clause} allows.</source>
        <translation>El máximo de la mesa de {amount} supera los {most} que permite {clause}.</translation>
    </message>
    <message>
        <source>The table minimum of {low} is above the table maximum of {high}.</source>
        <translation>El mínimo de la mesa de {low} supera el máximo de la mesa de {high}.</translation>
    </message>
    <message>
        <source>The player-banked pot wager of {amount} is above the {most} that {clause} allows.</source>
        <translation>La apuesta al bote de los jugadores de {amount} supera los {most} que permite {clause}.</translation>
    </message>
    <message>
        <source>A player-banked pot needs its posted wager amount.</source>
        <translation>Un bote de los jugadores necesita el importe publicado de su apuesta.</translation>
    </message>
    <message>
        <source>The rake percentage cannot be negative.</source>
        <translation>El porcentaje de la comisión (rake) no puede ser negativo.</translation>
    </message>
    <message>
        <source>The rake cap cannot be negative.</source>
        <translation>El tope de la comisión (rake) no puede ser negativo.</translation>
    </message>
    <message>
        <source>A split pot is shared in units of a cent or more.</source>
        <translation>Un bote dividido se reparte en unidades de un centavo o más.</translation>
    </message>
    <message>
        <source>A rake of {percent}% is above the {most}% that {clause} allows.</source>
        <translation>Una comisión del {percent}% supera el {most}% que permite {clause}.</translation>
    </message>
    <message>
        <source>A rake cap of {amount} is above the {most} that {clause} allows.</source>
        <translation>Un tope de comisión de {amount} supera los {most} que permite {clause}.</translation>
    </message>
    <message>
        <source>{game} has no pay table for the &apos;{wager}&apos; wager.</source>
        <translation>{game} no tiene tabla de pagos para la apuesta &apos;{wager}&apos;.</translation>
    </message>
    <message>
        <source>{game} has no pay schedule {schedule} for the &apos;{wager}&apos; wager (schedules: {known}).</source>
        <translation>{game} no tiene la tabla de pagos {schedule} para la apuesta &apos;{wager}&apos; (tablas: {known}).</translation>
    </message>
    <message>
        <source>The rule text {name} is not installed.</source>
        <translation>El texto de las reglas {name} no está instalado.</translation>
    </message>
</context>
<context>
    <name>rulings</name>
    <message>
        <source>A player with an ante and a Pair Plus wager folds holding a pair of nines.</source>
        <translation>Un jugador con un ante y una apuesta Pair Plus se retira con un par de nueves.</translation>
    </message>
    <message>
        <source>Take the ante; settle the Pair Plus on the pair of nines and pay it 1 to 1.</source>
        <translation>Cobre el ante; liquide el Pair Plus con el par de nueves y páguelo 1 a 1.</translation>
    </message>
    <message>
        <source>Take the ante and the Pair Plus: a hand that folds loses every wager.</source>
        <translation>Cobre el ante y el Pair Plus: quien se retira pierde todo.</translation>
    </message>
    <message>
        <source>Take the ante; return the Pair Plus wager as a push.</source>
        <translation>Cobre el ante; devuelva la apuesta Pair Plus como empate.</translation>
    </message>
    <message>
        <source>Return the ante; settle the Pair Plus on the nines and pay it 1 to 1.</source>
        <translation>Devuelva el ante; liquide el Pair Plus con los nueves y páguelo 1 a 1.</translation>
    </message>
    <message>
        <source>The player plays; the dealer holds jack high.</source>
        <translation>El jugador juega; el crupier tiene jota alta.</translation>
    </message>
    <message>
        <source>The dealer does not qualify: pay the ante 1 to 1 and push the play wager.</source>
        <translation>El crupier no califica: pague el ante 1 a 1 y deje en empate la apuesta de juego.</translation>
    </message>
    <message>
        <source>The dealer does not qualify: push the ante and pay the play wager 1 to 1.</source>
        <translation>El crupier no califica: deje en empate el ante y pague la apuesta de juego 1 a 1.</translation>
    </message>
    <message>
        <source>The dealer does not qualify: pay the ante and the play wager 1 to 1.</source>
        <translation>El crupier no califica: pague el ante y la apuesta de juego 1 a 1.</translation>
    </message>
    <message>
        <source>The dealer does not qualify: push the ante and the play wager.</source>
        <translation>El crupier no califica: deje en empate el ante y la apuesta de juego.</translation>
    </message>
    <message>
        <source>The dealer qualifies and holds exactly the same hand as the player.</source>
        <translation>El crupier califica y tiene exactamente la misma mano que el jugador.</translation>
    </message>
    <message>
        <source>Push both the ante and the play wager.</source>
        <translation>Deje en empate tanto el ante como la apuesta de juego.</translation>
    </message>
    <message>
        <source>The dealer wins a tie: take the ante and the play wager.</source>
        <translation>El crupier gana los empates: cobre el ante y la apuesta de juego.</translation>
    </message>
    <message>
        <source>The player wins a tie: pay the ante and the play wager 1 to 1.</source>
        <translation>El jugador gana los empates: pague el ante y la apuesta de juego 1 a 1.</translation>
    </message>
    <message>
        <source>Pay the ante 1 to 1 and push the play wager.</source>
        <translation>Pague el ante 1 a 1 y deje en empate la apuesta de juego.</translation>
    </message>
    <message>
        <source>A player who played holds a straight; the dealer holds three of a kind.</source>
        <translation>Un jugador que jugó tiene una escalera; el crupier tiene un trío.</translation>
    </message>
    <message>
        <source>Take the ante and play wagers, but pay the ante bonus on the straight, 1 to 1.</source>
        <translation>Cobre el ante y la apuesta de juego, pero pague el bono del ante por la escalera, 1 a 1.</translation>
    </message>
    <message>
        <source>Take the ante and play wagers; no ante bonus is paid on a hand that loses.</source>
        <translation>Cobre el ante y la apuesta de juego; una mano que pierde no cobra bono del ante.</translation>
    </message>
    <message>
        <source>Take the ante and play wagers; the ante bonus is paid only when the dealer does not qualify.</source>
        <translation>Cobre el ante y la apuesta de juego; el bono del ante solo se paga cuando el crupier no califica.</translation>
    </message>
    <message>
        <source>Take the ante and play wagers; pay the ante bonus on the straight at the Pair Plus rate, 6 to 1.</source>
        <translation>Cobre el ante y la apuesta de juego; pague el bono del ante por la escalera a la tasa del Pair Plus, 6 a 1.</translation>
    </message>
    <message>
        <source>A player wants to bet on two hands in the same round.</source>
        <translation>Un jugador quiere apostar a dos manos en la misma ronda.</translation>
    </message>
    <message>
        <source>Refuse: a player may not bet on more than one hand in a round.</source>
        <translation>Rechácelo: un jugador no puede apostar a más de una mano por ronda.</translation>
    </message>
    <message>
        <source>Allow it when both hands&apos; wagers are within the table limits.</source>
        <translation>Permítalo si las apuestas de ambas manos están dentro de los límites de la mesa.</translation>
    </message>
    <message>
        <source>Allow it when a seat is open beside the player.</source>
        <translation>Permítalo si hay un asiento libre junto al jugador.</translation>
    </message>
    <message>
        <source>Allow it for the Pair Plus only: the second hand may not play Ante and Play.</source>
        <translation>Permítalo solo para el Pair Plus: la segunda mano no puede jugar Ante y Play.</translation>
    </message>
    <message>
        <source>A player asks for deuces to be wild this round.</source>
        <translation>Un jugador pide que los doses sean comodines en esta ronda.</translation>
    </message>
    <message>
        <source>Refuse: wild cards are prohibited.</source>
        <translation>Rechácelo: los comodines están prohibidos.</translation>
    </message>
    <message>
        <source>Allow it if every player at the table agrees.</source>
        <translation>Permítalo si todos los jugadores de la mesa están de acuerdo.</translation>
    </message>
    <message>
        <source>Allow it for the Pair Plus wagers only.</source>
        <translation>Permítalo solo para las apuestas Pair Plus.</translation>
    </message>
    <message>
        <source>Allow it for this round only, and announce it before the deal.</source>
        <translation>Permítalo solo en esta ronda y anúncielo antes del reparto.</translation>
    </message>
    <message>
        <source>The previous round has been settled. How are the cards prepared?</source>
        <translation>La ronda anterior ya se liquidó. ¿Cómo se preparan las cartas?</translation>
    </message>
    <message>
        <source>Shuffle the cards manually before every round.</source>
        <translation>Baraje las cartas a mano antes de cada ronda.</translation>
    </message>
    <message>
        <source>Deal the next round from the cards left; shuffle when the deck runs low.</source>
        <translation>Reparta la ronda siguiente con las cartas que quedan; baraje cuando la baraja se agote.</translation>
    </message>
    <message>
        <source>Shuffle once at the start of the shift; cut the cards before each round.</source>
        <translation>Baraje una vez al comienzo del turno; corte las cartas antes de cada ronda.</translation>
    </message>
    <message>
        <source>Shuffle only when a player asks for a new deck.</source>
        <translation>Baraje solo cuando un jugador pida una baraja nueva.</translation>
    </message>
    <message>
        <source>Accept the {amount}</source>
        <translation>Acepte los {amount}</translation>
    </message>
    <message>
        <source>Accept it</source>
        <translation>Acéptela</translation>
    </message>
    <message>
        <source>Take the posted maximum of {top} and hand back the rest</source>
        <translation>Tome el máximo anunciado de {top} y devuelva el resto</translation>
    </message>
    <message>
        <source>Take the posted maximum</source>
        <translation>Tome el máximo anunciado</translation>
    </message>
    <message>
        <source>Refuse the whole {amount} and hand it back</source>
        <translation>Rechace los {amount} completos y devuélvalos</translation>
    </message>
    <message>
        <source>Refuse it whole</source>
        <translation>Recházela completa</translation>
    </message>
    <message>
        <source>Refuse the late bet; seat {seat} plays on the wagers it put out before the deal</source>
        <translation>Rechace la apuesta tardía; el asiento {seat} juega con las apuestas que colocó antes del reparto</translation>
    </message>
    <message>
        <source>Refuse it; seat {seat} plays on</source>
        <translation>Recházela; el asiento {seat} sigue jugando</translation>
    </message>
    <message>
        <source>Refuse the late bet; seat {seat} has no hand this round</source>
        <translation>Rechace la apuesta tardía; el asiento {seat} no tiene mano en esta ronda</translation>
    </message>
    <message>
        <source>Refuse it; seat {seat} sits out</source>
        <translation>Recházela; el asiento {seat} queda fuera</translation>
    </message>
    <message>
        <source>Call a misdeal: void every wager at the table, pick up all the cards and reshuffle</source>
        <translation>Declare reparto nulo: anule todas las apuestas de la mesa, recoja todas las cartas y vuelva a barajar</translation>
    </message>
    <message>
        <source>Call a misdeal</source>
        <translation>Declare reparto nulo</translation>
    </message>
    <message>
        <source>Turn the card over and continue to deal</source>
        <translation>Dé vuelta la carta y siga repartiendo</translation>
    </message>
    <message>
        <source>Turn it over, deal on</source>
        <translation>Dé vuelta la carta, siga</translation>
    </message>
    <message>
        <source>Call seat {seat}&apos;s hand dead; every wager of seat {seat} is void and handed back</source>
        <translation>Declare muerta la mano del asiento {seat}; todas las apuestas del asiento {seat} se anulan y se devuelven</translation>
    </message>
    <message>
        <source>Call seat {seat}&apos;s hand dead</source>
        <translation>Declare muerta la mano del asiento {seat}</translation>
    </message>
    <message>
        <source>Stop seat {seat} showing the cards; the hand plays on</source>
        <translation>Impida que el asiento {seat} muestre las cartas; la mano sigue en juego</translation>
    </message>
    <message>
        <source>Stop seat {seat} showing</source>
        <translation>Impida que el asiento {seat} muestre</translation>
    </message>
    <message>
        <source>Refuse: this house offers no surrender</source>
        <translation>Rechace: esta casa no ofrece rendición</translation>
    </message>
    <message>
        <source>Refuse: no surrender</source>
        <translation>Rechace: sin rendición</translation>
    </message>
    <message>
        <source>Refuse: a tip bet goes beside the player&apos;s own wager on that game</source>
        <translation>Rechace: una apuesta de propina va junto a la apuesta del propio jugador en ese juego</translation>
    </message>
    <message>
        <source>Refuse: no wager on that game</source>
        <translation>Rechace: no hay apuesta en ese juego</translation>
    </message>
    <message>
        <source>Take {half} of the 7-card wager and return {rest}; the other wagers play on</source>
        <translation>Tome {half} de la apuesta de 7 cartas y devuelva {rest}; las demás apuestas siguen en juego</translation>
    </message>
    <message>
        <source>Take half the 7-card wager</source>
        <translation>Tome la mitad de la apuesta de 7 cartas</translation>
    </message>
    <message>
        <source>Take the whole {amount} 7-card wager as a surrendered hand&apos;s loss; the other wagers play on</source>
        <translation>Tome completa la apuesta de 7 cartas de {amount} como pérdida de una mano rendida; las demás apuestas siguen en juego</translation>
    </message>
    <message>
        <source>Take the whole 7-card wager</source>
        <translation>Tome completa la apuesta de 7 cartas</translation>
    </message>
    <message>
        <source>Refuse: surrender needs wagers on all three games</source>
        <translation>Rechace: la rendición exige apuestas en los tres juegos</translation>
    </message>
    <message>
        <source>Refuse: not all three games</source>
        <translation>Rechace: no están los tres juegos</translation>
    </message>
    <message>
        <source>Refuse: only the 7-card wager may be surrendered</source>
        <translation>Rechace: solo se puede rendir la apuesta de 7 cartas</translation>
    </message>
    <message>
        <source>Refuse: the 7-card wager only</source>
        <translation>Rechace: solo la apuesta de 7 cartas</translation>
    </message>
    <message>
        <source>Accept the {amount} {name}</source>
        <translation>Acepte {amount} como {name}</translation>
    </message>
    <message>
        <source>Accept {wager}</source>
        <translation>Acepte {wager}</translation>
    </message>
    <message>
        <source>Stop seat {seat}: no wager is touched once the cards are seen</source>
        <translation>Detenga al asiento {seat}: ninguna apuesta se toca una vez vistas las cartas</translation>
    </message>
    <message>
        <source>Stop seat {seat}</source>
        <translation>Detenga al asiento {seat}</translation>
    </message>
    <message>
        <source>Take the posted maximum of {top} on {wager} and move the other {excess} onto another of seat {seat}&apos;s wagers</source>
        <translation>Tome el máximo anunciado de {top} en {wager} y pase los otros {excess} a otra apuesta del asiento {seat}</translation>
    </message>
    <message>
        <source>Move the excess to another wager</source>
        <translation>Pase el excedente a otra apuesta</translation>
    </message>
    <message>
        <source>Hand it back: this house takes no tip bets</source>
        <translation>Devuélvala: esta casa no acepta apuestas de propina</translation>
    </message>
    <message>
        <source>Hand it back: no tip bets</source>
        <translation>Devuélvala: sin propinas</translation>
    </message>
    <message>
        <source>Allow the change to {wager}</source>
        <translation>Permita el cambio en {wager}</translation>
    </message>
    <message>
        <source>Allow the change</source>
        <translation>Permita el cambio</translation>
    </message>
    <message>
        <source>A player wants to call for the same amount as the ante.</source>
        <translation>Un jugador quiere igualar por el mismo monto que el ante.</translation>
    </message>
    <message>
        <source>Refuse: the call is always double the ante.</source>
        <translation>Rechácelo: la apuesta de igualar es siempre el doble del ante.</translation>
    </message>
    <message>
        <source>Accept it: the call may be any amount up to double the ante.</source>
        <translation>Acéptela: la apuesta de igualar puede ser cualquier monto hasta el doble del ante.</translation>
    </message>
    <message>
        <source>Accept it: a call equal to the ante is paid at half the AnteWin table.</source>
        <translation>Acéptela: una apuesta de igualar igual al ante se paga a la mitad de la tabla AnteWin.</translation>
    </message>
    <message>
        <source>Accept it if the player has no progressive wager.</source>
        <translation>Acéptela si el jugador no tiene apuesta progresiva.</translation>
    </message>
    <message>
        <source>A player folds after seeing the flop. What happens to the ante and the cards?</source>
        <translation>Un jugador se retira después de ver el flop. ¿Qué pasa con el ante y las cartas?</translation>
    </message>
    <message>
        <source>Take the ante and put the two cards in the discard; the hand is over for that player.</source>
        <translation>Cobre el ante y ponga las dos cartas en el descarte; la mano terminó para el jugador.</translation>
    </message>
    <message>
        <source>Return the ante: the player folded before the turn and river.</source>
        <translation>Devuelva el ante: el jugador se retiró antes del turn y el river.</translation>
    </message>
    <message>
        <source>Take the ante, but leave the two cards on the layout until the dealer&apos;s hand is read.</source>
        <translation>Cobre el ante, pero deje las dos cartas sobre el paño hasta leer la mano del crupier.</translation>
    </message>
    <message>
        <source>Take half the ante and return the rest.</source>
        <translation>Cobre la mitad del ante y devuelva el resto.</translation>
    </message>
    <message>
        <source>The dealer&apos;s best hand is a pair of threes.</source>
        <translation>La mejor mano del crupier es un par de treses.</translation>
    </message>
    <message>
        <source>The dealer does not qualify: pay the ante of every hand that called by the AnteWin table and push every call.</source>
        <translation>El crupier no califica: pague el ante de cada mano que igualó según la tabla AnteWin y deje en empate cada apuesta de igualar.</translation>
    </message>
    <message>
        <source>The dealer does not qualify: push the ante of every hand that called, and pay every call 1 to 1.</source>
        <translation>El crupier no califica: deje en empate el ante de cada mano que igualó y pague cada apuesta de igualar 1 a 1.</translation>
    </message>
    <message>
        <source>The dealer does not qualify: pay every ante and every call 1 to 1.</source>
        <translation>El crupier no califica: pague cada ante y cada apuesta de igualar 1 a 1.</translation>
    </message>
    <message>
        <source>The dealer qualifies with any pair: compare every hand with the dealer&apos;s, and settle each ante and call by which hand wins.</source>
        <translation>El crupier califica con cualquier par: compare cada mano con la del crupier y liquide cada ante y apuesta de igualar según qué mano gana.</translation>
    </message>
    <message>
        <source>When are winning progressive wagers paid?</source>
        <translation>¿Cuándo se pagan las apuestas progresivas ganadoras?</translation>
    </message>
    <message>
        <source>After every player has called or folded, when the players&apos; two cards are opened, before the turn and river.</source>
        <translation>Después de que cada jugador haya igualado o se haya retirado, al abrir las dos cartas de los jugadores, antes del turn y el river.</translation>
    </message>
    <message>
        <source>At the end of the round, after the turn and river, once the antes are settled.</source>
        <translation>Al final de la ronda, después del turn y el river, una vez liquidados los antes.</translation>
    </message>
    <message>
        <source>As soon as the flop is turned, before the players call or fold.</source>
        <translation>En cuanto se descubre el flop, antes de que los jugadores igualen o se retiren.</translation>
    </message>
    <message>
        <source>After the dealer qualifies, with the call wagers.</source>
        <translation>Después de que el crupier califica, junto con las apuestas de igualar.</translation>
    </message>
    <message>
        <source>A player&apos;s winning hand is a full house. What is done before paying it?</source>
        <translation>La mano ganadora de un jugador es un full. ¿Qué se hace antes de pagarla?</translation>
    </message>
    <message>
        <source>Announce the hand and highlight it, then pay.</source>
        <translation>Anuncie la mano y resáltela; luego pague.</translation>
    </message>
    <message>
        <source>Pay it at once; announce the hand only if the player asks.</source>
        <translation>Páguela de inmediato; anuncie la mano solo si el jugador lo pide.</translation>
    </message>
    <message>
        <source>Pay it first, then announce the hand to the table.</source>
        <translation>Páguela primero y luego anuncie la mano a la mesa.</translation>
    </message>
    <message>
        <source>Pay it and move the cards to the discard before the next hand is read.</source>
        <translation>Páguela y pase las cartas al descarte antes de leer la mano siguiente.</translation>
    </message>
    <message>
        <source>A player wants to play two boxes in the same round.</source>
        <translation>Un jugador quiere jugar dos casillas en la misma ronda.</translation>
    </message>
    <message>
        <source>Refuse: a player may play one hand only.</source>
        <translation>Rechácelo: un jugador puede jugar una sola mano.</translation>
    </message>
    <message>
        <source>Allow it if both boxes have the same ante.</source>
        <translation>Permítalo si ambas casillas tienen el mismo ante.</translation>
    </message>
    <message>
        <source>Allow it, with the progressive wager on one box only.</source>
        <translation>Permítalo, con la apuesta progresiva en una sola casilla.</translation>
    </message>
    <message>
        <source>Allow it when the table has an empty box beside the player.</source>
        <translation>Permítalo si la mesa tiene una casilla libre junto al jugador.</translation>
    </message>
    <message>
        <source>Two players start comparing their cards before deciding to call.</source>
        <translation>Dos jugadores empiezan a comparar sus cartas antes de decidir si igualan.</translation>
    </message>
    <message>
        <source>Stop them: players must not communicate the contents of their hands.</source>
        <translation>Deténgalos: los jugadores no deben comunicarse lo que tienen en la mano.</translation>
    </message>
    <message>
        <source>Let them: the players play against the dealer, not against each other.</source>
        <translation>Déjelos: cada jugador juega contra el crupier y no contra los demás jugadores.</translation>
    </message>
    <message>
        <source>Let them, as long as the dealer does not see their cards.</source>
        <translation>Déjelos, siempre que el crupier no vea sus cartas.</translation>
    </message>
    <message>
        <source>Let them, but take both antes if either then folds.</source>
        <translation>Déjelos, pero cobre ambos antes si luego alguno se retira.</translation>
    </message>
    <message>
        <source>Refuse the excess: the wager stands at no more than the posted table maximum, never over $5, and the rest goes back to the player.</source>
        <translation>Rechace el excedente: la apuesta queda en no más del máximo anunciado de la mesa, nunca por encima de $5, y el resto vuelve al jugador.</translation>
    </message>
    <message>
        <source>A player (or the dealer) has been dealt the wrong number of cards.</source>
        <translation>Un jugador (o el crupier) recibió una cantidad equivocada de cartas.</translation>
    </message>
    <message>
        <source>Misdeal: all wagers are void, and all cards are picked up and re-shuffled.</source>
        <translation>Reparto nulo: todas las apuestas se anulan y todas las cartas se recogen y se vuelven a barajar.</translation>
    </message>
    <message>
        <source>Not a misdeal: deal the missing card, or take back the extra one, and play on.</source>
        <translation>No es reparto nulo: reparta la carta que falta, o retire la que sobra, y siga jugando con la mano.</translation>
    </message>
    <message>
        <source>Only that player&apos;s wagers are void; the others play on.</source>
        <translation>Solo se anulan las apuestas de ese jugador; los demás siguen jugando.</translation>
    </message>
    <message>
        <source>Not a misdeal: the player plays the best hand the cards make.</source>
        <translation>No es reparto nulo: el jugador juega la mejor mano que formen sus cartas.</translation>
    </message>
    <message>
        <source>A player&apos;s card is exposed during the deal.</source>
        <translation>Una carta de un jugador queda expuesta durante el reparto.</translation>
    </message>
    <message>
        <source>Not a misdeal: turn the card over and continue to deal.</source>
        <translation>No es reparto nulo: dé vuelta la carta y siga repartiendo.</translation>
    </message>
    <message>
        <source>Misdeal: all wagers are void and the cards are re-shuffled.</source>
        <translation>Reparto nulo: todas las apuestas se anulan y las cartas se vuelven a barajar.</translation>
    </message>
    <message>
        <source>That player&apos;s hand is dead: void that player&apos;s wagers and deal on.</source>
        <translation>La mano de ese jugador está muerta: anule sus apuestas y siga repartiendo.</translation>
    </message>
    <message>
        <source>Replace the exposed card with the next card of the deck and deal on.</source>
        <translation>Reemplace la carta expuesta por la siguiente de la baraja y siga repartiendo.</translation>
    </message>
    <message>
        <source>A community card is exposed during the deal.</source>
        <translation>Una carta comunitaria queda expuesta durante el reparto.</translation>
    </message>
    <message>
        <source>Misdeal: all remaining wagers are void.</source>
        <translation>Reparto nulo: todas las apuestas que quedan se anulan.</translation>
    </message>
    <message>
        <source>Not a misdeal: turn the card face down and continue to deal.</source>
        <translation>No es reparto nulo: ponga la carta boca abajo y siga repartiendo.</translation>
    </message>
    <message>
        <source>Burn the exposed card and deal the next card in its place.</source>
        <translation>Queme la carta expuesta y reparta la siguiente en su lugar.</translation>
    </message>
    <message>
        <source>Play on: a community card is the same for every player.</source>
        <translation>Siga jugando: una carta comunitaria es la misma para todos los jugadores.</translation>
    </message>
    <message>
        <source>One of a player&apos;s cards falls from the table.</source>
        <translation>Una de las cartas de un jugador cae de la mesa.</translation>
    </message>
    <message>
        <source>That player&apos;s hand is dead and that player&apos;s wagers are void; the others play on.</source>
        <translation>La mano de ese jugador está muerta y sus apuestas se anulan; los demás siguen jugando.</translation>
    </message>
    <message>
        <source>Pick the card up, show it to the table, and let the player play it.</source>
        <translation>Recoja la carta, muéstrela a la mesa y deje que el jugador la juegue.</translation>
    </message>
    <message>
        <source>Give the player the next card of the deck in its place, and let the hand play on as dealt.</source>
        <translation>Dé al jugador la siguiente carta de la baraja en su lugar y deje que la mano siga como se repartió.</translation>
    </message>
    <message>
        <source>A player with wagers on the 3-card and 7-card games only asks to surrender.</source>
        <translation>Un jugador con apuestas solo en los juegos de 3 y de 7 cartas pide rendirse.</translation>
    </message>
    <message>
        <source>Refuse: surrender is only for a player with wagers on all three games, and only half the 7-card wager.</source>
        <translation>Rechácelo: la rendición es solo para un jugador con apuestas en los tres juegos, y solo por la mitad de la apuesta de 7 cartas.</translation>
    </message>
    <message>
        <source>Allow it: surrender needs only a 7-card wager, so return half of the 7-card wager and take the other half.</source>
        <translation>Permítalo: la rendición solo exige una apuesta de 7 cartas, así que devuelva la mitad de esa apuesta y cobre la otra mitad de la apuesta.</translation>
    </message>
    <message>
        <source>Allow it: return half of each of the player&apos;s wagers.</source>
        <translation>Permítalo: devuelva la mitad de cada apuesta del jugador.</translation>
    </message>
    <message>
        <source>Allow it: return the whole 7-card wager.</source>
        <translation>Permítalo: devuelva completa la apuesta de 7 cartas.</translation>
    </message>
    <message>
        <source>Only one player has placed the optional player-banked pot wager.</source>
        <translation>Solo un jugador colocó la apuesta opcional al bote de los jugadores.</translation>
    </message>
    <message>
        <source>Return the wager to the player as void: two or more players form a pot.</source>
        <translation>Devuelva la apuesta al jugador por anulada: un bote lo forman dos o más jugadores.</translation>
    </message>
    <message>
        <source>Award the pot to that player at the showdown, less the rake.</source>
        <translation>Entregue el bote a ese jugador en la muestra de cartas, menos la comisión.</translation>
    </message>
    <message>
        <source>Keep the wager in the pot until a second player joins it, in a later hand.</source>
        <translation>Deje la apuesta en el bote hasta que se sume un segundo jugador, en una mano posterior.</translation>
    </message>
    <message>
        <source>Take the wager for the house: a pot needs two players.</source>
        <translation>Cobre la apuesta para la casa: un bote necesita dos jugadores.</translation>
    </message>
    <message>
        <source>A player puts out a player-banked pot wager with no pay-schedule wager on that game.</source>
        <translation>Un jugador coloca una apuesta al bote de los jugadores sin apuesta de tabla de pagos en ese juego.</translation>
    </message>
    <message>
        <source>Refuse it: no player may make a pot wager without first making a pay-schedule wager on that game.</source>
        <translation>Rechácela: ningún jugador puede apostar al bote sin antes hacer una apuesta de tabla de pagos en ese juego.</translation>
    </message>
    <message>
        <source>Accept it: the pot wager is separate from the pay-schedule wagers.</source>
        <translation>Acéptela: la apuesta al bote es independiente de las apuestas de tabla de pagos.</translation>
    </message>
    <message>
        <source>Accept it, and count it as the player&apos;s pay-schedule wager on that game, paid by the posted schedule.</source>
        <translation>Acéptela y cuéntela como la apuesta de tabla de pagos del jugador en ese juego, pagada según la tabla anunciada.</translation>
    </message>
    <message>
        <source>Accept it if two or more players have made pot wagers on that game.</source>
        <translation>Acéptela si dos o más jugadores hicieron apuestas al bote en ese juego.</translation>
    </message>
    <message>
        <source>A player puts out $10 on the 5-card game.</source>
        <translation>Un jugador coloca $10 en el juego de 5 cartas.</translation>
    </message>
    <message>
        <source>Accept it: the $5 limit is for the 3-card game only.</source>
        <translation>Acéptela: el límite de $5 es solo para el juego de 3 cartas.</translation>
    </message>
    <message>
        <source>Accept $5 of it on the 5-card game and move the other $5 to the 7-card game.</source>
        <translation>Acepte $5 en el juego de 5 cartas y pase los otros $5 al juego de 7 cartas.</translation>
    </message>
    <message>
        <source>Accept it and pay it at half the posted schedule.</source>
        <translation>Acéptela y páguela a la mitad de la tabla anunciada.</translation>
    </message>
    <message>
        <source>A player with wagers on all three games asks to surrender the 5-card wager.</source>
        <translation>Un jugador con apuestas en los tres juegos pide rendir la apuesta de 5 cartas.</translation>
    </message>
    <message>
        <source>Refuse: surrender is only for the 7-card wager, and only half of it.</source>
        <translation>Rechácelo: la rendición es solo para la apuesta de 7 cartas, y solo por la mitad.</translation>
    </message>
    <message>
        <source>Allow it: return half the 5-card wager and take the other half.</source>
        <translation>Permítalo: devuelva la mitad de la apuesta de 5 cartas y cobre la otra mitad.</translation>
    </message>
    <message>
        <source>Allow it: return the whole 5-card wager.</source>
        <translation>Permítalo: devuelva completa la apuesta de 5 cartas.</translation>
    </message>
    <message>
        <source>Allow it: return half of the 5-card wager and half of the 7-card wager.</source>
        <translation>Permítalo: devuelva la mitad de la apuesta de 5 cartas y la mitad de la de 7 cartas.</translation>
    </message>
    <message>
        <source>Every 3-card wager has been settled. What next?</source>
        <translation>Ya se liquidaron todas las apuestas de 3 cartas. ¿Qué sigue?</translation>
    </message>
    <message>
        <source>Collect any 5-card pot wagers into the pot; then turn the first two community cards face up and announce “5-card Poker”.</source>
        <translation>Recoja en el bote las apuestas al bote de 5 cartas; luego dé vuelta boca arriba las dos primeras cartas comunitarias y anuncie «Póker de 5 cartas».</translation>
    </message>
    <message>
        <source>Turn all four community cards face up and announce “7-card Poker”.</source>
        <translation>Dé vuelta boca arriba las cuatro cartas comunitarias y anuncie «Póker de 7 cartas».</translation>
    </message>
    <message>
        <source>Settle every 5-card wager; then turn the first two community cards face up.</source>
        <translation>Liquide todas las apuestas de 5 cartas; luego dé vuelta boca arriba las dos primeras cartas comunitarias.</translation>
    </message>
    <message>
        <source>Deal each player two more cards face down for the 5-card game.</source>
        <translation>Reparta a cada jugador dos cartas más boca abajo para el juego de 5 cartas.</translation>
    </message>
    <message>
        <source>Dealing the first round after a shuffle, the dealer finds the next card in the shoe face up.</source>
        <translation>Al repartir la primera ronda después de barajar, el crupier encuentra boca arriba la siguiente carta del zapato.</translation>
    </message>
    <message>
        <source>Do not use it: put it in the discard rack and deal the next card.</source>
        <translation>No la use: póngala en el descarte y reparta la siguiente carta.</translation>
    </message>
    <message>
        <source>Deal it face up to the next box in order, as it comes.</source>
        <translation>Repártala boca arriba a la siguiente casilla en orden, tal como sale.</translation>
    </message>
    <message>
        <source>Give it to the dealer as the up card.</source>
        <translation>Désela al crupier como carta descubierta.</translation>
    </message>
    <message>
        <source>Stop the round: every wager on the table is void and the cards are reshuffled.</source>
        <translation>Detenga la ronda: todas las apuestas de la mesa se anulan y las cartas se vuelven a barajar.</translation>
    </message>
    <message>
        <source>The dealer draws a card from the shoe by mistake, without its face being seen.</source>
        <translation>El crupier saca por error una carta del zapato, sin que se vea su cara.</translation>
    </message>
    <message>
        <source>Deal it as the next card, to the box or the dealer it would have gone to.</source>
        <translation>Repártala como la siguiente carta, a la casilla o al crupier al que le tocaba.</translation>
    </message>
    <message>
        <source>Burn it into the discard rack unseen and deal the next card from the shoe.</source>
        <translation>Quémela en el descarte sin mostrarla y reparta la siguiente carta del zapato.</translation>
    </message>
    <message>
        <source>Show it to the whole table, then burn it into the discard rack and deal on.</source>
        <translation>Muéstrela a toda la mesa, luego quémela en el descarte y siga repartiendo.</translation>
    </message>
    <message>
        <source>Void the round, return every wager and shuffle before dealing again.</source>
        <translation>Anule la ronda, devuelva todas las apuestas y baraje antes de volver a repartir.</translation>
    </message>
    <message>
        <source>The cover card comes out of the shoe in the middle of a round.</source>
        <translation>La carta de corte sale del zapato en medio de una ronda.</translation>
    </message>
    <message>
        <source>Set it aside, finish the round, then gather the cards and shuffle.</source>
        <translation>Apártela, termine la ronda y luego recoja las cartas y baraje.</translation>
    </message>
    <message>
        <source>Stop at once: shuffle, then deal the round again from the start.</source>
        <translation>Deténgase de inmediato: baraje y luego reparta la ronda de nuevo desde el principio.</translation>
    </message>
    <message>
        <source>Stop the round and return every wager, then shuffle.</source>
        <translation>Detenga la ronda y devuelva todas las apuestas; luego baraje.</translation>
    </message>
    <message>
        <source>Put it back in the shoe and deal on: the shoe is shuffled at the end of the shift.</source>
        <translation>Vuelva a ponerla en el zapato y siga repartiendo: el zapato se baraja al final del turno.</translation>
    </message>
    <message>
        <source>The dealer&apos;s up card is an ace; a player with a $20 wager offers $15 in insurance.</source>
        <translation>La carta descubierta del crupier es un as; un jugador con una apuesta de $20 ofrece $15 de seguro.</translation>
    </message>
    <message>
        <source>Take at most $10: an insurance wager may be up to half of the player&apos;s wager.</source>
        <translation>Tome como máximo $10: el seguro puede ser de hasta la mitad de la apuesta del jugador.</translation>
    </message>
    <message>
        <source>Take the $15: insurance may be up to the player&apos;s whole wager.</source>
        <translation>Tome los $15: el seguro puede llegar a toda la apuesta del jugador.</translation>
    </message>
    <message>
        <source>Take exactly $10 or nothing: insurance is always half the wager.</source>
        <translation>Tome exactamente $10 o nada: el seguro es siempre la mitad de la apuesta.</translation>
    </message>
    <message>
        <source>Refuse: insurance is offered only to a player holding a blackjack.</source>
        <translation>Rechácelo: el seguro solo se ofrece a un jugador que tiene blackjack.</translation>
    </message>
    <message>
        <source>A player dealt a king and a ten asks to split them.</source>
        <translation>Un jugador que recibió un rey y un diez pide dividirlos.</translation>
    </message>
    <message>
        <source>Allow it: cards of the same value split, with a second wager equal to the first.</source>
        <translation>Permítalo: las cartas del mismo valor se dividen, con una segunda apuesta igual a la primera.</translation>
    </message>
    <message>
        <source>Refuse: only two cards of the same rank, a king with a king, may be split.</source>
        <translation>Rechácelo: solo se dividen dos cartas del mismo rango, un rey con un rey.</translation>
    </message>
    <message>
        <source>Allow it, with a second wager of any amount the player likes within the table limits.</source>
        <translation>Permítalo, con una segunda apuesta del monto que el jugador quiera dentro de los límites de la mesa.</translation>
    </message>
    <message>
        <source>Refuse: ten-value cards may never be split at a table with a hole card.</source>
        <translation>Rechácelo: las cartas de valor diez nunca se dividen en una mesa con carta tapada.</translation>
    </message>
    <message>
        <source>After a player has split a pair of 8s, $10 on each hand, the dealer&apos;s hand turns out to be a blackjack.</source>
        <translation>Después de que un jugador dividió un par de ochos, con $10 en cada mano, la mano del crupier resulta ser blackjack.</translation>
    </message>
    <message>
        <source>Collect only the player&apos;s original $10; return the $10 added by splitting.</source>
        <translation>Cobre solo los $10 originales del jugador; devuelva los $10 agregados al dividir.</translation>
    </message>
    <message>
        <source>Collect both wagers, $20 in all: the dealer&apos;s blackjack beats both hands.</source>
        <translation>Cobre ambas apuestas, $20 en total: el blackjack del crupier le gana a las dos manos.</translation>
    </message>
    <message>
        <source>Return both wagers: a hand formed by splitting a pair cannot lose to a blackjack.</source>
        <translation>Devuelva ambas apuestas: una mano formada al dividir un par no puede perder contra un blackjack.</translation>
    </message>
    <message>
        <source>Collect the original $10 and half of the $10 added by splitting, $15 in all.</source>
        <translation>Cobre los $10 originales y la mitad de los $10 agregados al dividir, $15 en total.</translation>
    </message>
    <message>
        <source>At a table posting one card to each split ace, a player who split aces drew a 4 to the first ace and asks for another card.</source>
        <translation>En una mesa que anuncia una carta para cada as dividido, un jugador que dividió ases recibió un 4 en el primer as y pide otra carta.</translation>
    </message>
    <message>
        <source>Refuse: each split ace receives one card only.</source>
        <translation>Rechácelo: cada as dividido recibe una sola carta.</translation>
    </message>
    <message>
        <source>Deal it: a split hand is played like any other.</source>
        <translation>Repártala: una mano dividida se juega como cualquier otra.</translation>
    </message>
    <message>
        <source>Deal it if the player doubles the wager on that ace.</source>
        <translation>Repártala si el jugador dobla la apuesta de ese as.</translation>
    </message>
    <message>
        <source>Deal it, but the hand then pays only if it makes 21.</source>
        <translation>Repártala, pero entonces la mano solo paga si llega a 21.</translation>
    </message>
    <message>
        <source>At a table posting that the dealer stands on all 17s, the dealer&apos;s cards are an ace and a 6.</source>
        <translation>En una mesa que anuncia que el crupier se planta con todos los 17, las cartas del crupier son un as y un 6.</translation>
    </message>
    <message>
        <source>Stand on the soft 17 and settle the table from third base to first base.</source>
        <translation>Plántese con el 17 blando y liquide la mesa de tercera base a primera base.</translation>
    </message>
    <message>
        <source>Draw: a soft 17 is drawn to at every table.</source>
        <translation>Pida: con 17 blando se pide en todas las mesas.</translation>
    </message>
    <message>
        <source>Draw only if a player at the table has 18 or more.</source>
        <translation>Pida solo si algún jugador de la mesa tiene 18 o más.</translation>
    </message>
    <message>
        <source>Count the ace as 1 and draw to the 7.</source>
        <translation>Cuente el as como 1 y pida carta sobre el 7.</translation>
    </message>
    <message>
        <source>After the dealer has called &quot;no more bets&quot; and waved a hand over the layout, a player puts a chip on 17 while the ball is still turning.</source>
        <translation>Después de que el crupier cantó «no va más» y pasó la mano sobre el paño, un jugador pone una ficha en el 17 mientras la bola todavía gira.</translation>
    </message>
    <message>
        <source>The chip has no action: give it back to the player, win or lose.</source>
        <translation>La ficha no tiene acción: devuélvala al jugador, gane o pierda.</translation>
    </message>
    <message>
        <source>Leave it: a bet counts until the ball drops into a pocket.</source>
        <translation>Déjela: una apuesta cuenta hasta que la bola cae en una casilla.</translation>
    </message>
    <message>
        <source>Leave it, and pay it at half the odds if 17 wins, as a late bet.</source>
        <translation>Déjela y, si gana el 17, páguela a la mitad de la proporción, como apuesta tardía.</translation>
    </message>
    <message>
        <source>Keep the chip for the house if 17 loses, and return it if 17 wins.</source>
        <translation>Quédese con la ficha para la casa si el 17 pierde y devuélvala si el 17 gana.</translation>
    </message>
    <message>
        <source>The ball jumps out of the wheel and lands on the floor before it settles in a pocket.</source>
        <translation>La bola salta fuera de la rueda y cae al piso antes de quedar en una casilla.</translation>
    </message>
    <message>
        <source>Call &quot;no spin&quot;: every bet stays, and the ball is checked before it is spun again.</source>
        <translation>Cante «giro nulo»: todas las apuestas quedan y la bola se revisa antes de volver a lanzarla.</translation>
    </message>
    <message>
        <source>Settle on the number nearest where the ball left the wheel.</source>
        <translation>Liquide con el número más cercano al lugar por donde la bola salió de la rueda.</translation>
    </message>
    <message>
        <source>Take every bet down and return it; the players bet again from nothing.</source>
        <translation>Retire todas las apuestas y devuélvalas; los jugadores apuestan de nuevo desde cero.</translation>
    </message>
    <message>
        <source>Call no spin, then let the players move or remove any of their bets before the ball is spun again.</source>
        <translation>Cante giro nulo y deje que los jugadores muevan o retiren sus apuestas antes de volver a lanzar la bola.</translation>
    </message>
    <message>
        <source>The ball falls into 8 after going around the track only twice.</source>
        <translation>La bola cae en el 8 después de dar solo dos vueltas por la pista.</translation>
    </message>
    <message>
        <source>Call &quot;no spin&quot; and spin again: a spin counts only after enough revolutions.</source>
        <translation>Cante «giro nulo» y lance de nuevo: un giro cuenta solo con suficientes vueltas.</translation>
    </message>
    <message>
        <source>Settle on 8: where the ball lands is the winning number.</source>
        <translation>Liquide con el 8: donde cae la bola está el número ganador.</translation>
    </message>
    <message>
        <source>Settle on 8 if no player objects before the marker goes down.</source>
        <translation>Liquide con el 8 si ningún jugador objeta antes de poner el marcador.</translation>
    </message>
    <message>
        <source>Void the spin, return every bet on the layout to the players and let them bet again.</source>
        <translation>Anule el giro, devuelva todas las apuestas del paño a los jugadores y déjelos apostar de nuevo.</translation>
    </message>
    <message>
        <source>A new dealer spins the ball the same way the wheel is turning, and it drops into 31.</source>
        <translation>Un crupier nuevo lanza la bola en el mismo sentido en que gira la rueda, y cae en el 31.</translation>
    </message>
    <message>
        <source>Call &quot;no spin&quot;: the ball must go against the wheel; the bets stand for the next spin.</source>
        <translation>Cante «giro nulo»: la bola debe ir contra la rueda; las apuestas quedan para el siguiente giro.</translation>
    </message>
    <message>
        <source>Settle on 31: the direction of the ball does not matter.</source>
        <translation>Liquide con el 31: el sentido de la bola no importa.</translation>
    </message>
    <message>
        <source>Settle on 31, then ask the supervisor to have the dealer retrained after the shift.</source>
        <translation>Liquide con el 31 y luego pida al supervisor que reentrene al crupier después del turno.</translation>
    </message>
    <message>
        <source>Return every bet to the players and close the table until the shift changes.</source>
        <translation>Devuelva todas las apuestas a los jugadores y cierre la mesa hasta el cambio de turno.</translation>
    </message>
    <message>
        <source>A new player buys in and asks for the same colour of wheel chips as the player beside them.</source>
        <translation>Un jugador nuevo compra fichas y pide el mismo color de fichas de rueda que el jugador de al lado.</translation>
    </message>
    <message>
        <source>Refuse: give a colour no one else at the table is playing.</source>
        <translation>Rechácelo: dele un color que nadie más juegue en la mesa.</translation>
    </message>
    <message>
        <source>Allow it if both players agree to share the colour.</source>
        <translation>Permítalo si ambos jugadores aceptan compartir el color.</translation>
    </message>
    <message>
        <source>Allow it if the two stacks are set at the same value each.</source>
        <translation>Permítalo si las dos pilas tienen el mismo valor por ficha.</translation>
    </message>
    <message>
        <source>Allow it on the outside bets only, where every chip is paid alike.</source>
        <translation>Permítalo solo en las apuestas exteriores, donde todas las fichas se pagan igual.</translation>
    </message>
    <message>
        <source>A player stands up to leave with two stacks of wheel chips in hand.</source>
        <translation>Un jugador se levanta para irse con dos pilas de fichas de rueda en la mano.</translation>
    </message>
    <message>
        <source>Colour them up: change the wheel chips for value chips at the player&apos;s value.</source>
        <translation>Cámbielas por color: cambie las fichas de rueda por fichas de valor al valor del jugador.</translation>
    </message>
    <message>
        <source>Let the player take them to the cage, which cashes any chips the house issues.</source>
        <translation>Deje que el jugador las lleve a la caja, que cambia cualquier ficha que haya emitido la casa.</translation>
    </message>
    <message>
        <source>Let the player take them to play at another roulette table of the house.</source>
        <translation>Deje que el jugador las lleve para jugar en otra mesa de ruleta de la casa.</translation>
    </message>
    <message>
        <source>Change them for value chips at the table&apos;s minimum value per wheel chip.</source>
        <translation>Cámbielas por fichas de valor al valor mínimo de la mesa por ficha de rueda.</translation>
    </message>
</context>
<context>
    <name>settlement</name>
    <message>
        <source>The player folds and forfeits the ante.</source>
        <translation>El jugador se retira y pierde el ante.</translation>
    </message>
    <message>
        <source>The player folded; no play wager.</source>
        <translation>El jugador se retiró; no hay apuesta de juego.</translation>
    </message>
    <message>
        <source>The ante bonus is paid only when the player plays.</source>
        <translation>El bono del ante solo se paga cuando el jugador juega.</translation>
    </message>
    <message>
        <source>The dealer&apos;s {dealer} does not qualify ({need} needed): the ante pays 1 to 1.</source>
        <translation>La mano del crupier, {dealer}, no califica (se necesita {need}): el ante paga 1 a 1.</translation>
    </message>
    <message>
        <source>The dealer&apos;s {dealer} does not qualify ({need} needed): the play wager pushes.</source>
        <translation>La mano del crupier, {dealer}, no califica (se necesita {need}): la apuesta de juego empata.</translation>
    </message>
    <message>
        <source>The dealer qualifies and the player&apos;s {player} against the dealer&apos;s {dealer} wins: the ante pays 1 to 1.</source>
        <translation>El crupier califica y la mano del jugador, {player}, gana contra la del crupier, {dealer}: el ante paga 1 a 1.</translation>
    </message>
    <message>
        <source>The dealer qualifies and the player&apos;s {player} against the dealer&apos;s {dealer} wins: the play wager pays 1 to 1.</source>
        <translation>El crupier califica y la mano del jugador, {player}, gana contra la del crupier, {dealer}: la apuesta de juego paga 1 a 1.</translation>
    </message>
    <message>
        <source>The dealer qualifies and the player&apos;s {player} against the dealer&apos;s {dealer} loses.</source>
        <translation>El crupier califica y la mano del jugador, {player}, pierde contra la del crupier, {dealer}.</translation>
    </message>
    <message>
        <source>The dealer qualifies and the player&apos;s {player} against the dealer&apos;s {dealer} is the same hand: both push.</source>
        <translation>El crupier califica y la mano del jugador, {player}, es la misma que la del crupier, {dealer}: ambas apuestas empatan.</translation>
    </message>
    <message>
        <source>{hand} earns no ante bonus (straight or better).</source>
        <translation>{hand} no gana bono del ante (escalera o mejor).</translation>
    </message>
    <message>
        <source>{hand} earns the ante bonus, {pays}, whatever the dealer holds.</source>
        <translation>{hand} gana el bono del ante, {pays}, tenga lo que tenga el crupier.</translation>
    </message>
    <message>
        <source>No wager was made.</source>
        <translation>No se hizo ninguna apuesta.</translation>
    </message>
    <message>
        <source>nothing wagered</source>
        <translation>nada apostado</translation>
    </message>
    <message>
        <source>{amount} lost</source>
        <translation>{amount} perdidos</translation>
    </message>
    <message>
        <source>The player surrenders half the 7-card wager.</source>
        <translation>El jugador rinde la mitad de la apuesta de 7 cartas.</translation>
    </message>
    <message>
        <source>The player surrenders half the 7-card tip bet.</source>
        <translation>El jugador rinde la mitad de la apuesta de propina de 7 cartas.</translation>
    </message>
    <message>
        <source>{amount} / 2: {lost} surrendered, {returned} returned</source>
        <translation>{amount} / 2: {lost} rendidos, {returned} devueltos</translation>
    </message>
    <message>
        <source>Only one player made the {label} pot wager: it is returned as void.</source>
        <translation>Solo un jugador hizo la apuesta al bote de {label}: se devuelve por anulada.</translation>
    </message>
    <message>
        <source>No {label} pot.</source>
        <translation>No hay bote de {label}.</translation>
    </message>
    <message>
        <source>{amount} returned</source>
        <translation>{amount} devueltos</translation>
    </message>
    <message>
        <source>pot {pot}; rake {percent} capped at {cap} = {rake}; award {award}</source>
        <translation>bote {pot}; comisión {percent} con tope de {cap} = {rake}; premio {award}</translation>
    </message>
    <message>
        <source>pot {pot}; rake {percent} capped at {cap} = {rake}; award {award} split {ways} ways</source>
        <translation>bote {pot}; comisión {percent} con tope de {cap} = {rake}; premio {award} dividido en {ways}</translation>
    </message>
    <message>
        <source>pot {pot}; rake {percent} capped at {cap} = {rake}; award {award} split {ways} ways in {chip} chips, the odd chips to the seats settled first</source>
        <translation>bote {pot}; comisión {percent} con tope de {cap} = {rake}; premio {award} dividido en {ways} en fichas de {chip}, las fichas impares a los asientos que se liquidan primero</translation>
    </message>
    <message>
        <source>Seats {seats} tie with {hand} and split the {label} pot.</source>
        <translation>Los asientos {seats} empatan con {hand} y dividen el bote de {label}.</translation>
    </message>
    <message>
        <source>Seat {seat}&apos;s {hand} is the best {label} hand and wins the pot.</source>
        <translation>La mano del asiento {seat}, {hand}, es la mejor mano de {label} y gana el bote.</translation>
    </message>
    <message>
        <source>{amount} returned as void</source>
        <translation>{amount} devueltos por anulación</translation>
    </message>
    <message>
        <source>{amount} x {odds} = {paid}</source>
        <translation>{amount} x {odds} = {paid}</translation>
    </message>
    <message>
        <source>{percent}% of the {meter} meter = {paid} for 1; the {amount} wager is not returned</source>
        <translation>{percent}% del pozo de {meter} = {paid} por 1; la apuesta de {amount} no se devuelve</translation>
    </message>
    <message>
        <source>{paid} for 1; the {amount} wager is not returned</source>
        <translation>{paid} por 1; la apuesta de {amount} no se devuelve</translation>
    </message>
    <message>
        <source>{hand} does not pay; the lowest paying hand is {lowest}.</source>
        <translation>{hand} no paga; la mano más baja que paga es {lowest}.</translation>
    </message>
    <message>
        <source>{hand} pays as {row}, {pays}.</source>
        <translation>{hand} paga como {row}, {pays}.</translation>
    </message>
    <message>
        <source>The player folds and loses the ante; the hand is over.</source>
        <translation>El jugador se retira y pierde el ante; la mano terminó.</translation>
    </message>
    <message>
        <source>The player folded; no call wager.</source>
        <translation>El jugador se retiró; no hay apuesta de igualar.</translation>
    </message>
    <message>
        <source>The player folded, so the hand is over, the progressive wager included.</source>
        <translation>El jugador se retiró, así que la mano terminó, apuesta progresiva incluida.</translation>
    </message>
    <message>
        <source>The dealer&apos;s {dealer} does not qualify ({need} needed): the ante is paid by the AnteWin table as {row}, {pays}.</source>
        <translation>La mano del crupier, {dealer}, no califica (se necesita {need}): el ante se paga según la tabla AnteWin como {row}, {pays}.</translation>
    </message>
    <message>
        <source>The dealer&apos;s {dealer} does not qualify ({need} needed): the call pushes.</source>
        <translation>La mano del crupier, {dealer}, no califica (se necesita {need}): la apuesta de igualar empata.</translation>
    </message>
    <message>
        <source>The dealer qualifies and the player&apos;s {player} against the dealer&apos;s {dealer} wins: the ante pays as {row}, {pays}.</source>
        <translation>El crupier califica y la mano del jugador, {player}, gana contra la del crupier, {dealer}: el ante paga como {row}, {pays}.</translation>
    </message>
    <message>
        <source>The dealer qualifies and the player&apos;s {player} against the dealer&apos;s {dealer} wins: the call pays 1 to 1.</source>
        <translation>El crupier califica y la mano del jugador, {player}, gana contra la del crupier, {dealer}: la apuesta de igualar paga 1 a 1.</translation>
    </message>
    <message>
        <source>The dealer qualifies and the player&apos;s {player} against the dealer&apos;s {dealer} loses: ante and call lose.</source>
        <translation>El crupier califica y la mano del jugador, {player}, pierde contra la del crupier, {dealer}: pierden el ante y la apuesta de igualar.</translation>
    </message>
    <message>
        <source>The dealer qualifies and the player&apos;s {player} against the dealer&apos;s {dealer} is exactly the same hand: a push.</source>
        <translation>El crupier califica y la mano del jugador, {player}, es exactamente la misma que la del crupier, {dealer}: empate.</translation>
    </message>
    <message>
        <source>meter {amount}</source>
        <comment>the progressive meter</comment>
        <translation>pozo {amount}</translation>
    </message>
    <message>
        <source>Nobody is in: a second chance, no new cards, everyone declares again ({clause} ¶24).</source>
        <translation>Nadie entra: segunda oportunidad, sin cartas nuevas, todos declaran otra vez ({clause} ¶24).</translation>
    </message>
    <message>
        <source>Nobody is in again: everyone pays a burn of {amount} to the pot ({clause} ¶25).</source>
        <translation>Otra vez nadie entra: todos pagan una quema de {amount} al bote ({clause} ¶25).</translation>
    </message>
    <message>
        <source>Nobody is in: everyone pays a burn of {amount} to the pot ({clause} ¶25).</source>
        <translation>Nadie entra: todos pagan una quema de {amount} al bote ({clause} ¶25).</translation>
    </message>
    <message>
        <source>Nobody is in again: the round ends and nothing changes hands ({clause} ¶24).</source>
        <translation>Otra vez nadie entra: la ronda termina y nadie paga nada ({clause} ¶24).</translation>
    </message>
    <message>
        <source>Nobody is in: the round ends and nothing changes hands ({clause} ¶24).</source>
        <translation>Nadie entra: la ronda termina y nadie paga nada ({clause} ¶24).</translation>
    </message>
    <message>
        <source>Only {name} is in: {name} gets a strike ({held} of {needed}) and no player pays another ({clause} ¶14).</source>
        <translation>Solo entra {name}: {name} gana un strike ({held} de {needed}) y ningún jugador paga a otro ({clause} ¶14).</translation>
    </message>
    <message>
        <source>Only {name} is in: {name} gets a strike ({held} of {needed}) and nobody pays ({clause} ¶14).</source>
        <translation>Solo entra {name}: {name} gana un strike ({held} de {needed}) y nadie paga ({clause} ¶14).</translation>
    </message>
    <message>
        <source>House rule: every other player puts {amount} in the pot ({clause} ¶16).</source>
        <translation>Regla de la casa: cada uno de los demás jugadores pone {amount} en el bote ({clause} ¶16).</translation>
    </message>
    <message>
        <source>Only {name} is in: {name} earns a marker ({held} of {needed}) and no burns change hands ({clause} ¶20).</source>
        <translation>Solo entra {name}: {name} gana una marca ({held} de {needed}) y no se paga ninguna quema ({clause} ¶20).</translation>
    </message>
    <message>
        <source>That is {name}&apos;s {nth} strike: {name} wins the pot of {amount} and the game ends ({clause}).</source>
        <translation>Es la {nth} vez que {name} gana un strike: {name} se lleva el bote de {amount} y la partida termina ({clause}).</translation>
    </message>
    <message>
        <source>That is {name}&apos;s {nth} marker: {name} wins the pot of {amount} and the game ends ({clause}).</source>
        <translation>Es la {nth} marca de {name}: {name} se lleva el bote de {amount} y la partida termina ({clause}).</translation>
    </message>
    <message>
        <source>Every hand in ties ({hand}): there is no one to pay the winner.</source>
        <translation>Todas las manos que entran empatan ({hand}): nadie tiene que pagar al ganador.</translation>
    </message>
    <message>
        <source>{who} wins with {hand}.</source>
        <translation>{who} gana con {hand}.</translation>
    </message>
    <message>
        <source>{who} tie for the best hand with {hand}.</source>
        <translation>{who} empatan con la mejor mano: {hand}.</translation>
    </message>
    <message>
        <source>{losers} pays {who} {amount}, the amount of the pot ({clause} ¶12).</source>
        <translation>{losers} paga a {who} {amount}, lo que hay en el bote ({clause} ¶12).</translation>
    </message>
    <message>
        <source>{losers} each pay {who} {amount}, the amount of the pot ({clause} ¶12).</source>
        <translation>{losers} pagan cada uno a {who} {amount}, lo que hay en el bote ({clause} ¶12).</translation>
    </message>
    <message>
        <source>{losers} pays {amount}, the amount of the pot, shared by {who} ({clause} ¶12).</source>
        <translation>{losers} paga {amount}, lo que hay en el bote, repartido entre {who} ({clause} ¶12).</translation>
    </message>
    <message>
        <source>{losers} each pay {amount}, the amount of the pot, shared by {who} ({clause} ¶12).</source>
        <translation>{losers} pagan cada uno {amount}, lo que hay en el bote, repartido entre {who} ({clause} ¶12).</translation>
    </message>
    <message>
        <source>{who} share the {total} in {coin} coins, the odd coin to the first in seat order: {parts}.</source>
        <translation>{who} reparten los {total} en monedas de {coin}; la moneda impar, al primero en orden de asientos: {parts}.</translation>
    </message>
    <message>
        <source>{who} share the {total}, the odd cent to the first in seat order: {parts}.</source>
        <translation>{who} reparten los {total}; el centavo impar, al primero en orden de asientos: {parts}.</translation>
    </message>
    <message>
        <source>{name} ({hand}) pays 1 burn and collects {below}: {net}.</source>
        <translation>{name} ({hand}) paga 1 quema y cobra {below}: {net}.</translation>
    </message>
    <message>
        <source>{name} ({hand}) pays {above} burns and collects {below}: {net}.</source>
        <translation>{name} ({hand}) paga {above} quemas y cobra {below}: {net}.</translation>
    </message>
    <message>
        <source>Tied hands exchange nothing ({clause} ¶23).</source>
        <translation>Las manos empatadas no se pagan nada ({clause} ¶23).</translation>
    </message>
</context>
<context>
    <name>situations</name>
    <message>
        <source>{amount} is over the posted maximum of {top}.</source>
        <translation>{amount} supera el máximo anunciado de {top}.</translation>
    </message>
    <message>
        <source>{amount} is under the posted minimum of {low}.</source>
        <translation>{amount} está por debajo del mínimo anunciado de {low}.</translation>
    </message>
    <message>
        <source>The wager is within the posted limits.</source>
        <translation>La apuesta está dentro de los límites anunciados.</translation>
    </message>
    <message>
        <source>Wagers go out before any card is dealt; seat {seat}&apos;s earlier wagers play on.</source>
        <translation>Las apuestas se colocan antes de repartir cualquier carta; las apuestas anteriores del asiento {seat} siguen en juego.</translation>
    </message>
    <message>
        <source>Wagers go out before any card is dealt; seat {seat} was dealt no hand this round.</source>
        <translation>Las apuestas se colocan antes de repartir cualquier carta; el asiento {seat} no recibió mano en esta ronda.</translation>
    </message>
    <message>
        <source>An exposed player card is not a misdeal.</source>
        <translation>Una carta de jugador expuesta no es un reparto nulo.</translation>
    </message>
    <message>
        <source>A player&apos;s card fell from the table: that hand is dead and its wagers void.</source>
        <translation>Una carta del jugador cayó de la mesa: esa mano está muerta y sus apuestas anuladas.</translation>
    </message>
    <message>
        <source>Players must not share what their hands hold; the hand itself plays on.</source>
        <translation>Los jugadores no deben compartir lo que tienen en la mano; la mano sigue en juego.</translation>
    </message>
    <message>
        <source>This house takes no tip bets.</source>
        <translation>Esta casa no acepta apuestas de propina.</translation>
    </message>
    <message>
        <source>A tip bet goes beside the player&apos;s own wager on that game, and there is none.</source>
        <translation>Una apuesta de propina va junto a la apuesta del propio jugador en ese juego, y no hay ninguna.</translation>
    </message>
    <message>
        <source>A tip bet is held to the table maximum like any wager.</source>
        <translation>Una apuesta de propina está sujeta al máximo de la mesa como cualquier apuesta.</translation>
    </message>
    <message>
        <source>Tip bets are allowed here and paid by the posted schedule.</source>
        <translation>Aquí se permiten las apuestas de propina y se pagan según la tabla anunciada.</translation>
    </message>
    <message>
        <source>This house offers no surrender.</source>
        <translation>Esta casa no ofrece rendición.</translation>
    </message>
    <message>
        <source>Surrender is only for the 7-card wager.</source>
        <translation>La rendición es solo para la apuesta de 7 cartas.</translation>
    </message>
    <message>
        <source>Surrender is only for a player with wagers on all three games.</source>
        <translation>La rendición es solo para un jugador con apuestas en los tres juegos.</translation>
    </message>
    <message>
        <source>Half the 7-card wager is surrendered; the rest goes back to the player.</source>
        <translation>Se rinde la mitad de la apuesta de 7 cartas; el resto vuelve al jugador.</translation>
    </message>
    <message>
        <source>The call wager is exactly {multiple}x the ante.</source>
        <translation>La apuesta de igualar es exactamente {multiple}x el ante.</translation>
    </message>
    <message>
        <source>The play wager is exactly {multiple}x the ante.</source>
        <translation>La apuesta de juego es exactamente {multiple}x el ante.</translation>
    </message>
    <message>
        <source>The call wager is the one wager put out after the cards are seen.</source>
        <translation>La apuesta de igualar es la única que se coloca después de ver las cartas.</translation>
    </message>
    <message>
        <source>The play wager is the one wager put out after the cards are seen.</source>
        <translation>La apuesta de juego es la única que se coloca después de ver las cartas.</translation>
    </message>
    <message>
        <source>Once the cards are seen, no wager is touched: it stays as it was placed.</source>
        <translation>Una vez vistas las cartas, ninguna apuesta se toca: queda tal como se colocó.</translation>
    </message>
    <message>
        <source>{amount} on {wager}</source>
        <comment>$25.00 on the ante</comment>
        <translation>{amount} en {wager}</translation>
    </message>
    <message>
        <source>no wager</source>
        <translation>ninguna apuesta</translation>
    </message>
    <message>
        <source>{low} to {high}</source>
        <comment>posted limits</comment>
        <translation>de {low} a {high}</translation>
    </message>
    <message>
        <source>up to {high}</source>
        <comment>posted limits</comment>
        <translation>hasta {high}</translation>
    </message>
    <message>
        <source>The posted limits are {limits}. The player at seat {seat} puts out {amount} on {wager}. What does the dealer do?</source>
        <translation>Los límites anunciados son {limits}. El jugador del asiento {seat} coloca {amount} en {wager}. ¿Qué hace el crupier?</translation>
    </message>
    <message>
        <source>The first card of the round has been dealt. The player at seat {seat} ({out}) pushes out {amount} on {wager}. What does the dealer do?</source>
        <translation>Ya se repartió la primera carta de la ronda. El jugador del asiento {seat} ({out}) empuja {amount} en {wager}. ¿Qué hace el crupier?</translation>
    </message>
    <message>
        <source>Dealing, a card to seat {seat} ({out}) turns face up. What does the dealer do?</source>
        <translation>Al repartir, una carta para el asiento {seat} ({out}) queda boca arriba. ¿Qué hace el crupier?</translation>
    </message>
    <message>
        <source>The player at seat {seat} ({out}) drops one of the cards off the table. What does the dealer do?</source>
        <translation>El jugador del asiento {seat} ({out}) deja caer una de sus cartas fuera de la mesa. ¿Qué hace el crupier?</translation>
    </message>
    <message>
        <source>Before deciding, the player at seat {seat} ({out}) turns a card up for the player at seat {other} to see. What does the dealer do?</source>
        <translation>Antes de decidir, el jugador del asiento {seat} ({out}) da vuelta una carta para que la vea el jugador del asiento {other}. ¿Qué hace el crupier?</translation>
    </message>
    <message>
        <source>This house takes tip bets; the table maximum is {top}. The player at seat {seat} ({out}) puts out a {amount} tip bet for the dealer on the {name} game. What does the dealer do?</source>
        <translation>Esta casa acepta apuestas de propina; el máximo de la mesa es {top}. El jugador del asiento {seat} ({out}) coloca una apuesta de propina de {amount} para el crupier en el juego de {name}. ¿Qué hace el crupier?</translation>
    </message>
    <message>
        <source>This house takes no tip bets; the table maximum is {top}. The player at seat {seat} ({out}) puts out a {amount} tip bet for the dealer on the {name} game. What does the dealer do?</source>
        <translation>Esta casa no acepta apuestas de propina; el máximo de la mesa es {top}. El jugador del asiento {seat} ({out}) coloca una apuesta de propina de {amount} para el crupier en el juego de {name}. ¿Qué hace el crupier?</translation>
    </message>
    <message>
        <source>This house offers surrender. The player at seat {seat} ({out}) has seen the first three cards and asks to surrender {wager}. What does the dealer do?</source>
        <translation>Esta casa ofrece rendición. El jugador del asiento {seat} ({out}) vio las tres primeras cartas y pide rendir {wager}. ¿Qué hace el crupier?</translation>
    </message>
    <message>
        <source>This house offers no surrender. The player at seat {seat} ({out}) has seen the first three cards and asks to surrender {wager}. What does the dealer do?</source>
        <translation>Esta casa no ofrece rendición. El jugador del asiento {seat} ({out}) vio las tres primeras cartas y pide rendir {wager}. ¿Qué hace el crupier?</translation>
    </message>
    <message>
        <source>The player at seat {seat} ({out}) has looked at the cards and reaches to take back {wager}. What does the dealer do?</source>
        <translation>El jugador del asiento {seat} ({out}) ya miró las cartas y estira la mano para retirar {wager}. ¿Qué hace el crupier?</translation>
    </message>
    <message>
        <source>The player at seat {seat} ({out}) has looked at the cards and reaches to add chips to {wager}. What does the dealer do?</source>
        <translation>El jugador del asiento {seat} ({out}) ya miró las cartas y estira la mano para agregar fichas a {wager}. ¿Qué hace el crupier?</translation>
    </message>
    <message>
        <source>The player at seat {seat} ({out}) has looked at the cards and puts out {amount} as {wager}. What does the dealer do?</source>
        <translation>El jugador del asiento {seat} ({out}) ya miró las cartas y coloca {amount} como {wager}. ¿Qué hace el crupier?</translation>
    </message>
    <message>
        <source>{amount} stays in action</source>
        <translation>{amount} quedan en juego</translation>
    </message>
    <message>
        <source>{amount} goes back to the player</source>
        <translation>{amount} vuelven al jugador</translation>
    </message>
    <message>
        <source>{first}; {second}</source>
        <comment>two costs of a ruling</comment>
        <translation>{first}; {second}</translation>
    </message>
</context>
<context>
    <name>steps</name>
    <message>
        <source>Collect the 3-card pot wagers into the pot</source>
        <translation>Recoger en el bote las apuestas al bote de 3 cartas</translation>
    </message>
    <message>
        <source>Expose and spread each player&apos;s cards, right to left</source>
        <translation>Descubrir y extender las cartas de cada jugador, de derecha a izquierda</translation>
    </message>
    <message>
        <source>Award the 3-card pot</source>
        <translation>Entregar el bote de 3 cartas</translation>
    </message>
    <message>
        <source>Settle the 3-card wagers, right to left</source>
        <translation>Liquidar las apuestas de 3 cartas, de derecha a izquierda</translation>
    </message>
    <message>
        <source>Collect the 5-card pot wagers into the pot</source>
        <translation>Recoger en el bote las apuestas al bote de 5 cartas</translation>
    </message>
    <message>
        <source>Turn the first two community cards face up</source>
        <translation>Dar vuelta boca arriba las dos primeras cartas comunitarias</translation>
    </message>
    <message>
        <source>Announce “5-card Poker”</source>
        <translation>Anunciar «Póker de 5 cartas»</translation>
    </message>
    <message>
        <source>Award the 5-card pot</source>
        <translation>Entregar el bote de 5 cartas</translation>
    </message>
    <message>
        <source>Settle the 5-card wagers, right to left</source>
        <translation>Liquidar las apuestas de 5 cartas, de derecha a izquierda</translation>
    </message>
    <message>
        <source>Collect the 7-card pot wagers into the pot</source>
        <translation>Recoger en el bote las apuestas al bote de 7 cartas</translation>
    </message>
    <message>
        <source>Turn the last two community cards face up</source>
        <translation>Dar vuelta boca arriba las dos últimas cartas comunitarias</translation>
    </message>
    <message>
        <source>Announce “7-card Poker”</source>
        <translation>Anunciar «Póker de 7 cartas»</translation>
    </message>
    <message>
        <source>Award the 7-card pot</source>
        <translation>Entregar el bote de 7 cartas</translation>
    </message>
    <message>
        <source>Settle the 7-card wagers, right to left</source>
        <translation>Liquidar las apuestas de 7 cartas, de derecha a izquierda</translation>
    </message>
</context>
<context>
    <name>table</name>
    <message>
        <source>high card</source>
        <translation>carta alta</translation>
    </message>
    <message>
        <source>pair</source>
        <translation>par</translation>
    </message>
    <message>
        <source>two pair</source>
        <translation>dos pares</translation>
    </message>
    <message>
        <source>three of a kind</source>
        <translation>trío</translation>
    </message>
    <message>
        <source>straight</source>
        <translation>escalera</translation>
    </message>
    <message>
        <source>flush</source>
        <translation>color</translation>
    </message>
    <message>
        <source>full house</source>
        <translation>full</translation>
    </message>
    <message>
        <source>four of a kind</source>
        <translation>póker</translation>
    </message>
    <message>
        <source>straight flush</source>
        <translation>escalera de color</translation>
    </message>
    <message>
        <source>royal flush</source>
        <translation>escalera real</translation>
    </message>
    <message>
        <source>blackjack</source>
        <translation>blackjack</translation>
    </message>
    <message>
        <source>no more bets</source>
        <translation>no va más</translation>
    </message>
    <message>
        <source>no value</source>
        <comment>three wild 3s in the 3-card round</comment>
        <translation>sin valor</translation>
    </message>
    <message>
        <source>five of a kind</source>
        <translation>repóker</translation>
    </message>
</context>
<context>
    <name>verdict</name>
    <message>
        <source>Right.</source>
        <translation>Correcto.</translation>
    </message>
    <message>
        <source>Wrong.</source>
        <translation>Incorrecto.</translation>
    </message>
    <message>
        <source>Wrong from the first amount that differs.</source>
        <translation>Incorrecto desde el primer monto que difiere.</translation>
    </message>
    <message>
        <source>The chips make {total}, not the {amount} to pay.</source>
        <translation>Las fichas suman {total}, no los {amount} que hay que pagar.</translation>
    </message>
    <message>
        <source>The right amount, but {best} chips would do where you used {used}.</source>
        <translation>El monto es correcto, pero bastaban {best} fichas y usted usó {used}.</translation>
    </message>
    <message>
        <source>Right up to the first wrong step.</source>
        <translation>Correcto hasta el primer paso equivocado.</translation>
    </message>
    <message>
        <source>Wrong from the first step.</source>
        <translation>Incorrecto desde el primer paso.</translation>
    </message>
    <message>
        <source>Those are not the cards the hand uses.</source>
        <translation>Esas no son las cartas que usa la mano.</translation>
    </message>
    <message>
        <source>The right cards, in the wrong order.</source>
        <translation>Las cartas correctas, en el orden equivocado.</translation>
    </message>
    <message>
        <source>Wrong amount: that cut pays {given} chips ({given_amount}), not the {want} ({want_amount}) the wager wins.</source>
        <translation>Monto incorrecto: ese corte paga {given} fichas ({given_amount}), no las {want} ({want_amount}) que gana la apuesta.</translation>
    </message>
    <message>
        <source>The right amount, but cut wrong: {fault}.</source>
        <translation>El monto es correcto, pero mal cortado: {fault}.</translation>
    </message>
    <message>
        <source>Right: the right amount, cut right.</source>
        <translation>Correcto: el monto correcto, bien cortado.</translation>
    </message>
    <message>
        <source>The right amount, but {why}.</source>
        <translation>El monto es correcto, pero {why}.</translation>
    </message>
    <message>
        <source>Wrong: {why}.</source>
        <translation>Incorrecto: {why}.</translation>
    </message>
    <message>
        <source>Wrong: the deal is correct as it stands.</source>
        <translation>Incorrecto: el reparto es correcto tal como está.</translation>
    </message>
    <message>
        <source>Wrong: delivery {n} is dealt wrong.</source>
        <translation>Incorrecto: la entrega {n} está mal repartida.</translation>
    </message>
    <message>
        <source>Wrong delivery: the first made wrong is delivery {n}.</source>
        <translation>Entrega equivocada: la primera mal hecha es la entrega {n}.</translation>
    </message>
    <message>
        <source>The right delivery, but it should have gone to {to}.</source>
        <translation>La entrega correcta, pero debía ir para {to}.</translation>
    </message>
    <message>
        <source>Right: every seat paid right.</source>
        <translation>Correcto: todos los asientos bien pagados.</translation>
    </message>
    <message>
        <source>seat {seat} right</source>
        <translation>asiento {seat} correcto</translation>
    </message>
    <message>
        <source>seat {seat} wrong ({amount})</source>
        <translation>asiento {seat} incorrecto ({amount})</translation>
    </message>
    <message>
        <source>Wrong: the table is correct as it stands.</source>
        <translation>Incorrecto: la mesa es correcta tal como está.</translation>
    </message>
    <message>
        <source>Wrong: seat {seat} is settled wrong.</source>
        <translation>Incorrecto: el asiento {seat} está mal liquidado.</translation>
    </message>
    <message>
        <source>Wrong seat: the mistake is at seat {seat}.</source>
        <translation>Asiento equivocado: el error está en el asiento {seat}.</translation>
    </message>
    <message>
        <source>The right seat, but seat {seat} should be paid {amount}.</source>
        <translation>El asiento correcto, pero al asiento {seat} hay que pagarle {amount}.</translation>
    </message>
    <message>
        <source>Wrong: the round is paid correctly as it stands.</source>
        <translation>Incorrecto: la ronda está bien pagada tal como está.</translation>
    </message>
    <message>
        <source>Wrong: payment {line} is made wrong.</source>
        <translation>Incorrecto: el pago {line} está mal hecho.</translation>
    </message>
    <message>
        <source>Wrong payment: the mistake is in payment {line}.</source>
        <translation>Pago equivocado: el error está en el pago {line}.</translation>
    </message>
    <message>
        <source>The right payment, but payment {line} should be {fix}.</source>
        <translation>El pago correcto, pero el pago {line} debe ser {fix}.</translation>
    </message>
</context>
<context>
    <name>wagers</name>
    <message>
        <source>ante</source>
        <translation>ante</translation>
    </message>
    <message>
        <source>play wager</source>
        <translation>apuesta de juego</translation>
    </message>
    <message>
        <source>ante bonus</source>
        <translation>bono del ante</translation>
    </message>
    <message>
        <source>Pair Plus</source>
        <translation>Pair Plus</translation>
    </message>
    <message>
        <source>call</source>
        <translation>apuesta de igualar</translation>
    </message>
    <message>
        <source>progressive</source>
        <translation>apuesta progresiva</translation>
    </message>
    <message>
        <source>3-card wager</source>
        <translation>apuesta de 3 cartas</translation>
    </message>
    <message>
        <source>5-card wager</source>
        <translation>apuesta de 5 cartas</translation>
    </message>
    <message>
        <source>7-card wager</source>
        <translation>apuesta de 7 cartas</translation>
    </message>
    <message>
        <source>the ante</source>
        <translation>el ante</translation>
    </message>
    <message>
        <source>the play wager</source>
        <translation>la apuesta de juego</translation>
    </message>
    <message>
        <source>the ante bonus</source>
        <translation>el bono del ante</translation>
    </message>
    <message>
        <source>the Pair Plus</source>
        <translation>el Pair Plus</translation>
    </message>
    <message>
        <source>the call</source>
        <translation>la apuesta de igualar</translation>
    </message>
    <message>
        <source>the progressive</source>
        <translation>la apuesta progresiva</translation>
    </message>
    <message>
        <source>the 3-card wager</source>
        <translation>la apuesta de 3 cartas</translation>
    </message>
    <message>
        <source>the 5-card wager</source>
        <translation>la apuesta de 5 cartas</translation>
    </message>
    <message>
        <source>the 7-card wager</source>
        <translation>la apuesta de 7 cartas</translation>
    </message>
    <message>
        <source>ante</source>
        <comment>in a list of wagers, after the first</comment>
        <translation>el ante</translation>
    </message>
    <message>
        <source>play wager</source>
        <comment>in a list of wagers, after the first</comment>
        <translation>la apuesta de juego</translation>
    </message>
    <message>
        <source>ante bonus</source>
        <comment>in a list of wagers, after the first</comment>
        <translation>el bono del ante</translation>
    </message>
    <message>
        <source>Pair Plus</source>
        <comment>in a list of wagers, after the first</comment>
        <translation>el Pair Plus</translation>
    </message>
    <message>
        <source>call</source>
        <comment>in a list of wagers, after the first</comment>
        <translation>la apuesta de igualar</translation>
    </message>
    <message>
        <source>progressive</source>
        <comment>in a list of wagers, after the first</comment>
        <translation>la apuesta progresiva</translation>
    </message>
    <message>
        <source>3-card wager</source>
        <comment>in a list of wagers, after the first</comment>
        <translation>la apuesta de 3 cartas</translation>
    </message>
    <message>
        <source>5-card wager</source>
        <comment>in a list of wagers, after the first</comment>
        <translation>la apuesta de 5 cartas</translation>
    </message>
    <message>
        <source>7-card wager</source>
        <comment>in a list of wagers, after the first</comment>
        <translation>la apuesta de 7 cartas</translation>
    </message>
    <message>
        <source>{items}, {item}</source>
        <comment>a list of wagers</comment>
        <translation>{items}, {item}</translation>
    </message>
    <message>
        <source>{items} and {last}</source>
        <comment>a list of wagers</comment>
        <translation>{items} y {last}</translation>
    </message>
</context>
<context>
    <name>words</name>
    <message>
        <source>The trainer has no language &apos;{code}&apos;; it ships {shipped}.</source>
        <translation>El programa no tiene el idioma &apos;{code}&apos;; incluye {shipped}.</translation>
    </message>
    <message>
        <source>{word} (“{call}”)</source>
        <comment>a table word, with the English call said at the table</comment>
        <translation>{word} (“{call}”)</translation>
    </message>
</context>
</TS>
