<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES" sourcelanguage="en">
<context>
    <name>BookMembersWords</name>
    <message>
        <location filename="../app/book/book_members.cpp" line="+37"/>
        <source>The club&apos;s book is not open.</source>
        <translation>El libro del club no está abierto.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The club&apos;s book could not be changed (%1). It is as it was.</source>
        <translation>No se pudo modificar el libro del club (%1). Sigue como estaba.</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>There is no member called “%1”.</source>
        <translation>No hay ningún socio llamado «%1».</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>“%1” is the name of someone else at the table in one of %2&apos;s games.</source>
        <translation>«%1» es el nombre de otra persona en la mesa en una de las partidas de %2.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A member&apos;s name cannot be empty.</source>
        <translation>El nombre de un socio no puede estar vacío.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>A member&apos;s name can be at most %n characters long.</source>
        <translation>
            <numerusform>El nombre de un socio puede tener como máximo %n carácter.</numerusform>
            <numerusform>El nombre de un socio puede tener como máximo %n caracteres.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+52"/>
        <source>There is already a member called “%1”. If “%2” and “%1” are the same person, merge “%2” into “%1” instead.</source>
        <translation>Ya hay un socio llamado «%1». Si «%2» y «%1» son la misma persona, mejor una «%2» con «%1».</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A computer has played as “%1” in the book: a member of that name could not be told from it. Choose another name.</source>
        <translation>Un ordenador ha jugado como «%1» en el libro: un socio con ese nombre no se distinguiría de él. Elija otro nombre.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>A member cannot be merged into themself.</source>
        <translation>Un socio no se puede unir consigo mismo.</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%1 and %2 played at the same table in %n game(s), so they are two people: they cannot be merged.</source>
        <translation>
            <numerusform>%1 y %2 jugaron en la misma mesa en %n partida, así que son dos personas: no se pueden unir.</numerusform>
            <numerusform>%1 y %2 jugaron en la misma mesa en %n partidas, así que son dos personas: no se pueden unir.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CribAccessible</name>
    <message>
        <location filename="../app/crib/crib_accessible_cells.cpp" line="+23"/>
        <source>Once Around board</source>
        <translation>Tablero Once Around</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1&apos;s pegs</source>
        <translation>Clavijas de %1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Front peg in hole %1, rear peg in hole %2, %n to go.</source>
        <translation>
            <numerusform>Clavija delantera en el agujero %1, trasera en el agujero %2; falta %n.</numerusform>
            <numerusform>Clavija delantera en el agujero %1, trasera en el agujero %2; faltan %n.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Starter: %1</source>
        <translation>Carta de corte: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Shown: %1</source>
        <translation>A la vista: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>On the count: %1</source>
        <translation>En la cuenta: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The count is %1</source>
        <translation>La cuenta va en %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>A card, face down</source>
        <translation>Una carta, boca abajo</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Chosen for the crib</source>
        <translation>Elegida para la cuna</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot be played: it would take the count past 31</source>
        <translation>No se puede jugar: la cuenta pasaría de 31</translation>
    </message>
</context>
<context>
    <name>CribHint</name>
    <message>
        <location filename="../app/crib/crib_hint.cpp" line="+93"/>
        <source>The crib is yours: what each choice is worth on average, hand plus crib (with the two cards your opponent is likely to lay away), and what the four you keep are likely to peg in the play, less what they let your opponent peg.</source>
        <translation>La cuna es suya: lo que vale por término medio cada elección, mano más cuna (con las dos cartas que el contrario probablemente descartará), y lo que las cuatro que guarda probablemente anotarán en el juego, menos lo que dejarán anotar al contrario.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The crib is your opponent&apos;s: what each choice is worth on average, hand less crib (with the two cards your opponent is likely to lay away), and what the four you keep are likely to peg in the play, less what they let your opponent peg.</source>
        <translation>La cuna es del contrario: lo que vale por término medio cada elección, mano menos cuna (con las dos cartas que el contrario probablemente descartará), y lo que las cuatro que guarda probablemente anotarán en el juego, menos lo que dejarán anotar al contrario.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The crib is yours: what each choice is worth on average, hand plus crib.</source>
        <translation>La cuna es suya: lo que vale por término medio cada elección, mano más cuna.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The crib is your opponent&apos;s: what each choice is worth on average, hand less crib.</source>
        <translation>La cuna es del contrario: lo que vale por término medio cada elección, mano menos cuna.</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+22"/>
        <source>Lay away</source>
        <translation>Descarte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Crib</source>
        <translation>Cuna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play</source>
        <translation>Juego</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Play %1: it is the only card you have left.</source>
        <translation>Juegue %1: es la única carta que le queda.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play %1: it is the only card you can play without going over thirty-one.</source>
        <translation>Juegue %1: es la única carta que puede jugar sin pasar de treinta y uno.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Play %1: the cards you can play are all of one rank, so any of them does the same.</source>
        <translation>Juegue %1: las cartas que puede jugar son todas del mismo valor, así que cualquiera vale igual.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Play %1: it pegs %2 (%3), and that wins the game.</source>
        <translation>Juegue %1: se anota %2 (%3), y con eso gana la partida.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Play %1: the game is near its end, and it gives you about %2 chances in 10 of winning it; %3, about %4 in 10.</source>
        <translation>Juegue %1: la partida está por terminar, y así tiene unas %2 posibilidades de cada 10 de ganarla; con %3, unas %4 de cada 10.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Play %1: it pegs %2 now (%3).</source>
        <translation>Juegue %1: se anota %2 ahora (%3).</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Play %1: %2 would peg %3 now, but by the end of the play %1 does as well.</source>
        <translation>Juegue %1: %2 anotaría %3 ahora, pero al final del juego %1 rinde lo mismo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play %1: %2 would peg %3 now, but by the end of the play %1 should leave you about %4 points better off.</source>
        <translation>Juegue %1: %2 anotaría %3 ahora, pero al final del juego %1 debería dejarle unos %4 puntos mejor.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Play %1: the count goes to %2, and hardly any of the hands your opponent may hold can score on it; on %3, about %4 in 10 could.</source>
        <translation>Juegue %1: la cuenta llega a %2, y casi ninguna de las manos que puede tener el contrario anota sobre ella; sobre %3, unas %4 de cada 10 podrían.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Play %1: the count goes to %2, and about %3 in 10 of the hands your opponent may hold can score on it; on %4, about %5 in 10 could.</source>
        <translation>Juegue %1: la cuenta llega a %2, y unas %3 de cada 10 manos que puede tener el contrario anotan sobre ella; sobre %4, unas %5 de cada 10 podrían.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Play %1: the count goes to %2; %3 would do about as well.</source>
        <translation>Juegue %1: la cuenta llega a %2; %3 rendiría más o menos lo mismo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play %1: the count goes to %2, and by the end of the play it should leave you about %3 points better off than %4, the next best.</source>
        <translation>Juegue %1: la cuenta llega a %2, y al final del juego debería dejarle unos %3 puntos mejor que %4, la siguiente mejor.</translation>
    </message>
    <message>
        <location line="-166"/>
        <location line="+25"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>To win</source>
        <translation>Para ganar</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>It pegs %1 (%2).</source>
        <translation>Se anota %1 (%2).</translation>
    </message>
    <message>
        <location line="-154"/>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Lay away %1: the game is near its end, and the four you keep give you about %2 chances in 10 of winning it; laying away %3, worth the most points on average, about %4 in 10.</source>
        <translation>Descarte %1: la partida está por terminar, y con las cuatro que guarda tiene unas %2 posibilidades de cada 10 de ganarla; descartando %3, que vale más puntos por término medio, unas %4 de cada 10.</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>The game is near its end: what each choice is worth on average, hand and crib and the play, and your chance of winning the game with it, the best chance first.</source>
        <translation>La partida está por terminar: lo que vale cada elección por término medio, mano, cuna y juego juntos, y su posibilidad de ganar la partida con ella, la mejor primero.</translation>
    </message>
    <message>
        <location line="+200"/>
        <source>Lay away %1: on average it is worth %L2 points, hand plus crib and the play, more than any other choice.</source>
        <translation>Descarte %1: por término medio vale %L2 puntos, mano más cuna y el juego, más que cualquier otra elección.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lay away %1: on average it is worth %L2 points, your hand less the dealer&apos;s crib, and the play, more than any other choice.</source>
        <translation>Descarte %1: por término medio vale %L2 puntos, su mano menos la cuna del que da, y el juego, más que cualquier otra elección.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lay away %1: on average it is worth %L2 points, hand plus crib, more than any other choice.</source>
        <translation>Descarte %1: por término medio vale %L2 puntos, mano más cuna, más que cualquier otra elección.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lay away %1: on average it is worth %L2 points, your hand less the dealer&apos;s crib, more than any other choice.</source>
        <translation>Descarte %1: por término medio vale %L2 puntos, su mano menos la cuna del que da, más que cualquier otra elección.</translation>
    </message>
</context>
<context>
    <name>CribMatchSheetWords</name>
    <message>
        <location filename="../app/crib/crib_match_sheet.cpp" line="+25"/>
        <source>two hands</source>
        <translation>dos manos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>three hands</source>
        <translation>tres manos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>four hands, two partnerships</source>
        <translation>cuatro manos, dos parejas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>five hands</source>
        <translation>cinco manos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>six hands, three partnerships</source>
        <translation>seis manos, tres parejas</translation>
    </message>
    <message numerus="yes">
        <location line="+47"/>
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partida</numerusform>
            <numerusform>%n partidas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n puntos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n corner(s)</source>
        <translation>
            <numerusform>%n esquina</numerusform>
            <numerusform>%n esquinas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n skunk(s) (%1 double)</source>
        <translation>
            <numerusform>%n zapatero (%1 doble)</numerusform>
            <numerusform>%n zapateros (%1 dobles)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>high hand %1</source>
        <translation>mejor mano %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2.</source>
        <comment>a side: its totals</comment>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Once Around Cribbage: match sheet</source>
        <translation>Once Around Cribbage: hoja del encuentro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 points, %2. Corners: %3.</source>
        <translation>%1 puntos, %2. Esquinas: %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>every 30 holes</source>
        <translation>cada 30 agujeros</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>at the bends of the board</source>
        <translation>en las curvas del tablero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Muggins.</source>
        <translation>Reclamo de puntos.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Game %1 in play: %2.</source>
        <translation>Partida %1 en juego: %2.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>A lurch counts two games. Skunks are counted only in games of 121 points. The high hand is the best hand counted.</source>
        <translation>Un capote cuenta como dos partidas. Los zapateros solo se cuentan en partidas a 121 puntos. La mejor mano es la mano mejor contada.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1 (page %2 of %3)</source>
        <comment>the rules line, page</comment>
        <translation>%1 (página %2 de %3)</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Corners</source>
        <translation>Esquinas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High hand</source>
        <translation>Mejor mano</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Match</source>
        <translation>Encuentro</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The whole match</source>
        <translation>El encuentro completo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match so far</source>
        <translation>El encuentro hasta ahora</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>High hands of the players: %1.</source>
        <translation>Mejores manos de los jugadores: %1.</translation>
    </message>
    <message>
        <location line="-155"/>
        <source>A lurch counts two games. A skunk: the winner went out before the loser passed hole 90; a double skunk, before hole 60 (two skunks). The high hand is the best hand counted.</source>
        <translation>Un capote cuenta como dos partidas. Zapatero: el ganador salió antes de que el perdedor pasara el agujero 90; doble zapatero, antes del agujero 60 (dos zapateros). La mejor mano es la mano mejor contada.</translation>
    </message>
</context>
<context>
    <name>CribRules</name>
    <message>
        <location filename="../app/crib/crib_rules_text.cpp" line="+16"/>
        <source>&lt;h2&gt;Once Around Cribbage&lt;/h2&gt;&lt;p&gt;A standard pack of 52 cards, King high and Ace low. Everyone cuts; the lowest card deals. The deal then passes on. After a game of two hands the loser deals first; with more hands the deal passes on to the left [R].&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Once Around Cribbage&lt;/h2&gt;&lt;p&gt;Una baraja francesa corriente de 52 cartas; el Rey es la más alta y el As la más baja. Todos cortan; da el que saca la carta más baja. Después el turno de dar va pasando. Tras una partida a dos manos, da primero el que perdió; con más manos, el turno de dar pasa a la izquierda [R].&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;h3&gt;The deal and the crib&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Two hands:&lt;/b&gt; six cards each; each lays two away to the crib.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Three hands:&lt;/b&gt; five each and one card straight to the crib; each lays one away. Each pegs his own line.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Four hands:&lt;/b&gt; five each, each lays one away. Partners sit opposite and peg one line.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Five hands:&lt;/b&gt; five cards to four players, four to the dealer; the four lay one away each. Each pegs his own line, on a two-track and a three-track board.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Six hands:&lt;/b&gt; three partnerships, alternate players partners. Five cards to the first four players, four to the dealer and the player on his right; those with five lay one away.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;The crib is the dealer&apos;s, counted after the hands.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;El reparto y la cuna&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Dos manos:&lt;/b&gt; seis cartas a cada uno; cada uno descarta dos a la cuna.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Tres manos:&lt;/b&gt; cinco a cada uno y una carta directamente a la cuna; cada uno descarta una. Cada uno anota en su propia línea.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Cuatro manos:&lt;/b&gt; cinco a cada uno, y cada uno descarta una. Los compañeros se sientan enfrente y anotan en una misma línea.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Cinco manos:&lt;/b&gt; cinco cartas a cuatro jugadores y cuatro al que da; esos cuatro descartan una cada uno. Cada uno anota en su propia línea, en un tablero de dos pistas y otro de tres.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Seis manos:&lt;/b&gt; tres parejas, con los compañeros en asientos alternos. Cinco cartas a los cuatro primeros jugadores y cuatro al que da y al jugador de su derecha; los que tienen cinco descartan una.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;La cuna es del que da, y se cuenta después de las manos.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&lt;h3&gt;The starter&lt;/h3&gt;&lt;p&gt;The player on the dealer&apos;s left cuts and the dealer turns up the starter. If it is a Jack the dealer pegs two at once: two for his heels.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;La carta de corte&lt;/h3&gt;&lt;p&gt;El jugador a la izquierda del que da corta, y el que da vuelve la carta de corte. Si es una Sota, el que da se anota dos en el acto: dos por la sota de corte.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;h3&gt;The play&lt;/h3&gt;&lt;p&gt;The player on the dealer&apos;s left leads; each in turn plays a card and says the running count. Court cards count ten, the Ace one, the others their pips. The count may never pass 31: a player who cannot play says &quot;go&quot; and the others play on while they can. The last card of a count pegs one, or two for exactly 31; then the count starts again.&lt;/p&gt;&lt;p&gt;While playing: making fifteen pegs two; a pair two, a pair royal (three alike) six, a double pair royal (four alike) twelve; a run of three or more among the latest cards, in any order, one a card. A card in between or a repeated rank breaks a run, and the Ace is low only.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;El juego&lt;/h3&gt;&lt;p&gt;Sale el jugador a la izquierda del que da; por turno, cada uno juega una carta y dice la cuenta acumulada. Las figuras valen diez, el As uno y las demás su número de puntos. La cuenta nunca puede pasar de 31: el jugador que no puede jugar dice «paso», y los demás siguen jugando mientras puedan. La última carta de una cuenta se anota uno, o dos si llega a 31 justos; después la cuenta vuelve a empezar.&lt;/p&gt;&lt;p&gt;Durante el juego: hacer quince se anota dos; un par, dos; un trío (tres iguales), seis; un póquer (cuatro iguales), doce; una escalera de tres o más entre las últimas cartas, en cualquier orden, uno por carta. Una carta intermedia o un valor repetido cortan la escalera, y el As solo es bajo.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;h3&gt;The show&lt;/h3&gt;&lt;p&gt;Each hand is counted with the starter: first the player on the dealer&apos;s left and round to the dealer, then the crib. Every combination making fifteen pegs two; each pair two; each run of three or more one a card (counted again for each duplicate); four cards of one suit in the hand four, five with the starter five, but the crib counts a flush only with all five; the Jack of the starter&apos;s suit, one for his nobs. 29 is the best hand; 19, 25, 26 and 27 cannot be made.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Muggins&lt;/b&gt; (if chosen): each player counts his own hand aloud; what he misses may be claimed by the next opponent. A player who says too much pegs only what is there [R].&lt;/p&gt;</source>
        <translation>&lt;h3&gt;El recuento&lt;/h3&gt;&lt;p&gt;Cada mano se cuenta junto con la carta de corte: primero la del jugador a la izquierda del que da, y así sucesivamente hasta el que da; después, la cuna. Cada combinación que suma quince se anota dos; cada par, dos; cada escalera de tres o más, uno por carta (y se vuelve a contar por cada carta repetida); cuatro cartas de un mismo palo en la mano, cuatro, y cinco con la carta de corte, cinco; pero la cuna solo cuenta el color con las cinco; la Sota del palo de la carta de corte, uno por la sota. 29 es la mejor mano; 19, 25, 26 y 27 no pueden hacerse.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Reclamo&lt;/b&gt; («muggins», si se elige): cada jugador cuenta su propia mano en voz alta; lo que se le olvide puede reclamarlo el contrario siguiente. El jugador que cuenta de más solo se anota lo que hay [R].&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;h3&gt;Game&lt;/h3&gt;&lt;p&gt;Game is 121 points, once round the board and out into the game hole, or 61. Each side pegs with two pegs: the rear peg jumps past the front one, so the gap shows the last score. The game ends the moment a side reaches the game hole, even in the middle of a count. Winning 121 before the loser reaches 61 (or 61 before 31) is a lurch and counts two games.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;La partida&lt;/h3&gt;&lt;p&gt;La partida es a 121 puntos, una vuelta al tablero y salida al agujero final, o a 61. Cada bando anota con dos clavijas: la trasera salta por delante de la delantera, de modo que la distancia entre ambas muestra el último tanteo. La partida termina en el instante en que un bando llega al agujero final, aunque sea en mitad de una cuenta. Ganar a 121 antes de que el perdedor llegue a 61 (o a 61 antes de 31) es un capote, y cuenta como dos partidas.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;h3&gt;The Once Around board&lt;/h3&gt;&lt;p&gt;Two-track boards serve two hands or four as partners; three-track boards two, three or six as partners; four-track boards two, three, four or six. Besides the track the board keeps, for each side over the whole match:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Corners:&lt;/b&gt; the first to pass each corner of the track wins it. Where the corners are is a house rule, chosen for the match in the New Match dialog [R]: &lt;i&gt;at the bends of the board&lt;/i&gt;, passing hole 50 and hole 60 round the far end, and 110 and 120 round the near end into the game hole; or &lt;i&gt;every 30 holes&lt;/i&gt;, passing 30, 60, 90 and 120. Either way the winner of a game always takes the last, and a game of 61 has the first two. The brass lozenges mark the board&apos;s bends; gilt lines across the track mark the corners of the match.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Games&lt;/b&gt; won, a lurch counting two.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Points:&lt;/b&gt; each side&apos;s total at the end of each game, carried over the match. The points track counts in hundreds [R]; the exact sum is written beside the board.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Skunks:&lt;/b&gt; winning before an opponent has passed hole 90 is a skunk; before he has passed hole 60, a double skunk (two skunks), pegged on its own track [R].&lt;/li&gt;&lt;li&gt;&lt;b&gt;High hand:&lt;/b&gt; each player&apos;s best hand count of the match (with partners, the better of the two) [R].&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;h3&gt;El tablero Once Around&lt;/h3&gt;&lt;p&gt;Los tableros de dos pistas sirven para dos manos, o cuatro por parejas; los de tres pistas, para dos, tres, o seis por parejas; los de cuatro pistas, para dos, tres, cuatro o seis. Además de la pista, el tablero lleva para cada bando, a lo largo de todo el encuentro:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Esquinas:&lt;/b&gt; el primero que pasa cada esquina de la pista la gana. Dónde están las esquinas es una regla de la casa, elegida para el encuentro en el diálogo Nuevo encuentro [R]: &lt;i&gt;en las curvas del tablero&lt;/i&gt;, al pasar el agujero 50 y el agujero 60, en el extremo lejano, y el 110 y el 120, en el extremo cercano, hacia el agujero final; o &lt;i&gt;cada 30 agujeros&lt;/i&gt;, al pasar el 30, el 60, el 90 y el 120. En ambos casos el ganador de una partida siempre se lleva la última, y en una partida a 61 valen las dos primeras. Los rombos de latón marcan las curvas del tablero; las líneas doradas que cruzan la pista marcan las esquinas del encuentro.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Partidas&lt;/b&gt; ganadas; un capote cuenta como dos.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Puntos:&lt;/b&gt; el total de cada bando al final de cada partida, acumulado a lo largo del encuentro. La pista de puntos cuenta por centenas [R]; la suma exacta se escribe junto al tablero.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Zapateros:&lt;/b&gt; ganar antes de que un contrario haya pasado el agujero 90 es un zapatero; antes de que haya pasado el agujero 60, un doble zapatero (dos zapateros), que se anota en su propia pista [R].&lt;/li&gt;&lt;li&gt;&lt;b&gt;Mejor mano:&lt;/b&gt; el mejor recuento de mano de cada jugador en el encuentro (por parejas, el mejor de los dos) [R].&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&lt;h3&gt;At this table&lt;/h3&gt;&lt;p&gt;Click cards (or use the arrow keys and Space) to choose what to lay away, then press Lay away (or Enter). In the play, click a card or press Space or Enter on it. H gives a hint: what each way of laying away is worth on average, and the best card to play with the reason. When several people share the screen, the table is covered between their turns.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;En esta mesa&lt;/h3&gt;&lt;p&gt;Haga clic en las cartas (o use las flechas y Espacio) para elegir lo que descarta, y pulse «Descartar a la cuna» (o Intro). En el juego, haga clic en una carta o pulse Espacio o Intro sobre ella. H da un consejo: lo que vale por término medio cada forma de descartar, y la mejor carta que jugar, con el motivo. Cuando varias personas comparten la pantalla, la mesa se tapa entre sus turnos.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;p&gt;&lt;small&gt;[R] marks a point the Once Around sheet leaves open, settled as in the club’s rule book.&lt;/small&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;small&gt;[R] señala un punto que la hoja del tablero Once Around deja sin resolver, y que se ha decidido como dispone el reglamento del club.&lt;/small&gt;&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>CribWords</name>
    <message>
        <location filename="../app/crib/crib_words.cpp" line="+18"/>
        <source>Ace</source>
        <translation>As</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Two</source>
        <translation>Dos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three</source>
        <translation>Tres</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Four</source>
        <translation>Cuatro</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Five</source>
        <translation>Cinco</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Six</source>
        <translation>Seis</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seven</source>
        <translation>Siete</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Eight</source>
        <translation>Ocho</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nine</source>
        <translation>Nueve</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ten</source>
        <translation>Diez</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Jack</source>
        <translation>Sota</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Queen</source>
        <translation>Dama</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>King</source>
        <translation>Rey</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the Ace</source>
        <comment>a card&apos;s rank with its article, before its suit</comment>
        <translation>el As</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the Two</source>
        <comment>a card&apos;s rank with its article, before its suit</comment>
        <translation>el Dos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the Three</source>
        <comment>a card&apos;s rank with its article, before its suit</comment>
        <translation>el Tres</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the Four</source>
        <comment>a card&apos;s rank with its article, before its suit</comment>
        <translation>el Cuatro</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the Five</source>
        <comment>a card&apos;s rank with its article, before its suit</comment>
        <translation>el Cinco</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the Six</source>
        <comment>a card&apos;s rank with its article, before its suit</comment>
        <translation>el Seis</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the Seven</source>
        <comment>a card&apos;s rank with its article, before its suit</comment>
        <translation>el Siete</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the Eight</source>
        <comment>a card&apos;s rank with its article, before its suit</comment>
        <translation>el Ocho</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the Nine</source>
        <comment>a card&apos;s rank with its article, before its suit</comment>
        <translation>el Nueve</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the Ten</source>
        <comment>a card&apos;s rank with its article, before its suit</comment>
        <translation>el Diez</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the Jack</source>
        <comment>a card&apos;s rank with its article, before its suit</comment>
        <translation>la Sota</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the Queen</source>
        <comment>a card&apos;s rank with its article, before its suit</comment>
        <translation>la Dama</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the King</source>
        <comment>a card&apos;s rank with its article, before its suit</comment>
        <translation>el Rey</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a run of %1</source>
        <translation>una escalera de %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+70"/>
        <source>fifteen</source>
        <translation>quince</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>a pair is</source>
        <translation>un par son</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a pair royal is</source>
        <translation>un trío son</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a double pair royal is</source>
        <translation>un póquer son</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is</source>
        <translation>%1 son</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a flush of %1 is</source>
        <translation>un color de %1 son</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>one for his nobs is</source>
        <translation>uno por la sota son</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 of Clubs</source>
        <translation>%1 de tréboles</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 of Diamonds</source>
        <translation>%1 de diamantes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of Hearts</source>
        <translation>%1 de corazones</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 of Spades</source>
        <translation>%1 de picas</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one</source>
        <translation>uno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>two</source>
        <translation>dos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>three</source>
        <translation>tres</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>four</source>
        <translation>cuatro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>five</source>
        <translation>cinco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>six</source>
        <translation>seis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seven</source>
        <translation>siete</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eight</source>
        <translation>ocho</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nine</source>
        <translation>nueve</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ten</source>
        <translation>diez</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eleven</source>
        <translation>once</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>twelve</source>
        <translation>doce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>thirteen</source>
        <translation>trece</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fourteen</source>
        <translation>catorce</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>sixteen</source>
        <translation>dieciséis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seventeen</source>
        <translation>diecisiete</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eighteen</source>
        <translation>dieciocho</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nineteen</source>
        <translation>diecinueve</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>twenty</source>
        <translation>veinte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>twenty-one</source>
        <translation>veintiuno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>twenty-two</source>
        <translation>veintidós</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>twenty-three</source>
        <translation>veintitrés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>twenty-four</source>
        <translation>veinticuatro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>twenty-five</source>
        <translation>veinticinco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>twenty-six</source>
        <translation>veintiséis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>twenty-seven</source>
        <translation>veintisiete</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>twenty-eight</source>
        <translation>veintiocho</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>twenty-nine</source>
        <translation>veintinueve</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>thirty</source>
        <translation>treinta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>thirty-one</source>
        <translation>treinta y uno</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Seat %1</source>
        <translation>Asiento %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+26"/>
        <source>%1 and %2</source>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>fifteen two</source>
        <translation>quince dos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>thirty-one for two</source>
        <translation>treinta y uno por dos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a pair for two</source>
        <translation>un par por dos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a pair royal for six</source>
        <translation>un trío por seis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a double pair royal for twelve</source>
        <translation>un póquer por doce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 for %2</source>
        <translation>%1 por %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 — %2 in all</source>
        <translation>%1 — %2 en total</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>nineteen — nothing to count</source>
        <translation>diecinueve — nada que contar</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 pegs: %2.</source>
        <translation>%1 se anota: %2.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The lowest cards tie: they cut again.</source>
        <translation>Empate en las cartas más bajas: vuelven a cortar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cuts the lowest card and deals.</source>
        <translation>%1 saca la carta más baja y da.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 deals.</source>
        <translation>Da %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 lays %n card(s) away to the crib.</source>
        <translation>
            <numerusform>%1 descarta %n carta a la cuna.</numerusform>
            <numerusform>%1 descarta %n cartas a la cuna.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The starter: %1.</source>
        <translation>La carta de corte: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 plays %2: %3.</source>
        <translation>%1 juega %2: %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: go.</source>
        <translation>%1: paso.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The count starts again.</source>
        <translation>La cuenta vuelve a empezar.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1&apos;s crib: %2.</source>
        <translation>Cuna de %1: %2.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1&apos;s hand: %2.</source>
        <translation>Mano de %1: %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 said %2: only what is there is pegged.</source>
        <translation>%1 cantó %2: solo se apunta lo que hay.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Two for his heels.</source>
        <translation>Dos por la sota de corte.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: one for the go.</source>
        <translation>%1: uno por el paso.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 pegs %n.</source>
        <translation>
            <numerusform>%1 se anota %n punto.</numerusform>
            <numerusform>%1 se anota %n puntos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Muggins! %1 claims %n missed.</source>
        <translation>
            <numerusform>¡Reclamo! %1 se queda %n punto olvidado.</numerusform>
            <numerusform>¡Reclamo! %1 se queda %n puntos olvidados.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 takes the corner at hole %2.</source>
        <translation>%1 gana la esquina del agujero %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 wins the game.</source>
        <translation>%1 gana la partida.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Game to %1, %2 to %3.</source>
        <translation>Partida para %1, %2 a %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A lurch: it counts two games.</source>
        <translation>Un capote: cuenta como dos partidas.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is double skunked.</source>
        <translation>Doble zapatero para %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is skunked.</source>
        <translation>Zapatero para %1.</translation>
    </message>
</context>
<context>
    <name>GameCatalogue</name>
    <message>
        <location filename="../app/pm/pm_registration.cpp" line="+17"/>
        <source>P.M. (Plus and Minus)</source>
        <translation>P.M. (Plus and Minus)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The &quot;P.M.&quot; Players Club, c. 1935</source>
        <translation>El «P.M.» Players Club, hacia 1935</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 to 8 players</source>
        <translation>De 2 a 8 jugadores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each card you play is added to the one before it. Bring your four men from the stars to 25 — exactly, or bust.</source>
        <translation>Cada carta que juegue se suma a la anterior. Lleve sus cuatro peones desde las estrellas hasta el 25: justo, o se queman.</translation>
    </message>
    <message>
        <location filename="../app/pat/pat_registration.cpp" line="+15"/>
        <source>Patchesi</source>
        <translation>Patchesi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>John Jaques &amp; Son</source>
        <translation>John Jaques &amp; Son</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 to 4 players, partners, tournaments</source>
        <translation>De 2 a 4 jugadores, por parejas, torneos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Victorian race game of the cross-shaped board: fives to enter, sixes count twelve, barriers and captures.</source>
        <translation>El juego victoriano de carreras en el tablero en forma de cruz: con un cinco se sale, el seis cuenta doce, barreras y capturas.</translation>
    </message>
    <message>
        <location filename="../app/km/km_registration.cpp" line="+17"/>
        <source>King&apos;s Men</source>
        <translation>King&apos;s Men</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Elizabeth Magie Phillips, Parker Brothers, 1937</source>
        <translation>Elizabeth Magie Phillips, Parker Brothers, 1937</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 players</source>
        <translation>2 jugadores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>March your fourteen men into the Field and form rows to thin your own ranks: the first down to two wins.</source>
        <translation>Lleve sus catorce fichas al Campo y forme hileras para mermar sus propias filas: gana el primero que se quede con dos.</translation>
    </message>
    <message>
        <location filename="../app/crib/crib_registration.cpp" line="+16"/>
        <source>Once Around Cribbage</source>
        <translation>Once Around Cribbage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pacific Game Company</source>
        <translation>Pacific Game Company</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 to 6 hands</source>
        <translation>De 2 a 6 manos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cribbage on the Once Around board, with its corners, games, points, skunks and high-hand tracks.</source>
        <translation>El cribbage en el tablero Once Around, con sus pistas para esquinas, partidas, puntos, zapateros y mejores manos.</translation>
    </message>
    <message>
        <location filename="../app/party/party_registration.cpp" line="+18"/>
        <source>Party Night</source>
        <translation>Velada del club</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>For club nights and charity evenings</source>
        <translation>Para veladas de club y de beneficencia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 to 64 people, or 2 to 32 pairs</source>
        <translation>De 4 a 64 personas, o de 2 a 32 parejas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P.M. Drives and Patchesi knockouts for a club night: the draw, the numbered tables, the results, the standings and the printed cards.</source>
        <translation>Drives de P.M. y eliminatorias de Patchesi para una velada del club: el sorteo, las mesas numeradas, los resultados, la clasificación y las tarjetas impresas.</translation>
    </message>
</context>
<context>
    <name>KmRules</name>
    <message>
        <location filename="../app/km/km_rules_text.cpp" line="+16"/>
        <source>&lt;h1&gt;King’s Men&lt;/h1&gt;&lt;p&gt;&lt;i&gt;A new game by Elizabeth Magie Phillips, Parker Brothers, 1937. For two players.&lt;/i&gt;&lt;/p&gt;&lt;h3&gt;The board&lt;/h3&gt;&lt;p&gt;105 squares. The 49 grey squares in the centre are the &lt;b&gt;Field&lt;/b&gt;. The 28 white squares round it are the &lt;b&gt;Corridors&lt;/b&gt; (Entrance squares), 7 on each side. The 28 outside squares are the &lt;b&gt;Lodges&lt;/b&gt; (Home squares), coloured alternately in the two players’ colours. [R: they alternate all the way round the board, so the two Corridors that lead into a corner of the Field belong to Lodges of different colours.]&lt;/p&gt;&lt;p&gt;Each player has 14 tokens — here Orange, and Blue with a cross on each pawn — set on the Lodges of his colour.&lt;/p&gt;&lt;h3&gt;The object&lt;/h3&gt;&lt;p&gt;To reduce the number of &lt;b&gt;your own&lt;/b&gt; tokens to two. The first player to do so wins.&lt;/p&gt;&lt;h3&gt;Play&lt;/h3&gt;&lt;p&gt;The first player is decided by lot; players then move in turn.&lt;/p&gt;&lt;p&gt;&lt;b&gt;1. Entering.&lt;/b&gt; A token enters the Field only in a straight line from a Lodge or a Corridor (or by a jump), and never returns to a Lodge or a Corridor unless captured. [R: a token on a Lodge or a Corridor moves one square straight inward: Lodge, then the Corridor in front of it, then the Field square in front of that. It cannot move sideways.]&lt;/p&gt;&lt;p&gt;&lt;b&gt;2. In the Field&lt;/b&gt; a token moves one square at a time, forward, backward or sideways — never diagonally except when jumping. The square must be empty.&lt;/p&gt;&lt;p&gt;&lt;b&gt;3. Jumping.&lt;/b&gt; A token on a Field or Corridor square may jump an adjacent opponent’s token, straight or diagonally, to the empty Field square beyond, but only when by landing there it completes a row of three or more of its own tokens. The jumper puts the captured token on any empty Lodge of its owner’s colour he chooses; it starts again from there.&lt;/p&gt;&lt;p&gt;&lt;b&gt;4. Another move.&lt;/b&gt; After every jump or capture the player has another move.&lt;/p&gt;&lt;p&gt;&lt;b&gt;5. Rows.&lt;/b&gt; A player who has formed a row or rows of three or more of his own tokens on adjacent Field squares, straight or diagonally, may remove from the game all but the two end tokens of each such row. One token may be the end of several rows. [R: the removal is part of the move that formed the row; the player chooses which of the rows formed to clear — all of them, none, or some; rows count only on Field squares.]&lt;/p&gt;&lt;p&gt;&lt;b&gt;6. Passing and draws.&lt;/b&gt; [R: a player with no legal move passes. The game is drawn if neither player can move, or when the same position with the same player to move occurs for the third time.]&lt;/p&gt;&lt;h3&gt;At this table&lt;/h3&gt;&lt;p&gt;Click one of your tokens (marked with a dashed frame when it can move), then a green dot to step or a red ring to jump; or drag the token there. After a jump, click one of the marked Lodges for the captured token. When rows are formed, the panel lists them: clear all, none, or the rows you tick. With the keyboard, the arrow keys move a cursor over the board and Enter or Space picks the square. H, or Hint in the Edit menu or the panel, shows the Expert’s move with the reason.&lt;/p&gt;&lt;p&gt;&lt;small&gt;[R] marks a point the 1937 rule sheet leaves open, settled as in the club’s rule book.&lt;/small&gt;&lt;/p&gt;</source>
        <translation>&lt;h1&gt;King’s Men&lt;/h1&gt;&lt;p&gt;&lt;i&gt;«Los hombres del rey». Un juego nuevo de Elizabeth Magie Phillips, Parker Brothers, 1937. Para dos jugadores.&lt;/i&gt;&lt;/p&gt;&lt;h3&gt;El tablero&lt;/h3&gt;&lt;p&gt;105 casillas. Las 49 casillas grises del centro forman el &lt;b&gt;Campo&lt;/b&gt;. Las 28 casillas blancas que lo rodean son los &lt;b&gt;Pasillos&lt;/b&gt; (casillas de entrada), 7 por lado. Las 28 casillas exteriores son las &lt;b&gt;Casetas&lt;/b&gt; (casillas de casa), pintadas alternativamente con los colores de los dos jugadores. [R: se alternan por todo el contorno del tablero, de modo que los dos Pasillos que conducen a una misma esquina del Campo pertenecen a Casetas de distinto color.]&lt;/p&gt;&lt;p&gt;Cada jugador tiene 14 fichas —aquí las naranjas, y las azules con una cruz en cada peón—, colocadas en las Casetas de su color.&lt;/p&gt;&lt;h3&gt;El objeto del juego&lt;/h3&gt;&lt;p&gt;Reducir a dos el número de &lt;b&gt;sus propias&lt;/b&gt; fichas. Gana el primero que lo consiga.&lt;/p&gt;&lt;h3&gt;El juego&lt;/h3&gt;&lt;p&gt;Se echa a suertes quién empieza; después los jugadores mueven por turno.&lt;/p&gt;&lt;p&gt;&lt;b&gt;1. La entrada.&lt;/b&gt; Una ficha solo entra en el Campo en línea recta desde una Caseta o un Pasillo (o mediante un salto), y nunca vuelve a una Caseta ni a un Pasillo, salvo si es capturada. [R: una ficha que está en una Caseta o en un Pasillo avanza una casilla en línea recta hacia dentro: de la Caseta al Pasillo que tiene delante, y de este a la casilla del Campo que tiene delante. No puede moverse de lado.]&lt;/p&gt;&lt;p&gt;&lt;b&gt;2. En el Campo&lt;/b&gt; una ficha se mueve casilla a casilla, hacia delante, hacia atrás o de lado; nunca en diagonal, salvo al saltar. La casilla ha de estar vacía.&lt;/p&gt;&lt;p&gt;&lt;b&gt;3. El salto.&lt;/b&gt; Una ficha que está en una casilla del Campo o de un Pasillo puede saltar por encima de una ficha contraria contigua, en línea recta o en diagonal, hasta la casilla vacía del Campo que hay detrás, pero solo cuando, al caer allí, completa una hilera de tres o más fichas propias. El que salta coloca la ficha capturada en la Caseta vacía que elija del color de su dueño; desde allí vuelve a empezar.&lt;/p&gt;&lt;p&gt;&lt;b&gt;4. Otra jugada.&lt;/b&gt; Después de cada salto o captura, el jugador tiene otra jugada.&lt;/p&gt;&lt;p&gt;&lt;b&gt;5. Hileras.&lt;/b&gt; El jugador que haya formado una o varias hileras de tres o más fichas propias en casillas contiguas del Campo, en línea recta o en diagonal, puede retirar del juego todas las fichas de cada una de esas hileras menos las dos de los extremos. Una misma ficha puede ser extremo de varias hileras. [R: la retirada forma parte de la jugada que formó la hilera; el jugador elige cuáles de las hileras formadas despeja: todas, ninguna o algunas; las hileras solo cuentan en casillas del Campo.]&lt;/p&gt;&lt;p&gt;&lt;b&gt;6. Pasar y tablas.&lt;/b&gt; [R: el jugador que no tiene ninguna jugada permitida pasa. La partida queda en tablas si ninguno de los dos puede mover, o cuando la misma posición, con el mismo jugador en turno, se repite por tercera vez.]&lt;/p&gt;&lt;h3&gt;En esta mesa&lt;/h3&gt;&lt;p&gt;Haga clic en una de sus fichas (las que pueden moverse llevan un marco de trazos) y luego en un punto verde para avanzar o en un anillo rojo para saltar; o arrastre la ficha hasta allí. Tras un salto, haga clic en una de las Casetas señaladas para colocar la ficha capturada. Cuando se forman hileras, el panel las enumera: despeje todas, ninguna o las que marque. Con el teclado, las flechas mueven un cursor por el tablero, e Intro o Espacio eligen la casilla. H, o Consejo en el menú Edición o en el panel, muestra la jugada del Experto con el motivo.&lt;/p&gt;&lt;p&gt;&lt;small&gt;[R] señala un punto que la hoja de reglas de 1937 deja sin resolver, y que se ha decidido como dispone el reglamento del club.&lt;/small&gt;&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>KmSquareWords</name>
    <message>
        <location filename="../app/km/km_accessible_words.cpp" line="+9"/>
        <source>Orange token on a Field square.</source>
        <translation>Ficha naranja en una casilla del Campo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue token on a Field square.</source>
        <translation>Ficha azul en una casilla del Campo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Empty Field square.</source>
        <translation>Casilla del Campo vacía.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Orange token in a Corridor.</source>
        <translation>Ficha naranja en un Pasillo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue token in a Corridor.</source>
        <translation>Ficha azul en un Pasillo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Empty Corridor.</source>
        <translation>Pasillo vacío.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Orange token on an Orange Lodge.</source>
        <translation>Ficha naranja en una Caseta naranja.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue token on an Orange Lodge.</source>
        <translation>Ficha azul en una Caseta naranja.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Empty Orange Lodge.</source>
        <translation>Caseta naranja vacía.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Orange token on a Blue Lodge.</source>
        <translation>Ficha naranja en una Caseta azul.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue token on a Blue Lodge.</source>
        <translation>Ficha azul en una Caseta azul.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Empty Blue Lodge.</source>
        <translation>Caseta azul vacía.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The captured Orange token waits here for its Lodge.</source>
        <translation>La ficha naranja capturada espera aquí su Caseta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The captured Blue token waits here for its Lodge.</source>
        <translation>La ficha azul capturada espera aquí su Caseta.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It can move.</source>
        <translation>Puede moverse.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Selected: choose where it goes.</source>
        <translation>Seleccionada: elija su destino.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The selected token can step here.</source>
        <translation>La ficha seleccionada puede moverse hasta aquí.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The selected token can jump here and capture the token on %1.</source>
        <translation>La ficha seleccionada puede saltar hasta aquí y capturar la ficha que está en %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The captured token can be put here.</source>
        <translation>Aquí se puede colocar la ficha capturada.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The last move started here.</source>
        <translation>La última jugada empezó aquí.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The last move ended here.</source>
        <translation>La última jugada terminó aquí.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>End of the row %1 just formed: it stays.</source>
        <translation>Extremo de la hilera %1 recién formada: se queda.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In the row %1 just formed, ticked to be cleared: this token would leave the game.</source>
        <translation>En la hilera %1 recién formada, marcada para despejarla: esta ficha se retiraría del juego.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In the row %1 just formed, not ticked: this token would stay.</source>
        <translation>En la hilera %1 recién formada, sin marcar: esta ficha se quedaría.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>In the row %1 just formed: it leaves the game if the row is cleared.</source>
        <translation>En la hilera %1 recién formada: se retira del juego si se despeja la hilera.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Row %1</source>
        <translation>Fila %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Orange token on %1.</source>
        <translation>Ficha naranja en %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue token on %1.</source>
        <translation>Ficha azul en %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Orange tokens on %1.</source>
        <translation>Fichas naranjas en %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue tokens on %1.</source>
        <translation>Fichas azules en %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No tokens.</source>
        <translation>Sin fichas.</translation>
    </message>
</context>
<context>
    <name>KmWords</name>
    <message>
        <location filename="../app/km/km_words.cpp" line="+42"/>
        <source>Orange</source>
        <translation>Naranja</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Beginner</source>
        <translation>Principiante</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Standard</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Expert</source>
        <translation>Experto</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 (computer, %2)</source>
        <translation>%1 (ordenador, nivel %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2, computer, %3)</source>
        <translation>%1 (%2, ordenador, nivel %3)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+9"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>%1 (you)</source>
        <translation>%1 (usted)</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>clear all</source>
        <comment>move list: every row formed (KM-6)</comment>
        <translation>despeja todas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>clear none</source>
        <comment>move list: no row cleared (KM-6)</comment>
        <translation>no despeja ninguna</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>clear %1</source>
        <comment>move list: %1 names rows such as c5-e5+e3-e5 (KM-6)</comment>
        <translation>despeja %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>pass</source>
        <comment>move list: no token can move (KM-8)</comment>
        <translation>pasa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>back to %1</source>
        <comment>move list: the captured token is put on the empty Lodge %1 (KM-4)</comment>
        <translation>vuelve a %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Put the captured Orange token on any empty Orange Lodge.</source>
        <translation>Coloque la ficha naranja capturada en cualquier Caseta naranja vacía.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put the captured Blue token on any empty Blue Lodge.</source>
        <translation>Coloque la ficha azul capturada en cualquier Caseta azul vacía.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Jump from %1 to %2</source>
        <translation>Salte de %1 a %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move your token from %1 to %2</source>
        <translation>Mueva su ficha de %1 a %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Mind your token on %1: it can then be jumped.</source>
        <translation>Cuidado con su ficha de %1: entonces se la podrá saltar.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No token can move: pass.</source>
        <translation>Ninguna ficha puede moverse: pase.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: this wins whatever the other side does.</source>
        <translation>%1: esto gana haga lo que haga el rival.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: every move loses against best play; this one holds out longest.</source>
        <translation>%1: toda jugada pierde contra el mejor juego; esta resiste más tiempo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: the jump captures the token on %2, completes a row and gives you another move.</source>
        <translation>%1: el salto captura la ficha de %2, completa una hilera y le da otra jugada.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1: it completes %n row(s), ready to be cleared.</source>
        <translation>
            <numerusform>%1: completa %n hilera, lista para despejarla.</numerusform>
            <numerusform>%1: completa %n hileras, listas para despejarlas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Clear every row formed: you keep %n token(s), and two wins the game.</source>
        <translation>
            <numerusform>Despeje todas las hileras formadas: le queda %n ficha, y con dos se gana.</numerusform>
            <numerusform>Despeje todas las hileras formadas: le quedan %n fichas, y con dos se gana.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Clear the rows ticked: you keep %n token(s), and two wins the game.</source>
        <translation>
            <numerusform>Despeje las hileras marcadas: le queda %n ficha, y con dos se gana.</numerusform>
            <numerusform>Despeje las hileras marcadas: le quedan %n fichas, y con dos se gana.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Clear no row: your tokens are worth more where they stand.</source>
        <translation>No despeje ninguna hilera: sus fichas valen más donde están.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: it threatens to jump the token on %2 next turn.</source>
        <translation>%1: amenaza con saltar la ficha de %2 en el turno siguiente.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: the token gets out of reach of a jump.</source>
        <translation>%1: la ficha se pone fuera del alcance de un salto.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: it takes your token on %2 out of reach of a jump.</source>
        <translation>%1: pone su ficha de %2 fuera del alcance de un salto.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: next turn a step to %2 completes a row.</source>
        <translation>%1: en el turno siguiente, un paso a %2 completa una hilera.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: it brings another token onto the Field, where rows are made.</source>
        <translation>%1: lleva otra ficha al Campo, donde se forman las hileras.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: your token on %2 can then be jumped, but every other move leaves you worse placed.</source>
        <translation>%1: su ficha de %2 se podrá saltar, pero cualquier otra jugada le deja peor situado.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: none of your tokens can then be jumped, and every other move leaves you worse placed.</source>
        <translation>%1: ninguna de sus fichas se podrá saltar entonces, y cualquier otra jugada le deja peor situado.</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>Put the captured token on %1, the Lodge the Expert judges best.</source>
        <translation>Coloque la ficha capturada en %1, la Caseta que el Experto juzga mejor.</translation>
    </message>
    <message>
        <location line="-161"/>
        <source>A token on a Lodge or a Corridor moves only one square, straight inward.</source>
        <translation>Una ficha en una Caseta o un Pasillo solo avanza una casilla, en línea recta hacia dentro.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A token never goes back onto a Lodge or a Corridor.</source>
        <translation>Una ficha nunca vuelve a una Caseta ni a un Pasillo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That square is not empty.</source>
        <translation>Esa casilla no está libre.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A token steps forward, back or sideways; only a jump goes diagonally.</source>
        <translation>Una ficha avanza, retrocede o va de lado; solo un salto va en diagonal.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A jump goes over an opponent’s token next to yours.</source>
        <translation>Un salto pasa por encima de una ficha contraria junto a la suya.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A jump is allowed only when the token lands to complete a row of three of your own.</source>
        <translation>Un salto solo se permite si la ficha, al caer, completa una fila de tres de las suyas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A token moves one square at a time.</source>
        <translation>Una ficha avanza una casilla cada vez.</translation>
    </message>
    <message>
        <location line="+47"/>
        <location line="+2"/>
        <source>%1 is down to two tokens and wins.</source>
        <translation>%1 se ha quedado con dos fichas y gana.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drawn: the same position came round a third time.</source>
        <translation>Tablas: la misma posición se ha repetido por tercera vez.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drawn: neither side can move.</source>
        <translation>Tablas: ninguno de los dos puede mover.</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <location filename="../app/language.cpp" line="+57"/>
        <source>System Language</source>
        <translation>Idioma del sistema</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
</context>
<context>
    <name>PartyRules</name>
    <message>
        <location filename="../app/party/party_rules_text.cpp" line="+16"/>
        <source>&lt;h1&gt;Party Nights&lt;/h1&gt;&lt;p&gt;&lt;i&gt;᳞tails for running P.M. Drives to raise funds for charities, clubs, etc.” — the P.M. Players Club. Players Club organises the night: the draw, the tables, the rounds, the results, the standings and the printed cards. The games themselves are played on the club’s own sets, and their results typed in.&lt;/i&gt;&lt;/p&gt;&lt;h3&gt;Starting a night&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Game &amp;gt; New Party Night&lt;/b&gt;: give the night a title, choose the format, type or paste the names one a line, say how many sets the hall has, and press &lt;b&gt;Draw&lt;/b&gt;. The order of the tables is drawn by lot and kept in the night’s file.&lt;/p&gt;&lt;h3&gt;A P.M. Drive&lt;/h3&gt;&lt;p&gt;For 4 to 64 people. Tables seat four; where the numbers do not divide, table 1 (and table 2) seats five, or the last table three, so that 13 sit five, four and four, and 7 sit four and three. Six people sit at one table of six. Each round is one game of P.M. at every table.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Moving (house rule).&lt;/b&gt; After each round the two highest at each table move up one table; table 1’s two highest stay there. By default table 1’s two lowest go to the last table, as the losers of the top table do in a progressive whist drive, and everyone else stays. A club may choose instead that the two lowest at every table move down one table. Every table keeps its size all night.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Equal scores at a table (house rule).&lt;/b&gt; Where equal scores straddle the line between moving and staying, the higher running total before the round moves first, then a lot decides; or, if the club prefers, a lot alone, as cutting the cards.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The night’s result (house rule).&lt;/b&gt; Each person’s running total of P.M. scores (minus scores taken off) decides. Equal totals are parted by the number of games scored highest at one’s own table, then by the best single game; people still equal share the place. First and second prizes are given when the night is over, shared places sharing the prize. Six rounds make an evening of about two hours.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Fewer sets than tables (house rule).&lt;/b&gt; The round is played in sittings: tables 1 to the number of sets first, then the next ones, and so on. Everyone still plays every round; results may be typed in any order.&lt;/p&gt;&lt;p&gt;A score no board could show (199, say) is refused as a slip of the pen.&lt;/p&gt;&lt;h3&gt;A Patchesi knockout&lt;/h3&gt;&lt;p&gt;For 2 to 32 pairs, traditionally each a lady and a gentleman. Type each pair on its own line as “Name &amp;amp; Name”, or let the partners be drawn by lot, each lady with a gentleman, or from one list. Pairs 1 and 2 of the draw play at table 1, 3 and 4 at table 2, and so on. In each later round the winners at table 1 meet the winners at table 2, and so on down the tables.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The bye (house rule).&lt;/b&gt; With an odd number of pairs in a round, the last pair in the bracket whose line has not yet had a bye goes through without playing. Where the byes fall depends only on the number of pairs, so the bracket can be printed before the night.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Prizes.&lt;/b&gt; The final’s winners share first prize and its losers second. Other pairs are placed by the round they went out in; the losing semi-finalists share third place.&lt;/p&gt;&lt;h3&gt;During the night&lt;/h3&gt;&lt;p&gt;The tables of the round show as in the hall, numbered, with who sits where and a tick once the result is in. Choose a table (click it, or the arrow keys and Enter), type each player’s score, or choose the winning pair (1 or 2), and press Enter. When every table has its result the next round is seated. &lt;b&gt;Undo&lt;/b&gt; (Ctrl+Z) takes back the last result entered, even one that completed a round. The night saves itself after every result, and the next start offers to resume it.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Print&lt;/b&gt; (Ctrl+P) gives table cards, a tally card for each entrant, the draw sheet, the bracket and the standings with the prizes, to print or to save as PDF.&lt;/p&gt;</source>
        <translation>&lt;h1&gt;Veladas del club&lt;/h1&gt;&lt;p&gt;&lt;i&gt;«Instrucciones para organizar Drives de P.M. a beneficio de obras benéficas, clubes, etc.» — el P.M. Players Club. Players Club organiza la velada: el sorteo, las mesas, las rondas, los resultados, la clasificación y las tarjetas impresas. Las partidas se juegan con los juegos del club, y sus resultados se registran aquí.&lt;/i&gt;&lt;/p&gt;&lt;h3&gt;Empezar una velada&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Partida &amp;gt; Nueva velada del club&lt;/b&gt;: dé un título a la velada, elija el formato, escriba o pegue los nombres, uno por línea, indique cuántos juegos tiene la sala y pulse &lt;b&gt;Sortear&lt;/b&gt;. El orden de las mesas se sortea y queda guardado en el archivo de la velada.&lt;/p&gt;&lt;h3&gt;Un Drive de P.M.&lt;/h3&gt;&lt;p&gt;Para 4 a 64 personas. Las mesas son de cuatro; cuando la cuenta no sale exacta, la mesa 1 (y la mesa 2) es de cinco, o la última de tres, de modo que 13 personas se sientan cinco, cuatro y cuatro, y 7 cuatro y tres. Seis personas juegan en una mesa de seis. Cada ronda es una partida de P.M. en cada mesa.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Movimientos (regla de la casa).&lt;/b&gt; Tras cada ronda, los dos mejores de cada mesa suben una mesa; los dos mejores de la mesa 1 se quedan en ella. Por defecto, los dos últimos de la mesa 1 van a la última mesa, como los perdedores de la mesa principal en un whist progresivo, y todos los demás se quedan. Un club puede elegir en su lugar que los dos últimos de cada mesa bajen una mesa. Cada mesa conserva su tamaño toda la velada.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Puntos iguales en una mesa (regla de la casa).&lt;/b&gt; Cuando puntos iguales quedan a ambos lados de la línea entre moverse y quedarse, pasa primero el mayor total acumulado antes de la ronda y luego decide la suerte; o, si el club lo prefiere, solo la suerte, como al cortar la baraja.&lt;/p&gt;&lt;p&gt;&lt;b&gt;El resultado de la velada (regla de la casa).&lt;/b&gt; Decide el total acumulado de los puntos de P.M. de cada uno (restando los negativos). Los totales iguales se desempatan por el número de partidas en que uno hizo más puntos en su mesa y luego por la mejor partida; quienes sigan iguales comparten el puesto. El primer y el segundo premio se dan al terminar la velada; los puestos compartidos comparten el premio. Seis rondas hacen una velada de unas dos horas.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Menos juegos que mesas (regla de la casa).&lt;/b&gt; La ronda se juega por turnos: primero las mesas 1 hasta el número de juegos, luego las siguientes, y así sucesivamente. Todos juegan cada ronda; los resultados pueden registrarse en cualquier orden.&lt;/p&gt;&lt;p&gt;Unos puntos que ningún tablero puede mostrar (199, por ejemplo) se rechazan como un error de pluma.&lt;/p&gt;&lt;h3&gt;Una eliminatoria de Patchesi&lt;/h3&gt;&lt;p&gt;Para 2 a 32 parejas, tradicionalmente cada una una dama y un caballero. Escriba cada pareja en su línea como «Nombre &amp;amp; Nombre», o deje que se sorteen los compañeros, cada dama con un caballero, o de una sola lista. Las parejas 1 y 2 del sorteo juegan en la mesa 1, la 3 y la 4 en la mesa 2, y así sucesivamente. En cada ronda siguiente, los ganadores de la mesa 1 se enfrentan a los de la mesa 2, y así sucesivamente.&lt;/p&gt;&lt;p&gt;&lt;b&gt;La exención (regla de la casa).&lt;/b&gt; Con un número impar de parejas en una ronda, la última pareja del cuadro cuya línea aún no ha quedado exenta pasa sin jugar. Dónde caen las exenciones depende solo del número de parejas, así que el cuadro puede imprimirse antes de la velada.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Premios.&lt;/b&gt; Los ganadores de la final comparten el primer premio y los perdedores el segundo. Las demás parejas se clasifican por la ronda en que quedaron eliminadas; los semifinalistas vencidos comparten el tercer puesto.&lt;/p&gt;&lt;h3&gt;Durante la velada&lt;/h3&gt;&lt;p&gt;Las mesas de la ronda aparecen como en la sala, numeradas, con quién se sienta dónde y una marca cuando su resultado está registrado. Elija una mesa (con un clic, o con las flechas e Intro), escriba los puntos de cada jugador o elija la pareja ganadora (1 o 2) y pulse Intro. Cuando todas las mesas tienen su resultado, se sienta la ronda siguiente. &lt;b&gt;Deshacer&lt;/b&gt; (Ctrl+Z) quita el último resultado registrado, incluso el que terminó una ronda. La velada se guarda tras cada resultado, y el siguiente inicio ofrece reanudarla.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Imprimir&lt;/b&gt; (Ctrl+P) da las tarjetas de mesa, una tarjeta de anotación para cada participante, la hoja del sorteo, el cuadro y la clasificación con los premios, para imprimir o guardar en PDF.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>PartySheetWords</name>
    <message>
        <location filename="../app/party/print/party_bracket.cpp" line="+54"/>
        <source>The bracket</source>
        <translation>El cuadro</translation>
    </message>
    <message>
        <location line="+106"/>
        <location filename="../app/party/print/party_lists.cpp" line="+35"/>
        <location filename="../app/party/print/party_tally_cards.cpp" line="+108"/>
        <source>bye</source>
        <translation>exenta</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../app/party/print/party_table_cards.cpp" line="+175"/>
        <source>Winners</source>
        <translation>Ganadores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final</source>
        <translation>Final</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round %1</source>
        <translation>Ronda %1</translation>
    </message>
    <message>
        <location line="+30"/>
        <location filename="../app/party/print/party_lists.cpp" line="+198"/>
        <source>First prize</source>
        <translation>Primer premio</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ringed numbers are the tables. The winners at each table go on along the line; a pair with a bye goes straight on.</source>
        <translation>Los números en círculo son las mesas. Los ganadores de cada mesa siguen la línea; una pareja exenta pasa directamente.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The final&apos;s winners share first prize, its losers second.</source>
        <translation>Los ganadores de la final comparten el primer premio; los perdedores, el segundo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write each pair&apos;s names on its line in the order drawn.</source>
        <translation>Escriba los nombres de cada pareja en su línea, en el orden del sorteo.</translation>
    </message>
    <message>
        <location filename="../app/party/print/party_lists.cpp" line="-214"/>
        <source>still in</source>
        <translation>sigue en juego</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1=</source>
        <translation>%1 empate</translation>
    </message>
    <message>
        <location line="+22"/>
        <location filename="../app/party/print/party_tally_cards.cpp" line="-19"/>
        <location line="+2"/>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Find your table: round %1</source>
        <translation>Busque su mesa: ronda %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+105"/>
        <location filename="../app/party/print/party_tally_cards.cpp" line="-34"/>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location line="-105"/>
        <location line="+109"/>
        <location filename="../app/party/print/party_tally_cards.cpp" line="+0"/>
        <source>Pair</source>
        <translation>Pareja</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>The draw: round %1 of %2</source>
        <translation>El sorteo: ronda %1 de %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Bye this round: %1</source>
        <translation>Exenta en esta ronda: %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Table %1 (sitting %2)</source>
        <translation>Mesa %1 (turno %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table %1</source>
        <translation>Mesa %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../app/party/print/party_table_cards.cpp" line="+28"/>
        <source>v.</source>
        <translation>vs.</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+3"/>
        <source>Place</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <location line="-2"/>
        <location filename="../app/party/print/party_tally_cards.cpp" line="+33"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Games won</source>
        <translation>Partidas ganadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best game</source>
        <translation>Mejor partida</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+6"/>
        <source>Prize</source>
        <translation>Premio</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Matches won</source>
        <translation>Encuentros ganados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Went out</source>
        <translation>Eliminada</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Final standings and prizes</source>
        <translation>Clasificación final y premios</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Standings after %n rounds</source>
        <translation>
            <numerusform>Clasificación tras %n ronda</numerusform>
            <numerusform>Clasificación tras %n rondas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+38"/>
        <source>round %1</source>
        <translation>ronda %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Second prize</source>
        <translation>Segundo premio</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The highest total wins; equal totals are parted by games won at one&apos;s table, then by the best game.</source>
        <translation>Gana el total más alto; los empates se deshacen por las partidas ganadas en la propia mesa y después por la mejor partida.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The final&apos;s winners share first prize and its losers second; other pairs are placed by the round they went out in.</source>
        <translation>Los ganadores de la final comparten el primer premio y los perdedores el segundo; las demás parejas se clasifican según la ronda en que quedaron eliminadas.</translation>
    </message>
    <message>
        <location filename="../app/party/print/party_paper.cpp" line="+14"/>
        <location filename="../app/party/print/party_tally_cards.cpp" line="-36"/>
        <source>No. %1</source>
        <translation>N.º %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pair %1</source>
        <translation>Pareja %1</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>“P.M.” DRIVE</source>
        <translation>TORNEO «P.M.»</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PATCHESI KNOCKOUT</source>
        <translation>TORNEO ELIMINATORIO DE PATCHESI</translation>
    </message>
    <message>
        <location filename="../app/party/print/party_table_cards.cpp" line="-182"/>
        <source>winners at table %1</source>
        <translation>ganadores de la mesa %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the pair with the bye</source>
        <translation>la pareja exenta</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Table card</source>
        <translation>Tarjeta de mesa</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>TABLE</source>
        <translation>MESA</translation>
    </message>
    <message numerus="yes">
        <location line="+45"/>
        <source>Sitting %1 of %2 • %n players at this table</source>
        <translation>
            <numerusform>Turno %1 de %2 • %n jugador en esta mesa</numerusform>
            <numerusform>Turno %1 de %2 • %n jugadores en esta mesa</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n players at this table</source>
        <translation>
            <numerusform>%n jugador en esta mesa</numerusform>
            <numerusform>%n jugadores en esta mesa</numerusform>
        </translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+62"/>
        <location filename="../app/party/print/party_tally_cards.cpp" line="+35"/>
        <location line="+2"/>
        <source>Round</source>
        <translation>Ronda</translation>
    </message>
    <message>
        <location line="-59"/>
        <source>Seat %1</source>
        <translation>Asiento %1</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+2"/>
        <source>score</source>
        <translation>puntos</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Pairs meeting</source>
        <translation>Parejas que se enfrentan</translation>
    </message>
    <message>
        <location filename="../app/party/print/party_tally_cards.cpp" line="-42"/>
        <source>Tally card</source>
        <translation>Tarjeta de puntos</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Score</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Against</source>
        <translation>Contra</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>won</source>
        <translation>ganado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lost</source>
        <translation>perdido</translation>
    </message>
</context>
<context>
    <name>PatHintWords</name>
    <message>
        <location filename="../app/pat/pat_hint_words.cpp" line="+28"/>
        <source>Only this move is possible with this throw.</source>
        <translation>Con esta tirada solo es posible esta jugada.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Expert would take %1&apos;s counter: it goes back to its triangle and needs a 5 to come out again.</source>
        <translation>El Experto se comería la ficha de %1: vuelve a su triángulo y necesita un 5 para volver a salir.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Expert would bring this counter HOME, where nothing can touch it.</source>
        <translation>El Experto llevaría esta ficha a CASA, donde nada puede tocarla.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Expert would enter a counter: with more counters out, fewer throws are lost.</source>
        <translation>El Experto sacaría una ficha: con más fichas en juego se pierden menos tiradas.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The Expert would move this counter out of reach of %1&apos;s counters, onto a Star, where no counter is taken.</source>
        <translation>El Experto pondría esta ficha fuera del alcance de las fichas de %1, en una Estrella, donde no se come ninguna ficha.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Expert would move this counter out of reach of %1&apos;s counters, into your home column, where nobody else goes.</source>
        <translation>El Experto pondría esta ficha fuera del alcance de las fichas de %1, en su columna hacia CASA, donde nadie más entra.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The Expert would move this counter out of reach of %1&apos;s counters, onto your own, where the two make a barrier.</source>
        <translation>El Experto pondría esta ficha fuera del alcance de las fichas de %1, sobre una suya, donde las dos forman una barrera.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The Expert would join your own counter: two together make a barrier that nobody may pass or take.</source>
        <translation>El Experto se uniría a su propia ficha: dos juntas forman una barrera que nadie puede pasar ni comer.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Expert would play this move: of all your moves, it leaves your counters least within reach of the others&apos; next throws.</source>
        <translation>El Experto haría esta jugada: de todas sus jugadas, es la que deja sus fichas menos al alcance de las próximas tiradas de los demás.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The Expert would play this move: looking over the next throws and playing each move on, it found this one keeps you best placed in the race.</source>
        <translation>El Experto haría esta jugada: mirando las próximas tiradas y siguiendo cada jugada, ha visto que esta le deja mejor situado en la carrera.</translation>
    </message>
</context>
<context>
    <name>PatRules</name>
    <message>
        <location filename="../app/pat/pat_rules_text.cpp" line="+16"/>
        <source>&lt;h1&gt;Patchesi&lt;/h1&gt;&lt;p&gt;&lt;i&gt;The race game of John Jaques &amp;amp; Son, London. For two to four players, each for himself, or four in two sides of partners.&lt;/i&gt;&lt;/p&gt;&lt;h3&gt;The board&lt;/h3&gt;&lt;p&gt;A cross of four arms, Red, Green, Yellow and Purple, round the great square, HOME. Each arm is three columns of eight squares. The &lt;b&gt;track&lt;/b&gt; is the loop of the outer columns of every arm and the end square of every middle column: 68 squares. The end square of a player’s middle column, nearest him, is &lt;b&gt;A&lt;/b&gt;; the rest of that column, seven squares, leads up to HOME. Each outer column has a &lt;b&gt;Star&lt;/b&gt; on its fifth square from A. Beside each arm, to its player’s right, is a triangle where his counters wait. [R: the sheets refer to a diagram that is lost; the board is reconstructed to agree with every rule.]&lt;/p&gt;&lt;h3&gt;The single game&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Counters.&lt;/b&gt; Four each, in the player’s triangle; a short game is played with three.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Who begins.&lt;/b&gt; The players throw the die in turn; the first to throw a five begins. [R: that five is his first throw, and he may enter a counter with it.]&lt;/p&gt;&lt;p&gt;&lt;b&gt;The way round.&lt;/b&gt; A counter enters on the player’s right-hand Star, goes all round the track to his left-hand Star, then down the coloured squares to A and up his middle column to HOME. [R: counter-clockwise, and turns go round the same way.]&lt;/p&gt;&lt;p&gt;&lt;b&gt;Entering.&lt;/b&gt; Only with a five, onto the entry Star. [R: a five may instead move a counter already out; the player chooses. A Star that already holds two counters is closed.]&lt;/p&gt;&lt;p&gt;&lt;b&gt;Sixes.&lt;/b&gt; A six counts twelve and gives the player two more throws, whatever they show. He may move a different counter for each throw. If the second and third throws are sixes too, after moving twelve for the third he returns his counter nearest HOME to his triangle. [R: the throws after a six are full throws: a five may enter, a six counts twelve, but they bring no more throws. A counter already HOME is safe. A third six that no counter can use still sends the counter nearest HOME back. House rule, off by default, in either game: a six gives one more throw instead of two, and a second six one more again, up to the third six.]&lt;/p&gt;&lt;p&gt;&lt;b&gt;Barriers.&lt;/b&gt; Two counters of one colour on one square form a barrier: no counter may pass it or land on it. Three counters never share a square.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Taking.&lt;/b&gt; A counter that ends its move on a square holding a single adversary takes it: the taken counter goes back to its triangle and must be entered again with a five. Nobody is taken on a Star. [R: on a Star a counter may share the square with one adversary; two counters of different colours there do not form a barrier.]&lt;/p&gt;&lt;p&gt;&lt;b&gt;Own colour.&lt;/b&gt; A counter may not pass over one of its own colour.&lt;/p&gt;&lt;p&gt;&lt;b&gt;HOME&lt;/b&gt; only by the exact throw.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Lost throws.&lt;/b&gt; If no counter can move, the throw is lost. [R: when a counter can move, one must; the player chooses which.]&lt;/p&gt;&lt;p&gt;&lt;b&gt;The end and the stakes.&lt;/b&gt; The first to bring all his counters HOME wins the stakes, less one third, which goes to the player HOME second. [R: play goes on until a second player is HOME; with two players the first HOME ends the game. Stakes are optional and counted in counters; the third is rounded down.]&lt;/p&gt;&lt;h3&gt;The partner game&lt;/h3&gt;&lt;p&gt;Red and Yellow play against Green and Purple; partners sit opposite.&lt;/p&gt;&lt;p&gt;Each player starts with one counter on his &lt;b&gt;left-hand&lt;/b&gt; Star. Then all throw; the highest begins, a five counting higher than a six for this throw. [R: players tied for the highest throw again; the winning throw is the starter’s first throw.] The starter may use a five to enter a counter or to move his first counter on.&lt;/p&gt;&lt;p&gt;Play runs clockwise, to the left; counters go all round the track to A, then up the coloured squares to HOME, by the exact throw.&lt;/p&gt;&lt;p&gt;A single counter not on a Star may be taken by either opponent. A counter landing on its partner’s single counter joins it. Two counters of one colour form a block that neither partners nor opponents can pass; two of one side in different colours do not.&lt;/p&gt;&lt;p&gt;A six counts twelve and gives two more throws; after three sixes running the player plays all three moves if he can, even if the third takes a counter HOME, then returns his counter nearest HOME to the triangle.&lt;/p&gt;&lt;p&gt;A player may not pass one of his own counters, but may pass his partner’s; he may not pass three counters in one move. He may pass two and take or join a third. Never more than two counters on one square. [R: a square holding two counters counts as two.]&lt;/p&gt;&lt;p&gt;The side that first gets its eight counters HOME wins. [R: a player whose four counters are HOME throws no more; his partner plays on.]&lt;/p&gt;&lt;h3&gt;At this table&lt;/h3&gt;&lt;p&gt;Press &lt;b&gt;T&lt;/b&gt; or &lt;b&gt;Space&lt;/b&gt;, click the die or the Throw button to throw. The counters that can move are framed in gilt and the squares they would reach are ringed, in red where a counter would be taken. Click a counter or its ring to move it; or choose with the arrow keys or Tab and press &lt;b&gt;Enter&lt;/b&gt;. &lt;b&gt;Fast Forward&lt;/b&gt; shows the computers’ turns at once; &lt;b&gt;Undo&lt;/b&gt; takes back your last move but never the throw.&lt;/p&gt;&lt;p&gt;&lt;small&gt;[R] marks a point the Jaques sheet leaves open, settled as in the club’s rule book.&lt;/small&gt;&lt;/p&gt;</source>
        <translation>&lt;h1&gt;Patchesi&lt;/h1&gt;&lt;p&gt;&lt;i&gt;El juego de carreras de John Jaques &amp;amp; Son, Londres. Para dos a cuatro jugadores, cada uno por su cuenta, o para cuatro en dos bandos de compañeros.&lt;/i&gt;&lt;/p&gt;&lt;h3&gt;El tablero&lt;/h3&gt;&lt;p&gt;Una cruz de cuatro brazos, Rojo, Verde, Amarillo y Morado, alrededor de la gran casilla central, CASA (HOME). Cada brazo tiene tres columnas de ocho casillas. El &lt;b&gt;circuito&lt;/b&gt; es el recorrido que forman las columnas exteriores de todos los brazos y la casilla del extremo de cada columna central: 68 casillas. La casilla del extremo de la columna central de un jugador, la más cercana a él, es la &lt;b&gt;A&lt;/b&gt;; el resto de esa columna, siete casillas, lleva hasta CASA. Cada columna exterior tiene una &lt;b&gt;Estrella&lt;/b&gt; en su quinta casilla contando desde A. Junto a cada brazo, a la derecha de su jugador, hay un triángulo donde esperan sus fichas. [R: las hojas remiten a un diagrama que se ha perdido; el tablero se ha reconstruido de acuerdo con todas las reglas.]&lt;/p&gt;&lt;h3&gt;La partida individual&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Fichas.&lt;/b&gt; Cuatro cada uno, en el triángulo del jugador; la partida corta se juega con tres.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Quién empieza.&lt;/b&gt; Los jugadores tiran el dado por turno; empieza el primero que saca un cinco. [R: ese cinco es su primera tirada, y con él puede sacar una ficha.]&lt;/p&gt;&lt;p&gt;&lt;b&gt;El recorrido.&lt;/b&gt; Una ficha sale en la Estrella de la derecha del jugador, da toda la vuelta al circuito hasta su Estrella de la izquierda, baja luego por las casillas de color hasta A y sube por su columna central hasta CASA. [R: en sentido contrario a las agujas del reloj, y los turnos siguen el mismo sentido.]&lt;/p&gt;&lt;p&gt;&lt;b&gt;Sacar ficha.&lt;/b&gt; Solo con un cinco, a la Estrella de salida. [R: en lugar de sacar, un cinco puede mover una ficha que ya esté fuera; el jugador elige. Una Estrella que ya tiene dos fichas está cerrada.]&lt;/p&gt;&lt;p&gt;&lt;b&gt;Los seises.&lt;/b&gt; Un seis cuenta doce y da al jugador dos tiradas más, salga lo que salga. Puede mover una ficha distinta con cada tirada. Si la segunda y la tercera tirada también son seises, después de mover doce con la tercera devuelve a su triángulo la ficha que tenga más cerca de CASA. [R: las tiradas que siguen a un seis son tiradas completas: un cinco puede sacar ficha y un seis cuenta doce, pero no dan más tiradas. Una ficha que ya está en CASA está a salvo. Un tercer seis que ninguna ficha puede usar también devuelve la ficha más cercana a CASA. Regla de la casa, desactivada por defecto, en ambos juegos: un seis da una sola tirada más en lugar de dos, y un segundo seis otra más, hasta el tercer seis.]&lt;/p&gt;&lt;p&gt;&lt;b&gt;Barreras.&lt;/b&gt; Dos fichas de un mismo color en una casilla forman una barrera: ninguna ficha puede pasarla ni caer en ella. Nunca hay tres fichas en una misma casilla.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Comer.&lt;/b&gt; La ficha que termina su movimiento en una casilla ocupada por una sola ficha contraria se la come: la ficha comida vuelve a su triángulo y ha de sacarse de nuevo con un cinco. En una Estrella no se come a nadie. [R: en una Estrella, una ficha puede compartir la casilla con una contraria; dos fichas de distinto color no forman allí barrera.]&lt;/p&gt;&lt;p&gt;&lt;b&gt;El propio color.&lt;/b&gt; Una ficha no puede pasar por encima de otra de su mismo color.&lt;/p&gt;&lt;p&gt;&lt;b&gt;CASA&lt;/b&gt; solo con la tirada justa.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tiradas perdidas.&lt;/b&gt; Si ninguna ficha puede moverse, la tirada se pierde. [R: cuando alguna ficha puede moverse, hay que mover una; el jugador elige cuál.]&lt;/p&gt;&lt;p&gt;&lt;b&gt;El final y las apuestas.&lt;/b&gt; El primero que lleva todas sus fichas a CASA gana lo apostado, menos un tercio, que es para el segundo en llegar a CASA. [R: el juego sigue hasta que un segundo jugador llega a CASA; con dos jugadores, el primero que llega a CASA termina la partida. Las apuestas son opcionales y se cuentan en fichas; el tercio se redondea hacia abajo.]&lt;/p&gt;&lt;h3&gt;La partida por parejas&lt;/h3&gt;&lt;p&gt;Rojo y Amarillo juegan contra Verde y Morado; los compañeros se sientan enfrente.&lt;/p&gt;&lt;p&gt;Cada jugador empieza con una ficha en su Estrella de la &lt;b&gt;izquierda&lt;/b&gt;. Después tiran todos; empieza el que saca más, y en esta tirada el cinco vale más que el seis. [R: los que empatan en la tirada más alta vuelven a tirar; la tirada ganadora es la primera tirada del que empieza.] El que empieza puede usar un cinco para sacar una ficha o para adelantar su primera ficha.&lt;/p&gt;&lt;p&gt;Se juega en el sentido de las agujas del reloj, hacia la izquierda; las fichas dan toda la vuelta al circuito hasta A, y suben luego por las casillas de color hasta CASA, con la tirada justa.&lt;/p&gt;&lt;p&gt;Una ficha sola que no esté en una Estrella puede ser comida por cualquiera de los dos contrarios. La ficha que cae sobre la ficha sola de su compañero se une a ella. Dos fichas de un mismo color forman un bloqueo que no pueden pasar ni los compañeros ni los contrarios; dos de un mismo bando, de distinto color, no lo forman.&lt;/p&gt;&lt;p&gt;Un seis cuenta doce y da dos tiradas más; tras tres seises seguidos, el jugador hace los tres movimientos si puede, aunque el tercero lleve una ficha a CASA, y después devuelve al triángulo su ficha más cercana a CASA.&lt;/p&gt;&lt;p&gt;Un jugador no puede pasar una de sus propias fichas, pero sí las de su compañero; no puede pasar tres fichas en un mismo movimiento. Puede pasar dos y comer o unirse a una tercera. Nunca hay más de dos fichas en una casilla. [R: una casilla con dos fichas cuenta como dos.]&lt;/p&gt;&lt;p&gt;Gana el bando que primero lleva sus ocho fichas a CASA. [R: el jugador que tiene sus cuatro fichas en CASA ya no tira; su compañero sigue jugando.]&lt;/p&gt;&lt;h3&gt;En esta mesa&lt;/h3&gt;&lt;p&gt;Pulse &lt;b&gt;T&lt;/b&gt; o &lt;b&gt;Espacio&lt;/b&gt;, o haga clic en el dado o en el botón «Tirar» para tirar. Las fichas que pueden moverse llevan un marco dorado, y las casillas a las que llegarían van rodeadas con un círculo, rojo si allí se comería una ficha. Haga clic en una ficha o en su círculo para moverla; o elija con las flechas o Tab y pulse &lt;b&gt;Intro&lt;/b&gt;. &lt;b&gt;Adelantar&lt;/b&gt; muestra de una vez los turnos del ordenador; &lt;b&gt;Deshacer&lt;/b&gt; anula su último movimiento, pero nunca la tirada.&lt;/p&gt;&lt;p&gt;&lt;small&gt;[R] señala un punto que la hoja de Jaques deja sin resolver, y que se ha decidido como dispone el reglamento del club.&lt;/small&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>&lt;p&gt;&lt;b&gt;H&lt;/b&gt;, or &lt;b&gt;Hint&lt;/b&gt; in the Edit menu or the panel, selects the Expert’s move for your throw and says why; &lt;b&gt;Enter&lt;/b&gt; plays it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;H&lt;/b&gt;, o &lt;b&gt;Consejo&lt;/b&gt; en el menú Edición o en el panel, selecciona la jugada del Experto para su tirada y dice por qué; &lt;b&gt;Intro&lt;/b&gt; la juega.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>PatSquareWords</name>
    <message>
        <location filename="../app/pat/pat_accessible_cells.cpp" line="+32"/>
        <source>Empty.</source>
        <translation>Sin fichas.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n %1 counter(s) (marked with a %2)</source>
        <translation>
            <numerusform>%n ficha de %1 (marca: %2)</numerusform>
            <numerusform>%n fichas de %1 (marca: %2)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source> and </source>
        <translation> y </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A barrier.</source>
        <translation>Una barrera.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>A Star: no counter is taken here.</source>
        <translation>Una Estrella: aquí no se come ninguna ficha.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your counter here can move to %1; press to move it.</source>
        <translation>Su ficha de aquí puede ir a «%1»; pulse para moverla.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A counter of yours can land here.</source>
        <translation>Una ficha suya puede caer aquí.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A counter of yours can land here and take the %1 counter.</source>
        <translation>Una ficha suya puede caer aquí y comerse la ficha de %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A counter of yours can land here and share the Star, safe.</source>
        <translation>Una ficha suya puede caer aquí y compartir la Estrella, a salvo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A counter of yours can land here and make a barrier.</source>
        <translation>Una ficha suya puede caer aquí y formar una barrera.</translation>
    </message>
    <message>
        <location filename="../app/pat/pat_square_words.cpp" line="+51"/>
        <source>your entry Star</source>
        <translation>su Estrella de entrada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one square past your entry Star</source>
        <translation>una casilla después de su Estrella de entrada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 squares past your entry Star</source>
        <translation>%1 casillas después de su Estrella de entrada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s entry Star</source>
        <translation>la Estrella de entrada de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one square past %1&apos;s entry Star</source>
        <translation>una casilla después de la Estrella de entrada de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%2 squares past %1&apos;s entry Star</source>
        <translation>%2 casillas después de la Estrella de entrada de %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>your other Star</source>
        <translation>su otra Estrella</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one square past your other Star</source>
        <translation>una casilla después de su otra Estrella</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 squares past your other Star</source>
        <translation>%1 casillas después de su otra Estrella</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s other Star</source>
        <translation>la otra Estrella de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one square past %1&apos;s other Star</source>
        <translation>una casilla después de la otra Estrella de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%2 squares past %1&apos;s other Star</source>
        <translation>%2 casillas después de la otra Estrella de %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the end of your arm</source>
        <translation>el extremo de su brazo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one square past the end of your arm</source>
        <translation>una casilla después del extremo de su brazo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 squares past the end of your arm</source>
        <translation>%1 casillas después del extremo de su brazo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the end of %1&apos;s arm</source>
        <translation>el extremo del brazo de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one square past the end of %1&apos;s arm</source>
        <translation>una casilla después del extremo del brazo de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%2 squares past the end of %1&apos;s arm</source>
        <translation>%2 casillas después del extremo del brazo de %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>one square before your home column</source>
        <translation>una casilla antes de su columna hacia CASA</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 squares before your home column</source>
        <translation>%1 casillas antes de su columna hacia CASA</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>one</source>
        <translation>una</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>two</source>
        <translation>dos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>three</source>
        <translation>tres</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>four</source>
        <translation>cuatro</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>five</source>
        <translation>cinco</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>six</source>
        <translation>seis</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>seven</source>
        <translation>siete</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>your home column, one square from HOME</source>
        <translation>su columna hacia CASA, a una casilla de CASA</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>your home column, %1 squares from HOME</source>
        <translation>su columna hacia CASA, a %1 casillas de CASA</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s home column, one square from HOME</source>
        <translation>columna de %1 hacia CASA, a una casilla de CASA</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s home column, %2 squares from HOME</source>
        <translation>columna de %1 hacia CASA, a %2 casillas de CASA</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>HOME</source>
        <translation>CASA</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>your triangle</source>
        <translation>su triángulo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s triangle</source>
        <translation>triángulo de %1</translation>
    </message>
</context>
<context>
    <name>PatWords</name>
    <message>
        <location filename="../app/pat/pat_words.cpp" line="+19"/>
        <source>Red</source>
        <translation>Rojo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Yellow</source>
        <translation>Amarillo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Purple</source>
        <translation>Morado</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>dot</source>
        <translation>punto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cross</source>
        <translation>cruz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>triangle</source>
        <translation>triángulo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>diamond</source>
        <translation>rombo</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Beginner</source>
        <translation>Principiante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standard</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>Experto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer</source>
        <translation>Ordenador</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 (computer, %2)</source>
        <translation>%1 (ordenador, nivel %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2, computer, %3)</source>
        <translation>%1 (%2, ordenador, nivel %3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>%n counter(s)</source>
        <translation>
            <numerusform>%n ficha</numerusform>
            <numerusform>%n fichas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 and %2 play against %3 and %4.</source>
        <translation>%1 y %2 juegan contra %3 y %4.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the side that first has all its counters HOME shares the pool.</source>
        <translation>el bando que antes tenga todas sus fichas en CASA se reparte el bote.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the first HOME takes the whole pool.</source>
        <translation>el primero en llegar a CASA se lleva todo el bote.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the first HOME takes the pool less one third, which goes to the second HOME.</source>
        <translation>el primero en llegar a CASA se lleva el bote menos un tercio, que es para el segundo.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Winners: %1 and %2</source>
        <translation>Ganadores: %1 y %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>First HOME: %1</source>
        <translation>Primer puesto en CASA: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second HOME: %1</source>
        <translation>Segundo puesto en CASA: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Third HOME: %1</source>
        <translation>Tercer puesto en CASA: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fourth HOME: %1</source>
        <translation>Cuarto en CASA: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 and %2 share the pool of %3 counters.</source>
        <translation>%1 y %2 se reparten el bote de %3 fichas.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 takes the whole pool of %2 counters.</source>
        <translation>%1 se lleva todo el bote de %2 fichas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 takes the pool of %2 counters less one third; the third, %3, goes to %4.</source>
        <translation>%1 se lleva el bote de %2 fichas menos un tercio; el tercio, %3, es para %4.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Stakes: %1 Won and lost: %2.</source>
        <translation>Apuestas: %1 Ganado y perdido: %2.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 and %2 have all their counters HOME and win.</source>
        <translation>%1 y %2 tienen todas sus fichas en CASA y ganan.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is HOME first and wins.</source>
        <translation>%1 llega a CASA antes que nadie y gana.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is second.</source>
        <translation>%1 queda en segundo lugar.</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>PmAccessibleWords</name>
    <message>
        <location filename="../app/pm/pm_accessible_words.cpp" line="+34"/>
        <source>%1&apos;s board (%2)</source>
        <translation>Tablero de %1 (%2)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>One man waits on the stars.</source>
        <translation>Un peón aguarda en las estrellas.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n men wait on the stars.</source>
        <translation>
            <numerusform>%n peón aguarda en las estrellas.</numerusform>
            <numerusform>%n peones aguardan en las estrellas.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One man stands on %1.</source>
        <translation>Hay un peón en el %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Men stand on %1.</source>
        <translation>Hay peones en los números %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One man is home on 25.</source>
        <translation>Un peón está en casa, en el 25.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n men are home on 25.</source>
        <translation>
            <numerusform>%n peón está en casa, en el 25.</numerusform>
            <numerusform>%n peones están en casa, en el 25.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score so far: %1.</source>
        <translation>Tanteo hasta ahora: %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>One card in hand.</source>
        <translation>Una carta en la mano.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n cards in hand.</source>
        <translation>
            <numerusform>%n carta en la mano.</numerusform>
            <numerusform>%n cartas en la mano.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>To play now.</source>
        <translation>Le toca jugar.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Plays next.</source>
        <translation>Juega después.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Dealer of this game.</source>
        <translation>Reparte en esta mano.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1&apos;s board, %2</source>
        <translation>Tablero de %1, %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Empty.</source>
        <translation>Sin peones.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>One of %1&apos;s men waits here.</source>
        <translation>Aquí aguarda un peón de %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One of %1&apos;s men stands here.</source>
        <translation>Aquí hay un peón de %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n of %1&apos;s men wait here.</source>
        <translation>
            <numerusform>Aquí aguarda %n peón de %1.</numerusform>
            <numerusform>Aquí aguardan %n peones de %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n of %1&apos;s men stand here.</source>
        <translation>
            <numerusform>Aquí hay %n peón de %1.</numerusform>
            <numerusform>Aquí hay %n peones de %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The selected card can carry a man from here past 25: he stays on the stars.</source>
        <translation>La carta elegida puede hacer que un peón de aquí se pase del 25: quemado, se queda en las estrellas.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The selected card can carry this man past 25: he busts, back to the stars.</source>
        <translation>La carta elegida puede hacer que este peón se pase del 25: se quema y vuelve a las estrellas.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The selected card can bring a man out from the stars onto this number.</source>
        <translation>La carta elegida puede sacar un peón de las estrellas a este número.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The selected card can send the man on %1 back here to the stars.</source>
        <translation>La carta elegida puede hacer retroceder el peón del %1 hasta aquí, a las estrellas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The selected card can move the man on %1 here.</source>
        <translation>La carta elegida puede traer aquí el peón del %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This is the move chosen now: Enter plays it.</source>
        <translation>Este es el movimiento elegido: pulse Intro para jugarlo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1&apos;s hand</source>
        <translation>Cartas de %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>One card, face up.</source>
        <translation>Una carta, boca arriba.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n cards, face up.</source>
        <translation>
            <numerusform>%n carta, boca arriba.</numerusform>
            <numerusform>%n cartas, boca arriba.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose a card with Left and Right or the keys 1 to 9 and 0, a man with Up and Down, and play with Enter.</source>
        <translation>Elija una carta con las flechas izquierda y derecha o con las teclas del 1 al 9 y el 0, un peón con las flechas arriba y abajo, y juegue con Intro.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>One card, face down.</source>
        <translation>Una carta, boca abajo.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n cards, face down.</source>
        <translation>
            <numerusform>%n carta, boca abajo.</numerusform>
            <numerusform>%n cartas, boca abajo.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 on %2 makes %3.</source>
        <translation>%1 sobre %2 da %3.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A man on the stars can go over the top and stay there.</source>
        <translation>Un peón de las estrellas puede pasarse del 25 y, quemado, quedarse en las estrellas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The man on %1 can bust: past 25, back to the stars.</source>
        <translation>El peón del %1 puede quemarse: se pasa del 25 y vuelve a las estrellas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A man can come out from the stars onto %1.</source>
        <translation>Un peón puede salir de las estrellas al %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The man on %1 can go back to the stars.</source>
        <translation>El peón del %1 puede retroceder hasta las estrellas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The man on %1 can go to %2.</source>
        <translation>El peón del %1 puede ir al %2.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Waiting for your turn.</source>
        <translation>Esperando su turno.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Card container</source>
        <translation>Estuche de las cartas</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Top card: %1.</source>
        <translation>Carta de encima: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No card played yet: the leader opens with a PLUS card.</source>
        <translation>Aún no se ha jugado ninguna carta: el que sale abre con una carta PLUS.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One card set aside, face down.</source>
        <translation>Una carta apartada, boca abajo.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n cards set aside, face down.</source>
        <translation>
            <numerusform>%n carta apartada, boca abajo.</numerusform>
            <numerusform>%n cartas apartadas, boca abajo.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PmMoveLog</name>
    <message>
        <location filename="../app/pm/pm_move_log.cpp" line="+33"/>
        <source>%1 on %2 makes %3</source>
        <translation>%1 sobre %2 da %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 leads</source>
        <translation>sale un %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no man moves</source>
        <translation>no se mueve ningún peón</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a man on the stars busts and stays there</source>
        <translation>un peón de las estrellas se quema y se queda allí</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bust from %1 back to the stars</source>
        <translation>el peón del %1 se quema y vuelve a las estrellas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>from the stars to %1</source>
        <translation>de las estrellas al %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>from %1 back to the stars</source>
        <translation>del %1 de vuelta a las estrellas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>from %1 to %2</source>
        <translation>del %1 al %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2</source>
        <comment>card played: what the man did</comment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>PmResultWords</name>
    <message>
        <location filename="../app/pm/pm_result_words.cpp" line="+51"/>
        <location line="+21"/>
        <location line="+31"/>
        <source>%1 %2</source>
        <comment>name and score</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>%1 wins game %2 with %3.</source>
        <translation>%1 gana la mano %2 con %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 share game %2 with %3.</source>
        <translation>%1 comparten la mano %2 con %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Then: %1.</source>
        <translation>Después: %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>Rubber after %n game(s): %1.</source>
        <translation>
            <numerusform>Partida tras %n mano: %1.</numerusform>
            <numerusform>Partida tras %n manos: %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 wins the rubber with %2.</source>
        <translation>%1 gana la partida con %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 share the rubber with %2.</source>
        <translation>%1 comparten la partida con %2.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Section %1 played game %2 out of sight: %3.</source>
        <translation>La sección %1 jugó la mano %2 fuera de la vista: %3.</translation>
    </message>
</context>
<context>
    <name>PmRules</name>
    <message>
        <location filename="../app/pm/pm_rules_text.cpp" line="+21"/>
        <source>&lt;h1&gt;“P.M.” — Plus and Minus&lt;/h1&gt;&lt;p&gt;&lt;i&gt;The most intriguing game ever invented. Play P.M. to A.M.!&lt;/i&gt;&lt;/p&gt;&lt;p&gt;&lt;small&gt;[R] marks a point the period rule sheets leave open, settled as in the club’s rule book. Those that are real choices are &lt;b&gt;house rules&lt;/b&gt;, set in the New Rubber dialog.&lt;/small&gt;&lt;/p&gt;</source>
        <translation>&lt;h1&gt;«P.M.» — Plus and Minus&lt;/h1&gt;&lt;p&gt;&lt;i&gt;«Más y Menos». El juego más intrigante que jamás se haya inventado. ¡Juegue al P.M. hasta las A.M.!&lt;/i&gt;&lt;/p&gt;&lt;p&gt;&lt;small&gt;[R] señala un punto que las hojas de reglas de la época dejan sin resolver, y que se ha decidido como dispone el reglamento del club. Los que son verdaderas opciones son &lt;b&gt;reglas de la casa&lt;/b&gt;, y se eligen en el cuadro «Nueva partida de P.M.».&lt;/small&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;h3&gt;The outfit&lt;/h3&gt;&lt;p&gt;Each player has a board: a row of stars at the top, one for each man, where the men wait before entering; the numbers 1 to 24 in four rows of six; and 25 alone at the bottom. Men stand on the dark circle beside a number. Each player has four men of his colour (here each colour also carries its own mark).&lt;/p&gt;&lt;p&gt;A pack is 44 cards: 39 PLUS cards printed black and 5 MINUS cards printed red and marked MINUS. A 45th card, a blank, is a spare and is never dealt. [R: the sheets do not list the values; the pack used is PLUS 1 to 9 three times each, PLUS 10 to 15 twice each, and MINUS 2, 3, 5, 7 and 9.] The two packs are told apart by their backs, one circular and one octagonal.&lt;/p&gt;&lt;p&gt;Played cards go number upwards into the large compartment of the card container, each on the last, so only the top card can be seen. [R: cards not dealt lie face down in its small compartment.] With eight players the container is passed round to whoever is to play.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;El material&lt;/h3&gt;&lt;p&gt;Cada jugador tiene un tablero: arriba, una fila de estrellas, una por peón, donde los peones aguardan antes de entrar; los números del 1 al 24, en cuatro hileras de seis; y el 25, solo, abajo del todo. Los peones se colocan en el círculo oscuro que hay junto a cada número. Cada jugador tiene cuatro peones de su color (aquí cada color lleva además su propia marca).&lt;/p&gt;&lt;p&gt;Una baraja tiene 44 cartas: 39 cartas PLUS («más»), impresas en negro, y 5 cartas MINUS («menos»), impresas en rojo y marcadas MINUS. La carta número 45, en blanco, es de repuesto y nunca se reparte. [R: las hojas no dan los valores; la baraja que se usa lleva PLUS del 1 al 9 tres veces cada una, PLUS del 10 al 15 dos veces cada una, y MINUS 2, 3, 5, 7 y 9.] Las dos barajas se distinguen por el dorso: una de dorso circular y otra de dorso octogonal.&lt;/p&gt;&lt;p&gt;Las cartas jugadas se colocan con el número hacia arriba en el compartimento grande del estuche de las cartas, cada una sobre la anterior, de modo que solo se ve la carta de encima. [R: las cartas no repartidas quedan boca abajo en el compartimento pequeño.] Con ocho jugadores, el estuche va pasando de uno a otro hasta quien le toque jugar.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&lt;h3&gt;Dealing&lt;/h3&gt;&lt;p&gt;Two to eight may play. Up to four players use one pack; five to eight shuffle both packs together. Every player cuts, and the highest cut deals the first game [R: a MINUS card cuts lower than any PLUS card, and tied players cut again among themselves]. The player on the dealer’s left deals the next game, and so on round the table.&lt;/p&gt;&lt;p&gt;A player other than the dealer cuts the pack, and the dealer deals eleven cards to each, one at a time, face down, starting on his left. Cards not dealt are set aside and never shown during that game; every game starts from the complete pack, reshuffled.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;El reparto&lt;/h3&gt;&lt;p&gt;Pueden jugar de dos a ocho. Hasta cuatro jugadores usan una sola baraja; de cinco a ocho, se barajan juntas las dos. Todos cortan, y el que saca la carta más alta da la primera mano [R: una carta MINUS corta más bajo que cualquier carta PLUS, y los empatados vuelven a cortar entre ellos]. El jugador a la izquierda del que da, da la mano siguiente, y así sucesivamente alrededor de la mesa.&lt;/p&gt;&lt;p&gt;Un jugador que no sea el que da corta la baraja, y el que da reparte once cartas a cada uno, de una en una y boca abajo, empezando por su izquierda. Las cartas que no se reparten se apartan y no se enseñan en toda la mano; cada mano empieza con la baraja completa, barajada de nuevo.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&lt;h3&gt;Playing&lt;/h3&gt;&lt;p&gt;Play goes clockwise. The player on the dealer’s left, the Leader, opens with a PLUS card and brings a man from the stars onto that number: MINUS cards may not open the game. Each turn a player lays exactly one card, and lays it before he moves; a card laid cannot be taken back. He may play any card in his hand.&lt;/p&gt;&lt;p&gt;Every later card is added to the &lt;b&gt;top card only&lt;/b&gt; — the card the previous player laid — as printed: PLUS counts up, MINUS counts down. The sum is the move. The cards underneath take no part and may not be referred to. Top PLUS 3, play PLUS 4: 7. Top PLUS 5, play MINUS 7: back 2. Top PLUS 5, play MINUS 3: forward 2. Top MINUS 3, play PLUS 3: no move. Top MINUS 3, play MINUS 9: back 12.&lt;/p&gt;&lt;blockquote&gt;&lt;b&gt;RED greater than BLACK — go BACK&lt;br&gt;BLACK greater than RED — go AHEAD&lt;br&gt;RED equal to BLACK — neither FORWARD nor BACK&lt;br&gt;RED upon RED — ’nuff said!&lt;/b&gt;&lt;/blockquote&gt;&lt;p&gt;&lt;b&gt;Forward:&lt;/b&gt; he moves ONE of his men forward that many numbers, or brings a new man from the stars onto that number instead (top PLUS 4, play PLUS 5: move the man on 11 to 20, or bring a man out onto 9). &lt;b&gt;Nothing:&lt;/b&gt; no man moves. &lt;b&gt;Back:&lt;/b&gt; he moves ONE of his men on the numbers back; a man sent back to or past the stars returns to the stars. Men on the stars cannot move back.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;El juego&lt;/h3&gt;&lt;p&gt;Se juega en el sentido de las agujas del reloj. El jugador a la izquierda del que da es el que sale: abre con una carta PLUS y saca un peón de las estrellas a ese número; las cartas MINUS no pueden abrir la mano. En cada turno el jugador echa exactamente una carta, y la echa antes de mover; carta echada no puede retirarse. Puede jugar cualquiera de sus cartas.&lt;/p&gt;&lt;p&gt;Cada carta siguiente se suma &lt;b&gt;solo a la carta de encima&lt;/b&gt; —la que echó el jugador anterior— tal como está impresa: PLUS suma, MINUS resta. El resultado es la jugada. Las cartas de debajo no cuentan, ni se puede hacer referencia a ellas. Encima un PLUS 3, se juega PLUS 4: 7. Encima un PLUS 5, se juega MINUS 7: atrás 2. Encima un PLUS 5, se juega MINUS 3: adelante 2. Encima un MINUS 3, se juega PLUS 3: no se mueve. Encima un MINUS 3, se juega MINUS 9: atrás 12.&lt;/p&gt;&lt;blockquote&gt;&lt;b&gt;ROJO mayor que NEGRO — ¡ATRÁS, compañero!&lt;br&gt;NEGRO mayor que ROJO — ¡ADELANTE, a tu antojo!&lt;br&gt;ROJO igual a NEGRO — ni ADELANTE ni ATRÁS: ¡quieto!&lt;br&gt;ROJO sobre ROJO — ¡y punto redondo!&lt;/b&gt;&lt;/blockquote&gt;&lt;p&gt;&lt;b&gt;Adelante:&lt;/b&gt; el jugador avanza UNO de sus peones tantos números como indique la suma, o bien saca en su lugar un peón nuevo de las estrellas a ese número (encima un PLUS 4, se juega PLUS 5: lleve el peón del 11 al 20, o saque un peón al 9). &lt;b&gt;Nada:&lt;/b&gt; no se mueve ningún peón. &lt;b&gt;Atrás:&lt;/b&gt; hace retroceder UNO de sus peones que estén en los números; un peón que retrocede hasta las estrellas o más allá vuelve a las estrellas. Los peones que están en las estrellas no pueden retroceder.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&lt;h3&gt;Numbers, 25 and busts&lt;/h3&gt;&lt;p&gt;No two of a player’s men may stand on the same number, except on 25. A man reaches 25 only by the exact amount. [R, house rule, on by default: once on 25 a man is home, and no card moves him again, forward or back.]&lt;/p&gt;&lt;p&gt;A forward move that would carry a man past 25 &lt;b&gt;busts&lt;/b&gt; him: he returns to the stars to restart. A player may bust a man on purpose even when another man could move. A man on the stars cannot be busted while the player has another man on 1 to 24 (men on 25, 25, 17 and the stars; top PLUS 15, play PLUS 11 makes 26: he must bust the man on 17). [R, house rule, on by default: with no man on 1 to 24, a star man may take the bust and stays on the stars.]&lt;/p&gt;&lt;p&gt;&lt;b&gt;A possible move must be made&lt;/b&gt;, even if it busts a man. If the only moves are onto occupied numbers or busts, he busts, and the man busted must be one the card would carry beyond 25. [R: if no move is possible at all, the card stays played and no man moves.] The table says so whenever a move is forced.&lt;/p&gt;&lt;p&gt;Each player conceals his cards from all the others. With more than one person at the screen a hand is shown only to its owner, after a “Pass to” screen between their turns.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Los números, el 25 y los peones quemados&lt;/h3&gt;&lt;p&gt;Dos peones de un mismo jugador no pueden estar en el mismo número, salvo en el 25. Un peón solo llega al 25 con la cantidad justa. [R, regla de la casa, en vigor salvo acuerdo en contrario: una vez en el 25, el peón está en casa y ninguna carta vuelve a moverlo, ni adelante ni atrás.]&lt;/p&gt;&lt;p&gt;Un movimiento hacia delante que llevaría a un peón más allá del 25 lo &lt;b&gt;quema&lt;/b&gt;: vuelve a las estrellas para empezar de nuevo. Un jugador puede quemar un peón a propósito aunque otro peón pudiera moverse. Un peón de las estrellas no puede quemarse mientras el jugador tenga otro peón entre el 1 y el 24 (peones en el 25, el 25, el 17 y las estrellas; encima un PLUS 15, se juega PLUS 11, que da 26: ha de quemar el peón del 17). [R, regla de la casa, en vigor salvo acuerdo en contrario: si no tiene ningún peón entre el 1 y el 24, un peón de las estrellas puede cargar con la quema, y se queda en las estrellas.]&lt;/p&gt;&lt;p&gt;&lt;b&gt;Hay que hacer el movimiento que sea posible&lt;/b&gt;, aunque queme un peón. Si los únicos movimientos llevan a números ocupados o queman, el jugador quema, y el peón quemado ha de ser uno que la carta llevaría más allá del 25. [R: si no es posible ningún movimiento, la carta queda jugada y no se mueve ningún peón.] La mesa lo indica siempre que un movimiento es obligado.&lt;/p&gt;&lt;p&gt;Cada jugador oculta sus cartas a todos los demás. Si hay más de una persona ante la pantalla, las cartas de cada uno solo se muestran a su dueño, tras una pantalla de «Páselo a…» entre turno y turno.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&lt;h3&gt;The end and the score&lt;/h3&gt;&lt;p&gt;The game ends at once when a player moves his fourth man onto 25 — no one moves after him — or when the last player has played his last card and moved. Each man on 25 scores 50; each man still on the stars loses 20; every other man scores the number he stands on. Four men on 25 make 200; two on 25, one on 15 and one on the stars make 95.&lt;/p&gt;&lt;p&gt;A minus game score is ringed on the score sheet, to show it is subtracted when totalling the rubber. Five games make a rubber, won by the highest total [R: equal highest totals share the rubber].&lt;/p&gt;&lt;p&gt;With seven or eight beginners the party may first play a trial round in two sections, four and four or four and three, each with its own pack, one circular and one octagonal. Each section is an independent game; the score sheet records both.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;El final y el tanteo&lt;/h3&gt;&lt;p&gt;La mano termina en el acto cuando un jugador lleva su cuarto peón al 25 —nadie mueve después de él— o cuando el último jugador ha echado su última carta y ha movido. Cada peón en el 25 vale 50; cada peón que siga en las estrellas resta 20; cualquier otro peón vale el número en que está. Cuatro peones en el 25 hacen 200; dos en el 25, uno en el 15 y otro en las estrellas hacen 95.&lt;/p&gt;&lt;p&gt;El tanteo negativo de una mano se rodea con un círculo en la hoja de tanteo, para indicar que se resta al sumar la partida. Cinco manos forman una partida, que gana el total más alto [R: si varios empatan en el total más alto, comparten la partida].&lt;/p&gt;&lt;p&gt;Con siete u ocho principiantes, el grupo puede jugar primero una ronda de ensayo en dos secciones, de cuatro y cuatro o de cuatro y tres, cada una con su baraja: la de dorso circular y la de dorso octogonal. Cada sección juega una mano independiente; la hoja de tanteo anota las dos.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&lt;h3&gt;Hints&lt;/h3&gt;&lt;p&gt;Remember that the card you lay becomes the top card of the player on your left (marked &lt;i&gt;next to play&lt;/i&gt; on the table). It may pay to give up a move onto 25 to keep an opponent from scoring, or to force him over 25.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Consejos&lt;/h3&gt;&lt;p&gt;Recuerde que la carta que usted echa será la carta de encima para el jugador de su izquierda (señalado en la mesa con &lt;i&gt;juega después&lt;/i&gt;). A veces conviene renunciar a llevar un peón al 25 para impedir que un contrario se apunte tantos, o para obligarle a pasarse del 25.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>PmWords</name>
    <message>
        <location filename="../app/pm/pm_hint_words.cpp" line="+69"/>
        <source>It brings a man from the stars straight onto 25.</source>
        <translation>Saca un peón de las estrellas directamente al 25.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It lands your man on %1 on 25 exactly.</source>
        <translation>Lleva su peón del %1 justo al 25.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>It leaves a %1 on top for %2, who has a man on %3.</source>
        <translation>Deja un %1 encima para %2, que tiene un peón en el %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It brings a new man out from the stars onto %1.</source>
        <translation>Saca un peón nuevo de las estrellas al %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It takes your man on %1 back to the stars, out of the way of a bust.</source>
        <translation>Hace retroceder su peón del %1 hasta las estrellas, a salvo de quemarse.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It takes your man on %1 back to %2, out of the way of a bust.</source>
        <translation>Hace retroceder su peón de %1 a %2, a salvo de quemarse.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Every card busts a man now; busting the one on %1 costs least.</source>
        <translation>Ahora toda carta quema un peón; quemar el del %1 es lo que menos cuesta.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>It moves no man and keeps your better cards for later.</source>
        <translation>No mueve ningún peón y guarda sus mejores cartas para más adelante.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Hint: play your %1. %2</source>
        <translation>Consejo: juegue su %1. %2</translation>
    </message>
    <message>
        <location filename="../app/pm/pm_words.cpp" line="+17"/>
        <source>MINUS %1</source>
        <translation>MINUS %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PLUS %1</source>
        <translation>PLUS %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the stars</source>
        <translation>las estrellas</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Red upon red — ’nuff said!</source>
        <translation>Rojo sobre rojo — ¡y punto redondo!</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Red greater than black — go back.</source>
        <translation>Rojo mayor que negro — ¡atrás, compañero!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black greater than red — go ahead.</source>
        <translation>Negro mayor que rojo — ¡adelante, a tu antojo!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red equal to black — neither forward nor back.</source>
        <translation>Rojo igual a negro — ni adelante ni atrás: ¡quieto!</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 on %2 makes %3.</source>
        <translation>%1 sobre %2 da %3.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 leads.</source>
        <translation>Sale un %1.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No man moves.</source>
        <translation>No se mueve ningún peón.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No man can move: the card is played and no man moves.</source>
        <translation>Ningún peón puede moverse: la carta queda jugada y no se mueve ningún peón.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A man on the stars goes over the top and stays on the stars.</source>
        <translation>Un peón de las estrellas se pasa del 25 y, quemado, se queda en las estrellas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The man on %1 goes over 25: bust, back to the stars.</source>
        <translation>El peón del %1 se pasa del 25: quemado, vuelve a las estrellas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A man comes out from the stars onto %1.</source>
        <translation>Un peón sale de las estrellas al %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The man on %1 lands on 25 exactly.</source>
        <translation>El peón del %1 llega justo al 25.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The man on %1 goes back to the stars.</source>
        <translation>El peón del %1 retrocede hasta las estrellas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The man on %1 goes to %2.</source>
        <translation>El peón pasa de %1 a %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A MINUS card may not open the game.</source>
        <translation>Una carta MINUS no puede abrir la mano.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Forced: no man can make this move, so the card is played and no man moves.</source>
        <translation>Obligado: ningún peón puede hacer este movimiento, así que la carta queda jugada y no se mueve ningún peón.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Forced: every other move is blocked, so a man the card carries past 25 must bust.</source>
        <translation>Obligado: todos los demás movimientos están cerrados, así que ha de quemarse un peón que la carta lleve más allá del 25.</translation>
    </message>
    <message>
        <location filename="../app/pm/pm_hint_words.cpp" line="-46"/>
        <source>It leaves a %1 on top for %2, whose men are all on the stars.</source>
        <translation>Deja un %1 encima para %2, que tiene todos sus peones en las estrellas.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Every card busts a man now; this one only busts a man on the stars, which costs nothing.</source>
        <translation>Ahora toda carta quema un peón; esta solo quema un peón de las estrellas, que no cuesta nada.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Busting your man on %1 costs his points now, but your other cards would do worse: it keeps the better cards and chances for later.</source>
        <translation>Quemar su peón del %1 cuesta ahora sus puntos, pero sus otras cartas serían peores: guarda las mejores cartas y posibilidades para después.</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>Bringing a man out from the stars onto %1 did best in the deals the Expert tried.</source>
        <translation>Sacar un peón de las estrellas al %1 fue lo mejor en los repartos que probó el Experto.</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>You came first in every deal tried with it.</source>
        <translation>Usted quedó en cabeza en todos los repartos probados con esta jugada.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You came first in most of the deals tried with it; %1 was the player to beat in the others.</source>
        <translation>Usted quedó en cabeza en la mayoría de los repartos probados con esta jugada; en los demás, %1 era el rival que batir.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You came first in about half of the deals tried with it; %1 was the player to beat in the others.</source>
        <translation>Usted quedó en cabeza en cerca de la mitad de los repartos probados con esta jugada; en los demás, %1 era el rival que batir.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You came first in some of the deals tried with it; %1 was the player to beat in the others.</source>
        <translation>Usted quedó en cabeza en algunos de los repartos probados con esta jugada; en los demás, %1 era el rival que batir.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You came first in few of the deals tried with it; %1 was the player to beat.</source>
        <translation>Usted quedó en cabeza en pocos de los repartos probados con esta jugada; %1 era el rival que batir.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Sending your man on %1 back to the stars costs his points now, but every other move did worse in the deals the Expert tried.</source>
        <translation>Devolver su peón del %1 a las estrellas cuesta ahora sus puntos, pero cualquier otra jugada fue peor en los repartos que probó el Experto.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Moving your man from %1 to %2 did best in the deals the Expert tried.</source>
        <translation>Llevar su peón del %1 al %2 fue lo mejor en los repartos que probó el Experto.</translation>
    </message>
</context>
<context>
    <name>ScoreSheetWords</name>
    <message>
        <location filename="../app/pm/pm_score_sheet.cpp" line="+104"/>
        <location line="+30"/>
        <source>Rubber Score Sheet</source>
        <translation>Hoja de tanteo de la partida</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>PLUS AND MINUS</source>
        <translation>PLUS AND MINUS</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game %1</source>
        <translation>Mano %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location line="-157"/>
        <source>Winner of the rubber: %1</source>
        <translation>Ganador de la partida: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rubber is shared by %1</source>
        <translation>Comparten la partida %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Five games make a rubber. Minus scores are ringed, to show they are subtracted when totalling the rubber.</source>
        <translation>Cinco manos forman una partida. Los tanteos negativos se rodean con un círculo, para indicar que se restan al sumar la partida.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Scoring: 50 for each man on 25; 20 deducted for each man on the stars; other men score the number they stand on.</source>
        <translation>Tanteo: 50 por cada peón en el 25; se restan 20 por cada peón en las estrellas; los demás peones valen el número en que están.</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Trial round in two sections: players 1–4 with the circular pack, players 5–%1 with the octagonal pack.</source>
        <translation>Ronda de ensayo en dos secciones: jugadores 1–4 con la baraja de dorso circular, jugadores 5–%1 con la de dorso octogonal.</translation>
    </message>
</context>
<context>
    <name>SheetPrintWords</name>
    <message>
        <location filename="../app/common/sheet_print.cpp" line="+65"/>
        <source>Cannot write %1</source>
        <translation>No se puede escribir %1</translation>
    </message>
</context>
<context>
    <name>club::FormatError</name>
    <message>
        <location filename="../engine/core/json_fields.cpp" line="+25"/>
        <source>field &quot;%1&quot; must be an integer from %2 to %3</source>
        <translation>el campo &quot;%1&quot; ha de ser un número entero del %2 al %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>field &quot;%1&quot; must be an integer from %2 to %3, not %4</source>
        <translation>el campo &quot;%1&quot; ha de ser un número entero del %2 al %3, no %4</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>field &quot;%1&quot; must be a whole number from 0 to 9007199254740991, or a string of digits from &quot;0&quot; to &quot;18446744073709551615&quot;</source>
        <translation>el campo «%1» debe ser un número entero de 0 a 9007199254740991, o una cadena de cifras de «0» a «18446744073709551615»</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>field &quot;%1&quot; is missing</source>
        <translation>falta el campo &quot;%1&quot;</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>field &quot;%1&quot; must be true or false</source>
        <translation>el campo &quot;%1&quot; ha de ser true o false</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>field &quot;%1&quot; must be a string</source>
        <translation>el campo &quot;%1&quot; ha de ser una cadena de texto</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>field &quot;%1&quot; is longer than %n characters</source>
        <translation>
            <numerusform>el campo &quot;%1&quot; tiene más de %n carácter</numerusform>
            <numerusform>el campo &quot;%1&quot; tiene más de %n caracteres</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>field &quot;%1&quot; must be an array</source>
        <translation>el campo &quot;%1&quot; ha de ser una lista (array)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>field &quot;%1&quot; must have from %2 to %3 elements, not %4</source>
        <translation>el campo &quot;%1&quot; ha de tener de %2 a %3 elementos, no %4</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>field &quot;%1&quot; must be an object</source>
        <translation>el campo &quot;%1&quot; ha de ser un objeto</translation>
    </message>
    <message>
        <location filename="../engine/core/save_file.cpp" line="+20"/>
        <source>the file is too large to be a saved game</source>
        <translation>el archivo es demasiado grande para ser una partida guardada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file is not a Players Club saved game</source>
        <translation>el archivo no es una partida guardada de Players Club</translation>
    </message>
    <message>
        <location filename="../app/common/hosted_link.cpp" line="+49"/>
        <location filename="../engine/core/save_file.cpp" line="+32"/>
        <location line="+5"/>
        <source>Cannot write %1: %2</source>
        <translation>No se puede escribir %1: %2</translation>
    </message>
    <message>
        <location filename="../engine/core/bounded_file.cpp" line="+25"/>
        <source>the file cannot be read (%1)</source>
        <translation>no se puede leer el archivo (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is not an ordinary file (a device, a pipe or a folder)</source>
        <translation>no es un archivo corriente (un dispositivo, una tubería o una carpeta)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>there is not enough memory to read the file</source>
        <translation>no hay memoria suficiente para leer el archivo</translation>
    </message>
    <message>
        <location filename="../engine/core/save_file.cpp" line="-35"/>
        <source>it is a saved game of %1, not of %2</source>
        <translation>es una partida guardada de %1, no de %2</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>the file is not valid JSON (%1 at byte %2); it may be truncated or damaged</source>
        <translation>el archivo no es JSON válido (%1 en el byte %2); puede que esté incompleto o dañado</translation>
    </message>
    <message>
        <location line="-57"/>
        <source>the file was saved by a newer version of Players Club (format %1); this version reads up to format %2</source>
        <translation>el archivo se guardó con una versión más reciente de Players Club (formato %1); esta versión lee hasta el formato %2</translation>
    </message>
    <message>
        <location filename="../engine/km/diagram.cpp" line="+18"/>
        <source>a King&apos;s Men diagram needs 121 squares, not %1</source>
        <translation>un diagrama de King&apos;s Men necesita 121 casillas, no %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>diagram square %1 must be &apos;#&apos; exactly at the corners</source>
        <translation>la casilla %1 del diagrama ha de ser &apos;#&apos; si es una esquina, y solo en ese caso</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>unknown diagram character &apos;%1&apos;</source>
        <translation>carácter desconocido en el diagrama: &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a token stands on a Lodge of the other colour at %1</source>
        <translation>en %1 hay una ficha en una Caseta del otro color</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>a side has more than %n tokens</source>
        <translation>
            <numerusform>un jugador tiene más de %n ficha</numerusform>
            <numerusform>un jugador tiene más de %n fichas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../engine/km/game.cpp" line="+54"/>
        <source>that move is not legal here</source>
        <translation>esa jugada no está permitida aquí</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the game is over</source>
        <translation>la partida ha terminado</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&quot;%1&quot; is not a legal move here</source>
        <translation>&quot;%1&quot; no es una jugada permitida aquí</translation>
    </message>
    <message>
        <location filename="../engine/km/game_file.cpp" line="+41"/>
        <source>field &quot;first&quot; must be &quot;A&quot; or &quot;B&quot;</source>
        <translation>el campo &quot;first&quot; ha de ser &quot;A&quot; o &quot;B&quot;</translation>
    </message>
    <message>
        <location filename="../engine/crib/match_file.cpp" line="+127"/>
        <source>move %1 (&quot;%2&quot;) is not legal there</source>
        <translation>la jugada %1 («%2») no está permitida en ese punto</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>field &quot;board&quot; must be &quot;two-track&quot;, &quot;three-track&quot;, &quot;four-track&quot; or &quot;two-and-three-track&quot;</source>
        <translation>el campo «board» debe ser «two-track», «three-track», «four-track» o «two-and-three-track»</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>field &quot;corners&quot; must be &quot;bends&quot; or &quot;every-thirty&quot;</source>
        <translation>el campo «corners» debe ser «bends» o «every-thirty»</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../engine/km/game_file.cpp" line="+12"/>
        <source>field &quot;setup&quot;: %1</source>
        <translation>campo &quot;setup&quot;: %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>move %1 (&quot;%2&quot;) is not a move</source>
        <translation>la jugada %1 («%2») no es una jugada</translation>
    </message>
    <message>
        <location filename="../engine/km/game_file.cpp" line="+9"/>
        <source>move %1 must be a string</source>
        <translation>la jugada %1 ha de ser una cadena de texto</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>move %1 (&quot;%2&quot;) comes after the end of the game</source>
        <translation>la jugada %1 (&quot;%2&quot;) viene después del final de la partida</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>move %1 (&quot;%2&quot;) is not a legal move there</source>
        <translation>la jugada %1 (&quot;%2&quot;) no está permitida en esa posición</translation>
    </message>
    <message>
        <location filename="../engine/pm/pack.cpp" line="+24"/>
        <source>the built-in P.M. pack resource is missing</source>
        <translation>falta la baraja del P.M. incorporada al programa</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+5"/>
        <source>cannot open the pack file: %1</source>
        <translation>no se puede abrir el archivo de la baraja: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the pack file is too large</source>
        <translation>el archivo de la baraja es demasiado grande</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the pack file is not a JSON object</source>
        <translation>el archivo de la baraja no es un objeto JSON</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the pack file lacks &quot;format&quot;: &quot;players-club-pm-pack&quot;</source>
        <translation>al archivo de la baraja le falta &quot;format&quot;: &quot;players-club-pm-pack&quot;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>card entry %1 must be an object</source>
        <translation>la entrada de carta %1 ha de ser un objeto</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>card entry %1: &quot;kind&quot; must be &quot;plus&quot; or &quot;minus&quot;</source>
        <translation>entrada de carta %1: &quot;kind&quot; ha de ser &quot;plus&quot; o &quot;minus&quot;</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a P.M. pack has %1 cards, this one has only %2</source>
        <translation>una baraja de P.M. tiene %1 cartas, y esta solo tiene %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a P.M. pack has %1 cards, this one has more</source>
        <translation>una baraja de P.M. tiene %1 cartas, y esta tiene más</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>a pack may hold at most %n MINUS cards, so that every hand can lead with a PLUS card</source>
        <translation>
            <numerusform>una baraja puede tener como mucho %n carta MINUS, para que todo jugador pueda abrir con una carta PLUS</numerusform>
            <numerusform>una baraja puede tener como mucho %n cartas MINUS, para que todo jugador pueda abrir con una carta PLUS</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../engine/pm/record.cpp" line="+14"/>
        <source>move %1 of game %2 is not legal where it stands</source>
        <translation>la jugada %1 de la mano %2 no está permitida en esa posición</translation>
    </message>
    <message>
        <location filename="../engine/pm/rubber.cpp" line="+11"/>
        <source>P.M. is for 2 to 8 players, not %1</source>
        <translation>el P.M. se juega con 2 a 8 jugadores, no con %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a rubber has 1 to 5 games</source>
        <translation>una partida tiene de 1 a 5 juegos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>playing in two sections is for 7 or 8 players</source>
        <translation>el juego en dos secciones es para 7 u 8 jugadores</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>player colours are numbered 0 to 7</source>
        <translation>los colores de los jugadores van numerados del 0 al 7</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the pack is not complete</source>
        <translation>la baraja no está completa</translation>
    </message>
    <message>
        <location filename="../engine/crib/match_file.cpp" line="-17"/>
        <location filename="../engine/km/table.cpp" line="+37"/>
        <location filename="../engine/pat/game_file.cpp" line="+36"/>
        <location filename="../engine/pm/rubber_file.cpp" line="+60"/>
        <source>seat %1 must be an object</source>
        <translation>el asiento %1 ha de ser un objeto</translation>
    </message>
    <message>
        <location filename="../engine/pm/rubber_file.cpp" line="+16"/>
        <source>game record %1 does not match this rubber&apos;s deals; the file has been altered</source>
        <translation>el registro de la mano %1 no corresponde a los repartos de esta partida; el archivo ha sido alterado</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>game record %1 does not deal every card of the pack once</source>
        <translation>el registro de la mano %1 no reparte cada carta de la baraja una sola vez</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>game record %1 does not deal a full hand to each player</source>
        <translation>el registro de la mano %1 no da una mano completa a cada jugador</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>game record %1, move %2 must be an object</source>
        <translation>registro de la mano %1: la jugada %2 ha de ser un objeto</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>game record %1 has moves after the game ended</source>
        <translation>el registro de la mano %1 tiene jugadas después del final de la mano</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>game record %1, move %2 is not a legal move where it stands</source>
        <translation>registro de la mano %1: la jugada %2 no está permitida en esa posición</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>game record %1 ends before its game is over</source>
        <translation>el registro de la mano %1 termina antes de que acabe la mano</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>game record %1 must be an object</source>
        <translation>el registro de la mano %1 ha de ser un objeto</translation>
    </message>
    <message>
        <location filename="../engine/pm/table.cpp" line="+20"/>
        <source>unknown computer player &quot;%1&quot;</source>
        <translation>jugador de ordenador desconocido: &quot;%1&quot;</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>there is no rubber to save</source>
        <translation>no hay ninguna partida que guardar</translation>
    </message>
    <message>
        <location filename="../engine/party/night.cpp" line="+73"/>
        <location filename="../engine/party/night_state.cpp" line="+156"/>
        <source>the night has not been drawn</source>
        <translation>aún no se ha hecho el sorteo de la velada</translation>
    </message>
    <message>
        <location filename="../engine/party/night_file.cpp" line="+28"/>
        <source>field &quot;%1&quot; must be %2</source>
        <translation>el campo «%1» debe ser %2</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>entrant %1 must be a list of one or two names</source>
        <translation>el inscrito %1 debe ser una lista de uno o dos nombres</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>entrant %1 must be a list of names</source>
        <translation>el inscrito %1 debe ser una lista de nombres</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>result %1 must be an object</source>
        <translation>el resultado %1 debe ser un objeto</translation>
    </message>
    <message>
        <location filename="../app/party/print/party_print.cpp" line="+81"/>
        <source>Cannot write %1</source>
        <translation>No se puede escribir %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <location filename="../engine/party/night_state.cpp" line="-126"/>
        <source>a drive needs %1 to %2 entrants, not %3</source>
        <translation>un torneo necesita de %1 a %2 inscritos, no %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../engine/party/night_state.cpp" line="+4"/>
        <source>a knockout needs %1 to %2 pairs, not %3</source>
        <translation>una eliminatoria necesita de %1 a %2 parejas, no %3</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>the night has not been drawn yet</source>
        <translation>aún no se ha hecho el sorteo de la velada</translation>
    </message>
    <message>
        <location filename="../engine/party/night_state.cpp" line="+6"/>
        <source>entrant %1 must be one person</source>
        <translation>el inscrito %1 debe ser una sola persona</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>pair %1 must have two names</source>
        <translation>la pareja %1 debe tener dos nombres</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>entrant %1 needs a name of 1 to %2 characters without spaces at either end</source>
        <translation>el inscrito %1 necesita un nombre de 1 a %2 caracteres sin espacios al principio ni al final</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the name &quot;%1&quot; is entered twice</source>
        <translation>el nombre «%1» está inscrito dos veces</translation>
    </message>
    <message>
        <location filename="../app/party/print/party_print.cpp" line="-22"/>
        <location filename="../engine/party/night_state.cpp" line="+13"/>
        <source>the rounds must be 1 to %1</source>
        <translation>el número de rondas debe ser de 1 a %1</translation>
    </message>
    <message>
        <location filename="../engine/party/night_state.cpp" line="+3"/>
        <source>the sets must be 0 to %1</source>
        <translation>el número de mangas debe ser de 0 a %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the draw must name every entrant exactly once</source>
        <translation>el sorteo debe nombrar a cada inscrito exactamente una vez</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>it belongs to round %1, but round %2 is being played</source>
        <translation>pertenece a la ronda %1, pero se está jugando la ronda %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>result %1: %2</source>
        <translation>resultado %1: %2</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>the night is over</source>
        <translation>la velada ha terminado</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>there is no table %1 in round %2</source>
        <translation>no hay mesa %1 en la ronda %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>table %1 already has its result; undo it first</source>
        <translation>la mesa %1 ya tiene su resultado; deshágalo primero</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>table %1 needs %2 scores, one per seat</source>
        <translation>la mesa %1 necesita %2 puntuaciones, una por asiento</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is not a score four men can make (seat %2)</source>
        <translation>%1 no es una puntuación que puedan hacer cuatro peones (asiento %2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a drive&apos;s result is scores, not a winner</source>
        <translation>el resultado de un torneo son puntuaciones, no un ganador</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the winners at table %1 must be one of its two pairs</source>
        <translation>los ganadores de la mesa %1 deben ser una de sus dos parejas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a knockout&apos;s result is the winning pair, not scores</source>
        <translation>el resultado de una eliminatoria es la pareja ganadora, no puntuaciones</translation>
    </message>
    <message>
        <location filename="../engine/pat/board.cpp" line="+25"/>
        <source>the board file: %1 must be a cell [column, row]</source>
        <translation>el archivo del tablero: %1 debe ser una casilla [columna, fila]</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the board file: %1 lies outside the grid</source>
        <translation>el archivo del tablero: %1 queda fuera de la cuadrícula</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the board file: %1 is not on the loop</source>
        <translation>el archivo del tablero: %1 no está en el circuito</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>the built-in Patchesi board resource is missing</source>
        <translation>falta el tablero de Patchesi incluido en el programa</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the board file is not a JSON object</source>
        <translation>el archivo del tablero no es un objeto JSON</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the board file lacks &quot;format&quot;: &quot;players-club-pat-board&quot;</source>
        <translation>al archivo del tablero le falta «format»: «players-club-pat-board»</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the board file: %1 is listed twice</source>
        <translation>el archivo del tablero: %1 aparece dos veces</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the board file: loop square %1 does not touch the next</source>
        <translation>el archivo del tablero: la casilla %1 del circuito no toca la siguiente</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>the board file: %1&apos;s Stars are not 63 squares from A</source>
        <translation>el archivo del tablero: las estrellas de %1 no están a 63 casillas de A</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the board file: %1 does not follow on from the last</source>
        <translation>el archivo del tablero: %1 no sigue a la anterior</translation>
    </message>
    <message>
        <location filename="../engine/pat/game.cpp" line="+68"/>
        <source>that counter cannot move with this throw</source>
        <translation>esa ficha no puede moverse con esta tirada</translation>
    </message>
    <message>
        <location filename="../engine/pat/game_file.cpp" line="-7"/>
        <source>field &quot;kind&quot; must be &quot;single&quot; or &quot;partner&quot;</source>
        <translation>el campo «kind» debe ser «single» o «partner»</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>seat %1: the colour must be red, green, yellow or purple</source>
        <translation>asiento %1: el color debe ser rojo, verde, amarillo o morado</translation>
    </message>
    <message>
        <location filename="../engine/core/seat.cpp" line="+25"/>
        <source>seat %1: unknown player &quot;%2&quot;</source>
        <translation>asiento %1: jugador desconocido «%2»</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>seat %1: &quot;phone&quot; is not true or false</source>
        <translation>asiento %1: «phone» no es true ni false</translation>
    </message>
    <message>
        <location filename="../engine/pat/game_file.cpp" line="+62"/>
        <source>the record goes on after the end of the game</source>
        <translation>el registro continúa después del final de la partida</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>throw %1 comes where a move is due</source>
        <translation>la tirada %1 aparece donde toca un movimiento</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>move %1 (counter %2) is not a legal move there</source>
        <translation>la jugada %1 (ficha %2) no está permitida en ese punto</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>move %1 comes where a throw is due</source>
        <translation>la jugada %1 aparece donde toca una tirada</translation>
    </message>
    <message>
        <location filename="../engine/pat/setup.cpp" line="+63"/>
        <source>Patchesi is played with four counters each, or three</source>
        <translation>Patchesi se juega con cuatro fichas cada uno, o tres</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Patchesi needs 2 to 4 players, and the partner game exactly four</source>
        <translation>Patchesi necesita de 2 a 4 jugadores, y la partida por parejas exactamente cuatro</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>every Patchesi player needs a colour of his own</source>
        <translation>cada jugador de Patchesi necesita un color propio</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the stake must be 1 to 1000 counters</source>
        <translation>la apuesta debe ser de 1 a 1000 fichas</translation>
    </message>
    <message>
        <location filename="../engine/party/partners.cpp" line="+31"/>
        <source>drawing partners needs as many ladies as gentlemen, %1 to %2 of each</source>
        <translation>el sorteo de parejas necesita tantas damas como caballeros, de %1 a %2 de cada</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>drawing partners needs an even number of people, %1 to %2</source>
        <translation>el sorteo de parejas necesita un número par de personas, de %1 a %2</translation>
    </message>
    <message>
        <location filename="../engine/core/file_name.cpp" line="+9"/>
        <source>a file name cannot hold a NUL character</source>
        <translation>un nombre de archivo no puede contener un carácter NUL</translation>
    </message>
    <message>
        <location filename="../engine/core/choice_id.cpp" line="+22"/>
        <source>That is not a choice of this game.</source>
        <translation>Eso no es una opción de esta partida.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The table has moved on since that choice was offered.</source>
        <translation>La partida ha avanzado desde que se ofreció esa opción.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>That choice is not open to this seat now.</source>
        <translation>Esa opción no está abierta a este puesto ahora.</translation>
    </message>
    <message>
        <location filename="../engine/core/phone_message.cpp" line="+52"/>
        <source>field &quot;%1&quot; is not in the expected form</source>
        <translation>el campo &quot;%1&quot; no tiene la forma esperada</translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>the message is longer than %n bytes</source>
        <translation>
            <numerusform>el mensaje supera %n byte</numerusform>
            <numerusform>el mensaje supera %n bytes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the message is nested too deeply</source>
        <translation>el mensaje está anidado a demasiada profundidad</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the message is not a JSON object</source>
        <translation>el mensaje no es un objeto JSON</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>field &quot;type&quot; must be &quot;join&quot;, &quot;act&quot;, &quot;ping&quot; or &quot;hint&quot;</source>
        <translation>el campo &quot;type&quot; debe ser &quot;join&quot;, &quot;act&quot;, &quot;ping&quot; o &quot;hint&quot;</translation>
    </message>
    <message>
        <location filename="../app/phones/phone_table.cpp" line="+48"/>
        <source>This seat is not played on a phone.</source>
        <translation>Este puesto no se juega en un teléfono.</translation>
    </message>
    <message>
        <location filename="../app/phones/phone_server.cpp" line="+328"/>
        <source>The phones cannot be served on %1: %2</source>
        <translation>No se puede atender a los teléfonos en %1: %2</translation>
    </message>
    <message>
        <location filename="../app/crib/crib_phone_table.cpp" line="+62"/>
        <location filename="../app/pm/pm_phone_table.cpp" line="+82"/>
        <source>Wait until the cards are dealt on the table.</source>
        <translation>Espere a que se repartan las cartas en la mesa.</translation>
    </message>
</context>
<context>
    <name>club::app::AboutDialog</name>
    <message>
        <location filename="../app/about_dialog.cpp" line="+20"/>
        <source>About Players Club</source>
        <translation>Acerca de Players Club</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Players Club</source>
        <translation>Players Club</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Version %1</source>
        <translation>Versión %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The games and their makers</source>
        <translation>Los juegos y sus fabricantes</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Games</source>
        <translation>&amp;Juegos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Licence</source>
        <translation>&amp;Licencia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fonts</source>
        <translation>&amp;Tipos de letra</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&lt;p&gt;A compendium of period parlour games, named after the &quot;P.M.&quot; Players Club of 192 Lower Addiscombe Road, Croydon.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Un compendio de juegos de salón de época, que lleva el nombre del «P.M.» Players Club del número 192 de Lower Addiscombe Road, en Croydon.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;h3&gt;P.M. (Plus and Minus)&lt;/h3&gt;&lt;p&gt;Invented about 1935 by the founder of the &quot;P.M.&quot; Players Club, Croydon, who also offered the games &quot;Sorry&quot; and &quot;Car-Soc&quot;. The box names no maker; it was probably made by John Waddington Ltd of Leeds and London.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;P.M. (Plus and Minus)&lt;/h3&gt;&lt;p&gt;Inventado hacia 1935 por el fundador del «P.M.» Players Club de Croydon, que ofrecía también los juegos «Sorry» y «Car-Soc». La caja no indica fabricante; probablemente lo fabricó John Waddington Ltd, de Leeds y Londres.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;h3&gt;Patchesi&lt;/h3&gt;&lt;p&gt;The Victorian race game of the cross-shaped board, published by John Jaques &amp;amp; Son of Thornton Heath.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Patchesi&lt;/h3&gt;&lt;p&gt;El juego victoriano de carreras en el tablero en forma de cruz, publicado por John Jaques &amp;amp; Son, de Thornton Heath.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;h3&gt;King&apos;s Men&lt;/h3&gt;&lt;p&gt;A game by Elizabeth Magie Phillips, the inventor of The Landlord&apos;s Game, published by Parker Brothers of Salem, Massachusetts, in 1937.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;King&apos;s Men&lt;/h3&gt;&lt;p&gt;Un juego de Elizabeth Magie Phillips, inventora de The Landlord&apos;s Game, publicado por Parker Brothers, de Salem (Massachusetts), en 1937.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;h3&gt;Once Around Cribbage&lt;/h3&gt;&lt;p&gt;Cribbage, the old English card game, on the Once Around boards of the Pacific Game Company, with their tracks for corners, games, points, skunks and high hands.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Once Around Cribbage&lt;/h3&gt;&lt;p&gt;El cribbage, el viejo juego de naipes inglés, en los tableros Once Around de la Pacific Game Company, con sus pistas para esquinas, partidas, puntos, zapateros y mejores manos.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;p&gt;&lt;small&gt;The rules are taken from the period rule sheets. The original makers are named for history; they have no part in this program.&lt;/small&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;small&gt;Las reglas proceden de las hojas de reglas de la época. Los fabricantes originales se nombran por su interés histórico; no tienen parte alguna en este programa.&lt;/small&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Players Club is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License as published by the Free Software Foundation, either version 3 of the License, or (at your option) any later version.

It is distributed in the hope that it will be useful, but WITHOUT ANY WARRANTY; without even the implied warranty of MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE. The licence&apos;s full text follows.</source>
        <translation>Players Club es software libre: puede redistribuirlo y/o modificarlo según los términos de la Licencia Pública General de GNU (GNU General Public License) publicada por la Free Software Foundation, ya sea la versión 3 de la licencia o (a su elección) cualquier versión posterior.

Se distribuye con la esperanza de que sea útil, pero SIN NINGUNA GARANTÍA, ni siquiera la garantía implícita de COMERCIABILIDAD o de IDONEIDAD PARA UN PROPÓSITO PARTICULAR. A continuación figura el texto completo de la licencia (en inglés, la única versión oficial).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Licence</source>
        <translation>Licencia</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Font licences</source>
        <translation>Licencias de los tipos de letra</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This copy of Players Club embeds no fonts: it uses the system&apos;s fonts.</source>
        <translation>Este ejemplar de Players Club no lleva tipos de letra incorporados: usa los del sistema.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The period lettering uses these fonts, embedded in the program under their own licences:</source>
        <translation>La rotulación de época usa estos tipos de letra, incorporados al programa con sus propias licencias:</translation>
    </message>
</context>
<context>
    <name>club::app::BoardView</name>
    <message>
        <location filename="../app/common/board_view.cpp" line="+70"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>club::app::BookGamesTab</name>
    <message>
        <location filename="../app/book/book_games_model.cpp" line="+22"/>
        <source>%1 (the rubber)</source>
        <translation>%1 (el rubber)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (the match)</source>
        <translation>%1 (el encuentro)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (the night)</source>
        <translation>%1 (la velada)</translation>
    </message>
    <message>
        <location filename="../app/book/book_games_tab.cpp" line="+64"/>
        <source>&amp;Replay…</source>
        <translation>Repe&amp;tir…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watch the chosen game again on its own board, move by move</source>
        <translation>Ver de nuevo la partida elegida en su propio tablero, jugada a jugada</translation>
    </message>
    <message>
        <location filename="../app/book/book_games_model.cpp" line="-6"/>
        <source>%1, typed in</source>
        <translation>%1, resultado anotado</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Finished</source>
        <translation>Terminada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Won</source>
        <translation>Ganadores</translation>
    </message>
    <message>
        <location filename="../app/book/book_games_tab.cpp" line="+39"/>
        <source>No game is in the book yet.</source>
        <translation>Todavía no hay ninguna partida en el libro.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No game of %1&apos;s is in the book.</source>
        <translation>No hay ninguna partida de %1 en el libro.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game&apos;s result was typed in from a party night&apos;s table: it counts like any other, but it has no moves to replay.</source>
        <translation>Esta partida se anotó desde una mesa de una velada del club: cuenta como cualquier otra, pero no tiene jugadas que repetir.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Double-click a game, or choose it and press Replay, to watch it again.</source>
        <translation>Haga doble clic en una partida, o elíjala y pulse «Repetir», para verla de nuevo.</translation>
    </message>
</context>
<context>
    <name>club::app::BookSettingsDialog</name>
    <message>
        <location filename="../app/book_settings_dialog.cpp" line="+30"/>
        <source>Club&apos;s Book Settings</source>
        <translation>Ajustes del libro del club</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where does this computer keep the club&apos;s book?</source>
        <translation>¿Dónde guarda este ordenador el libro del club?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On &amp;this computer</source>
        <translation>En &amp;este ordenador</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>On a club &amp;server, which every laptop of the evening writes to</source>
        <translation>En un &amp;servidor del club, en el que escriben todos los portátiles de la velada</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the server&apos;s name or address</source>
        <translation>el nombre o la dirección del servidor</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Keep it in Players Club&apos;s settings file on this computer instead (not encrypted)</source>
        <translation>&amp;Guardarla en cambio en el archivo de ajustes de Players Club en este ordenador (sin cifrar)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Test &amp;Connection</source>
        <translation>&amp;Probar la conexión</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Ser&amp;ver:</source>
        <translation>Ser&amp;vidor:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Port:</source>
        <translation>&amp;Puerto:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Database:</source>
        <translation>&amp;Base de datos:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;User:</source>
        <translation>&amp;Usuario:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass&amp;word:</source>
        <translation>Contra&amp;seña:</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>The keychain could not be read just now, so the password is not filled in.</source>
        <translation>No se ha podido leer el llavero en este momento, así que la contraseña no está rellenada.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+37"/>
        <source>(The keychain&apos;s own words: %1)</source>
        <translation>(Las palabras del llavero: %1)</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>The password is kept in this computer&apos;s keychain.</source>
        <translation>La contraseña se guarda en el llavero de este ordenador.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This computer has no keychain to keep the password in (no secret service is running).</source>
        <translation>Este ordenador no tiene llavero donde guardar la contraseña (no hay ningún servicio de secretos en marcha).</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>This computer has no keychain, so the password cannot be kept there. Tick the box to keep it in the settings file, or leave the password empty.</source>
        <translation>Este ordenador no tiene llavero, así que la contraseña no puede guardarse allí. Marque la casilla para guardarla en el archivo de ajustes, o deje la contraseña vacía.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The keychain did not keep the password, so nothing was changed.</source>
        <translation>El llavero no ha guardado la contraseña, así que no se ha cambiado nada.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>This computer cannot talk to a club server yet: Qt&apos;s PostgreSQL driver is not installed (on Debian, the package libqt6sql6-psql).</source>
        <translation>Este ordenador aún no puede hablar con un servidor del club: el controlador PostgreSQL de Qt no está instalado (en Debian, el paquete libqt6sql6-psql).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server does not accept this user and password.</source>
        <translation>El servidor no acepta este usuario y esta contraseña.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server has no database by this name.</source>
        <translation>El servidor no tiene ninguna base de datos con este nombre.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server does not answer. Is it switched on, on this network, and are its name and port right?</source>
        <translation>El servidor no responde. ¿Está encendido, en esta red, y son correctos su nombre y su puerto?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server answered, but the club&apos;s book cannot be opened there.</source>
        <translation>El servidor ha respondido, pero el libro del club no se puede abrir allí.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Trying the server…</source>
        <translation>Probando el servidor…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Connected. The club&apos;s book on this server is ready to be written.</source>
        <translation>Conectado. El libro del club en este servidor está listo para escribirse.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(The server&apos;s own words: %1)</source>
        <translation>(Las palabras del servidor: %1)</translation>
    </message>
</context>
<context>
    <name>club::app::BookWords</name>
    <message>
        <location filename="../app/book/book_words.cpp" line="+21"/>
        <source>%1 (rubbers)</source>
        <translation>%1 (partidas)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (matches)</source>
        <translation>%1 (encuentros)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (nights)</source>
        <translation>%1 (veladas)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (wholes)</source>
        <translation>%1 (conjuntos)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Computer (Beginner)</source>
        <translation>Ordenador (principiante)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer (Standard)</source>
        <translation>Ordenador (normal)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer (Expert)</source>
        <translation>Ordenador (experto)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer</source>
        <translation>Ordenador</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 (computer, Beginner)</source>
        <translation>%1 (ordenador, principiante)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (computer, Standard)</source>
        <translation>%1 (ordenador, normal)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (computer, Expert)</source>
        <translation>%1 (ordenador, experto)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (computer)</source>
        <translation>%1 (ordenador)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Tonight</source>
        <translation>Esta noche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This month</source>
        <translation>Este mes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This year</source>
        <translation>Este año</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All time</source>
        <translation>Desde siempre</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the night of %1</source>
        <translation>la noche del %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 %2</source>
        <comment>a month and its year</comment>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>all time to %1</source>
        <translation>desde siempre hasta el %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n game(s) below nothing</source>
        <translation>
            <numerusform>%n partida bajo cero</numerusform>
            <numerusform>%n partidas bajo cero</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>skunks: %1 given, %2 taken</source>
        <translation>zapateros: %1 dados, %2 recibidos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>best hand %1, best crib %2</source>
        <translation>mejor mano %1, mejor cuna %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>29 hands: %1</source>
        <translation>manos de 29: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>captures: %1 made, %2 suffered</source>
        <translation>capturas: %1 hechas, %2 sufridas</translation>
    </message>
</context>
<context>
    <name>club::app::ClubBookPage</name>
    <message>
        <location filename="../app/book/club_book_page.cpp" line="+252"/>
        <source>← &amp;Back to the Games</source>
        <translation>← &amp;Volver a los juegos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Club&apos;s Book</source>
        <translation>El Libro del club</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Export Games…</source>
        <translation>&amp;Exportar partidas…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write every game in the book to a CSV file, for a spreadsheet: one line per player of each game</source>
        <translation>Escribe todas las partidas del libro en un archivo CSV, para una hoja de cálculo: una línea por jugador de cada partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Members…</source>
        <translation>&amp;Miembros…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rename members, join two names into one, or remove a member</source>
        <translation>Renombrar miembros, unir dos nombres en uno o quitar un miembro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memb&amp;ers</source>
        <translation>Miemb&amp;ros</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print the Card…</source>
        <translation>Imprimir la ficha…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the Card as PDF…</source>
        <translation>Guardar la ficha como PDF…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print…</source>
        <translation>Imprimir…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save as PDF…</source>
        <translation>Guardar como PDF…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Member&apos;s &amp;Card</source>
        <translation>&amp;Ficha del miembro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Standings</source>
        <translation>&amp;Clasificación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Head to Head</source>
        <translation>&amp;Cara a cara</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game &amp;List</source>
        <translation>&amp;Lista de partidas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Game:</source>
        <translation>&amp;Juego:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Period:</source>
        <translation>&amp;Periodo:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>against</source>
        <translation>contra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First member</source>
        <translation>Primer miembro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second member</source>
        <translation>Segundo miembro</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The club&apos;s book: %1</source>
        <translation>El libro del club: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Standings: %1, %2</source>
        <translation>Clasificación: %1, %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+4"/>
        <source>Save as PDF</source>
        <translation>Guardar como PDF</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>PDF files (*.pdf)</source>
        <translation>Archivos PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+4"/>
        <source>Export Games</source>
        <translation>Exportar partidas</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Club games</source>
        <translation>Partidas del club</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The club&apos;s book is not open.</source>
        <translation>El libro del club no está abierto.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot write %1: %2</source>
        <translation>No se puede escribir %1: %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Kept on the club&apos;s server, %1</source>
        <translation>Guardado en el servidor del club, %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kept on this computer</source>
        <translation>Guardado en este ordenador</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Replay</source>
        <translation>Repetir una partida</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>The club&apos;s book cannot be read just now. The games played are kept, and show here when it can be read again.</source>
        <translation>El libro del club no se puede leer ahora mismo. Las partidas jugadas se guardan y aparecerán aquí cuando pueda leerse de nuevo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The club&apos;s book is empty as yet. Every game played to its end is written in it, with its players, scores and winners: play a game, and its players will be found here.</source>
        <translation>El libro del club todavía está vacío. Cada partida jugada hasta el final se anota en él, con sus jugadores, puntuaciones y ganadores: juegue una partida y sus jugadores aparecerán aquí.</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>No one is in the book yet: its games were played by the computers alone. A person&apos;s first game played to its end puts them here.</source>
        <translation>Todavía no hay nadie en el libro: sus partidas las jugaron los ordenadores solos. La primera partida de una persona jugada hasta el final la inscribe aquí.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Games in the book: %1</source>
        <translation>Partidas en el libro: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+61"/>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <location line="-61"/>
        <location line="+26"/>
        <source>Played</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <location line="-26"/>
        <location line="+26"/>
        <source>Won</source>
        <translation>Ganadas</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Drawn</source>
        <translation>Empatadas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Lost</source>
        <translation>Perdidas</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+26"/>
        <source>Win rate</source>
        <translation>Porcentaje de victorias</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>Best</source>
        <translation>Mejor</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Average</source>
        <translation>Media</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Of note</source>
        <translation>A destacar</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rating</source>
        <translation>Puntuación Elo</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No games of %1 in the book for this period.</source>
        <translation>Ninguna partida de %1 en el libro en este periodo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The table goes by games won in the period, then by the share of games won.</source>
        <translation>La clasificación sigue las partidas ganadas en el periodo y, después, la proporción de partidas ganadas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rating is each player&apos;s now, from every game of %1 in the book: a win against a stronger player counts for more. Everyone starts at 1500.</source>
        <translation>La puntuación es la actual de cada jugador, a partir de todas las partidas de %1 del libro: una victoria contra alguien más fuerte cuenta más. Todos empiezan en 1500.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Together</source>
        <translation>Juntos</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+1"/>
        <source>%1 ahead</source>
        <translation>%1 por delante</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tied</source>
        <translation>Igualados</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Tied: the same place, as partners or in a drawn game.</source>
        <translation>Igualados: el mismo puesto, como compañeros o en una partida empatada.</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Head to head needs two members in the book.</source>
        <translation>El cara a cara necesita dos miembros en el libro.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose two different members.</source>
        <translation>Elija dos miembros distintos.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 and %2 have not sat at one table yet.</source>
        <translation>%1 y %2 aún no se han sentado a la misma mesa.</translation>
    </message>
</context>
<context>
    <name>club::app::CribBoardItem</name>
    <message>
        <location filename="../app/crib/crib_board_item.cpp" line="+93"/>
        <source>Corner: the first to pass hole %1 wins it</source>
        <translation>Esquina: la gana el primero que pasa el agujero %1</translation>
    </message>
</context>
<context>
    <name>club::app::CribCutScreen</name>
    <message>
        <location filename="../app/crib/crib_cut_screen.cpp" line="+22"/>
        <source>Cutting for the Deal</source>
        <translation>Corte para ver quién da</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Everyone cuts; the lowest card deals.</source>
        <translation>Todos cortan; da el que saca la carta más baja.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A tie for lowest: the tied players cut again.</source>
        <translation>Empate en la carta más baja: los empatados vuelven a cortar.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 cuts the lowest card and deals first; %2, on the dealer&apos;s left, leads the play. The deal passes to the left.</source>
        <translation>%1 saca la carta más baja y da primero; %2, a la izquierda del que da, sale. El turno de dar pasa a la izquierda.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cutting for the deal</source>
        <translation>Corte para ver quién da</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 cuts %2</source>
        <translation>%1 corta %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1. %2</source>
        <comment>every cut, then who deals</comment>
        <translation>%1. %2</translation>
    </message>
</context>
<context>
    <name>club::app::CribNewMatchDialog</name>
    <message>
        <location filename="../app/crib/crib_new_match_dialog.cpp" line="+43"/>
        <source>Mr Suckling</source>
        <translation>Sr. Suckling</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mrs Hoyle</source>
        <translation>Sra. Hoyle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Captain Nobs</source>
        <translation>Capitán Nobs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Miss Heels</source>
        <translation>Srta. Heels</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dr Muggins</source>
        <translation>Dr. Muggins</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Orange, dot</source>
        <translation>Naranja, punto</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sky blue, ring</source>
        <translation>Celeste, anillo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green, bar</source>
        <translation>Verde, barra</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Yellow, plus</source>
        <translation>Amarillo, signo más</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue, cross</source>
        <translation>Azul, cruz</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Vermilion, triangle</source>
        <translation>Bermellón, triángulo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Purple, square</source>
        <translation>Morado, cuadrado</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black, diamond</source>
        <translation>Negro, rombo</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>New Match of Cribbage</source>
        <translation>Nuevo encuentro de cribbage</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>121 points, once around the board</source>
        <translation>121 puntos, una vuelta al tablero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>61 points, a short game</source>
        <translation>61 puntos, una partida corta</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>At the bends of the board</source>
        <translation>En las curvas del tablero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every 30 holes</source>
        <translation>Cada 30 agujeros</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Holes 50, 60, 110 and 120 (a 61-point game: 50 and 60)</source>
        <translation>Agujeros 50, 60, 110 y 120 (partida a 61: 50 y 60)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Holes 30, 60, 90 and 120 (a 61-point game: 30 and 60)</source>
        <translation>Agujeros 30, 60, 90 y 120 (partida a 61: 30 y 60)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Muggins: each counts his own hand, and missed points may be claimed</source>
        <translation>&amp;Reclamo de puntos: cada uno cuenta su propia mano, y los puntos olvidados pueden reclamarse</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No end: game after game</source>
        <translation>Sin fin: partida tras partida</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Hands:</source>
        <translation>&amp;Manos:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Game:</source>
        <translation>&amp;Partida:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Board:</source>
        <translation>&amp;Tablero:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;orners:</source>
        <translation>&amp;Esquinas:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games in the ma&amp;tch:</source>
        <translation>Partidas &amp;del encuentro:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Person on a phone</source>
        <translation>Persona con su teléfono</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pegs</source>
        <translation>Clavijas</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>The colour of a partnership&apos;s pegs is its first seat&apos;s.</source>
        <translation>Las clavijas de una pareja llevan el color de su primer asiento.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The cut decides who deals.</source>
        <translation>El corte decide quién da.</translation>
    </message>
    <message>
        <location line="+41"/>
        <location filename="../app/crib/crib_page_phones.cpp" line="+70"/>
        <source>Seat %1</source>
        <translation>Asiento %1</translation>
    </message>
    <message>
        <location line="-110"/>
        <source>Name of seat %1</source>
        <translation>Nombre del asiento %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pegs of seat %1</source>
        <translation>Clavijas del asiento %1</translation>
    </message>
    <message>
        <location line="-72"/>
        <source>Lady Fifteen</source>
        <translation>Lady Quince</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Seat %1:</source>
        <translation>Asiento %1:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player of seat %1</source>
        <translation>Jugador del asiento %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&amp;Cut for Deal</source>
        <translation>Cortar para ver quién &amp;da</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Two-track board</source>
        <translation>Tablero de dos pistas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three-track board</source>
        <translation>Tablero de tres pistas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four-track board</source>
        <translation>Tablero de cuatro pistas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two-track and three-track boards, a line each</source>
        <translation>Tableros de dos y de tres pistas, una línea cada uno</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Partners sit opposite: seats 1 and 3 against seats 2 and 4. Partners peg one line and share a crib.</source>
        <translation>Los compañeros se sientan enfrente: asientos 1 y 3 contra asientos 2 y 4. Los compañeros anotan en una misma línea y comparten una cuna.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Three partnerships, alternate players partners: seats 1 and 4, 2 and 5, 3 and 6.</source>
        <translation>Tres parejas, con los compañeros en asientos alternos: asientos 1 y 4, 2 y 5, 3 y 6.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each of the five pegs his own line; the dealer is dealt four cards.</source>
        <translation>Cada uno de los cinco anota en su propia línea; el que da recibe cuatro cartas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each hand pegs its own line.</source>
        <translation>Cada mano anota en su propia línea.</translation>
    </message>
</context>
<context>
    <name>club::app::CribPage</name>
    <message>
        <location filename="../app/crib/crib_page.cpp" line="+52"/>
        <source>Pass the cards to %1</source>
        <translation>Pase las cartas a %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I am %1 — show my hand</source>
        <translation>Soy %1 — ver mi mano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The others look away while the hand is shown.</source>
        <translation>Los demás apartan la vista mientras se muestra la mano.</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Cribbage match sheet</source>
        <translation>Hoja del encuentro de cribbage</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>&amp;Hint</source>
        <translation>&amp;Consejo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ne&amp;xt Game</source>
        <translation>Partida siguien&amp;te</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;Match Sheet as PDF…</source>
        <translation>Exportar la hoja del encuentro en P&amp;DF…</translation>
    </message>
    <message>
        <location line="-84"/>
        <location line="+5"/>
        <source>Export Match Sheet</source>
        <translation>Exportar la hoja del encuentro</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>PDF files (*.pdf)</source>
        <translation>Archivos PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The match sheet is saved as %1.</source>
        <translation>La hoja del encuentro se ha guardado como %1.</translation>
    </message>
    <message>
        <location line="+158"/>
        <location line="+47"/>
        <source>The table is set as it stood.</source>
        <translation>La mesa queda como estaba.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Choose the cards to lay away first.</source>
        <translation>Elija primero las cartas que descarta.</translation>
    </message>
    <message>
        <location filename="../app/crib/crib_page_prompt.cpp" line="+114"/>
        <source>&amp;Continue: the next deal</source>
        <translation>Se&amp;guir: el reparto siguiente</translation>
    </message>
    <message>
        <location line="-80"/>
        <source>The hands are counted.</source>
        <translation>Las manos están contadas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1&apos;s crib is counted.</source>
        <translation>La cuna de %1 está contada.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1&apos;s hand is counted.</source>
        <translation>La mano de %1 está contada.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The match is over.</source>
        <translation>El encuentro ha terminado.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The next game starts in a moment.</source>
        <translation>La siguiente partida empieza enseguida.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is thinking…</source>
        <translation>%1 está pensando…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass to %1.</source>
        <translation>Páselo a %1.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1, choose one card for your own crib, then lay it away.</source>
        <translation>%1, elija una carta para su propia cuna y luego descártela.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, choose one card for the dealer&apos;s crib, then lay it away.</source>
        <translation>%1, elija una carta para la cuna del que da y luego descártela.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1, choose %n card(s) for your own crib, then lay them away.</source>
        <translation>
            <numerusform>%1, elija %n carta para su propia cuna y luego descártela.</numerusform>
            <numerusform>%1, elija %n cartas para su propia cuna y luego descártelas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1, choose %n card(s) for the dealer&apos;s crib, then lay them away.</source>
        <translation>
            <numerusform>%1, elija %n carta para la cuna del que da y luego descártela.</numerusform>
            <numerusform>%1, elija %n cartas para la cuna del que da y luego descártelas.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 to play. The count is %2.</source>
        <translation>Le toca jugar a %1. La cuenta va en %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, count your crib: how many?</source>
        <translation>%1, cuente su cuna: ¿cuántos puntos?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, count your hand: how many?</source>
        <translation>%1, cuente su mano: ¿cuántos puntos?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, the count missed points. Call muggins and take them?</source>
        <translation>%1, en el recuento se han olvidado puntos. ¿Los reclama y se los anota?</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Undo takes back a person&apos;s choice; the computers alone would only play the same again.</source>
        <translation>Deshacer anula la decisión de una persona; los ordenadores solos volverían a jugar lo mismo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Undo waits until the table has shown what was played.</source>
        <translation>Deshacer espera a que la mesa haya mostrado lo que se jugó.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A game won stands, with its result in the club&apos;s book: Undo takes back nothing from before its end.</source>
        <translation>Una partida ganada queda en pie, con su resultado en el libro del club: Deshacer no retira nada de antes de su final.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>There is no choice of yours to take back yet.</source>
        <translation>Todavía no ha tomado ninguna decisión que deshacer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The last choice was made on %1&apos;s phone: the screen does not take it back.</source>
        <translation>La última decisión se tomó en el teléfono de %1: la pantalla no la deshace.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your last choice cannot be taken back: since then the table has shown you cards you did not know when you made it.</source>
        <translation>Su última decisión no se puede deshacer: desde entonces la mesa le ha mostrado cartas que no conocía cuando la tomó.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Continue: the crib</source>
        <translation>Se&amp;guir: la cuna</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Continue: the next hand</source>
        <translation>Se&amp;guir: la mano siguiente</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 cannot be played: it would take the count past 31.</source>
        <translation>No se puede jugar %1: la cuenta pasaría de 31.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Take back your last choice</source>
        <translation>Deshacer su última decisión</translation>
    </message>
    <message>
        <location filename="../app/crib/crib_page_flow.cpp" line="+408"/>
        <source>The match stops here.</source>
        <translation>El encuentro se detiene aquí.</translation>
    </message>
    <message>
        <location line="-177"/>
        <location line="+178"/>
        <source>The match stops at the end of this game.</source>
        <translation>El encuentro se detendrá al final de esta partida.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>That is not allowed now.</source>
        <translation>Eso no está permitido ahora.</translation>
    </message>
    <message>
        <location filename="../app/crib/crib_page_menus.cpp" line="+21"/>
        <source>Once Around Cribbage</source>
        <translation>Once Around Cribbage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cribbage matches (*.cribbage)</source>
        <translation>Encuentros de cribbage (*.cribbage)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Match of Cribbage…</source>
        <translation>&amp;Nuevo encuentro de cribbage…</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&amp;Print Match Sheet…</source>
        <translation>&amp;Imprimir la hoja del encuentro…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>There is no match to print.</source>
        <translation>No hay ningún encuentro que imprimir.</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>&amp;Rules of Cribbage</source>
        <translation>&amp;Reglas del cribbage</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Cribbage match</source>
        <comment>the name a save is offered under</comment>
        <translation>Encuentro de cribbage</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rules of Once Around Cribbage</source>
        <translation>Reglas de Once Around Cribbage</translation>
    </message>
    <message>
        <location filename="../app/crib/crib_page_phones.cpp" line="-36"/>
        <source>%1&apos;s phone is away.</source>
        <translation>El teléfono de %1 se ha desconectado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for %1&apos;s phone.</source>
        <translation>Esperando el teléfono de %1.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Once Around Cribbage is played by two to six hands, not %1.</source>
        <translation>Once Around Cribbage se juega con dos a seis manos, no con %1.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&quot;%1&quot; is not a player of cribbage: a person, or a computer (%2).</source>
        <translation>«%1» no es un jugador de cribbage: una persona, o el ordenador (%2).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>This match cannot be played.</source>
        <translation>Este encuentro no se puede jugar.</translation>
    </message>
</context>
<context>
    <name>club::app::CribScene</name>
    <message>
        <location filename="../app/crib/crib_scene.cpp" line="+161"/>
        <location line="+77"/>
        <source>%1&apos;s crib, to be counted</source>
        <translation>Cuna de %1, por contar</translation>
    </message>
    <message>
        <location line="-76"/>
        <location line="+77"/>
        <source>%1&apos;s hand, to be counted</source>
        <translation>Mano de %1, por contar</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>The starter is turned.</source>
        <translation>Se vuelve la carta de corte.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 plays %2.</source>
        <translation>%1 juega %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Go</source>
        <translation>Paso</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>%1&apos;s crib counts %2.</source>
        <translation>La cuna de %1 vale %2.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1&apos;s hand counts %2.</source>
        <translation>La mano de %1 vale %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+48"/>
        <source>%1 %2 · %n to go</source>
        <translation>
            <numerusform>%1 %2 · falta %n</numerusform>
            <numerusform>%1 %2 · faltan %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Starter</source>
        <translation>Corte</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1&apos;s crib</source>
        <translation>Cuna de %1</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>the count</source>
        <translation>la cuenta</translation>
    </message>
    <message>
        <location filename="../app/crib/crib_scene_hand.cpp" line="+57"/>
        <source>%1&apos;s hand</source>
        <translation>Mano de %1</translation>
    </message>
</context>
<context>
    <name>club::app::CribSidePanel</name>
    <message>
        <location filename="../app/crib/crib_side_panel.cpp" line="+115"/>
        <source>Once Around Cribbage</source>
        <translation>Once Around Cribbage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Lay away to the crib</source>
        <translation>Descartar a la c&amp;una</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The count of the hand</source>
        <translation>Los puntos de la mano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Say the count</source>
        <translation>&amp;Cantar los puntos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Muggins!</source>
        <translation>¡&amp;Reclamo!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let it st&amp;and</source>
        <translation>De&amp;jarlo así</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Continue</source>
        <translation>Se&amp;guir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next game</source>
        <translation>Siguiente &amp;partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next game of the match on the same board (N)</source>
        <translation>La siguiente partida del encuentro en el mismo tablero (N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sto&amp;p after this game</source>
        <translation>Parar &amp;tras esta partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computers play on game after game until you stop them</source>
        <translation>Los ordenadores juegan partida tras partida hasta que usted los pare</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hin&amp;t</source>
        <translation>Con&amp;sejo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At the table</source>
        <translation>En la mesa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What was said at the table</source>
        <translation>Lo que se ha dicho en la mesa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ne&amp;w match…</source>
        <translation>&amp;Nuevo encuentro…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ph&amp;ones…</source>
        <translation>Te&amp;léfonos…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Game %1 of %2</source>
        <translation>Partida %1 de %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game %1 of the match</source>
        <translation>Partida %1 del encuentro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: the cut for the deal.</source>
        <translation>%1: el corte para dar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1. %2 deals.</source>
        <translation>%1. Da %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, deal %2. %3 deals.</source>
        <translation>%1, reparto %2. Da %3.</translation>
    </message>
    <message numerus="yes">
        <location line="+26"/>
        <source>%n to go. Corners %1, games %2, points %3, skunks %4, high hand %5.</source>
        <translation>
            <numerusform>Falta %n. Esquinas %1, partidas %2, puntos %3, zapateros %4, mejor mano %5.</numerusform>
            <numerusform>Faltan %n. Esquinas %1, partidas %2, puntos %3, zapateros %4, mejor mano %5.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n to go. Corners %1, games %2, points %3, high hand %4.</source>
        <translation>
            <numerusform>Falta %n. Esquinas %1, partidas %2, puntos %3, mejor mano %4.</numerusform>
            <numerusform>Faltan %n. Esquinas %1, partidas %2, puntos %3, mejor mano %4.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: %2</source>
        <comment>a seat&apos;s name and how its phone stands</comment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>club::app::CribView</name>
    <message>
        <location filename="../app/crib/crib_view.cpp" line="+15"/>
        <source>Cribbage table</source>
        <translation>Mesa de cribbage</translation>
    </message>
</context>
<context>
    <name>club::app::CutScreen</name>
    <message>
        <location filename="../app/common/cut_screen.cpp" line="+40"/>
        <source>&amp;Deal</source>
        <translation>Da&amp;r las cartas</translation>
    </message>
</context>
<context>
    <name>club::app::FileProblem</name>
    <message>
        <location filename="../app/common/file_problem.cpp" line="+22"/>
        <source>%1 cannot be read. It may have been moved or deleted, or this account may not be allowed to open it.</source>
        <translation>No se puede leer %1. Quizá se ha movido o borrado, o esta cuenta no tiene permiso para abrirlo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 was saved by a newer version of Players Club. Install that version to open it.</source>
        <translation>%1 se guardó con una versión más reciente de Players Club. Instale esa versión para abrirlo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is not a saved game that Players Club can open.</source>
        <translation>%1 no es una partida guardada que Players Club pueda abrir.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is damaged or incomplete, so the game in it cannot be opened.</source>
        <translation>%1 está dañado o incompleto, así que la partida que contiene no se puede abrir.</translation>
    </message>
</context>
<context>
    <name>club::app::GameChooser</name>
    <message>
        <location filename="../app/game_chooser.cpp" line="+184"/>
        <source>Choose a game</source>
        <translation>Elija un juego</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The Club&apos;s Book</source>
        <translation>El Libro del club</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every game played to its end: each member&apos;s record, the standings and head to head</source>
        <translation>Cada partida jugada hasta el final: el historial de cada miembro, la clasificación y el cara a cara</translation>
    </message>
</context>
<context>
    <name>club::app::GamePage</name>
    <message>
        <location filename="../app/common/game_page.h" line="+121"/>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>This game cannot be started from the command line.</source>
        <translation>Este juego no se puede iniciar desde la línea de órdenes.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>This game cannot be replayed.</source>
        <translation>Esta partida no se puede repetir.</translation>
    </message>
</context>
<context>
    <name>club::app::HouseRuleMark</name>
    <message>
        <location filename="../app/common/house_rule_mark.cpp" line="+18"/>
        <source>[R]: a reading of the rules where the period sheet is silent; see Rules.</source>
        <translation>[R]: una interpretación de las reglas donde la hoja de la época no dice nada; vea las Reglas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A reading of the rules where the period sheet is silent.</source>
        <translation>Una interpretación de las reglas donde la hoja de la época no dice nada.</translation>
    </message>
</context>
<context>
    <name>club::app::KmNewGameDialog</name>
    <message>
        <location filename="../app/km/km_new_game_dialog.cpp" line="+58"/>
        <source>New Game of King&apos;s Men</source>
        <translation>Nueva partida de King&apos;s Men</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Orange (plain pawns)</source>
        <translation>Naranja (peones lisos)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue (pawns marked with a cross)</source>
        <translation>Azul (peones marcados con una cruz)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Tokens</source>
        <translation>Fichas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Seat &amp;%1:</source>
        <translation>Asiento &amp;%1:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tokens of seat %1</source>
        <translation>Fichas del asiento %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player of seat %1</source>
        <translation>Jugador del asiento %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Name of seat %1</source>
        <translation>Nombre del asiento %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Who moves first is drawn by lot when the game starts.</source>
        <translation>Quién mueve primero se echa a suertes al empezar la partida.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Draw Lots and Play</source>
        <translation>&amp;Echar a suertes y jugar</translation>
    </message>
</context>
<context>
    <name>club::app::KmPage</name>
    <message>
        <location filename="../app/km/km_page.cpp" line="+271"/>
        <source>&amp;Hint</source>
        <translation>&amp;Consejo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suggests the Expert&apos;s move, with the reason</source>
        <translation>Sugiere la jugada del Experto, con el motivo</translation>
    </message>
    <message>
        <location line="-150"/>
        <source>Lots drawn: %1 moves first.</source>
        <translation>Echadas las suertes, mueve primero %1.</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>The Expert is looking for a move…</source>
        <translation>El Experto busca una jugada…</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>That move is not allowed here.</source>
        <translation>Esa jugada no está permitida aquí.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The computer chose an illegal move.</source>
        <translation>El ordenador ha elegido una jugada no permitida.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>%1 cannot move and must pass.</source>
        <translation>%1 no puede mover y ha de pasar.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is thinking…</source>
        <translation>%1 está pensando…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 to move.</source>
        <translation>Le toca mover a %1.</translation>
    </message>
    <message>
        <location filename="../app/km/km_page_menus.cpp" line="+19"/>
        <source>King&apos;s Men game</source>
        <comment>the name a save is offered under</comment>
        <translation>Partida de King&apos;s Men</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King&apos;s Men</source>
        <translation>King&apos;s Men</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King&apos;s Men games (*.kingsmen)</source>
        <translation>Partidas de King&apos;s Men (*.kingsmen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Game of King&apos;s Men…</source>
        <translation>&amp;Nueva partida de King&apos;s Men…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules of King&apos;s Men</source>
        <translation>&amp;Reglas de King&apos;s Men</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules of King&apos;s Men</source>
        <translation>Reglas de King&apos;s Men</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>King&apos;s Men is for two players, not %1.</source>
        <translation>King&apos;s Men es para dos jugadores, no para %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 cannot play on a phone: King&apos;s Men is played at the screen.</source>
        <translation>%1 no puede jugar en un teléfono: King&apos;s Men se juega en la pantalla.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&quot;%1&quot; is not a player of King&apos;s Men.</source>
        <translation>«%1» no es un jugador de King&apos;s Men.</translation>
    </message>
</context>
<context>
    <name>club::app::KmScene</name>
    <message>
        <location filename="../app/km/km_scene_input.cpp" line="+22"/>
        <source>Choose one of the marked Orange Lodges for the captured token.</source>
        <translation>Elija una de las Casetas naranja señaladas para la ficha capturada.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose one of the marked Blue Lodges for the captured token.</source>
        <translation>Elija una de las Casetas azules señaladas para la ficha capturada.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The token on %1 cannot move now.</source>
        <translation>La ficha que está en %1 no puede moverse ahora.</translation>
    </message>
</context>
<context>
    <name>club::app::KmSidePanel</name>
    <message>
        <location filename="../app/km/km_side_panel.cpp" line="+117"/>
        <source>King&apos;s Men</source>
        <translation>King&apos;s Men</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Rows formed: clear which?</source>
        <translation>Hileras formadas: ¿cuáles se despejan?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear &amp;all</source>
        <translation>Despejar &amp;todas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear n&amp;one</source>
        <translation>No despejar nin&amp;guna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear &amp;ticked rows</source>
        <translation>Despejar las &amp;marcadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No move</source>
        <translation>Sin jugada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Pass</source>
        <translation>Pa&amp;sar</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Moves</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>H&amp;int</source>
        <translation>&amp;Consejo</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Suggests the Expert&apos;s move, with the reason (H)</source>
        <translation>Sugiere la jugada del Experto, con el motivo (H)</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>%1 is thinking…</source>
        <translation>%1 está pensando…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Click a token, then where it goes, or drag it. With the keyboard: the arrow keys and Enter.</source>
        <translation>Haga clic en una ficha y luego en su destino, o arrástrela. Con el teclado: las flechas e Intro.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: in the game: %2, removed: %3</source>
        <translation>%1: en juego: %2, retiradas: %3</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>Choose which rows to clear.</source>
        <translation>Elija qué hileras se despejan.</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>After the jump, another move.</source>
        <translation>Tras el salto, otra jugada.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&lt;b&gt;%1 to move.&lt;/b&gt; %2</source>
        <translation>&lt;b&gt;Le toca mover a %1.&lt;/b&gt; %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;in the game: %2 • removed: %3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;en juego: %2 • retiradas: %3</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 has no token that can move and must pass.</source>
        <translation>%1 no tiene ninguna ficha que pueda moverse y ha de pasar.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1: %2 in a row, %3 to remove</source>
        <translation>%1: %2 en hilera, %3 por retirar</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>By lot, %1 moves first.</source>
        <translation>Por sorteo, mueve primero %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1. %2:</source>
        <translation>%1. %2:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1…</source>
        <translation>%1…</translation>
    </message>
</context>
<context>
    <name>club::app::KmView</name>
    <message>
        <location filename="../app/km/km_view.cpp" line="+18"/>
        <source>King&apos;s Men board</source>
        <translation>Tablero de King&apos;s Men</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Arrow keys move over the squares; Enter or Space picks a token, then where it goes; Escape drops the choice. Tab reaches the side panel, where rows are cleared and passes made.</source>
        <translation>Las flechas recorren las casillas; Intro o Espacio eligen una ficha y luego su destino; Esc anula la elección. Con Tab se llega al panel lateral, donde se despejan hileras y se pasa.</translation>
    </message>
</context>
<context>
    <name>club::app::MainWindow</name>
    <message>
        <location filename="../app/main_window.cpp" line="+70"/>
        <location line="+237"/>
        <source>Players Club</source>
        <translation>Players Club</translation>
    </message>
    <message>
        <location filename="../app/pm/pm_page.cpp" line="+332"/>
        <source>%1 to play.</source>
        <translation>Le toca jugar a %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is thinking…</source>
        <translation>%1 está pensando…</translation>
    </message>
    <message>
        <location filename="../app/main_window.cpp" line="-210"/>
        <location line="+234"/>
        <source>Choose a game to play.</source>
        <translation>Elija a qué quiere jugar.</translation>
    </message>
    <message>
        <location line="-74"/>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Rubber of P.M.…</source>
        <translation>&amp;Nueva partida de P.M.…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;As…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Print Score Sheet…</source>
        <translation>&amp;Imprimir la hoja de tanteo…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Members of t&amp;he Club…</source>
        <translation>S&amp;ocios del club…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Choose a Game</source>
        <translation>&amp;Elegir un juego</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Club&apos;s Boo&amp;k</source>
        <translation>El &amp;Libro del club</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit</source>
        <translation>&amp;Edición</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo My Move</source>
        <translation>&amp;Deshacer mi jugada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer &amp;Pace</source>
        <translation>&amp;Ritmo del ordenador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Slow</source>
        <translation>&amp;Lento</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Fast</source>
        <translation>&amp;Rápido</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Full Screen</source>
        <translation>&amp;Pantalla completa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>&amp;Ayuda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules of P.M.</source>
        <translation>&amp;Reglas del P.M.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Players Club</source>
        <translation>&amp;Acerca de Players Club</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About &amp;Qt</source>
        <translation>Acerca de &amp;Qt</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>The club&apos;s book cannot be written just now.</source>
        <translation>El libro del club no se puede escribir en este momento.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Club&apos;s Book</source>
        <translation>Libro del club</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The club&apos;s book cannot be written just now. Play goes on: the results wait and go into the book when it can be written again.</source>
        <translation>El libro del club no se puede escribir en este momento. El juego sigue: los resultados esperan y entrarán en el libro cuando se pueda escribir de nuevo.</translation>
    </message>
    <message>
        <location line="+33"/>
        <location line="+73"/>
        <source>Resume Where You Stopped</source>
        <translation>Seguir donde lo dejó</translation>
    </message>
    <message>
        <location line="-72"/>
        <source>You left %1 unfinished. Resume where you stopped?</source>
        <translation>Dejó %1 sin terminar. ¿Seguir donde lo dejó?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not Now keeps it, and you are asked again at the next start. Discard throws it away for good.</source>
        <translation>«Ahora no» la guarda, y se le volverá a preguntar en el próximo inicio. «Descartar» la elimina para siempre.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not Now keeps them, and you are asked again at the next start. Discard throws them away for good.</source>
        <translation>«Ahora no» las guarda, y se le volverá a preguntar en el próximo inicio. «Descartar» las elimina para siempre.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Resume</source>
        <translation>Reanudar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not Now</source>
        <translation>Ahora no</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+12"/>
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep</source>
        <translation>Conservar</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Players Club is already open: this copy does not save games on its own.</source>
        <translation>Players Club ya está abierto: esta copia no guarda las partidas por su cuenta.</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>A game of %1 is in progress. Abandon it? (Save it first to finish it later.)</source>
        <translation>Hay una partida de %1 en curso. ¿Desea abandonarla? (Guárdela antes si quiere terminarla más tarde.)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Abandon the Game</source>
        <translation>&amp;Abandonar la partida</translation>
    </message>
    <message>
        <location line="+54"/>
        <location line="+6"/>
        <source>Save the Game</source>
        <translation>Guardar la partida</translation>
    </message>
    <message>
        <location line="-40"/>
        <location line="+22"/>
        <source>Open a Saved Game</source>
        <translation>Abrir una partida guardada</translation>
    </message>
    <message>
        <location line="-301"/>
        <source>Club&apos;s Book Se&amp;ttings…</source>
        <translation>A&amp;justes del libro del club…</translation>
    </message>
    <message>
        <location line="+166"/>
        <source>Discard What Was Played?</source>
        <translation>¿Descartar lo jugado?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What was played of %1 will be thrown away and cannot be brought back.</source>
        <translation>Lo jugado (%1) se eliminará y no se podrá recuperar.</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>%1 could not be resumed where you stopped.</source>
        <translation>No se pudo reanudar %1 donde lo dejó.</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>Saved %1</source>
        <translation>Se ha guardado %1</translation>
    </message>
    <message>
        <location line="-67"/>
        <source>Abandon the Game?</source>
        <translation>¿Abandonar la partida?</translation>
    </message>
</context>
<context>
    <name>club::app::PartyBracketView</name>
    <message>
        <location filename="../app/party/party_bracket_view.cpp" line="+43"/>
        <source>Bracket</source>
        <translation>Cuadro del torneo</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Winners at table %1</source>
        <translation>Ganadores de la mesa %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The pair with the bye</source>
        <translation>La pareja exenta</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Bye</source>
        <translation>Exenta</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Final</source>
        <translation>Final</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Round %1</source>
        <translation>Ronda %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>First prize: %1</source>
        <translation>Primer premio: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Round %1: %2 has a bye</source>
        <translation>Ronda %1: %2 queda exenta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1, table %2: %3 against %4%5</source>
        <translation>Ronda %1, mesa %2: %3 contra %4%5</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>, won by %1</source>
        <translation>, ganada por %1</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>Table %1</source>
        <translation>Mesa %1</translation>
    </message>
</context>
<context>
    <name>club::app::PartyNewNightDialog</name>
    <message>
        <location filename="../app/party/party_new_night_dialog.cpp" line="+42"/>
        <source>Player %1 &amp; Player %2</source>
        <translation>Jugador %1 &amp; Jugador %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player %1</source>
        <translation>Jugador %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>New Party Night</source>
        <translation>Nueva velada del club</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>e.g. Charity drive, 12 March</source>
        <translation>p. ej. Drive benéfico, 12 de marzo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Title of the night:</source>
        <translation>&amp;Título de la velada:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>P.M. Dri&amp;ve: people move from table to table</source>
        <translation>&amp;Drive de P.M.: cada uno cambia de mesa en mesa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Patchesi &amp;knockout: pairs, winners go on</source>
        <translation>Eliminatoria de Patchesi (&amp;knockout): parejas, las ganadoras siguen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Format:</source>
        <translation>Formato:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Typed as pairs, one pair a line</source>
        <translation>Escritas por parejas, una pareja por línea</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drawn by lot: each lady with a gentleman</source>
        <translation>Sorteadas: cada dama con un caballero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drawn by lot from one list of people</source>
        <translation>Sorteadas de una sola lista de personas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P&amp;artners:</source>
        <translation>Comp&amp;añeros:</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Gentlemen, one a line:</source>
        <translation>Ca&amp;balleros, uno por línea:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>One for every table</source>
        <translation>Uno por mesa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sets available</source>
        <translation>Juegos disponibles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;ets available:</source>
        <translation>&amp;Juegos disponibles:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rounds</source>
        <translation>Rondas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rounds (one game of P.M. each):</source>
        <translation>&amp;Rondas (una partida de P.M. cada una):</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The two highest move up; table 1&apos;s two lowest go to the last table</source>
        <translation>Los dos mejores suben; los dos últimos de la mesa 1 van a la última mesa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The two highest move up, the two lowest move down</source>
        <translation>Los dos mejores suben, los dos últimos bajan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>House rule, &amp;moving:</source>
        <translation>Regla de la casa, &amp;movimientos:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Equal scores: the higher running total moves, then a lot</source>
        <translation>Puntos iguales: pasa el mayor total acumulado, luego la suerte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Equal scores: a lot decides, as cutting the cards</source>
        <translation>Puntos iguales: decide la suerte, como al cortar la baraja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>House rule, t&amp;ies:</source>
        <translation>Regla de la casa, &amp;empates:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Problem</source>
        <translation>Problema</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Draw</source>
        <translation>&amp;Sortear</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>&amp;People, one a line (4 to 64):</source>
        <translation>&amp;Personas, una por línea (de 4 a 64):</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n people: tables of %1.</source>
        <translation>
            <numerusform>%n persona: mesas de %1.</numerusform>
            <numerusform>%n personas: mesas de %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location line="+16"/>
        <source>%n people.</source>
        <translation>
            <numerusform>%n persona.</numerusform>
            <numerusform>%n personas.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-13"/>
        <source>&amp;Pairs, one a line as &quot;Name &amp;&amp; Name&quot; (2 to 32):</source>
        <translation>&amp;Parejas, una por línea como «Nombre &amp;&amp; Nombre» (de 2 a 32):</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n pairs.</source>
        <translation>
            <numerusform>%n pareja.</numerusform>
            <numerusform>%n parejas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n line(s) not a pair yet.</source>
        <translation>
            <numerusform>%n línea aún no es una pareja.</numerusform>
            <numerusform>%n líneas aún no son parejas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n round(s).</source>
        <translation>
            <numerusform>%n ronda.</numerusform>
            <numerusform>%n rondas.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Ladies, one a line:</source>
        <translation>Damas, una por &amp;línea:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 ladies, %2 gentlemen.</source>
        <translation>%1 damas, %2 caballeros.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;People, one a line (an even number, 4 to 64):</source>
        <translation>&amp;Personas, una por línea (un número par, de 4 a 64):</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Line %1, &quot;%2&quot;, is not a pair: write the two names with &amp; between them, as &quot;Ann Allen &amp; Bert Bray&quot;.</source>
        <translation>La línea %1, «%2», no es una pareja: escriba los dos nombres con &amp; entre ellos, como «Ann Allen &amp; Bert Bray».</translation>
    </message>
</context>
<context>
    <name>club::app::PartyPage</name>
    <message>
        <location filename="../app/party/party_page.cpp" line="+137"/>
        <source>&amp;Standings</source>
        <translation>&amp;Clasificación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Bracket</source>
        <translation>Cuadro del &amp;torneo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export Party Sheets as PDF…</source>
        <translation>E&amp;xportar las hojas de la velada en PDF…</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Round %1 is complete. Round %2 is seated: see the tables.</source>
        <translation>La ronda %1 ha terminado. La ronda %2 está sentada: vea las mesas.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The night is over. The prizes are in the standings.</source>
        <translation>La velada ha terminado. Los premios están en la clasificación.</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>The night could not be saved by itself: %1</source>
        <translation>La velada no se pudo guardar sola: %1</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>P.M. Drive</source>
        <translation>Drive de P.M.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Patchesi knockout</source>
        <translation>Eliminatoria de Patchesi</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round %1 of %2</source>
        <translation>Ronda %1 de %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No night drawn yet</source>
        <translation>Aún no hay velada sorteada</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Table %1&apos;s result is in.</source>
        <translation>El resultado de la mesa %1 está registrado.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The night is drawn. Enter each table&apos;s result as it finishes.</source>
        <translation>La velada está sorteada. Registre el resultado de cada mesa cuando termine.</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>The result of table %1 in round %2 is taken back.</source>
        <translation>Se ha deshecho el resultado de la mesa %1 en la ronda %2.</translation>
    </message>
    <message>
        <location filename="../app/party/party_page_menus.cpp" line="+23"/>
        <source>Party Night</source>
        <translation>Velada del club</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Party nights (*.pcnight)</source>
        <translation>Veladas del club (*.pcnight)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Party Night…</source>
        <translation>&amp;Nueva velada del club…</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;Print Cards and Sheets…</source>
        <translation>&amp;Imprimir tarjetas y hojas…</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+15"/>
        <source>Print Cards and Sheets</source>
        <translation>Imprimir tarjetas y hojas</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>&amp;Undo Last Result</source>
        <translation>&amp;Deshacer el último resultado</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+6"/>
        <source>Export Party Sheets</source>
        <translation>Exportar las hojas de la velada</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>PDF files (*.pdf)</source>
        <translation>Archivos PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Party night sheets</source>
        <translation>Hojas de la velada</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The sheets are written to %1.</source>
        <translation>Las hojas se han escrito en %1.</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>&amp;How a Party Night Runs</source>
        <translation>&amp;Cómo se desarrolla una velada</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Party night</source>
        <comment>the name a save is offered under</comment>
        <translation>Velada del club</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How a Party Night Runs</source>
        <translation>Cómo se desarrolla una velada</translation>
    </message>
    <message>
        <location filename="../app/party/party_page_hosted.cpp" line="+29"/>
        <source>Party night, round %1, table %2</source>
        <translation>Velada del club, ronda %1, mesa %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, round %2, table %3</source>
        <translation>%1, ronda %2, mesa %3</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>The game played here is over, but its table is no longer waiting for a result: nothing was recorded.</source>
        <translation>La partida jugada aquí ha terminado, pero su mesa ya no espera un resultado: no se ha registrado nada.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Table %1&apos;s result is in, from the game played here.</source>
        <translation>El resultado de la mesa %1 está registrado, según la partida jugada aquí.</translation>
    </message>
</context>
<context>
    <name>club::app::PartyResultPanel</name>
    <message>
        <location filename="../app/party/party_result_panel.cpp" line="+68"/>
        <source>&amp;Record Result</source>
        <translation>&amp;Registrar el resultado</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Enters the result typed above (Enter)</source>
        <translation>Registra el resultado escrito arriba (Intro)</translation>
    </message>
    <message>
        <location line="+148"/>
        <source>Play &amp;This Table Here</source>
        <translation>Jugar esta &amp;mesa aquí</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Plays this table&apos;s game in the program; its result is recorded when the game ends</source>
        <translation>Juega la partida de esta mesa en el programa; su resultado se registra cuando termina la partida</translation>
    </message>
    <message>
        <location line="-150"/>
        <source>Message</source>
        <translation>Mensaje</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>&amp;Undo Last Result</source>
        <translation>&amp;Deshacer el último resultado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Print Cards and Sheets…</source>
        <translation>&amp;Imprimir tarjetas y hojas…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New &amp;Night…</source>
        <translation>&amp;Nueva velada…</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>No night drawn yet. Press New Night to enter the names and draw.</source>
        <translation>Aún no hay velada sorteada. Pulse Nueva velada para escribir los nombres y sortear.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The night is over: see the standings and the prizes.</source>
        <translation>La velada ha terminado: vea la clasificación y los premios.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round %1 of %2. Tables still playing: %3 of %4.</source>
        <translation>Ronda %1 de %2. Mesas que aún juegan: %3 de %4.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Fewer sets than tables: the tables play in sittings, %1 at a time.</source>
        <translation>Menos juegos que mesas: las mesas juegan por turnos, %1 a la vez.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 have a bye this round.</source>
        <translation>%1 quedan exentos en esta ronda.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose a table</source>
        <translation>Elija una mesa</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Table %1</source>
        <translation>Mesa %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Won by:</source>
        <translation>Ganada por:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Which pair won?</source>
        <translation>¿Qué pareja ganó?</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Scores entered:</source>
        <translation>Puntos registrados:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each player&apos;s score for this game, as on the board (minus scores with -):</source>
        <translation>Los puntos de cada jugador en esta partida, como en el tablero (negativos con -):</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Score of %1</source>
        <translation>Puntos de %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>This table&apos;s result is in. Undo takes back the last result entered.</source>
        <translation>El resultado de esta mesa está registrado. Deshacer quita el último resultado registrado.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Back to &amp;This Table&apos;s Game</source>
        <translation>Volver a la partida de esta &amp;mesa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This table&apos;s game is being played in the program; its result is recorded when the game ends</source>
        <translation>La partida de esta mesa se está jugando en el programa; su resultado se registra cuando termina la partida</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Choose the pair that won (1 or 2), then Record.</source>
        <translation>Elija la pareja ganadora (1 o 2) y luego Registrar.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Type a score for every player: %1 has none yet.</source>
        <translation>Escriba los puntos de cada jugador: %1 aún no tiene.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1&apos;s score, %2, is not one four men can make.</source>
        <translation>Los puntos de %1, %2, no son una puntuación que puedan hacer cuatro peones.</translation>
    </message>
</context>
<context>
    <name>club::app::PartySheetsDialog</name>
    <message>
        <location filename="../app/party/party_sheets_dialog.cpp" line="+15"/>
        <source>Which sheets?</source>
        <translation>¿Qué hojas?</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Table cards: one for each table, who sits there</source>
        <translation>&amp;Tarjetas de mesa: una por mesa, quién se sienta en ella</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>T&amp;ally cards: one for each pair</source>
        <translation>Tarjetas de &amp;anotación: una por pareja</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>T&amp;ally cards: one for each player</source>
        <translation>Tarjetas de &amp;anotación: una por jugador</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Draw sheet: every table of this round</source>
        <translation>Hoja del &amp;sorteo: todas las mesas de esta ronda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Bracket: the knockout as a tree</source>
        <translation>&amp;Cuadro: la eliminatoria en árbol</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Standings with the prizes</source>
        <translation>C&amp;lasificación con los premios</translation>
    </message>
</context>
<context>
    <name>club::app::PartyStandingsView</name>
    <message>
        <location filename="../app/party/party_standings_view.cpp" line="+30"/>
        <source>Standings</source>
        <translation>Clasificación</translation>
    </message>
    <message>
        <location line="+30"/>
        <location line="+2"/>
        <source>Place</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Pair</source>
        <translation>Pareja</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Matches won</source>
        <translation>Partidas ganadas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Out in</source>
        <translation>Eliminada en</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+3"/>
        <source>Prize</source>
        <translation>Premio</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Won at table</source>
        <translation>Ganadas en la mesa</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Best game</source>
        <translation>Mejor partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>First prize</source>
        <translation>Primer premio</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Second prize</source>
        <translation>Segundo premio</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>still in</source>
        <translation>sigue en juego</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>round %1</source>
        <translation>ronda %1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>First prize: %1</source>
        <translation>Primer premio: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Second prize: %1</source>
        <translation>Segundo premio: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The night is over.</source>
        <translation>La velada ha terminado.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pairs still in are listed first.</source>
        <translation>Las parejas que siguen en juego aparecen primero.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Running totals after the results entered so far.</source>
        <translation>Totales acumulados según los resultados registrados hasta ahora.</translation>
    </message>
</context>
<context>
    <name>club::app::PartyTableCard</name>
    <message>
        <location filename="../app/party/party_tables_view.cpp" line="+37"/>
        <source>Table %1</source>
        <translation>Mesa %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, won</source>
        <translation>%1, ganadores</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> against </source>
        <translation> contra </translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+54"/>
        <source>Sitting %1</source>
        <translation>Turno %1</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>Result in.</source>
        <translation>Resultado registrado.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Waiting for its result.</source>
        <translation>Esperando su resultado.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>TABLE</source>
        <translation>MESA</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>against</source>
        <translation>contra</translation>
    </message>
</context>
<context>
    <name>club::app::PartyTablesView</name>
    <message>
        <location line="+59"/>
        <source>Tables</source>
        <translation>Mesas</translation>
    </message>
</context>
<context>
    <name>club::app::PatLog</name>
    <message>
        <location filename="../app/pat/pat_log.cpp" line="+58"/>
        <source>You throw %1 for who begins.</source>
        <translation>Usted saca un %1 para ver quién empieza.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 throws %2 for who begins.</source>
        <translation>%1 saca un %2 para ver quién empieza.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 begins.</source>
        <translation>Empieza %1.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You begin.</source>
        <translation>Empieza usted.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You throw a third six that no counter can use: the throw is lost, and your counter on %1 goes back to your triangle.</source>
        <translation>Usted saca un tercer seis que ninguna ficha puede usar: la tirada se pierde y su ficha de «%1» vuelve a su triángulo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You throw %1: no counter can move, so the throw is lost.</source>
        <translation>Usted saca un %1: ninguna ficha puede mover, así que la tirada se pierde.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 throws a third six that no counter can use: the throw is lost, and the counter on %2 goes back to the triangle.</source>
        <translation>%1 saca un tercer seis que ninguna ficha puede usar: la tirada se pierde y la ficha de «%2» vuelve al triángulo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 throws %2: no counter can move, so the throw is lost.</source>
        <translation>%1 saca un %2: ninguna ficha puede mover, así que la tirada se pierde.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You have every counter HOME, first.</source>
        <translation>Usted tiene todas sus fichas en CASA, antes que nadie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have every counter HOME.</source>
        <translation>Usted tiene todas sus fichas en CASA.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has every counter HOME, first.</source>
        <translation>%1 tiene todas sus fichas en CASA, antes que nadie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has every counter HOME.</source>
        <translation>%1 tiene todas sus fichas en CASA.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>You throw %1 and enter a counter on %2.</source>
        <translation>Usted saca un %1 y sale con una ficha a «%2».</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 throws %2 and enters a counter on %3.</source>
        <translation>%1 saca un %2 y sale con una ficha a «%3».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You throw %1 and bring a counter HOME from %2.</source>
        <translation>Usted saca un %1 y lleva una ficha a CASA desde «%2».</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 throws %2 and brings a counter HOME from %3.</source>
        <translation>%1 saca un %2 y lleva una ficha a CASA desde «%3».</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You throw %1 and move a counter from %2 to %3.</source>
        <translation>Usted saca un %1 y mueve una ficha de «%2» a «%3».</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 throws %2 and moves a counter from %3 to %4.</source>
        <translation>%1 saca un %2 y mueve una ficha de «%3» a «%4».</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You take %1&apos;s counter on %2: it goes back to the triangle.</source>
        <translation>Usted se come la ficha de %1 en «%2»: vuelve al triángulo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 takes your counter on %2: it goes back to your triangle.</source>
        <translation>%1 se come su ficha de «%2»: vuelve a su triángulo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 takes %2&apos;s counter on %3: it goes back to the triangle.</source>
        <translation>%1 se come la ficha de %2 en «%3»: vuelve al triángulo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Third six: your counter on %1 goes back to your triangle.</source>
        <translation>Tercer seis: su ficha de «%1» vuelve a su triángulo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Third six: %1&apos;s counter on %2 goes back to the triangle.</source>
        <translation>Tercer seis: la ficha de %1 en «%2» vuelve al triángulo.</translation>
    </message>
</context>
<context>
    <name>club::app::PatNewGameDialog</name>
    <message>
        <location filename="../app/pat/pat_new_game_dialog.cpp" line="+33"/>
        <source>New Game of Patchesi</source>
        <translation>Nueva partida de Patchesi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Single game, each for himself</source>
        <translation>Partida &amp;individual, cada uno por su cuenta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Partner game, two against two</source>
        <translation>Partida por &amp;parejas, dos contra dos</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Four (the full game)</source>
        <translation>Cuatro (la partida completa)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three (a short game)</source>
        <translation>Tres (una partida corta)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pla&amp;yers:</source>
        <translation>&amp;Jugadores:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Counters each:</source>
        <translation>&amp;Fichas por jugador:</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Colour</source>
        <translation>Color</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Seat %1:</source>
        <translation>Asiento %1:</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>counters; %1</source>
        <translation>fichas; %1</translation>
    </message>
    <message>
        <location line="-117"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Seats (the first seat throws first for who begins)</source>
        <translation>Asientos (el primer asiento tira primero para ver quién empieza)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Name of seat %1</source>
        <translation>Nombre del asiento %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Colour of seat %1</source>
        <translation>Color del asiento %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player of seat %1</source>
        <translation>Jugador del asiento %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Play for st&amp;akes</source>
        <translation>Jugar con &amp;apuestas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stake per player, in counters</source>
        <translation>Apuesta por jugador, en fichas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>each puts in</source>
        <translation>cada uno pone</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>House rules</source>
        <translation>Reglas de la casa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A six gives &amp;one more throw, up to the third six [R]</source>
        <translation>Un seis da &amp;una sola tirada más, hasta el tercer seis [R]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off: as the rule sheet says, a six gives two more throws, whatever they show.</source>
        <translation>Desactivada: como dice el reglamento, un seis da dos tiradas más, salgan lo que salgan.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Who begins is thrown for on the board when the game starts: in the single game the first to throw a five, in the partner game the highest throw, a five above a six.</source>
        <translation>Quién empieza se decide tirando en el tablero al empezar la partida: en la partida individual, el primero que saca un cinco; en la partida por parejas, la tirada más alta, y el cinco vale más que el seis.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Throw for Who Begins</source>
        <translation>&amp;Tirar para ver quién empieza</translation>
    </message>
</context>
<context>
    <name>club::app::PatPage</name>
    <message>
        <location filename="../app/pat/pat_page.cpp" line="+81"/>
        <source>For who begins: %1. %2 begins.</source>
        <translation>Para ver quién empieza: %1. Empieza %2.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 has every counter HOME, first.</source>
        <translation>%1 tiene todas sus fichas en CASA, antes que nadie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has every counter HOME.</source>
        <translation>%1 tiene todas sus fichas en CASA.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>&amp;Hint</source>
        <translation>&amp;Consejo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suggests the Expert&apos;s move, with the reason</source>
        <translation>Sugiere la jugada del Experto, con el motivo</translation>
    </message>
    <message>
        <location line="+133"/>
        <source>Take back %1&apos;s last move; the throw stays as it fell.</source>
        <translation>Deshacer el último movimiento de %1; la tirada se queda como salió.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With several people at the table, a move can be taken back only until the die is thrown again.</source>
        <translation>Con varias personas en la mesa, una jugada solo puede deshacerse hasta que se vuelva a tirar el dado.</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>The computer chose an illegal move.</source>
        <translation>El ordenador ha elegido una jugada no permitida.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>That counter cannot move with this throw.</source>
        <translation>Esa ficha no puede moverse con esta tirada.</translation>
    </message>
    <message>
        <location filename="../app/pat/pat_page_notes.cpp" line="+55"/>
        <source>%1 threw %2</source>
        <translation>%1 ha sacado un %2</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>For who begins: %1.</source>
        <translation>Para ver quién empieza: %1.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 threw a third six running: it counts twelve, then the counter nearest HOME goes back to the triangle.</source>
        <translation>%1 ha sacado un tercer seis seguido: cuenta doce y después la ficha más cercana a CASA vuelve al triángulo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 threw a six: it counts twelve.</source>
        <translation>%1 ha sacado un seis: cuenta doce.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 threw a six: it counts twelve, and %n more throw(s) follow.</source>
        <translation>
            <numerusform>%1 ha sacado un seis: cuenta doce, y le queda %n tirada más.</numerusform>
            <numerusform>%1 ha sacado un seis: cuenta doce, y le quedan %n tiradas más.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 threw a third six that no counter can use: the throw is lost and the counter nearest HOME goes back to the triangle.</source>
        <translation>%1 ha sacado un tercer seis que ninguna ficha puede usar: la tirada se pierde y la ficha más cercana a CASA vuelve al triángulo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 threw %2: no counter can move, so the throw is lost.</source>
        <translation>%1 ha sacado un %2: ninguna ficha puede moverse, así que la tirada se pierde.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 takes a %2 counter: it goes back to its triangle.</source>
        <translation>%1 se come una ficha de %2: vuelve a su triángulo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Third six: %1&apos;s counter nearest HOME goes back to the triangle.</source>
        <translation>Tercer seis: la ficha de %1 más cercana a CASA vuelve al triángulo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 brings a counter HOME.</source>
        <translation>%1 lleva una ficha a CASA.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 to throw.</source>
        <translation>Le toca tirar a %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 throws…</source>
        <translation>%1 tira…</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Chosen: a counter from your triangle enters on %1.</source>
        <translation>Elegida: una ficha de su triángulo sale a «%1».</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chosen: the counter on %1 goes HOME.</source>
        <translation>Elegida: la ficha de «%1» entra en CASA.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chosen: the counter on %1 goes to %2.</source>
        <translation>Elegida: la ficha de «%1» va a «%2».</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>It takes the %1 counter there.</source>
        <translation>Allí se come la ficha de %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Star is safe: it shares the square, nobody is taken.</source>
        <translation>La Estrella es segura: comparten la casilla y no se come a nadie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It makes a barrier with your counter there.</source>
        <translation>Forma una barrera con su ficha que está allí.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This is the third six: afterwards your counter nearest HOME goes back.</source>
        <translation>Es el tercer seis: después, su ficha más cercana a CASA vuelve atrás.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>(%n choice(s); arrows or Tab for another.)</source>
        <translation>
            <numerusform>(%n opción; flechas o Tab para otra.)</numerusform>
            <numerusform>(%n opciones; flechas o Tab para otra.)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/pat/pat_page_undo.cpp" line="+66"/>
        <source>%1&apos;s move taken back; the throw stays as it fell.</source>
        <translation>Movimiento de %1 anulado; la tirada se queda como salió.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move taken back; the throw stays as it fell.</source>
        <translation>Movimiento anulado; la tirada se queda como salió.</translation>
    </message>
    <message>
        <location filename="../app/pat/pat_page_menus.cpp" line="+25"/>
        <source>Patchesi</source>
        <translation>Patchesi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Patchesi games (*.patchesi)</source>
        <translation>Partidas de Patchesi (*.patchesi)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Game of Patchesi…</source>
        <translation>&amp;Nueva partida de Patchesi…</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Patchesi is for 2 to 4 players, not %1.</source>
        <translation>Patchesi es para 2 a 4 jugadores, no para %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 cannot play on a phone: Patchesi is played at the screen.</source>
        <translation>%1 no puede jugar en un teléfono: Patchesi se juega en la pantalla.</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>&amp;Undo %1&apos;s Move</source>
        <translation>&amp;Deshacer la jugada de %1</translation>
    </message>
    <message>
        <location line="-71"/>
        <source>&amp;Rules of Patchesi</source>
        <translation>&amp;Reglas de Patchesi</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Patchesi game</source>
        <comment>the name a save is offered under</comment>
        <translation>Partida de Patchesi</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rules of Patchesi</source>
        <translation>Reglas de Patchesi</translation>
    </message>
    <message>
        <location filename="../app/pat/pat_page_hint.cpp" line="+30"/>
        <source>The Expert is looking for a move…</source>
        <translation>El Experto busca una jugada…</translation>
    </message>
</context>
<context>
    <name>club::app::PatScene</name>
    <message>
        <location filename="../app/pat/pat_scene_marks.cpp" line="+196"/>
        <source>Two counters can land there: click the one you want to move.</source>
        <translation>Dos fichas pueden caer allí: haga clic en la que quiera mover.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>That counter cannot move with this throw.</source>
        <translation>Esa ficha no puede moverse con esta tirada.</translation>
    </message>
    <message>
        <location filename="../app/pat/pat_scene_end.cpp" line="+54"/>
        <source>The game is over</source>
        <translation>La partida ha terminado</translation>
    </message>
</context>
<context>
    <name>club::app::PatSidePanel</name>
    <message>
        <location filename="../app/pat/pat_side_panel.cpp" line="+152"/>
        <source>Patchesi</source>
        <translation>Patchesi</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Throws this turn</source>
        <translation>Tiradas de este turno</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>&amp;Throw</source>
        <translation>&amp;Tirar</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Throw the die (T or Space on the board)</source>
        <translation>Tirar el dado (T o Espacio sobre el tablero)</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>&amp;Fast Forward</source>
        <translation>Ade&amp;lantar</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Show the computers&apos; turns at once, until you are to play</source>
        <translation>Mostrar de una vez los turnos del ordenador, hasta que le toque jugar a usted</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+7"/>
        <source>Play an &amp;only move by itself</source>
        <translation>Jugar aut&amp;omáticamente la jugada única</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+3"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>H&amp;int</source>
        <translation>&amp;Consejo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suggests the Expert&apos;s move, with the reason (H)</source>
        <translation>Sugiere la jugada del Experto, con el motivo (H)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>What happened</source>
        <translation>Lo que ha pasado</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>Throwing for who begins: the first five begins.</source>
        <translation>Tirada para ver quién empieza: empieza el primer cinco.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Throwing for who begins: the highest throw begins, a five above a six.</source>
        <translation>Tirada para ver quién empieza: empieza la tirada más alta, y el cinco vale más que el seis.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 to throw again, %n throw(s) left this turn: press T or Space, or click the die.</source>
        <translation>
            <numerusform>Le toca tirar otra vez a %1, le queda %n tirada en este turno: pulse T o Espacio, o haga clic en el dado.</numerusform>
            <numerusform>Le toca tirar otra vez a %1, le quedan %n tiradas en este turno: pulse T o Espacio, o haga clic en el dado.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 to throw again, %n throw(s) left this turn.</source>
        <translation>
            <numerusform>Le toca tirar otra vez a %1, le queda %n tirada en este turno.</numerusform>
            <numerusform>Le toca tirar otra vez a %1, le quedan %n tiradas en este turno.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 to throw: press T or Space, or click the die.</source>
        <translation>Le toca tirar a %1: pulse T o Espacio, o haga clic en el dado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 to throw.</source>
        <translation>Le toca tirar a %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 to move: click or drag a counter, or use the arrow keys and Enter.</source>
        <translation>Le toca mover a %1: haga clic en una ficha o arrástrela, o use las flechas e Intro.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is thinking…</source>
        <translation>%1 está pensando…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 to move.</source>
        <translation>Le toca mover a %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Then %n more throw(s) this turn.</source>
        <translation>
            <numerusform>Después, %n tirada más en este turno.</numerusform>
            <numerusform>Después, %n tiradas más en este turno.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Since your last turn, latest first:</source>
        <translation>Desde su último turno, lo más reciente primero:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last turns, latest first:</source>
        <translation>Los últimos turnos, lo más reciente primero:</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>No throw yet this turn</source>
        <translation>Aún no hay tiradas en este turno</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>HOME: %1 of %2</source>
        <translation>CASA: %1 de %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>first HOME</source>
        <translation>primer puesto en CASA</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>second HOME</source>
        <translation>segundo puesto en CASA</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>third HOME</source>
        <translation>tercer puesto en CASA</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>stakes %1</source>
        <translation>apuestas %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stake %1</source>
        <translation>apuesta %1</translation>
    </message>
</context>
<context>
    <name>club::app::PatView</name>
    <message>
        <location filename="../app/pat/pat_view.cpp" line="+16"/>
        <source>Patchesi board</source>
        <translation>Tablero de Patchesi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>T or Space throws the die. The arrow keys, or Tab, go from one counter that can move to the next; Enter moves it.</source>
        <translation>T o Espacio tiran el dado. Las flechas, o Tab, pasan de una ficha que puede moverse a la siguiente; Intro la mueve.</translation>
    </message>
</context>
<context>
    <name>club::app::PhoneHosting</name>
    <message>
        <location filename="../app/phones/phone_hosting.cpp" line="+67"/>
        <source>Ph&amp;ones…</source>
        <translation>Te&amp;léfonos…</translation>
    </message>
</context>
<context>
    <name>club::app::PhoneJoinScreen</name>
    <message>
        <location filename="../app/phones/phone_join_screen.cpp" line="+108"/>
        <source>%1, take your hand on your phone</source>
        <translation>%1, tome su mano en su teléfono</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Point the phone&apos;s camera at the code, or type the address into its browser. The table waits for %1.</source>
        <translation>Apunte la cámara del teléfono al código o escriba la dirección en su navegador. La mesa espera a %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Still to join: %1.</source>
        <translation>Aún por unirse: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 Plays on This Screen</source>
        <translation>%1 juega en esta pantalla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All Phones…</source>
        <translation>Todos los teléfonos…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>QR code of the link for %1</source>
        <translation>Código QR del enlace de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Link for %1</source>
        <translation>Enlace de %1</translation>
    </message>
</context>
<context>
    <name>club::app::PhoneSeatCard</name>
    <message>
        <location filename="../app/phones/phone_seat_card.cpp" line="+18"/>
        <source>Not joined yet</source>
        <translation>Aún no está en la mesa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Connected</source>
        <translation>Conectado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Away: the phone dropped its connection</source>
        <translation>Ausente: el teléfono perdió la conexión</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Played on this screen</source>
        <translation>Se juega en esta pantalla</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>phone not joined</source>
        <translation>teléfono aún no en la mesa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>phone connected</source>
        <translation>teléfono conectado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>phone away</source>
        <translation>teléfono ausente</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>No link</source>
        <translation>Sin enlace</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play on This Screen</source>
        <translation>Jugar en esta pantalla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From now on this seat is played here, with the pass screen.</source>
        <translation>A partir de ahora este puesto se juega aquí, con la pantalla tapada entre turnos.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New Link</source>
        <translation>Nuevo enlace</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The phone&apos;s link stops working and a new one is shown: for a lost phone, or a link seen by someone else.</source>
        <translation>El enlace del teléfono deja de funcionar y se muestra uno nuevo: para un teléfono perdido o un enlace que ha visto otra persona.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>QR code of the link for %1</source>
        <translation>Código QR del enlace de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Link for %1</source>
        <translation>Enlace de %1</translation>
    </message>
</context>
<context>
    <name>club::app::PhoneServer</name>
    <message>
        <location filename="../app/phones/phone_server.cpp" line="-201"/>
        <source>The table reads text messages only.</source>
        <translation>La mesa solo lee mensajes de texto.</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>A device at %1 tried too many wrong phone links: it is refused for a few minutes.</source>
        <translation>Un dispositivo en %1 probó demasiados enlaces de teléfono erróneos: queda rechazado durante unos minutos.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>There is no such seat at this table.</source>
        <translation>Esta mesa no tiene ese asiento.</translation>
    </message>
    <message>
        <location line="+26"/>
        <location line="+27"/>
        <source>Join the table first.</source>
        <translation>Únase primero a la mesa.</translation>
    </message>
</context>
<context>
    <name>club::app::PhoneWords</name>
    <message>
        <location filename="../app/phones/phone_words.cpp" line="+26"/>
        <source>Players Club</source>
        <translation>Players Club</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn</source>
        <translation>Su turno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for %1</source>
        <translation>Esperando a %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Joining the table…</source>
        <translation>Uniéndose a la mesa…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waiting for the deal on the table&apos;s screen.</source>
        <translation>Esperando el reparto en la pantalla de la mesa.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connected</source>
        <translation>Conectado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connecting…</source>
        <translation>Conectando…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Connection lost: trying again in %1 s</source>
        <translation>Conexión perdida: nuevo intento en %1 s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Try now</source>
        <translation>Intentar ahora</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your hand has moved to another device.</source>
        <translation>Su mano ha pasado a otro dispositivo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hold my hand here</source>
        <translation>Tener mi mano aquí</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This link no longer works. Ask the host for a new one.</source>
        <translation>Este enlace ya no funciona. Pida uno nuevo al anfitrión.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A new game has begun at the table. Scan the new code the host shows you.</source>
        <translation>Ha empezado una partida nueva en la mesa. Escanee el código nuevo que le muestra el anfitrión.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your seat is now played on the host&apos;s screen.</source>
        <translation>Su asiento se juega ahora en la pantalla del anfitrión.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host made a new link for your seat. Scan the new code to play on.</source>
        <translation>El anfitrión ha creado un enlace nuevo para su asiento. Escanee el código nuevo para seguir jugando.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open this page from your seat&apos;s link: scan the QR code the host shows you.</source>
        <translation>Abra esta página con el enlace de su asiento: escanee el código QR que le muestra el anfitrión.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dismiss</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint</source>
        <translation>Consejo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint: %1</source>
        <translation>Consejo: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hide my hand</source>
        <translation>Ocultar mi mano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show my hand</source>
        <translation>Mostrar mi mano</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your hand is hidden. Tap here to show it.</source>
        <translation>Su mano está oculta. Toque aquí para mostrarla.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your hand</source>
        <translation>Su mano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (you)</source>
        <translation>%1 (usted)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game goes to %1.</source>
        <translation>La partida es para %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rubber goes to %1.</source>
        <translation>La partida es para %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 and %2</source>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sending…</source>
        <translation>Enviando…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played: the table is moving on…</source>
        <translation>Jugado: la mesa sigue…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play</source>
        <translation>Jugar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next game</source>
        <translation>Siguiente partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dealer: %1</source>
        <translation>Repartidor: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards</source>
        <translation>Cartas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seat</source>
        <translation>Asiento</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game cannot be played on a phone.</source>
        <translation>Este juego no se puede jugar en un teléfono.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plus %1</source>
        <translation>Más %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minus %1</source>
        <translation>Menos %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card on top</source>
        <translation>Carta de encima</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No card yet: the leader opens with a PLUS card.</source>
        <translation>Aún no hay carta: el primero en jugar abre con una carta PLUS.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game %1 of %2</source>
        <translation>Mano %1 de %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where the men stand</source>
        <translation>Dónde están los peones</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stars</source>
        <translation>estrellas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>home</source>
        <translation>en casa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game</source>
        <translation>Esta mano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rubber</source>
        <translation>Partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sits out this game</source>
        <translation>No juega esta mano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You sit out this game; the other section plays it.</source>
        <translation>Usted no juega esta mano; la juega el otro grupo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose a card</source>
        <translation>Elija una carta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the man to move</source>
        <translation>Elija el peón que se mueve</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves %1 forward</source>
        <translation>Avanza %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves %1 back</source>
        <translation>Retrocede %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No man moves.</source>
        <translation>Ningún peón se mueve.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A man from the stars onto %1</source>
        <translation>Un peón de las estrellas al %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Man on %1 to %2</source>
        <translation>Ficha del %1 al %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Man on %1 back to the stars</source>
        <translation>Ficha del %1 de vuelta a las estrellas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Man on %1 busts: back to the stars</source>
        <translation>El peón del %1 se pasa: vuelve a las estrellas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A man on the stars goes over the top and stays there</source>
        <translation>Un peón de las estrellas se pasa y se queda allí</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No man can make this move: the card is played and no man moves.</source>
        <translation>Ningún peón puede hacer esta jugada: la carta se juega y ningún peón se mueve.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every way goes past 25: a man must bust.</source>
        <translation>Toda jugada pasa de 25: un peón debe pasarse.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ace</source>
        <translation>As</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two</source>
        <translation>Dos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three</source>
        <translation>Tres</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four</source>
        <translation>Cuatro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five</source>
        <translation>Cinco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Six</source>
        <translation>Seis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seven</source>
        <translation>Siete</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eight</source>
        <translation>Ocho</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nine</source>
        <translation>Nueve</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten</source>
        <translation>Diez</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack</source>
        <translation>Jota</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen</source>
        <translation>Reina</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King</source>
        <translation>Rey</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of Clubs</source>
        <translation>%1 de tréboles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of Diamonds</source>
        <translation>%1 de diamantes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of Hearts</source>
        <translation>%1 de corazones</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of Spades</source>
        <translation>%1 de picas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game %1, deal %2</source>
        <translation>Partida %1, reparto %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game of %1</source>
        <translation>Partida a %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Count: %1</source>
        <translation>Cuenta: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Starter</source>
        <translation>Corte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not turned yet</source>
        <translation>Aún sin descubrir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played this deal</source>
        <translation>Jugadas en este reparto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go</source>
        <translation>Paso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lay away %1 to %2&apos;s crib</source>
        <translation>Descarte %1 a la cuna de %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lay away %1 to your own crib</source>
        <translation>Descarte %1 a su propia cuna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lay away</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yours in the crib</source>
        <translation>Las suyas en la cuna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a card</source>
        <translation>Juegue una carta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>makes %1</source>
        <translation>hace %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Count your hand</source>
        <translation>Cuente su mano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Count your crib</source>
        <translation>Cuente su cuna</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Say your count: a count too low may be claimed by the others (muggins).</source>
        <translation>Diga su cuenta: lo que cuente de menos pueden reclamarlo los demás (reclamo de puntos).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 points</source>
        <translation>%1 puntos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s hand</source>
        <translation>Mano de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s crib</source>
        <translation>Cuna de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 counted %2</source>
        <translation>%1 contó %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Muggins! Claim the points missed</source>
        <translation>¡Reclamo! Reclamar los puntos olvidados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass</source>
        <translation>Pasar</translation>
    </message>
</context>
<context>
    <name>club::app::PhonesDialog</name>
    <message>
        <location filename="../app/phones/phones_dialog.cpp" line="+34"/>
        <source>Wi-Fi</source>
        <translation>Wi-Fi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cable</source>
        <translation>cable</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>virtual: a VPN or a container</source>
        <translation>virtual: una VPN o un contenedor</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+152"/>
        <source>New Link</source>
        <translation>Nuevo enlace</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Give %1 a new link?</source>
        <translation>¿Dar a %1 un enlace nuevo?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1&apos;s phone is connected now: it stops at once, and %1 must scan the new code to play on.</source>
        <translation>El teléfono de %1 está conectado: se detiene al instante, y %1 tendrá que escanear el código nuevo para seguir jugando.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;New Link</source>
        <translation>&amp;Nuevo enlace</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>This laptop is on no network, so no phone can join. Join a Wi-Fi network and open Phones… again, or play every seat on this screen.</source>
        <translation>Este portátil no está en ninguna red, así que ningún teléfono puede unirse. Conéctelo a una Wi-Fi y vuelva a abrir Teléfonos…, o juegue todos los puestos en esta pantalla.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The phones cannot join: %1</source>
        <translation>Los teléfonos no pueden unirse: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Port %1 was busy, so the phones use port %2.</source>
        <translation>El puerto %1 estaba ocupado, así que los teléfonos usan el puerto %2.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Phones</source>
        <translation>Teléfonos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each person playing on a phone points its camera at their code, or types their link into its browser. Nothing is installed on the phone.</source>
        <translation>Cada persona que juega en un teléfono apunta la cámara a su código, o escribe su enlace en el navegador. No se instala nada en el teléfono.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This laptop&apos;s &amp;address for the phones:</source>
        <translation>&amp;Dirección de este portátil para los teléfonos:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No seat is played on a phone now.</source>
        <translation>Ahora no se juega ningún puesto en un teléfono.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play &amp;All on This Screen</source>
        <translation>Jugar &amp;todos en esta pantalla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The phones must be on the same Wi-Fi as this laptop. Play this way only on a network you trust, such as your own at home: the links travel as plain, unencrypted web pages.</source>
        <translation>Los teléfonos deben estar en la misma Wi-Fi que este portátil. Juegue así solo en una red de confianza, como la de su casa: los enlaces viajan como páginas web sencillas, sin cifrar.</translation>
    </message>
</context>
<context>
    <name>club::app::PmBoardItem</name>
    <message>
        <location filename="../app/pm/pm_board_item.cpp" line="+66"/>
        <source>DEALER</source>
        <translation>REPARTE</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>NEXT TO PLAY</source>
        <translation>JUEGA DESPUÉS</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+137"/>
        <source>Last card played</source>
        <translation>Última carta jugada</translation>
    </message>
</context>
<context>
    <name>club::app::PmCutScreen</name>
    <message>
        <location filename="../app/pm/pm_cut_screen.cpp" line="+26"/>
        <source>Cutting for Dealer</source>
        <translation>Corte para ver quién da</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Everyone cuts; the highest card deals.</source>
        <translation>Todos cortan; da el que saca la carta más alta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A tie for highest: the tied players cut again.</source>
        <translation>Empate en la carta más alta: los empatados vuelven a cortar.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+25"/>
        <source>Section %1 (%2): %3</source>
        <translation>Sección %1 (%2): %3</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>%1 cuts highest and deals; %2, on the dealer&apos;s left, leads.</source>
        <translation>%1 saca la carta más alta y da; %2, a su izquierda, sale primero.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cuts highest and deals the first game; %2, on the dealer&apos;s left, leads. The deal passes to the left each game.</source>
        <translation>%1 saca la carta más alta y da la primera mano; %2, a su izquierda, sale primero. En cada mano, el turno de dar pasa a la izquierda.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Cutting for dealer</source>
        <translation>Corte para ver quién da</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 cuts %2</source>
        <translation>%1 corta un %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MINUS %1</source>
        <translation>MINUS %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PLUS %1</source>
        <translation>PLUS %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1. %2</source>
        <comment>every cut, then who deals</comment>
        <translation>%1. %2</translation>
    </message>
</context>
<context>
    <name>club::app::PmNewRubberDialog</name>
    <message>
        <location filename="../app/pm/pm_new_rubber_dialog.cpp" line="+58"/>
        <source>Orange, dot</source>
        <translation>Naranja, punto</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sky blue, ring</source>
        <translation>Celeste, anillo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green, three dots</source>
        <translation>Verde, tres puntos</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Yellow, star</source>
        <translation>Amarillo, estrella</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue, saltire</source>
        <translation>Azul, aspa</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Vermilion, triangle</source>
        <translation>Bermellón, triángulo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Purple, square</source>
        <translation>Morado, cuadrado</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black, diamond</source>
        <translation>Negro, rombo</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>New Rubber of P.M.</source>
        <translation>Nueva partida de P.M.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Number of players</source>
        <translation>Número de jugadores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Players:</source>
        <translation>&amp;Jugadores:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Seats, clockwise round the table</source>
        <translation>Asientos alrededor de la mesa, en el sentido de las agujas del reloj</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Person on a phone</source>
        <translation>Persona con su teléfono</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Colour and mark</source>
        <translation>Color y marca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Name of player %1</source>
        <translation>Nombre del jugador %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Colour of player %1</source>
        <translation>Color del jugador %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who plays seat %1</source>
        <translation>Quién juega en el asiento %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Party play and house rules</source>
        <translation>Juego en grupo y reglas de la casa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play a trial round in two &amp;sections (7 or 8 beginners)</source>
        <translation>Jugar una ronda de ensayo en dos &amp;secciones (7 u 8 principiantes)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Men on 25 are &amp;home for good [R]</source>
        <translation>Los peones en el 25 quedan en &amp;casa para siempre [R]</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With no man in play, a card past 25 may &quot;&amp;bust&quot;
a man on the stars [R]</source>
        <translation>Sin ningún peón en juego, una carta que pase del 25 puede «&amp;quemar»
un peón de las estrellas [R]</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Sections</source>
        <translation>Secciones</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>One pack of 44 cards; eleven cards each.</source>
        <translation>Una baraja de 44 cartas; once cartas a cada uno.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Both packs, circular and octagonal backs, shuffled together; eleven cards each.</source>
        <translation>Las dos barajas, de dorso circular y de dorso octogonal, barajadas juntas; once cartas a cada uno.</translation>
    </message>
    <message>
        <location line="-63"/>
        <source>Off: a backward move may take a man off 25 again.</source>
        <translation>Desactivada: un movimiento hacia atrás puede volver a sacar un peón del 25.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Off: such a card moves no man.</source>
        <translation>Desactivada: esa carta no mueve ningún peón.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&amp;Cut for Dealer</source>
        <translation>Cortar para ver quién &amp;da</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Section %1: %2.</source>
        <translation>Sección %1: %2.</translation>
    </message>
    <message>
        <location line="+24"/>
        <location filename="../app/pm/pm_page_phones.cpp" line="+105"/>
        <source>Player %1</source>
        <translation>Jugador %1</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Each player needs a colour of his own.</source>
        <translation>Cada jugador necesita un color propio.</translation>
    </message>
</context>
<context>
    <name>club::app::PmPage</name>
    <message>
        <location filename="../app/pm/pm_page.cpp" line="-263"/>
        <source>Pass to %1</source>
        <translation>Páselo a %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>I am %1 — show my cards</source>
        <translation>Soy %1 — ver mis cartas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everyone else, please look away while the cards are shown.</source>
        <translation>Los demás, por favor, aparten la vista mientras se muestran las cartas.</translation>
    </message>
    <message>
        <location line="+102"/>
        <source>&amp;Hint</source>
        <translation>&amp;Consejo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suggests the Expert&apos;s card and man, with the reason</source>
        <translation>Sugiere la carta y el peón que elegiría el Experto, con el motivo</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+56"/>
        <source>Cutting for dealer: press Deal to begin.</source>
        <translation>Corte para ver quién da: pulse «Dar las cartas» para empezar.</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>Choose a card (click it, or Left and Right, or the keys 1 to 9 and 0), then a man (click a ringed place, or Up and Down, then Enter).</source>
        <translation>Elija una carta (con un clic, con las flechas izquierda y derecha, o con las teclas del 1 al 9 y el 0) y luego un peón (con un clic en un lugar rodeado con un círculo, o con las flechas arriba y abajo, y después Intro).</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 %2</source>
        <comment>name and score</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sent to the night: %1.</source>
        <translation>Enviado a la velada: %1.</translation>
    </message>
    <message>
        <location line="+208"/>
        <source>Take back your card; the next player has not laid his yet</source>
        <translation>Retirar su carta; el siguiente jugador aún no ha puesto la suya</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Undo takes back a person&apos;s card; the computers alone would only play the same again.</source>
        <translation>Deshacer retira la carta de una persona; los ordenadores solos volverían a jugar lo mismo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>With several people at the table, or a hand on a phone, Undo is not offered: taking a card back would show it.</source>
        <translation>Con varias personas en la mesa, o una mano en un teléfono, no se ofrece Deshacer: retirar una carta la mostraría.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no card of yours to take back yet.</source>
        <translation>Aún no ha puesto ninguna carta que retirar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your card can be taken back only until the next player lays his: you would choose again knowing his card.</source>
        <translation>Su carta solo puede retirarse hasta que el siguiente jugador ponga la suya: volvería a elegir conociendo su carta.</translation>
    </message>
    <message>
        <location line="-268"/>
        <source>The game is over and its scores are with the night.</source>
        <translation>La mano ha terminado y sus puntos ya están en la velada.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rubber is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over. Deal the next game when ready.</source>
        <translation>Mano terminada. Dé la mano siguiente cuando estén listos.</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Print &amp;Blank Score Sheets…</source>
        <translation>Imprimir hojas de tanteo en &amp;blanco…</translation>
    </message>
    <message>
        <location filename="../app/pm/pm_page_menus.cpp" line="+40"/>
        <source>Blank Score Sheets</source>
        <translation>Hojas de tanteo en blanco</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Players:</source>
        <translation>Jugadores:</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>P.M.</source>
        <translation>P.M.</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>P.M. rubber</source>
        <comment>the name a save is offered under</comment>
        <translation>Partida de P.M.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>P.M. rubbers (*.pmrubber *.json)</source>
        <translation>Partidas de P.M. (*.pmrubber *.json)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Rubber of P.M.…</source>
        <translation>&amp;Nueva partida de P.M.…</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>New Rubber</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Print Score Sheet…</source>
        <translation>&amp;Imprimir la hoja de tanteo…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Undo My Move</source>
        <translation>&amp;Deshacer mi jugada</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>&amp;Rules of P.M.</source>
        <translation>&amp;Reglas del P.M.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules of P.M.</source>
        <translation>Reglas del P.M.</translation>
    </message>
    <message>
        <location filename="../app/pm/pm_page_phones.cpp" line="-24"/>
        <source>%1&apos;s phone is away</source>
        <translation>El teléfono de %1 no está conectado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for %1&apos;s phone</source>
        <translation>Esperando el teléfono de %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>P.M. is for 2 to 8 players, not %1.</source>
        <translation>El P.M. es para 2 a 8 jugadores, no %1.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 cannot be played by &quot;%2&quot; in P.M.</source>
        <translation>En el P.M., %1 no puede jugarlo «%2».</translation>
    </message>
</context>
<context>
    <name>club::app::PmScene</name>
    <message>
        <location filename="../app/pm/pm_scene_hand.cpp" line="+93"/>
        <source>%1&apos;s hand: %2</source>
        <translation>Cartas de %1: %2</translation>
    </message>
</context>
<context>
    <name>club::app::PmScoreDialog</name>
    <message>
        <location filename="../app/pm/pm_score_dialog.cpp" line="+88"/>
        <source>P.M. Score Sheet</source>
        <translation>Hoja de tanteo del P.M.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Print…</source>
        <translation>&amp;Imprimir…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export PDF…</source>
        <translation>&amp;Exportar a PDF…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal &amp;Next Game</source>
        <translation>Dar la mano &amp;siguiente</translation>
    </message>
    <message>
        <location line="+59"/>
        <location line="+5"/>
        <source>Export Score Sheet</source>
        <translation>Exportar la hoja de tanteo</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>PDF files (*.pdf)</source>
        <translation>Archivos PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>P.M. score sheet</source>
        <translation>Hoja de tanteo de P.M.</translation>
    </message>
    <message>
        <location line="-63"/>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>New &amp;Rubber…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>&amp;Next: Deal Game %1, Section %2</source>
        <translation>&amp;Siguiente: dar la mano %1, sección %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next: Deal Game %1 of 5</source>
        <translation>&amp;Siguiente: dar la mano %1 de 5</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>Print on &amp;cream card</source>
        <translation>Imprimir en cartulina c&amp;rema</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White paper saves ink; cream looks like the period sheet</source>
        <translation>El papel blanco ahorra tinta; el crema parece la hoja de época</translation>
    </message>
</context>
<context>
    <name>club::app::PmSidePanel</name>
    <message>
        <location filename="../app/pm/pm_side_panel.cpp" line="+178"/>
        <source>Hint</source>
        <translation>Consejo</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Now</source>
        <translation>Ahora</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rubber</source>
        <translation>Partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scores</source>
        <translation>Tanteos</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Back to the Night</source>
        <translation>Vo&amp;lver a la velada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shows the party night, with this table&apos;s result</source>
        <translation>Muestra la velada, con el resultado de esta mesa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play Card</source>
        <translation>&amp;Jugar la carta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plays the chosen card and move (Enter)</source>
        <translation>Juega la carta y el movimiento elegidos (Intro)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo My Move</source>
        <translation>&amp;Deshacer mi jugada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal &amp;Next Game</source>
        <translation>Dar la mano &amp;siguiente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Score Sheet</source>
        <translation>Hoja de &amp;tanteo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>H&amp;int</source>
        <translation>&amp;Consejo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Phones…</source>
        <translation>Teléfonos…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suggests the Expert&apos;s card and man, with the reason (H)</source>
        <translation>Sugiere la carta y el peón que elegiría el Experto, con el motivo (H)</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>Game %1 of 5, section %2</source>
        <translation>Mano %1 de 5, sección %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game %1 of %2</source>
        <translation>Mano %1 de %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 deals</source>
        <translation>Da %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The rubber is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is over.</source>
        <translation>La mano ha terminado.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 is thinking…</source>
        <translation>%1 está pensando…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 to play (%2)</source>
        <translation>Le toca jugar a %1 (%2)</translation>
    </message>
    <message>
        <location line="-72"/>
        <source>Top card: %1</source>
        <translation>Carta de encima: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No card played yet: the leader opens with a PLUS card.</source>
        <translation>Aún no se ha jugado ninguna carta: el que sale abre con una carta PLUS.</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New &amp;Rubber…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Moves</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves of this game</source>
        <translation>Jugadas de esta mano</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Show the side panel</source>
        <translation>Mostrar el panel lateral</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fold the side panel away</source>
        <translation>Plegar el panel lateral</translation>
    </message>
    <message>
        <location line="+136"/>
        <source>&amp;Next: Deal Game %1, Section %2</source>
        <translation>&amp;Siguiente: dar la mano %1, sección %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next: Deal Game %1 of 5</source>
        <translation>&amp;Siguiente: dar la mano %1 de 5</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1: %2</source>
        <comment>player: turn</comment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>club::app::PmView</name>
    <message>
        <location filename="../app/pm/pm_view.cpp" line="+13"/>
        <source>P.M. table</source>
        <translation>Mesa del P.M.</translation>
    </message>
</context>
<context>
    <name>club::app::ReplayWindow</name>
    <message>
        <location filename="../app/book/replay_window.cpp" line="+89"/>
        <source>This game cannot be replayed: the program does not know it.</source>
        <translation>Esta partida no se puede repetir: el programa no conoce este juego.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game cannot be replayed: the book has no record of its moves.</source>
        <translation>Esta partida no se puede repetir: el libro no guarda sus jugadas.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This game cannot be replayed: no room to open its record.</source>
        <translation>Esta partida no se puede repetir: no hay sitio para abrir su registro.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>This game cannot be replayed: %1</source>
        <translation>Esta partida no se puede repetir: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Replay of %1 — %2</source>
        <translation>Repetición de %1 — %2</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>&amp;Pause</source>
        <translation>&amp;Pausa</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Play</source>
        <translation>&amp;Reproducir</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Step %1 of %2</source>
        <translation>Paso %1 de %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>One step back: a decision taken back (Left)</source>
        <translation>Un paso atrás: se deshace una decisión (Izquierda)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One step forward: the next decision (Right)</source>
        <translation>Un paso adelante: la decisión siguiente (Derecha)</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>&amp;Start</source>
        <translation>&amp;Inicio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the start of the game (Home)</source>
        <translation>Volver al inicio de la partida (Inicio)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Back</source>
        <translation>&amp;Atrás</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Forward</source>
        <translation>A&amp;delante</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;End</source>
        <translation>&amp;Final</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On to the end of the game (End)</source>
        <translation>Hasta el final de la partida (Fin)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P&amp;ace:</source>
        <translation>&amp;Velocidad:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fast</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Close</source>
        <translation>&amp;Cerrar</translation>
    </message>
</context>
<context>
    <name>club::app::ScoreSheetWidget</name>
    <message>
        <location filename="../app/pm/pm_score_dialog.cpp" line="-70"/>
        <source>Score sheet</source>
        <translation>Hoja de tanteo</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: total %2</source>
        <translation>%1: total %2</translation>
    </message>
</context>
<context>
    <name>club::app::SeatsEditor</name>
    <message>
        <location filename="../app/common/seats_editor.cpp" line="+95"/>
        <source>Played by</source>
        <translation>Juega</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Person</source>
        <translation>Persona</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Computer: Beginner</source>
        <translation>Ordenador: principiante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer: Expert</source>
        <translation>Ordenador: experto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer: Standard</source>
        <translation>Ordenador: normal</translation>
    </message>
</context>
<context>
    <name>club::app::TablePage</name>
    <message>
        <location filename="../app/common/table_page.cpp" line="+129"/>
        <location line="+8"/>
        <source>This game&apos;s record cannot be played again.</source>
        <translation>El registro de esta partida no se puede volver a jugar.</translation>
    </message>
</context>
<context>
    <name>club::book::MemberCharts</name>
    <message>
        <location filename="../app/book/member_charts.cpp" line="+179"/>
        <source>Computer: Beginner</source>
        <translation>Ordenador: principiante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer: Standard</source>
        <translation>Ordenador: normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer: Expert</source>
        <translation>Ordenador: experto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer</source>
        <translation>El ordenador</translation>
    </message>
    <message>
        <location line="+55"/>
        <location line="+230"/>
        <location line="+47"/>
        <location line="+15"/>
        <source>Charts for %1</source>
        <translation>Gráficos de %1</translation>
    </message>
    <message>
        <location line="-284"/>
        <source>&amp;Game:</source>
        <translation>&amp;Juego:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print…</source>
        <translation>Imprimir…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save as PDF…</source>
        <translation>Guardar como PDF…</translation>
    </message>
    <message>
        <location line="-13"/>
        <location line="+41"/>
        <location line="+133"/>
        <source>No games in the book yet.</source>
        <translation>Aún no hay partidas en el libro.</translation>
    </message>
    <message>
        <location line="-130"/>
        <source>Rating at %1, night by night</source>
        <translation>Puntuación Elo en %1, velada a velada</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Nights played, each from noon to noon</source>
        <translation>Veladas jugadas, cada una de mediodía a mediodía</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Rating</source>
        <translation>Puntuación Elo</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 keeps no score: a game is won, drawn or lost.</source>
        <translation>%1 no lleva puntuación: una partida se gana, se empata o se pierde.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No scores in the book yet.</source>
        <translation>Aún no hay puntuaciones en el libro.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Scores at %1</source>
        <translation>Puntuaciones en %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+43"/>
        <location line="+43"/>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <location line="-49"/>
        <source>Score</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Games played and won</source>
        <translation>Partidas jugadas y ganadas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Played</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Won</source>
        <translation>Ganadas</translation>
    </message>
    <message>
        <location line="+112"/>
        <location line="+6"/>
        <source>Save the Charts as PDF</source>
        <translation>Guardar los gráficos como PDF</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>PDF files (*.pdf)</source>
        <translation>Archivos PDF (*.pdf)</translation>
    </message>
</context>
<context>
    <name>club::book::MembersDialog</name>
    <message>
        <location filename="../app/book/members_dialog.cpp" line="+31"/>
        <location line="+95"/>
        <source>Club Members</source>
        <translation>Socios del club</translation>
    </message>
    <message>
        <location line="-89"/>
        <source>Member</source>
        <translation>Socio</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Last played</source>
        <translation>Última partida</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Club members</source>
        <translation>Socios del club</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Rename…</source>
        <translation>&amp;Renombrar…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Merge Into…</source>
        <translation>&amp;Unir con…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R&amp;emove…</source>
        <translation>&amp;Quitar…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Give this member another name; their games stay theirs.</source>
        <translation>Dar otro nombre a este socio; sus partidas siguen siendo suyas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two names for one person: this member&apos;s games go to the other name.</source>
        <translation>Dos nombres para una sola persona: las partidas de este socio pasan al otro nombre.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take this member&apos;s name out of the book.</source>
        <translation>Sacar el nombre de este socio del libro.</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>The club&apos;s book cannot be opened (%1).</source>
        <translation>No se puede abrir el libro del club (%1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No one is in the club&apos;s book yet: players join it by name when they finish a game.</source>
        <translation>Todavía no hay nadie en el libro del club: los jugadores entran con su nombre al terminar una partida.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Everyone in the club&apos;s book, whoever played last first:</source>
        <translation>Todos los del libro del club, primero quien jugó por última vez:</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Rename %1</source>
        <translation>Renombrar a %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>New name for %1:</source>
        <translation>Nuevo nombre para %1:</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+7"/>
        <source>Merge %1</source>
        <translation>Unir a %1</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>%1 is the same person as:</source>
        <translation>%1 es la misma persona que:</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%1&apos;s games (%n in all) become %2&apos;s, and the name %1 leaves the club&apos;s book. This cannot be undone.</source>
        <translation>
            <numerusform>La partida de %1 (%n en total) pasa a ser de %2, y el nombre %1 sale del libro del club. No se puede deshacer.</numerusform>
            <numerusform>Las partidas de %1 (%n en total) pasan a ser de %2, y el nombre %1 sale del libro del club. No se puede deshacer.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Remove %1 from the club&apos;s book? Their name leaves the book everywhere; in replays they sit as a guest.</source>
        <translation>¿Quitar a %1 del libro del club? Su nombre desaparece de todo el libro; en las repeticiones ocupa su sitio un invitado.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>The other players keep their scores and wins in the %n game(s) %1 played with them.</source>
        <translation>
            <numerusform>Los demás jugadores conservan sus puntos y victorias en %n partida que %1 jugó con ellos.</numerusform>
            <numerusform>Los demás jugadores conservan sus puntos y victorias en las %n partidas que %1 jugó con ellos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>The %n game(s) %1 played with no other member go too.</source>
        <translation>
            <numerusform>También se va %n partida que %1 jugó sin ningún otro socio.</numerusform>
            <numerusform>Las %n partidas que %1 jugó sin ningún otro socio también se van.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This cannot be undone.</source>
        <translation>No se puede deshacer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <source>Remove %1</source>
        <translation>Quitar a %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Guest</source>
        <translation>Invitado</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/pm/pm_sheet_command.cpp" line="+24"/>
        <source>--players must be a number from 2 to 8</source>
        <translation>--players ha de ser un número del 2 al 8</translation>
    </message>
    <message>
        <location filename="../app/party/print/party_sheet_command.cpp" line="+36"/>
        <source>--format must be drive (a P.M. Drive) or knockout (a Patchesi knockout)</source>
        <translation>--format debe ser drive (un torneo de P.M.) o knockout (un torneo eliminatorio de Patchesi)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--pairs is for a knockout: give a drive&apos;s players with --entrants</source>
        <translation>--pairs es para un torneo eliminatorio: indique los jugadores de un torneo de P.M. con --entrants</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--entrants must be a number from %1 to %2</source>
        <translation>--entrants debe ser un número de %1 a %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--rounds must be a number from 1 to %1</source>
        <translation>--rounds debe ser un número de 1 a %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--entrants is for a drive: give a knockout&apos;s pairs with --pairs</source>
        <translation>--entrants es para un torneo de P.M.: indique las parejas de un torneo eliminatorio con --pairs</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--rounds is for a drive: a knockout&apos;s rounds follow from its pairs</source>
        <translation>--rounds es para un torneo de P.M.: las rondas de un torneo eliminatorio dependen del número de parejas</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--pairs must be a number from %1 to %2</source>
        <translation>--pairs debe ser un número de %1 a %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../app/pm/pm_sheet_command.cpp" line="+2"/>
        <source>--output FILE.pdf is required</source>
        <translation>se necesita --output FILE.pdf</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Write blank cards and sheets for a party night as PDF: table cards and tally cards for a P.M. Drive, or table cards and the bracket for a Patchesi knockout.</source>
        <translation>Escribir en PDF tarjetas y hojas en blanco para una velada: tarjetas de mesa y de puntos para un torneo de P.M., o tarjetas de mesa y el cuadro para un torneo eliminatorio de Patchesi.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The party night: drive or knockout.</source>
        <translation>La velada: drive (torneo de P.M.) o knockout (eliminatorio).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Players in the drive (4 to 64).</source>
        <translation>Jugadores del torneo de P.M. (4 a 64).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pairs in the knockout (2 to 32).</source>
        <translation>Parejas del torneo eliminatorio (2 a 32).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rounds of the drive (1 to 24).</source>
        <translation>Rondas del torneo de P.M. (1 a 24).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The night&apos;s name, printed on every sheet.</source>
        <translation>El nombre de la velada, impreso en cada hoja.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="+105"/>
        <source>Period parlour games: P.M., Patchesi, King&apos;s Men and Once Around Cribbage.</source>
        <translation>Juegos de salón de época: P.M., Patchesi, King&apos;s Men y Once Around Cribbage.</translation>
    </message>
    <message>
        <location filename="../app/pm/pm_sheet_command.cpp" line="+14"/>
        <source>Write a blank P.M. rubber score sheet as PDF, for play with a real set.</source>
        <translation>Escribe en PDF una hoja de tanteo de P.M. en blanco, para jugar con un juego de verdad.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Players on the blank sheet (2 to 8).</source>
        <translation>Jugadores en la hoja en blanco (de 2 a 8).</translation>
    </message>
    <message>
        <location filename="../app/party/print/party_sheet_command.cpp" line="+3"/>
        <location filename="../app/pm/pm_sheet_command.cpp" line="+7"/>
        <source>The PDF file to write.</source>
        <translation>El archivo PDF que se escribirá.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="+6"/>
        <source>A saved game to open (%1).</source>
        <translation>Una partida guardada que abrir (%1).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Players Club</source>
        <translation>Players Club</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>give at most one saved game to open</source>
        <translation>indique como mucho una partida guardada que abrir</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>give a saved game to open or --new, not both</source>
        <translation>indique una partida guardada que abrir o --new, no ambas</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--phone-address wants an IP address, not &quot;%1&quot;</source>
        <translation>--phone-address espera una dirección IP, no «%1»</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>no game called &quot;%1&quot; (the games: %2)</source>
        <translation>ningún juego llamado «%1» (los juegos: %2)</translation>
    </message>
    <message>
        <location filename="../app/pm/pm_sheet_command.cpp" line="-24"/>
        <source>--count must be a number from 1 to 100</source>
        <translation>--count debe ser un número del 1 al 100</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Blank sheets to write, one page a rubber (1 to 100).</source>
        <translation>Hojas en blanco que escribir, una página por partida (1 a 100).</translation>
    </message>
    <message>
        <location filename="../app/book/book_command.cpp" line="+37"/>
        <source>The club&apos;s book: &quot;export&quot; writes its games as CSV (--format csv, the one format, or none) to the file given with --output.</source>
        <translation>El libro del club: «export» escribe sus partidas en CSV (--format csv, el único formato, o nada) en el archivo indicado con --output.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The format of the club&apos;s book export: &quot;csv&quot;.</source>
        <translation>El formato de la exportación del libro del club: «csv».</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The file to write.</source>
        <translation>El archivo que se debe escribir.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>--club-book knows one action, &quot;export&quot;, not &quot;%1&quot;.</source>
        <translation>--club-book solo conoce una acción, «export», no «%1».</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The club&apos;s book is exported as &quot;csv&quot;, not &quot;%1&quot;.</source>
        <translation>El libro del club se exporta como «csv», no como «%1».</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Give the file to write with --output FILE.</source>
        <translation>Indique el archivo que se debe escribir con --output ARCHIVO.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The club&apos;s book %1 cannot be read: %2</source>
        <translation>No se puede leer el libro del club %1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot write %1: %2</source>
        <translation>No se puede escribir %1: %2</translation>
    </message>
    <message>
        <location filename="../app/common/new_game_command.cpp" line="+29"/>
        <source>Start a game at once (GAME: %1), its players given by --seat.</source>
        <translation>Empieza una partida enseguida (GAME: %1), con los jugadores dados por --seat.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A player of the game started by --new, in seating order: KIND is screen, phone, beginner, standard or expert. Give one for each seat.</source>
        <translation>Un jugador de la partida empezada con --new, en el orden de los puestos: KIND es screen, phone, beginner, standard o expert. Uno por puesto.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The address the phones connect to (default: this computer&apos;s on the local network).</source>
        <translation>La dirección a la que se conectan los teléfonos (por defecto: la de este ordenador en la red local).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The port the phones connect to (default: 8650, or the next free one).</source>
        <translation>El puerto al que se conectan los teléfonos (por defecto: 8650, o el siguiente libre).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>--seat wants NAME:KIND, not &quot;%1&quot;</source>
        <translation>--seat espera NAME:KIND, no «%1»</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>unknown kind of player &quot;%1&quot; for %2: give screen, phone, beginner, standard or expert</source>
        <translation>tipo de jugador «%1» desconocido para %2: indique screen, phone, beginner, standard o expert</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>--seat needs --new GAME</source>
        <translation>--seat necesita --new GAME</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--new needs a --seat NAME:KIND for each player</source>
        <translation>--new necesita un --seat NAME:KIND por jugador</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>--phone-port wants a port from 0 to 65535, not &quot;%1&quot;</source>
        <translation>--phone-port espera un puerto de 0 a 65535, no «%1»</translation>
    </message>
</context>
</TS>
