<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en">
<context>
    <name>BookMembersWords</name>
    <message>
        <location filename="../app/book/book_members.cpp" line="+37"/>
        <source>The club&apos;s book is not open.</source>
        <translation>Das Clubbuch ist nicht geöffnet.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The club&apos;s book could not be changed (%1). It is as it was.</source>
        <translation>Das Clubbuch konnte nicht geändert werden (%1). Es ist unverändert.</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>There is no member called “%1”.</source>
        <translation>Es gibt kein Mitglied namens „%1“.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>“%1” is the name of someone else at the table in one of %2&apos;s games.</source>
        <translation>„%1“ ist der Name einer anderen Person am Tisch in einer der Partien von %2.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A member&apos;s name cannot be empty.</source>
        <translation>Der Name eines Mitglieds darf nicht leer sein.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>A member&apos;s name can be at most %n characters long.</source>
        <translation>
            <numerusform>Der Name eines Mitglieds darf höchstens %n Zeichen lang sein.</numerusform>
            <numerusform>Der Name eines Mitglieds darf höchstens %n Zeichen lang sein.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+52"/>
        <source>There is already a member called “%1”. If “%2” and “%1” are the same person, merge “%2” into “%1” instead.</source>
        <translation>Es gibt schon ein Mitglied namens „%1“. Wenn „%2“ und „%1“ dieselbe Person sind, führen Sie stattdessen „%2“ mit „%1“ zusammen.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A computer has played as “%1” in the book: a member of that name could not be told from it. Choose another name.</source>
        <translation>Ein Computer hat im Buch als „%1“ gespielt: ein Mitglied dieses Namens wäre von ihm nicht zu unterscheiden. Wählen Sie einen anderen Namen.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>A member cannot be merged into themself.</source>
        <translation>Ein Mitglied kann nicht mit sich selbst zusammengeführt werden.</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%1 and %2 played at the same table in %n game(s), so they are two people: they cannot be merged.</source>
        <translation>
            <numerusform>%1 und %2 haben in %n Partie am selben Tisch gespielt, also sind es zwei Personen: Sie können nicht zusammengeführt werden.</numerusform>
            <numerusform>%1 und %2 haben in %n Partien am selben Tisch gespielt, also sind es zwei Personen: Sie können nicht zusammengeführt werden.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CribAccessible</name>
    <message>
        <location filename="../app/crib/crib_accessible_cells.cpp" line="+23"/>
        <source>Once Around board</source>
        <translation>Once-Around-Brett</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1&apos;s pegs</source>
        <translation>Stifte von %1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Front peg in hole %1, rear peg in hole %2, %n to go.</source>
        <translation>
            <numerusform>Vorderer Stift in Loch %1, hinterer Stift in Loch %2, noch %n Punkt.</numerusform>
            <numerusform>Vorderer Stift in Loch %1, hinterer Stift in Loch %2, noch %n Punkte.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Starter: %1</source>
        <translation>Startkarte: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Shown: %1</source>
        <translation>Gezeigt: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>On the count: %1</source>
        <translation>Im Spiel gezählt: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The count is %1</source>
        <translation>Der Stand ist %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>A card, face down</source>
        <translation>Eine verdeckte Karte</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Chosen for the crib</source>
        <translation>Für die Krippe gewählt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot be played: it would take the count past 31</source>
        <translation>Nicht spielbar: Der Stand käme über 31</translation>
    </message>
</context>
<context>
    <name>CribHint</name>
    <message>
        <location filename="../app/crib/crib_hint.cpp" line="+93"/>
        <source>The crib is yours: what each choice is worth on average, hand plus crib (with the two cards your opponent is likely to lay away), and what the four you keep are likely to peg in the play, less what they let your opponent peg.</source>
        <translation>Die Krippe gehört Ihnen: was jede Wahl im Durchschnitt wert ist, Blatt plus Krippe (mit den zwei Karten, die Ihr Gegner wahrscheinlich ablegt), und was die vier behaltenen Karten beim Ausspielen wahrscheinlich bringen, abzüglich der Punkte, die sie Ihrem Gegner ermöglichen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The crib is your opponent&apos;s: what each choice is worth on average, hand less crib (with the two cards your opponent is likely to lay away), and what the four you keep are likely to peg in the play, less what they let your opponent peg.</source>
        <translation>Die Krippe gehört Ihrem Gegner: was jede Wahl im Durchschnitt wert ist, Blatt abzüglich Krippe (mit den zwei Karten, die Ihr Gegner wahrscheinlich ablegt), und was die vier behaltenen Karten beim Ausspielen wahrscheinlich bringen, abzüglich der Punkte, die sie Ihrem Gegner ermöglichen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The crib is yours: what each choice is worth on average, hand plus crib.</source>
        <translation>Die Krippe gehört Ihnen: was jede Wahl im Durchschnitt wert ist, Blatt plus Krippe.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The crib is your opponent&apos;s: what each choice is worth on average, hand less crib.</source>
        <translation>Die Krippe gehört Ihrem Gegner: was jede Wahl im Durchschnitt wert ist, Blatt abzüglich Krippe.</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+22"/>
        <source>Lay away</source>
        <translation>Ablegen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand</source>
        <translation>Blatt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Crib</source>
        <translation>Krippe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play</source>
        <translation>Ausspielen</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Play %1: it is the only card you have left.</source>
        <translation>Spielen Sie %1: das ist Ihre letzte Karte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play %1: it is the only card you can play without going over thirty-one.</source>
        <translation>Spielen Sie %1: nur diese Karte können Sie spielen, ohne über einunddreißig zu kommen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Play %1: the cards you can play are all of one rank, so any of them does the same.</source>
        <translation>Spielen Sie %1: die Karten, die Sie spielen können, haben alle denselben Rang, jede tut dasselbe.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Play %1: it pegs %2 (%3), and that wins the game.</source>
        <translation>Spielen Sie %1: das bringt %2 (%3) und gewinnt die Partie.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Play %1: the game is near its end, and it gives you about %2 chances in 10 of winning it; %3, about %4 in 10.</source>
        <translation>Spielen Sie %1: die Partie geht zu Ende, und damit stehen Ihre Chancen auf den Sieg bei etwa %2 von 10; mit %3 bei etwa %4 von 10.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Play %1: it pegs %2 now (%3).</source>
        <translation>Spielen Sie %1: das bringt jetzt %2 (%3).</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Play %1: %2 would peg %3 now, but by the end of the play %1 does as well.</source>
        <translation>Spielen Sie %1: %2 brächte jetzt %3, aber bis zum Ende des Ausspielens ist %1 ebenso gut.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play %1: %2 would peg %3 now, but by the end of the play %1 should leave you about %4 points better off.</source>
        <translation>Spielen Sie %1: %2 brächte jetzt %3, aber bis zum Ende des Ausspielens dürfte %1 Ihnen etwa %4 Punkte mehr bringen.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Play %1: the count goes to %2, and hardly any of the hands your opponent may hold can score on it; on %3, about %4 in 10 could.</source>
        <translation>Spielen Sie %1: der Stand geht auf %2, und kaum ein Blatt, das Ihr Gegner haben kann, punktet darauf; auf %3 könnten es etwa %4 von 10.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Play %1: the count goes to %2, and about %3 in 10 of the hands your opponent may hold can score on it; on %4, about %5 in 10 could.</source>
        <translation>Spielen Sie %1: der Stand geht auf %2, und etwa %3 von 10 Blättern, die Ihr Gegner haben kann, punkten darauf; auf %4 wären es etwa %5 von 10.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Play %1: the count goes to %2; %3 would do about as well.</source>
        <translation>Spielen Sie %1: der Stand geht auf %2; %3 wäre etwa ebenso gut.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play %1: the count goes to %2, and by the end of the play it should leave you about %3 points better off than %4, the next best.</source>
        <translation>Spielen Sie %1: der Stand geht auf %2, und bis zum Ende des Ausspielens dürfte das Ihnen etwa %3 Punkte mehr bringen als %4, die nächstbeste Karte.</translation>
    </message>
    <message>
        <location line="-166"/>
        <location line="+25"/>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>To win</source>
        <translation>Siegchance</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>It pegs %1 (%2).</source>
        <translation>Sie bringt %1 (%2).</translation>
    </message>
    <message>
        <location line="-154"/>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Lay away %1: the game is near its end, and the four you keep give you about %2 chances in 10 of winning it; laying away %3, worth the most points on average, about %4 in 10.</source>
        <translation>Legen Sie %1 ab: die Partie geht zu Ende, und mit den vier Karten, die Sie behalten, stehen Ihre Chancen auf den Sieg bei etwa %2 von 10; legen Sie %3 ab, im Durchschnitt die meisten Punkte wert, bei etwa %4 von 10.</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>The game is near its end: what each choice is worth on average, hand and crib and the play, and your chance of winning the game with it, the best chance first.</source>
        <translation>Die Partie geht zu Ende: was jede Wahl im Durchschnitt wert ist, Blatt, Krippe und Ausspielen zusammen, und Ihre Chance, mit ihr die Partie zu gewinnen, die beste Chance zuerst.</translation>
    </message>
    <message>
        <location line="+200"/>
        <source>Lay away %1: on average it is worth %L2 points, hand plus crib and the play, more than any other choice.</source>
        <translation>Legen Sie %1 ab: im Durchschnitt ist das %L2 Punkte wert, Blatt plus Krippe und das Ausspielen, mehr als jede andere Wahl.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lay away %1: on average it is worth %L2 points, your hand less the dealer&apos;s crib, and the play, more than any other choice.</source>
        <translation>Legen Sie %1 ab: im Durchschnitt ist das %L2 Punkte wert, Ihr Blatt abzüglich der Krippe des Gebers, und das Ausspielen, mehr als jede andere Wahl.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lay away %1: on average it is worth %L2 points, hand plus crib, more than any other choice.</source>
        <translation>Legen Sie %1 ab: im Durchschnitt ist das %L2 Punkte wert, Blatt plus Krippe, mehr als jede andere Wahl.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lay away %1: on average it is worth %L2 points, your hand less the dealer&apos;s crib, more than any other choice.</source>
        <translation>Legen Sie %1 ab: im Durchschnitt ist das %L2 Punkte wert, Ihr Blatt abzüglich der Krippe des Gebers, mehr als jede andere Wahl.</translation>
    </message>
</context>
<context>
    <name>CribMatchSheetWords</name>
    <message>
        <location filename="../app/crib/crib_match_sheet.cpp" line="+25"/>
        <source>two hands</source>
        <translation>zwei Hände</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>three hands</source>
        <translation>drei Hände</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>four hands, two partnerships</source>
        <translation>vier Hände, zwei Partnerschaften</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>five hands</source>
        <translation>fünf Hände</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>six hands, three partnerships</source>
        <translation>sechs Hände, drei Partnerschaften</translation>
    </message>
    <message numerus="yes">
        <location line="+47"/>
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n Partie</numerusform>
            <numerusform>%n Partien</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n corner(s)</source>
        <translation>
            <numerusform>%n Ecke</numerusform>
            <numerusform>%n Ecken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n skunk(s) (%1 double)</source>
        <translation>
            <numerusform>%n Schneider (%1 doppelt)</numerusform>
            <numerusform>%n Schneider (%1 doppelt)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>high hand %1</source>
        <translation>höchstes Blatt %1</translation>
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
        <translation>Once Around Cribbage: Matchbogen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 points, %2. Corners: %3.</source>
        <translation>%1 Punkte, %2. Ecken: %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>every 30 holes</source>
        <translation>alle 30 Löcher</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>at the bends of the board</source>
        <translation>an den Biegungen des Brettes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Muggins.</source>
        <translation>Muggins.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Game %1 in play: %2.</source>
        <translation>Partie %1 läuft: %2.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>A lurch counts two games. Skunks are counted only in games of 121 points. The high hand is the best hand counted.</source>
        <translation>Ein Lurch zählt zwei Partien. Schneider zählt nur in Partien auf 121 Punkte. Das höchste Blatt ist das höchste gezählte Blatt.</translation>
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
        <translation>%1 (Seite %2 von %3)</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Corners</source>
        <translation>Ecken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High hand</source>
        <translation>Höchstes Blatt</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Match</source>
        <translation>Match</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The whole match</source>
        <translation>Das ganze Match</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match so far</source>
        <translation>Das Match bisher</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>High hands of the players: %1.</source>
        <translation>Höchste Blätter der Spieler: %1.</translation>
    </message>
    <message>
        <location line="-155"/>
        <source>A lurch counts two games. A skunk: the winner went out before the loser passed hole 90; a double skunk, before hole 60 (two skunks). The high hand is the best hand counted.</source>
        <translation>Ein Lurch zählt zwei Partien. Schneider: der Gewinner ging hinaus, bevor der Verlierer Loch 90 passiert hatte; doppelt Schneider, vor Loch 60 (zweimal Schneider). Das höchste Blatt ist das höchste gezählte Blatt.</translation>
    </message>
</context>
<context>
    <name>CribRules</name>
    <message>
        <location filename="../app/crib/crib_rules_text.cpp" line="+16"/>
        <source>&lt;h2&gt;Once Around Cribbage&lt;/h2&gt;&lt;p&gt;A standard pack of 52 cards, King high and Ace low. Everyone cuts; the lowest card deals. The deal then passes on. After a game of two hands the loser deals first; with more hands the deal passes on to the left [R].&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Once Around Cribbage&lt;/h2&gt;&lt;p&gt;Ein gewöhnliches Spiel von 52 Karten, der König hoch, das Ass niedrig. Alle heben ab; die niedrigste Karte gibt. Danach geht das Geben weiter. Nach einer Partie zu zweit gibt der Verlierer zuerst; bei mehr Spielern geht das Geben nach links weiter [R].&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;h3&gt;The deal and the crib&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Two hands:&lt;/b&gt; six cards each; each lays two away to the crib.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Three hands:&lt;/b&gt; five each and one card straight to the crib; each lays one away. Each pegs his own line.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Four hands:&lt;/b&gt; five each, each lays one away. Partners sit opposite and peg one line.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Five hands:&lt;/b&gt; five cards to four players, four to the dealer; the four lay one away each. Each pegs his own line, on a two-track and a three-track board.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Six hands:&lt;/b&gt; three partnerships, alternate players partners. Five cards to the first four players, four to the dealer and the player on his right; those with five lay one away.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;The crib is the dealer&apos;s, counted after the hands.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Das Geben und die Krippe&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Zwei Spieler:&lt;/b&gt; je sechs Karten; jeder legt zwei in die Krippe ab.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Drei Spieler:&lt;/b&gt; je fünf und eine Karte gleich in die Krippe; jeder legt eine ab. Jeder steckt seine eigene Bahn.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Vier Spieler:&lt;/b&gt; je fünf, jeder legt eine ab. Partner sitzen einander gegenüber und stecken eine Bahn.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Fünf Spieler:&lt;/b&gt; fünf Karten an vier Spieler, vier an den Geber; die vier legen je eine ab. Jeder steckt seine eigene Bahn, auf einem Brett mit zwei und einem mit drei Bahnen.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Sechs Spieler:&lt;/b&gt; drei Partnerschaften, abwechselnd sitzende Spieler sind Partner. Fünf Karten an die ersten vier Spieler, vier an den Geber und den Spieler zu seiner Rechten; wer fünf hat, legt eine ab.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Die Krippe gehört dem Geber und wird nach den Blättern gezählt.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&lt;h3&gt;The starter&lt;/h3&gt;&lt;p&gt;The player on the dealer&apos;s left cuts and the dealer turns up the starter. If it is a Jack the dealer pegs two at once: two for his heels.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Die Startkarte&lt;/h3&gt;&lt;p&gt;Der Spieler links vom Geber hebt ab, und der Geber deckt die Startkarte auf. Ist sie ein Bube, so steckt der Geber sofort zwei: zwei für den aufgedeckten Buben.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;h3&gt;The play&lt;/h3&gt;&lt;p&gt;The player on the dealer&apos;s left leads; each in turn plays a card and says the running count. Court cards count ten, the Ace one, the others their pips. The count may never pass 31: a player who cannot play says &quot;go&quot; and the others play on while they can. The last card of a count pegs one, or two for exactly 31; then the count starts again.&lt;/p&gt;&lt;p&gt;While playing: making fifteen pegs two; a pair two, a pair royal (three alike) six, a double pair royal (four alike) twelve; a run of three or more among the latest cards, in any order, one a card. A card in between or a repeated rank breaks a run, and the Ace is low only.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Das Spiel&lt;/h3&gt;&lt;p&gt;Der Spieler links vom Geber spielt aus; jeder spielt der Reihe nach eine Karte und sagt den laufenden Stand an. Bilder zählen zehn, das Ass eins, die übrigen ihre Augen. Der Stand darf 31 nie überschreiten: wer nicht spielen kann, sagt „Go“, und die anderen spielen weiter, solange sie können. Die letzte Karte eines Durchgangs bringt eins, oder zwei für genau 31; dann beginnt die Zählung von neuem.&lt;/p&gt;&lt;p&gt;Beim Spielen: wer fünfzehn erreicht, steckt zwei; ein Paar zwei, ein Drilling (drei gleiche) sechs, ein Vierling (vier gleiche) zwölf; eine Folge von drei oder mehr unter den zuletzt gespielten Karten, in beliebiger Reihenfolge, eins je Karte. Eine Karte dazwischen oder ein wiederholter Rang unterbricht die Folge, und das Ass ist nur niedrig.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;h3&gt;The show&lt;/h3&gt;&lt;p&gt;Each hand is counted with the starter: first the player on the dealer&apos;s left and round to the dealer, then the crib. Every combination making fifteen pegs two; each pair two; each run of three or more one a card (counted again for each duplicate); four cards of one suit in the hand four, five with the starter five, but the crib counts a flush only with all five; the Jack of the starter&apos;s suit, one for his nobs. 29 is the best hand; 19, 25, 26 and 27 cannot be made.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Muggins&lt;/b&gt; (if chosen): each player counts his own hand aloud; what he misses may be claimed by the next opponent. A player who says too much pegs only what is there [R].&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Das Zeigen&lt;/h3&gt;&lt;p&gt;Jedes Blatt wird mit der Startkarte gezählt: zuerst der Spieler links vom Geber und reihum bis zum Geber, dann die Krippe. Jede Kombination, die fünfzehn ergibt, zählt zwei; jedes Paar zwei; jede Folge von drei oder mehr eins je Karte (für jede Doppelung erneut gezählt); vier Karten einer Farbe im Blatt vier, mit der Startkarte fünf, die Krippe aber zählt einen Flush nur mit allen fünf; der Bube in der Farbe der Startkarte eins. 29 ist das beste Blatt; 19, 25, 26 und 27 sind unmöglich.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Muggins&lt;/b&gt; (falls gewählt): jeder Spieler zählt sein eigenes Blatt laut; was er übersieht, darf der nächste Gegner beanspruchen. Wer zu viel ansagt, steckt nur, was da ist [R].&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;h3&gt;Game&lt;/h3&gt;&lt;p&gt;Game is 121 points, once round the board and out into the game hole, or 61. Each side pegs with two pegs: the rear peg jumps past the front one, so the gap shows the last score. The game ends the moment a side reaches the game hole, even in the middle of a count. Winning 121 before the loser reaches 61 (or 61 before 31) is a lurch and counts two games.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Die Partie&lt;/h3&gt;&lt;p&gt;Eine Partie geht auf 121 Punkte, einmal um das Brett und hinaus ins Spielloch, oder auf 61. Jede Seite steckt mit zwei Stiften: der hintere Stift springt über den vorderen, so dass der Abstand die letzte Wertung zeigt. Die Partie endet in dem Augenblick, in dem eine Seite das Spielloch erreicht, auch mitten in einer Zählung. Wer 121 erreicht, bevor der Verlierer 61 erreicht (oder 61 vor 31), macht einen „Lurch“; er zählt zwei Partien.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;h3&gt;The Once Around board&lt;/h3&gt;&lt;p&gt;Two-track boards serve two hands or four as partners; three-track boards two, three or six as partners; four-track boards two, three, four or six. Besides the track the board keeps, for each side over the whole match:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Corners:&lt;/b&gt; the first to pass each corner of the track wins it. Where the corners are is a house rule, chosen for the match in the New Match dialog [R]: &lt;i&gt;at the bends of the board&lt;/i&gt;, passing hole 50 and hole 60 round the far end, and 110 and 120 round the near end into the game hole; or &lt;i&gt;every 30 holes&lt;/i&gt;, passing 30, 60, 90 and 120. Either way the winner of a game always takes the last, and a game of 61 has the first two. The brass lozenges mark the board&apos;s bends; gilt lines across the track mark the corners of the match.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Games&lt;/b&gt; won, a lurch counting two.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Points:&lt;/b&gt; each side&apos;s total at the end of each game, carried over the match. The points track counts in hundreds [R]; the exact sum is written beside the board.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Skunks:&lt;/b&gt; winning before an opponent has passed hole 90 is a skunk; before he has passed hole 60, a double skunk (two skunks), pegged on its own track [R].&lt;/li&gt;&lt;li&gt;&lt;b&gt;High hand:&lt;/b&gt; each player&apos;s best hand count of the match (with partners, the better of the two) [R].&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;h3&gt;Das Once-Around-Brett&lt;/h3&gt;&lt;p&gt;Bretter mit zwei Bahnen dienen für zwei Spieler oder vier als Partner; Bretter mit drei Bahnen für zwei, drei oder sechs als Partner; Bretter mit vier Bahnen für zwei, drei, vier oder sechs. Außer der Bahn hält das Brett für jede Seite über das ganze Match fest:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Ecken:&lt;/b&gt; wer zuerst eine Ecke der Bahn passiert, gewinnt sie. Wo die Ecken liegen, ist eine Hausregel, für das Match im Dialog Neues Match gewählt [R]: &lt;i&gt;an den Biegungen des Brettes&lt;/i&gt;, an Loch 50 und Loch 60 vorbei um das ferne Ende, und an 110 und 120 vorbei um das nahe Ende ins Spielloch; oder &lt;i&gt;alle 30 Löcher&lt;/i&gt;, an 30, 60, 90 und 120 vorbei. So oder so nimmt der Gewinner einer Partie immer die letzte, und eine Partie auf 61 hat die ersten zwei. Die Messingrauten markieren die Biegungen des Brettes; goldene Striche quer über die Bahn markieren die Ecken des Matches.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Partien&lt;/b&gt; gewonnen, ein Lurch zählt zwei.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Punkte:&lt;/b&gt; die Summe jeder Seite am Ende jeder Partie, über das Match fortgeführt. Die Punktebahn zählt in Hunderten [R]; die genaue Summe steht neben dem Brett.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Schneider:&lt;/b&gt; wer gewinnt, bevor ein Gegner Loch 90 passiert hat, macht ihn Schneider; bevor er Loch 60 passiert hat, doppelt Schneider (zweimal Schneider), auf einer eigenen Bahn gesteckt [R].&lt;/li&gt;&lt;li&gt;&lt;b&gt;Höchstes Blatt:&lt;/b&gt; die beste Blattzählung jedes Spielers im Match (bei Partnern die bessere der beiden) [R].&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&lt;h3&gt;At this table&lt;/h3&gt;&lt;p&gt;Click cards (or use the arrow keys and Space) to choose what to lay away, then press Lay away (or Enter). In the play, click a card or press Space or Enter on it. H gives a hint: what each way of laying away is worth on average, and the best card to play with the reason. When several people share the screen, the table is covered between their turns.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;An diesem Tisch&lt;/h3&gt;&lt;p&gt;Klicken Sie Karten an (oder benutzen Sie die Pfeiltasten und die Leertaste), um zu wählen, was Sie ablegen, und drücken Sie dann „In die Krippe legen“ (oder die Eingabetaste). Im Spiel klicken Sie eine Karte an oder drücken auf ihr die Leer- oder Eingabetaste. H gibt einen Hinweis: was jede Art abzulegen im Durchschnitt wert ist, und die beste Karte zum Spielen mit der Begründung. Teilen sich mehrere Personen den Bildschirm, so wird der Tisch zwischen ihren Zügen verdeckt.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;p&gt;&lt;small&gt;[R] marks a point the Once Around sheet leaves open, settled as in the club’s rule book.&lt;/small&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;small&gt;[R] bezeichnet einen Punkt, den das Regelblatt des Once-Around-Bretts offenlässt und der nach dem Regelbuch des Clubs entschieden ist.&lt;/small&gt;&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>CribWords</name>
    <message>
        <location filename="../app/crib/crib_words.cpp" line="+18"/>
        <source>Ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Two</source>
        <translation>Zwei</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three</source>
        <translation>Drei</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Four</source>
        <translation>Vier</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Five</source>
        <translation>Fünf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Six</source>
        <translation>Sechs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seven</source>
        <translation>Sieben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Eight</source>
        <translation>Acht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nine</source>
        <translation>Neun</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ten</source>
        <translation>Zehn</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>King</source>
        <translation>König</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the Ace</source>
        <comment>a card&apos;s rank with its article, before its suit</comment>
        <translation>Ass</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the Two</source>
        <comment>a card&apos;s rank with its article, before its suit</comment>
        <translation>Zwei</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the Three</source>
        <comment>a card&apos;s rank with its article, before its suit</comment>
        <translation>Drei</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the Four</source>
        <comment>a card&apos;s rank with its article, before its suit</comment>
        <translation>Vier</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the Five</source>
        <comment>a card&apos;s rank with its article, before its suit</comment>
        <translation>Fünf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the Six</source>
        <comment>a card&apos;s rank with its article, before its suit</comment>
        <translation>Sechs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the Seven</source>
        <comment>a card&apos;s rank with its article, before its suit</comment>
        <translation>Sieben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the Eight</source>
        <comment>a card&apos;s rank with its article, before its suit</comment>
        <translation>Acht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the Nine</source>
        <comment>a card&apos;s rank with its article, before its suit</comment>
        <translation>Neun</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the Ten</source>
        <comment>a card&apos;s rank with its article, before its suit</comment>
        <translation>Zehn</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the Jack</source>
        <comment>a card&apos;s rank with its article, before its suit</comment>
        <translation>Bube</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the Queen</source>
        <comment>a card&apos;s rank with its article, before its suit</comment>
        <translation>Dame</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the King</source>
        <comment>a card&apos;s rank with its article, before its suit</comment>
        <translation>König</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a run of %1</source>
        <translation>eine Folge von %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+70"/>
        <source>fifteen</source>
        <translation>fünfzehn</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>a pair is</source>
        <translation>ein Paar macht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a pair royal is</source>
        <translation>ein Drilling macht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a double pair royal is</source>
        <translation>ein Vierling macht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is</source>
        <translation>%1 macht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a flush of %1 is</source>
        <translation>ein Flush von %1 macht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>one for his nobs is</source>
        <translation>eins für den Buben macht</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 of Clubs</source>
        <translation>Kreuz-%1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 of Diamonds</source>
        <translation>Karo-%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of Hearts</source>
        <translation>Herz-%1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 of Spades</source>
        <translation>Pik-%1</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one</source>
        <translation>eins</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>two</source>
        <translation>zwei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>three</source>
        <translation>drei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>four</source>
        <translation>vier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>five</source>
        <translation>fünf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>six</source>
        <translation>sechs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seven</source>
        <translation>sieben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eight</source>
        <translation>acht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nine</source>
        <translation>neun</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ten</source>
        <translation>zehn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eleven</source>
        <translation>elf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>twelve</source>
        <translation>zwölf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>thirteen</source>
        <translation>dreizehn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fourteen</source>
        <translation>vierzehn</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>sixteen</source>
        <translation>sechzehn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seventeen</source>
        <translation>siebzehn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eighteen</source>
        <translation>achtzehn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nineteen</source>
        <translation>neunzehn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>twenty</source>
        <translation>zwanzig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>twenty-one</source>
        <translation>einundzwanzig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>twenty-two</source>
        <translation>zweiundzwanzig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>twenty-three</source>
        <translation>dreiundzwanzig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>twenty-four</source>
        <translation>vierundzwanzig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>twenty-five</source>
        <translation>fünfundzwanzig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>twenty-six</source>
        <translation>sechsundzwanzig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>twenty-seven</source>
        <translation>siebenundzwanzig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>twenty-eight</source>
        <translation>achtundzwanzig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>twenty-nine</source>
        <translation>neunundzwanzig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>thirty</source>
        <translation>dreißig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>thirty-one</source>
        <translation>einunddreißig</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Seat %1</source>
        <translation>Platz %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+26"/>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>fifteen two</source>
        <translation>fünfzehn zwei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>thirty-one for two</source>
        <translation>einunddreißig für zwei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a pair for two</source>
        <translation>ein Paar für zwei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a pair royal for six</source>
        <translation>ein Drilling für sechs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a double pair royal for twelve</source>
        <translation>ein Vierling für zwölf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 for %2</source>
        <translation>%1 für %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 — %2 in all</source>
        <translation>%1 — %2 insgesamt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>nineteen — nothing to count</source>
        <translation>neunzehn — nichts zu zählen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 pegs: %2.</source>
        <translation>%1 steckt: %2.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The lowest cards tie: they cut again.</source>
        <translation>Die niedrigsten Karten sind gleich: es wird noch einmal abgehoben.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cuts the lowest card and deals.</source>
        <translation>%1 hebt die niedrigste Karte ab und gibt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 deals.</source>
        <translation>%1 gibt.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 lays %n card(s) away to the crib.</source>
        <translation>
            <numerusform>%1 legt %n Karte in die Krippe ab.</numerusform>
            <numerusform>%1 legt %n Karten in die Krippe ab.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The starter: %1.</source>
        <translation>Die Startkarte: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 plays %2: %3.</source>
        <translation>%1 spielt %2: %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: go.</source>
        <translation>%1: Go.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The count starts again.</source>
        <translation>Die Zählung beginnt von neuem.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1&apos;s crib: %2.</source>
        <translation>Krippe von %1: %2.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1&apos;s hand: %2.</source>
        <translation>Blatt von %1: %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 said %2: only what is there is pegged.</source>
        <translation>%1 hat %2 angesagt: gezählt wird nur, was da ist.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Two for his heels.</source>
        <translation>Zwei für den aufgedeckten Buben.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: one for the go.</source>
        <translation>%1: eins für das Go.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 pegs %n.</source>
        <translation>
            <numerusform>%1 steckt %n Punkt.</numerusform>
            <numerusform>%1 steckt %n Punkte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Muggins! %1 claims %n missed.</source>
        <translation>
            <numerusform>Muggins! %1 beansprucht %n übersehenen Punkt.</numerusform>
            <numerusform>Muggins! %1 beansprucht %n übersehene Punkte.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 takes the corner at hole %2.</source>
        <translation>%1 nimmt die Ecke an Loch %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 wins the game.</source>
        <translation>%1 gewinnt die Partie.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Game to %1, %2 to %3.</source>
        <translation>Partie an %1, %2 zu %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A lurch: it counts two games.</source>
        <translation>Ein Lurch: er zählt zwei Partien.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is double skunked.</source>
        <translation>%1 ist doppelt Schneider.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is skunked.</source>
        <translation>%1 ist Schneider.</translation>
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
        <translation>Der „P.M.“ Players Club, um 1935</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 to 8 players</source>
        <translation>2 bis 8 Spieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each card you play is added to the one before it. Bring your four men from the stars to 25 — exactly, or bust.</source>
        <translation>Jede Karte, die Sie spielen, wird zur vorigen gezählt. Bringen Sie Ihre vier Figuren von den Sternen auf die 25 — genau, sonst platzt sie.</translation>
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
        <translation>2 bis 4 Spieler, Partnerspiel, Turniere</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Victorian race game of the cross-shaped board: fives to enter, sixes count twelve, barriers and captures.</source>
        <translation>Das viktorianische Wettlaufspiel auf dem kreuzförmigen Brett: mit der Fünf hinaus, die Sechs zählt zwölf, dazu Sperren und Schlagen.</translation>
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
        <translation>2 Spieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>March your fourteen men into the Field and form rows to thin your own ranks: the first down to two wins.</source>
        <translation>Lassen Sie Ihre vierzehn Steine in den Hof einrücken und bilden Sie Reihen, um die eigene Schar zu lichten: wer zuerst nur noch zwei hat, gewinnt.</translation>
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
        <translation>2 bis 6 Hände</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cribbage on the Once Around board, with its corners, games, points, skunks and high-hand tracks.</source>
        <translation>Cribbage auf dem Once-Around-Brett, mit seinen Bahnen für Ecken, Partien, Punkte, Schneider und höchste Blätter.</translation>
    </message>
    <message>
        <location filename="../app/party/party_registration.cpp" line="+18"/>
        <source>Party Night</source>
        <translation>Clubabend</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>For club nights and charity evenings</source>
        <translation>Für Clubabende und Wohltätigkeitsabende</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 to 64 people, or 2 to 32 pairs</source>
        <translation>4 bis 64 Personen oder 2 bis 32 Paare</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P.M. Drives and Patchesi knockouts for a club night: the draw, the numbered tables, the results, the standings and the printed cards.</source>
        <translation>P.M.-Drives und Patchesi-K.-o.-Turniere für einen Clubabend: die Auslosung, die nummerierten Tische, die Ergebnisse, die Rangliste und die gedruckten Karten.</translation>
    </message>
</context>
<context>
    <name>KmRules</name>
    <message>
        <location filename="../app/km/km_rules_text.cpp" line="+16"/>
        <source>&lt;h1&gt;King’s Men&lt;/h1&gt;&lt;p&gt;&lt;i&gt;A new game by Elizabeth Magie Phillips, Parker Brothers, 1937. For two players.&lt;/i&gt;&lt;/p&gt;&lt;h3&gt;The board&lt;/h3&gt;&lt;p&gt;105 squares. The 49 grey squares in the centre are the &lt;b&gt;Field&lt;/b&gt;. The 28 white squares round it are the &lt;b&gt;Corridors&lt;/b&gt; (Entrance squares), 7 on each side. The 28 outside squares are the &lt;b&gt;Lodges&lt;/b&gt; (Home squares), coloured alternately in the two players’ colours. [R: they alternate all the way round the board, so the two Corridors that lead into a corner of the Field belong to Lodges of different colours.]&lt;/p&gt;&lt;p&gt;Each player has 14 tokens — here Orange, and Blue with a cross on each pawn — set on the Lodges of his colour.&lt;/p&gt;&lt;h3&gt;The object&lt;/h3&gt;&lt;p&gt;To reduce the number of &lt;b&gt;your own&lt;/b&gt; tokens to two. The first player to do so wins.&lt;/p&gt;&lt;h3&gt;Play&lt;/h3&gt;&lt;p&gt;The first player is decided by lot; players then move in turn.&lt;/p&gt;&lt;p&gt;&lt;b&gt;1. Entering.&lt;/b&gt; A token enters the Field only in a straight line from a Lodge or a Corridor (or by a jump), and never returns to a Lodge or a Corridor unless captured. [R: a token on a Lodge or a Corridor moves one square straight inward: Lodge, then the Corridor in front of it, then the Field square in front of that. It cannot move sideways.]&lt;/p&gt;&lt;p&gt;&lt;b&gt;2. In the Field&lt;/b&gt; a token moves one square at a time, forward, backward or sideways — never diagonally except when jumping. The square must be empty.&lt;/p&gt;&lt;p&gt;&lt;b&gt;3. Jumping.&lt;/b&gt; A token on a Field or Corridor square may jump an adjacent opponent’s token, straight or diagonally, to the empty Field square beyond, but only when by landing there it completes a row of three or more of its own tokens. The jumper puts the captured token on any empty Lodge of its owner’s colour he chooses; it starts again from there.&lt;/p&gt;&lt;p&gt;&lt;b&gt;4. Another move.&lt;/b&gt; After every jump or capture the player has another move.&lt;/p&gt;&lt;p&gt;&lt;b&gt;5. Rows.&lt;/b&gt; A player who has formed a row or rows of three or more of his own tokens on adjacent Field squares, straight or diagonally, may remove from the game all but the two end tokens of each such row. One token may be the end of several rows. [R: the removal is part of the move that formed the row; the player chooses which of the rows formed to clear — all of them, none, or some; rows count only on Field squares.]&lt;/p&gt;&lt;p&gt;&lt;b&gt;6. Passing and draws.&lt;/b&gt; [R: a player with no legal move passes. The game is drawn if neither player can move, or when the same position with the same player to move occurs for the third time.]&lt;/p&gt;&lt;h3&gt;At this table&lt;/h3&gt;&lt;p&gt;Click one of your tokens (marked with a dashed frame when it can move), then a green dot to step or a red ring to jump; or drag the token there. After a jump, click one of the marked Lodges for the captured token. When rows are formed, the panel lists them: clear all, none, or the rows you tick. With the keyboard, the arrow keys move a cursor over the board and Enter or Space picks the square. H, or Hint in the Edit menu or the panel, shows the Expert’s move with the reason.&lt;/p&gt;&lt;p&gt;&lt;small&gt;[R] marks a point the 1937 rule sheet leaves open, settled as in the club’s rule book.&lt;/small&gt;&lt;/p&gt;</source>
        <translation>&lt;h1&gt;King’s Men&lt;/h1&gt;&lt;p&gt;&lt;i&gt;„Des Königs Mannen“ — ein neues Spiel von Elizabeth Magie Phillips, Parker Brothers, 1937. Für zwei Spieler.&lt;/i&gt;&lt;/p&gt;&lt;h3&gt;Das Brett&lt;/h3&gt;&lt;p&gt;105 Felder. Die 49 grauen Felder in der Mitte bilden den &lt;b&gt;Hof&lt;/b&gt;. Die 28 weißen Felder rings um ihn sind die &lt;b&gt;Gänge&lt;/b&gt; (Eingangsfelder), 7 auf jeder Seite. Die 28 äußeren Felder sind die &lt;b&gt;Logen&lt;/b&gt; (Heimfelder), abwechselnd in den Farben der beiden Spieler. [R: sie wechseln rings um das ganze Brett ab, so dass die beiden Gänge, die in eine Ecke des Hofes führen, zu Logen verschiedener Farbe gehören.]&lt;/p&gt;&lt;p&gt;Jeder Spieler hat 14 Steine — hier Orange, und Blau mit einem Kreuz auf jedem Stein —, die in den Logen seiner Farbe aufgestellt werden.&lt;/p&gt;&lt;h3&gt;Ziel des Spieles&lt;/h3&gt;&lt;p&gt;Die Zahl der &lt;b&gt;eigenen&lt;/b&gt; Steine auf zwei zu verringern. Wer das zuerst erreicht, gewinnt.&lt;/p&gt;&lt;h3&gt;Der Spielverlauf&lt;/h3&gt;&lt;p&gt;Wer beginnt, entscheidet das Los; danach ziehen die Spieler abwechselnd.&lt;/p&gt;&lt;p&gt;&lt;b&gt;1. Der Einzug.&lt;/b&gt; Ein Stein gelangt in den Hof nur in gerader Linie aus einer Loge oder einem Gang (oder durch einen Sprung) und kehrt nie in eine Loge oder einen Gang zurück, es sei denn, er wird geschlagen. [R: ein Stein in einer Loge oder einem Gang zieht ein Feld geradeaus nach innen: aus der Loge in den Gang davor, dann auf das Feld des Hofes davor. Seitwärts kann er nicht ziehen.]&lt;/p&gt;&lt;p&gt;&lt;b&gt;2. Im Hof&lt;/b&gt; zieht ein Stein jeweils ein Feld weit, vorwärts, rückwärts oder seitwärts — schräg nie, außer beim Sprung. Das Feld muss frei sein.&lt;/p&gt;&lt;p&gt;&lt;b&gt;3. Der Sprung.&lt;/b&gt; Ein Stein im Hof oder in einem Gang darf einen benachbarten gegnerischen Stein gerade oder schräg überspringen, auf das freie Feld des Hofes dahinter, aber nur, wenn er dort landend eine Reihe von drei oder mehr eigenen Steinen vollendet. Der Springende setzt den geschlagenen Stein in eine beliebige freie Loge in der Farbe seines Besitzers; von dort beginnt der Stein von neuem.&lt;/p&gt;&lt;p&gt;&lt;b&gt;4. Ein weiterer Zug.&lt;/b&gt; Nach jedem Sprung oder Schlagen hat der Spieler einen weiteren Zug.&lt;/p&gt;&lt;p&gt;&lt;b&gt;5. Reihen.&lt;/b&gt; Wer eine oder mehrere Reihen von drei oder mehr eigenen Steinen auf benachbarten Feldern des Hofes gebildet hat, gerade oder schräg, darf aus jeder solchen Reihe alle Steine bis auf die beiden Endsteine aus dem Spiel nehmen. Ein Stein kann das Ende mehrerer Reihen sein. [R: das Abräumen gehört zu dem Zug, der die Reihe gebildet hat; der Spieler wählt, welche der gebildeten Reihen er abräumt — alle, keine oder einige; Reihen zählen nur auf Feldern des Hofes.]&lt;/p&gt;&lt;p&gt;&lt;b&gt;6. Passen und Unentschieden.&lt;/b&gt; [R: wer keinen erlaubten Zug hat, muss passen. Die Partie endet unentschieden, wenn keiner der Spieler ziehen kann oder wenn dieselbe Stellung mit demselben Spieler am Zug zum dritten Mal eintritt.]&lt;/p&gt;&lt;h3&gt;An diesem Tisch&lt;/h3&gt;&lt;p&gt;Klicken Sie einen Ihrer Steine an (ein gestrichelter Rahmen zeigt, dass er ziehen kann), dann einen grünen Punkt für einen Schritt oder einen roten Ring für einen Sprung; oder ziehen Sie den Stein mit der Maus dorthin. Nach einem Sprung klicken Sie eine der markierten Logen für den geschlagenen Stein an. Sind Reihen gebildet, so führt die Seitenleiste sie auf: räumen Sie alle ab, keine oder die Reihen, die Sie ankreuzen. Mit der Tastatur bewegen die Pfeiltasten eine Marke über das Brett, und die Eingabe- oder Leertaste wählt das Feld. H oder Hinweis im Menü Bearbeiten oder in der Seitenleiste zeigt den Zug des Meisters mit Begründung.&lt;/p&gt;&lt;p&gt;&lt;small&gt;[R] bezeichnet einen Punkt, den das Regelblatt von 1937 offenlässt und der nach dem Regelbuch des Clubs entschieden ist.&lt;/small&gt;&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>KmSquareWords</name>
    <message>
        <location filename="../app/km/km_accessible_words.cpp" line="+9"/>
        <source>Orange token on a Field square.</source>
        <translation>Orangefarbener Stein im Hof.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue token on a Field square.</source>
        <translation>Blauer Stein im Hof.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Empty Field square.</source>
        <translation>Freies Feld im Hof.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Orange token in a Corridor.</source>
        <translation>Orangefarbener Stein in einem Gang.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue token in a Corridor.</source>
        <translation>Blauer Stein in einem Gang.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Empty Corridor.</source>
        <translation>Freier Gang.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Orange token on an Orange Lodge.</source>
        <translation>Orangefarbener Stein in einer orangefarbenen Loge.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue token on an Orange Lodge.</source>
        <translation>Blauer Stein in einer orangefarbenen Loge.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Empty Orange Lodge.</source>
        <translation>Freie orangefarbene Loge.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Orange token on a Blue Lodge.</source>
        <translation>Orangefarbener Stein in einer blauen Loge.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue token on a Blue Lodge.</source>
        <translation>Blauer Stein in einer blauen Loge.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Empty Blue Lodge.</source>
        <translation>Freie blaue Loge.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The captured Orange token waits here for its Lodge.</source>
        <translation>Der geschlagene orangefarbene Stein wartet hier auf seine Loge.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The captured Blue token waits here for its Lodge.</source>
        <translation>Der geschlagene blaue Stein wartet hier auf seine Loge.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It can move.</source>
        <translation>Er kann ziehen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Selected: choose where it goes.</source>
        <translation>Ausgewählt: wählen Sie, wohin er zieht.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The selected token can step here.</source>
        <translation>Der gewählte Stein kann hierher ziehen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The selected token can jump here and capture the token on %1.</source>
        <translation>Der gewählte Stein kann hierher springen und den Stein auf %1 schlagen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The captured token can be put here.</source>
        <translation>Der geschlagene Stein kann hierher gesetzt werden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The last move started here.</source>
        <translation>Hier begann der letzte Zug.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The last move ended here.</source>
        <translation>Hier endete der letzte Zug.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>End of the row %1 just formed: it stays.</source>
        <translation>Endstein der soeben gebildeten Reihe %1: er bleibt stehen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In the row %1 just formed, ticked to be cleared: this token would leave the game.</source>
        <translation>In der soeben gebildeten Reihe %1, zum Abräumen angekreuzt: dieser Stein käme aus dem Spiel.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In the row %1 just formed, not ticked: this token would stay.</source>
        <translation>In der soeben gebildeten Reihe %1, nicht angekreuzt: dieser Stein bliebe stehen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>In the row %1 just formed: it leaves the game if the row is cleared.</source>
        <translation>In der soeben gebildeten Reihe %1: er kommt aus dem Spiel, wenn die Reihe abgeräumt wird.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Row %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Orange token on %1.</source>
        <translation>Orangefarbener Stein auf %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue token on %1.</source>
        <translation>Blauer Stein auf %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Orange tokens on %1.</source>
        <translation>Orangefarbene Steine auf %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue tokens on %1.</source>
        <translation>Blaue Steine auf %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No tokens.</source>
        <translation>Keine Steine.</translation>
    </message>
</context>
<context>
    <name>KmWords</name>
    <message>
        <location filename="../app/km/km_words.cpp" line="+42"/>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Beginner</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Standard</source>
        <translation>Fortgeschrittener</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Expert</source>
        <translation>Meister</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 (computer, %2)</source>
        <translation>%1 (Computer, %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2, computer, %3)</source>
        <translation>%1 (%2, Computer, %3)</translation>
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
        <translation>%1 (Sie)</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>clear all</source>
        <comment>move list: every row formed (KM-6)</comment>
        <translation>alle abgeräumt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>clear none</source>
        <comment>move list: no row cleared (KM-6)</comment>
        <translation>keine abgeräumt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>clear %1</source>
        <comment>move list: %1 names rows such as c5-e5+e3-e5 (KM-6)</comment>
        <translation>%1 abgeräumt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>pass</source>
        <comment>move list: no token can move (KM-8)</comment>
        <translation>passt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>back to %1</source>
        <comment>move list: the captured token is put on the empty Lodge %1 (KM-4)</comment>
        <translation>zurück auf %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Put the captured Orange token on any empty Orange Lodge.</source>
        <translation>Setzen Sie den geschlagenen orangefarbenen Stein in eine beliebige freie orangefarbene Loge.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put the captured Blue token on any empty Blue Lodge.</source>
        <translation>Setzen Sie den geschlagenen blauen Stein in eine beliebige freie blaue Loge.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Jump from %1 to %2</source>
        <translation>Springen Sie von %1 nach %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move your token from %1 to %2</source>
        <translation>Ziehen Sie Ihren Stein von %1 nach %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Mind your token on %1: it can then be jumped.</source>
        <translation>Achten Sie auf Ihren Stein auf %1: er kann dann übersprungen werden.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No token can move: pass.</source>
        <translation>Kein Stein kann ziehen: passen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: this wins whatever the other side does.</source>
        <translation>%1: das gewinnt, was der Gegner auch tut.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: every move loses against best play; this one holds out longest.</source>
        <translation>%1: gegen bestes Spiel verliert jeder Zug; dieser hält am längsten stand.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: the jump captures the token on %2, completes a row and gives you another move.</source>
        <translation>%1: der Sprung schlägt den Stein auf %2, vollendet eine Reihe und gibt Ihnen einen weiteren Zug.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1: it completes %n row(s), ready to be cleared.</source>
        <translation>
            <numerusform>%1: das vollendet %n Reihe, bereit zum Abräumen.</numerusform>
            <numerusform>%1: das vollendet %n Reihen, bereit zum Abräumen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Clear every row formed: you keep %n token(s), and two wins the game.</source>
        <translation>
            <numerusform>Räumen Sie alle gebildeten Reihen ab: Ihnen bleibt %n Stein, und mit zweien gewinnen Sie.</numerusform>
            <numerusform>Räumen Sie alle gebildeten Reihen ab: Ihnen bleiben %n Steine, und mit zweien gewinnen Sie.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Clear the rows ticked: you keep %n token(s), and two wins the game.</source>
        <translation>
            <numerusform>Räumen Sie die angekreuzten Reihen ab: Ihnen bleibt %n Stein, und mit zweien gewinnen Sie.</numerusform>
            <numerusform>Räumen Sie die angekreuzten Reihen ab: Ihnen bleiben %n Steine, und mit zweien gewinnen Sie.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Clear no row: your tokens are worth more where they stand.</source>
        <translation>Räumen Sie keine Reihe ab: Ihre Steine sind dort mehr wert, wo sie stehen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: it threatens to jump the token on %2 next turn.</source>
        <translation>%1: das droht, im nächsten Zug den Stein auf %2 zu überspringen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: the token gets out of reach of a jump.</source>
        <translation>%1: der Stein bringt sich außer Reichweite eines Sprungs.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: it takes your token on %2 out of reach of a jump.</source>
        <translation>%1: das bringt Ihren Stein auf %2 außer Reichweite eines Sprungs.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: next turn a step to %2 completes a row.</source>
        <translation>%1: im nächsten Zug vollendet ein Schritt nach %2 eine Reihe.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: it brings another token onto the Field, where rows are made.</source>
        <translation>%1: das bringt einen weiteren Stein in den Hof, wo die Reihen entstehen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: your token on %2 can then be jumped, but every other move leaves you worse placed.</source>
        <translation>%1: Ihr Stein auf %2 kann dann übersprungen werden, aber jeder andere Zug stellt Sie schlechter.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: none of your tokens can then be jumped, and every other move leaves you worse placed.</source>
        <translation>%1: dann kann keiner Ihrer Steine übersprungen werden, und jeder andere Zug stellt Sie schlechter.</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>Put the captured token on %1, the Lodge the Expert judges best.</source>
        <translation>Setzen Sie den geschlagenen Stein auf %1, die Loge, die der Meister für die beste hält.</translation>
    </message>
    <message>
        <location line="-161"/>
        <source>A token on a Lodge or a Corridor moves only one square, straight inward.</source>
        <translation>Ein Stein in einer Loge oder einem Gang zieht nur ein Feld, geradeaus nach innen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A token never goes back onto a Lodge or a Corridor.</source>
        <translation>Ein Stein kehrt nie in eine Loge oder einen Gang zurück.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That square is not empty.</source>
        <translation>Dieses Feld ist nicht frei.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A token steps forward, back or sideways; only a jump goes diagonally.</source>
        <translation>Ein Stein zieht vorwärts, rückwärts oder seitwärts; nur ein Sprung geht schräg.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A jump goes over an opponent’s token next to yours.</source>
        <translation>Ein Sprung geht über einen gegnerischen Stein neben Ihrem.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A jump is allowed only when the token lands to complete a row of three of your own.</source>
        <translation>Ein Sprung ist nur erlaubt, wenn der Stein mit der Landung eine Reihe von drei eigenen Steinen vollendet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A token moves one square at a time.</source>
        <translation>Ein Stein zieht immer nur ein Feld weit.</translation>
    </message>
    <message>
        <location line="+47"/>
        <location line="+2"/>
        <source>%1 is down to two tokens and wins.</source>
        <translation>%1 hat nur noch zwei Steine und gewinnt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drawn: the same position came round a third time.</source>
        <translation>Unentschieden: dieselbe Stellung ist zum dritten Mal eingetreten.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drawn: neither side can move.</source>
        <translation>Unentschieden: keine Seite kann ziehen.</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <location filename="../app/language.cpp" line="+57"/>
        <source>System Language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
</context>
<context>
    <name>PartyRules</name>
    <message>
        <location filename="../app/party/party_rules_text.cpp" line="+16"/>
        <source>&lt;h1&gt;Party Nights&lt;/h1&gt;&lt;p&gt;&lt;i&gt;᳞tails for running P.M. Drives to raise funds for charities, clubs, etc.” — the P.M. Players Club. Players Club organises the night: the draw, the tables, the rounds, the results, the standings and the printed cards. The games themselves are played on the club’s own sets, and their results typed in.&lt;/i&gt;&lt;/p&gt;&lt;h3&gt;Starting a night&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Game &amp;gt; New Party Night&lt;/b&gt;: give the night a title, choose the format, type or paste the names one a line, say how many sets the hall has, and press &lt;b&gt;Draw&lt;/b&gt;. The order of the tables is drawn by lot and kept in the night’s file.&lt;/p&gt;&lt;h3&gt;A P.M. Drive&lt;/h3&gt;&lt;p&gt;For 4 to 64 people. Tables seat four; where the numbers do not divide, table 1 (and table 2) seats five, or the last table three, so that 13 sit five, four and four, and 7 sit four and three. Six people sit at one table of six. Each round is one game of P.M. at every table.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Moving (house rule).&lt;/b&gt; After each round the two highest at each table move up one table; table 1’s two highest stay there. By default table 1’s two lowest go to the last table, as the losers of the top table do in a progressive whist drive, and everyone else stays. A club may choose instead that the two lowest at every table move down one table. Every table keeps its size all night.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Equal scores at a table (house rule).&lt;/b&gt; Where equal scores straddle the line between moving and staying, the higher running total before the round moves first, then a lot decides; or, if the club prefers, a lot alone, as cutting the cards.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The night’s result (house rule).&lt;/b&gt; Each person’s running total of P.M. scores (minus scores taken off) decides. Equal totals are parted by the number of games scored highest at one’s own table, then by the best single game; people still equal share the place. First and second prizes are given when the night is over, shared places sharing the prize. Six rounds make an evening of about two hours.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Fewer sets than tables (house rule).&lt;/b&gt; The round is played in sittings: tables 1 to the number of sets first, then the next ones, and so on. Everyone still plays every round; results may be typed in any order.&lt;/p&gt;&lt;p&gt;A score no board could show (199, say) is refused as a slip of the pen.&lt;/p&gt;&lt;h3&gt;A Patchesi knockout&lt;/h3&gt;&lt;p&gt;For 2 to 32 pairs, traditionally each a lady and a gentleman. Type each pair on its own line as “Name &amp;amp; Name”, or let the partners be drawn by lot, each lady with a gentleman, or from one list. Pairs 1 and 2 of the draw play at table 1, 3 and 4 at table 2, and so on. In each later round the winners at table 1 meet the winners at table 2, and so on down the tables.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The bye (house rule).&lt;/b&gt; With an odd number of pairs in a round, the last pair in the bracket whose line has not yet had a bye goes through without playing. Where the byes fall depends only on the number of pairs, so the bracket can be printed before the night.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Prizes.&lt;/b&gt; The final’s winners share first prize and its losers second. Other pairs are placed by the round they went out in; the losing semi-finalists share third place.&lt;/p&gt;&lt;h3&gt;During the night&lt;/h3&gt;&lt;p&gt;The tables of the round show as in the hall, numbered, with who sits where and a tick once the result is in. Choose a table (click it, or the arrow keys and Enter), type each player’s score, or choose the winning pair (1 or 2), and press Enter. When every table has its result the next round is seated. &lt;b&gt;Undo&lt;/b&gt; (Ctrl+Z) takes back the last result entered, even one that completed a round. The night saves itself after every result, and the next start offers to resume it.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Print&lt;/b&gt; (Ctrl+P) gives table cards, a tally card for each entrant, the draw sheet, the bracket and the standings with the prizes, to print or to save as PDF.&lt;/p&gt;</source>
        <translation>&lt;h1&gt;Clubabende&lt;/h1&gt;&lt;p&gt;&lt;i&gt;„Anleitung für P.M.-Drives zugunsten von Wohltätigkeit, Clubs usw.“ — der P.M. Players Club. Players Club organisiert den Abend: die Auslosung, die Tische, die Runden, die Ergebnisse, die Rangliste und die gedruckten Karten. Gespielt wird an den Spielen des Clubs; die Ergebnisse werden hier eingetragen.&lt;/i&gt;&lt;/p&gt;&lt;h3&gt;Einen Abend beginnen&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Spiel &amp;gt; Neuer Clubabend&lt;/b&gt;: Geben Sie dem Abend einen Titel, wählen Sie die Art, tippen oder fügen Sie die Namen ein, einen pro Zeile, sagen Sie, wie viele Spiele der Saal hat, und drücken Sie &lt;b&gt;Auslosen&lt;/b&gt;. Die Reihenfolge an den Tischen wird ausgelost und in der Datei des Abends festgehalten.&lt;/p&gt;&lt;h3&gt;Ein P.M.-Drive&lt;/h3&gt;&lt;p&gt;Für 4 bis 64 Personen. An jedem Tisch sitzen vier; geht die Zahl nicht auf, sitzen an Tisch 1 (und Tisch 2) fünf oder am letzten Tisch drei, so dass 13 Personen zu fünf, vier und vier sitzen und 7 zu vier und drei. Sechs Personen spielen an einem Tisch zu sechst. Jede Runde ist eine Partie P.M. an jedem Tisch.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Wechsel (Hausregel).&lt;/b&gt; Nach jeder Runde rücken die zwei Besten jedes Tisches einen Tisch auf; die zwei Besten von Tisch 1 bleiben dort. Üblich ist, dass die zwei Letzten von Tisch 1 an den letzten Tisch gehen, wie die Verlierer des Spitzentisches bei einem progressiven Whist, und alle anderen bleiben. Ein Club kann stattdessen wählen, dass die zwei Letzten jedes Tisches einen Tisch abrücken. Jeder Tisch behält den ganzen Abend seine Größe.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Gleiche Punkte an einem Tisch (Hausregel).&lt;/b&gt; Liegen gleiche Punkte beiderseits der Grenze zwischen Wechseln und Bleiben, rückt zuerst, wer vor der Runde die höhere laufende Summe hat, dann entscheidet das Los; oder, wenn der Club es vorzieht, allein das Los, wie beim Abheben.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Das Ergebnis des Abends (Hausregel).&lt;/b&gt; Es entscheidet die laufende Summe der P.M.-Punkte jedes Spielers (Minuspunkte abgezogen). Bei gleicher Summe zählt die Zahl der Partien, in denen man am eigenen Tisch die meisten Punkte hatte, dann die beste Einzelpartie; wer dann noch gleich ist, teilt sich den Platz. Erster und zweiter Preis werden am Ende des Abends vergeben; geteilte Plätze teilen sich den Preis. Sechs Runden ergeben einen Abend von etwa zwei Stunden.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Weniger Spiele als Tische (Hausregel).&lt;/b&gt; Die Runde wird in Durchgängen gespielt: zuerst die Tische 1 bis zur Zahl der Spiele, dann die nächsten und so fort. Alle spielen jede Runde; die Ergebnisse können in beliebiger Reihenfolge eingetragen werden.&lt;/p&gt;&lt;p&gt;Punkte, die kein Brett zeigen kann (etwa 199), werden als Schreibfehler abgelehnt.&lt;/p&gt;&lt;h3&gt;Ein Patchesi-K.-o.-Turnier&lt;/h3&gt;&lt;p&gt;Für 2 bis 32 Paare, traditionell je eine Dame und ein Herr. Tippen Sie jedes Paar in eine eigene Zeile als „Name &amp;amp; Name“, oder lassen Sie die Partner auslosen, jede Dame mit einem Herrn oder aus einer Liste. Die Paare 1 und 2 der Auslosung spielen an Tisch 1, 3 und 4 an Tisch 2 und so fort. In jeder weiteren Runde treffen die Sieger von Tisch 1 auf die Sieger von Tisch 2 und so fort.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Das Freilos (Hausregel).&lt;/b&gt; Ist die Zahl der Paare einer Runde ungerade, kommt das letzte Paar im Turnierbaum, dessen Linie noch kein Freilos hatte, ohne Spiel weiter. Wo die Freilose fallen, hängt nur von der Zahl der Paare ab; der Turnierbaum lässt sich also vor dem Abend drucken.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Preise.&lt;/b&gt; Die Sieger des Finales teilen sich den ersten Preis, die Verlierer den zweiten. Die übrigen Paare werden nach der Runde ihres Ausscheidens gereiht; die unterlegenen Halbfinalisten teilen sich den dritten Platz.&lt;/p&gt;&lt;h3&gt;Während des Abends&lt;/h3&gt;&lt;p&gt;Die Tische der Runde erscheinen wie im Saal, nummeriert, mit der Sitzordnung und einem Haken, sobald das Ergebnis eingetragen ist. Wählen Sie einen Tisch (mit einem Klick oder den Pfeiltasten und der Eingabetaste), tippen Sie die Punkte jedes Spielers ein oder wählen Sie das Siegerpaar (1 oder 2) und drücken Sie die Eingabetaste. Hat jeder Tisch sein Ergebnis, wird die nächste Runde gesetzt. &lt;b&gt;Zurücknehmen&lt;/b&gt; (Strg+Z) nimmt das zuletzt eingetragene Ergebnis zurück, auch eines, das eine Runde beendet hat. Der Abend speichert sich nach jedem Ergebnis, und der nächste Start bietet an, ihn fortzusetzen.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Drucken&lt;/b&gt; (Strg+P) liefert Tischkarten, eine Zählkarte für jeden Teilnehmer, den Auslosungsbogen, den Turnierbaum und die Rangliste mit den Preisen, zum Drucken oder als PDF.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>PartySheetWords</name>
    <message>
        <location filename="../app/party/print/party_bracket.cpp" line="+54"/>
        <source>The bracket</source>
        <translation>Der Turnierbaum</translation>
    </message>
    <message>
        <location line="+106"/>
        <location filename="../app/party/print/party_lists.cpp" line="+35"/>
        <location filename="../app/party/print/party_tally_cards.cpp" line="+108"/>
        <source>bye</source>
        <translation>Freilos</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../app/party/print/party_table_cards.cpp" line="+175"/>
        <source>Winners</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final</source>
        <translation>Finale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <location line="+30"/>
        <location filename="../app/party/print/party_lists.cpp" line="+198"/>
        <source>First prize</source>
        <translation>Erster Preis</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ringed numbers are the tables. The winners at each table go on along the line; a pair with a bye goes straight on.</source>
        <translation>Die umkreisten Zahlen sind die Tische. Die Sieger jedes Tisches folgen der Linie; ein Paar mit Freilos rückt direkt vor.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The final&apos;s winners share first prize, its losers second.</source>
        <translation>Die Sieger des Finales teilen sich den ersten Preis, die Verlierer den zweiten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write each pair&apos;s names on its line in the order drawn.</source>
        <translation>Tragen Sie die Namen jedes Paares in der ausgelosten Reihenfolge auf seiner Linie ein.</translation>
    </message>
    <message>
        <location filename="../app/party/print/party_lists.cpp" line="-214"/>
        <source>still in</source>
        <translation>noch im Rennen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1=</source>
        <translation>%1=</translation>
    </message>
    <message>
        <location line="+22"/>
        <location filename="../app/party/print/party_tally_cards.cpp" line="-19"/>
        <location line="+2"/>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Find your table: round %1</source>
        <translation>Ihr Tisch: Runde %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+105"/>
        <location filename="../app/party/print/party_tally_cards.cpp" line="-34"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location line="-105"/>
        <location line="+109"/>
        <location filename="../app/party/print/party_tally_cards.cpp" line="+0"/>
        <source>Pair</source>
        <translation>Paar</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>The draw: round %1 of %2</source>
        <translation>Die Auslosung: Runde %1 von %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Bye this round: %1</source>
        <translation>Freilos in dieser Runde: %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Table %1 (sitting %2)</source>
        <translation>Tisch %1 (Durchgang %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table %1</source>
        <translation>Tisch %1</translation>
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
        <translation>gg.</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+3"/>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <location line="-2"/>
        <location filename="../app/party/print/party_tally_cards.cpp" line="+33"/>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Games won</source>
        <translation>Gewonnene Spiele</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best game</source>
        <translation>Bestes Spiel</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+6"/>
        <source>Prize</source>
        <translation>Preis</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Matches won</source>
        <translation>Gewonnene Begegnungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Went out</source>
        <translation>Ausgeschieden</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Final standings and prizes</source>
        <translation>Endstand und Preise</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Standings after %n rounds</source>
        <translation>
            <numerusform>Stand nach %n Runde</numerusform>
            <numerusform>Stand nach %n Runden</numerusform>
        </translation>
    </message>
    <message>
        <location line="+38"/>
        <source>round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Second prize</source>
        <translation>Zweiter Preis</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The highest total wins; equal totals are parted by games won at one&apos;s table, then by the best game.</source>
        <translation>Die höchste Summe gewinnt; bei Gleichstand entscheiden die am eigenen Tisch gewonnenen Spiele, dann das beste Spiel.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The final&apos;s winners share first prize and its losers second; other pairs are placed by the round they went out in.</source>
        <translation>Die Sieger des Finales teilen sich den ersten Preis, die Verlierer den zweiten; die anderen Paare werden nach der Runde ihres Ausscheidens platziert.</translation>
    </message>
    <message>
        <location filename="../app/party/print/party_paper.cpp" line="+14"/>
        <location filename="../app/party/print/party_tally_cards.cpp" line="-36"/>
        <source>No. %1</source>
        <translation>Nr. %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pair %1</source>
        <translation>Paar %1</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>“P.M.” DRIVE</source>
        <translation>„P.M.“-TURNIER</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PATCHESI KNOCKOUT</source>
        <translation>PATCHESI-K.-O.-TURNIER</translation>
    </message>
    <message>
        <location filename="../app/party/print/party_table_cards.cpp" line="-182"/>
        <source>winners at table %1</source>
        <translation>Sieger von Tisch %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the pair with the bye</source>
        <translation>das Paar mit Freilos</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Table card</source>
        <translation>Tischkarte</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>TABLE</source>
        <translation>TISCH</translation>
    </message>
    <message numerus="yes">
        <location line="+45"/>
        <source>Sitting %1 of %2 • %n players at this table</source>
        <translation>
            <numerusform>Durchgang %1 von %2 • %n Spieler an diesem Tisch</numerusform>
            <numerusform>Durchgang %1 von %2 • %n Spieler an diesem Tisch</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n players at this table</source>
        <translation>
            <numerusform>%n Spieler an diesem Tisch</numerusform>
            <numerusform>%n Spieler an diesem Tisch</numerusform>
        </translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+62"/>
        <location filename="../app/party/print/party_tally_cards.cpp" line="+35"/>
        <location line="+2"/>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location line="-59"/>
        <source>Seat %1</source>
        <translation>Platz %1</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+2"/>
        <source>score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Pairs meeting</source>
        <translation>Paarungen</translation>
    </message>
    <message>
        <location filename="../app/party/print/party_tally_cards.cpp" line="-42"/>
        <source>Tally card</source>
        <translation>Zählkarte</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Against</source>
        <translation>Gegen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
</context>
<context>
    <name>PatHintWords</name>
    <message>
        <location filename="../app/pat/pat_hint_words.cpp" line="+28"/>
        <source>Only this move is possible with this throw.</source>
        <translation>Mit diesem Wurf ist nur dieser Zug möglich.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Expert would take %1&apos;s counter: it goes back to its triangle and needs a 5 to come out again.</source>
        <translation>Der Meister würde den Stein von %1 schlagen: er geht zurück in sein Dreieck und braucht eine 5, um wieder herauszukommen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Expert would bring this counter HOME, where nothing can touch it.</source>
        <translation>Der Meister würde diesen Stein ins HOME bringen, wo ihn nichts mehr erreicht.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Expert would enter a counter: with more counters out, fewer throws are lost.</source>
        <translation>Der Meister würde einen Stein einsetzen: mit mehr Steinen im Spiel gehen weniger Würfe verloren.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The Expert would move this counter out of reach of %1&apos;s counters, onto a Star, where no counter is taken.</source>
        <translation>Der Meister würde diesen Stein aus der Reichweite der Steine von %1 bringen, auf einen Stern, wo kein Stein geschlagen wird.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Expert would move this counter out of reach of %1&apos;s counters, into your home column, where nobody else goes.</source>
        <translation>Der Meister würde diesen Stein aus der Reichweite der Steine von %1 bringen, in Ihre Heimspalte, wohin sonst niemand kommt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The Expert would move this counter out of reach of %1&apos;s counters, onto your own, where the two make a barrier.</source>
        <translation>Der Meister würde diesen Stein aus der Reichweite der Steine von %1 bringen, auf Ihren eigenen, wo die beiden eine Sperre bilden.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The Expert would join your own counter: two together make a barrier that nobody may pass or take.</source>
        <translation>Der Meister würde zu Ihrem eigenen Stein ziehen: zwei zusammen bilden eine Sperre, die niemand passieren oder schlagen darf.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Expert would play this move: of all your moves, it leaves your counters least within reach of the others&apos; next throws.</source>
        <translation>Der Meister würde diesen Zug spielen: von allen Ihren Zügen lässt er Ihre Steine am wenigsten in Reichweite der nächsten Würfe der anderen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The Expert would play this move: looking over the next throws and playing each move on, it found this one keeps you best placed in the race.</source>
        <translation>Der Meister würde diesen Zug spielen: Er hat die nächsten Würfe durchgesehen und jeden Zug weitergespielt; mit diesem stehen Sie im Rennen am besten da.</translation>
    </message>
</context>
<context>
    <name>PatRules</name>
    <message>
        <location filename="../app/pat/pat_rules_text.cpp" line="+16"/>
        <source>&lt;h1&gt;Patchesi&lt;/h1&gt;&lt;p&gt;&lt;i&gt;The race game of John Jaques &amp;amp; Son, London. For two to four players, each for himself, or four in two sides of partners.&lt;/i&gt;&lt;/p&gt;&lt;h3&gt;The board&lt;/h3&gt;&lt;p&gt;A cross of four arms, Red, Green, Yellow and Purple, round the great square, HOME. Each arm is three columns of eight squares. The &lt;b&gt;track&lt;/b&gt; is the loop of the outer columns of every arm and the end square of every middle column: 68 squares. The end square of a player’s middle column, nearest him, is &lt;b&gt;A&lt;/b&gt;; the rest of that column, seven squares, leads up to HOME. Each outer column has a &lt;b&gt;Star&lt;/b&gt; on its fifth square from A. Beside each arm, to its player’s right, is a triangle where his counters wait. [R: the sheets refer to a diagram that is lost; the board is reconstructed to agree with every rule.]&lt;/p&gt;&lt;h3&gt;The single game&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Counters.&lt;/b&gt; Four each, in the player’s triangle; a short game is played with three.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Who begins.&lt;/b&gt; The players throw the die in turn; the first to throw a five begins. [R: that five is his first throw, and he may enter a counter with it.]&lt;/p&gt;&lt;p&gt;&lt;b&gt;The way round.&lt;/b&gt; A counter enters on the player’s right-hand Star, goes all round the track to his left-hand Star, then down the coloured squares to A and up his middle column to HOME. [R: counter-clockwise, and turns go round the same way.]&lt;/p&gt;&lt;p&gt;&lt;b&gt;Entering.&lt;/b&gt; Only with a five, onto the entry Star. [R: a five may instead move a counter already out; the player chooses. A Star that already holds two counters is closed.]&lt;/p&gt;&lt;p&gt;&lt;b&gt;Sixes.&lt;/b&gt; A six counts twelve and gives the player two more throws, whatever they show. He may move a different counter for each throw. If the second and third throws are sixes too, after moving twelve for the third he returns his counter nearest HOME to his triangle. [R: the throws after a six are full throws: a five may enter, a six counts twelve, but they bring no more throws. A counter already HOME is safe. A third six that no counter can use still sends the counter nearest HOME back. House rule, off by default, in either game: a six gives one more throw instead of two, and a second six one more again, up to the third six.]&lt;/p&gt;&lt;p&gt;&lt;b&gt;Barriers.&lt;/b&gt; Two counters of one colour on one square form a barrier: no counter may pass it or land on it. Three counters never share a square.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Taking.&lt;/b&gt; A counter that ends its move on a square holding a single adversary takes it: the taken counter goes back to its triangle and must be entered again with a five. Nobody is taken on a Star. [R: on a Star a counter may share the square with one adversary; two counters of different colours there do not form a barrier.]&lt;/p&gt;&lt;p&gt;&lt;b&gt;Own colour.&lt;/b&gt; A counter may not pass over one of its own colour.&lt;/p&gt;&lt;p&gt;&lt;b&gt;HOME&lt;/b&gt; only by the exact throw.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Lost throws.&lt;/b&gt; If no counter can move, the throw is lost. [R: when a counter can move, one must; the player chooses which.]&lt;/p&gt;&lt;p&gt;&lt;b&gt;The end and the stakes.&lt;/b&gt; The first to bring all his counters HOME wins the stakes, less one third, which goes to the player HOME second. [R: play goes on until a second player is HOME; with two players the first HOME ends the game. Stakes are optional and counted in counters; the third is rounded down.]&lt;/p&gt;&lt;h3&gt;The partner game&lt;/h3&gt;&lt;p&gt;Red and Yellow play against Green and Purple; partners sit opposite.&lt;/p&gt;&lt;p&gt;Each player starts with one counter on his &lt;b&gt;left-hand&lt;/b&gt; Star. Then all throw; the highest begins, a five counting higher than a six for this throw. [R: players tied for the highest throw again; the winning throw is the starter’s first throw.] The starter may use a five to enter a counter or to move his first counter on.&lt;/p&gt;&lt;p&gt;Play runs clockwise, to the left; counters go all round the track to A, then up the coloured squares to HOME, by the exact throw.&lt;/p&gt;&lt;p&gt;A single counter not on a Star may be taken by either opponent. A counter landing on its partner’s single counter joins it. Two counters of one colour form a block that neither partners nor opponents can pass; two of one side in different colours do not.&lt;/p&gt;&lt;p&gt;A six counts twelve and gives two more throws; after three sixes running the player plays all three moves if he can, even if the third takes a counter HOME, then returns his counter nearest HOME to the triangle.&lt;/p&gt;&lt;p&gt;A player may not pass one of his own counters, but may pass his partner’s; he may not pass three counters in one move. He may pass two and take or join a third. Never more than two counters on one square. [R: a square holding two counters counts as two.]&lt;/p&gt;&lt;p&gt;The side that first gets its eight counters HOME wins. [R: a player whose four counters are HOME throws no more; his partner plays on.]&lt;/p&gt;&lt;h3&gt;At this table&lt;/h3&gt;&lt;p&gt;Press &lt;b&gt;T&lt;/b&gt; or &lt;b&gt;Space&lt;/b&gt;, click the die or the Throw button to throw. The counters that can move are framed in gilt and the squares they would reach are ringed, in red where a counter would be taken. Click a counter or its ring to move it; or choose with the arrow keys or Tab and press &lt;b&gt;Enter&lt;/b&gt;. &lt;b&gt;Fast Forward&lt;/b&gt; shows the computers’ turns at once; &lt;b&gt;Undo&lt;/b&gt; takes back your last move but never the throw.&lt;/p&gt;&lt;p&gt;&lt;small&gt;[R] marks a point the Jaques sheet leaves open, settled as in the club’s rule book.&lt;/small&gt;&lt;/p&gt;</source>
        <translation>&lt;h1&gt;Patchesi&lt;/h1&gt;&lt;p&gt;&lt;i&gt;Das Laufspiel von John Jaques &amp;amp; Son, London. Für zwei bis vier Spieler, jeder für sich, oder vier in zwei Parteien von Partnern.&lt;/i&gt;&lt;/p&gt;&lt;h3&gt;Das Brett&lt;/h3&gt;&lt;p&gt;Ein Kreuz aus vier Armen, Rot, Grün, Gelb und Purpur, um das große Feld HOME. Jeder Arm besteht aus drei Spalten von acht Feldern. Die &lt;b&gt;Laufbahn&lt;/b&gt; ist der Ring aus den äußeren Spalten aller Arme und dem Endfeld jeder mittleren Spalte: 68 Felder. Das Endfeld der mittleren Spalte eines Spielers, ihm am nächsten, ist &lt;b&gt;A&lt;/b&gt;; der Rest dieser Spalte, sieben Felder, führt hinauf ins HOME. Jede äußere Spalte hat auf ihrem fünften Feld von A aus einen &lt;b&gt;Stern&lt;/b&gt;. Neben jedem Arm, zur Rechten seines Spielers, liegt ein Dreieck, in dem seine Steine warten. [R: die Regelblätter verweisen auf eine verlorene Abbildung; das Brett ist so rekonstruiert, dass es zu jeder Regel passt.]&lt;/p&gt;&lt;h3&gt;Das Einzelspiel&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Steine.&lt;/b&gt; Vier für jeden, im Dreieck des Spielers; ein kurzes Spiel wird mit dreien gespielt.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Wer beginnt.&lt;/b&gt; Die Spieler werfen reihum den Würfel; wer zuerst eine Fünf wirft, beginnt. [R: diese Fünf ist sein erster Wurf, und er darf damit einen Stein einsetzen.]&lt;/p&gt;&lt;p&gt;&lt;b&gt;Der Weg.&lt;/b&gt; Ein Stein wird auf dem rechten Stern des Spielers eingesetzt, läuft die ganze Laufbahn herum bis zu seinem linken Stern, dann die farbigen Felder hinunter bis A und seine mittlere Spalte hinauf ins HOME. [R: gegen den Uhrzeigersinn, und die Züge gehen in derselben Richtung reihum.]&lt;/p&gt;&lt;p&gt;&lt;b&gt;Einsetzen.&lt;/b&gt; Nur mit einer Fünf, auf den Einsetzstern. [R: mit einer Fünf darf stattdessen ein Stein gezogen werden, der schon draußen ist; der Spieler wählt. Ein Stern, auf dem schon zwei Steine stehen, ist gesperrt.]&lt;/p&gt;&lt;p&gt;&lt;b&gt;Sechsen.&lt;/b&gt; Eine Sechs zählt zwölf und gibt dem Spieler zwei weitere Würfe, was sie auch zeigen. Er darf für jeden Wurf einen anderen Stein ziehen. Sind auch der zweite und der dritte Wurf Sechsen, so setzt er nach dem Zug um zwölf für den dritten seinen Stein, der dem HOME am nächsten ist, in sein Dreieck zurück. [R: die Würfe nach einer Sechs sind volle Würfe: eine Fünf darf einsetzen, eine Sechs zählt zwölf, aber sie bringen keine weiteren Würfe. Ein Stein, der schon im HOME ist, ist sicher. Eine dritte Sechs, die kein Stein nutzen kann, schickt trotzdem den Stein zurück, der dem HOME am nächsten ist. Hausregel, in der Grundeinstellung ausgeschaltet, in beiden Spielen: eine Sechs gibt nur einen weiteren Wurf statt zwei, eine zweite Sechs noch einen, bis zur dritten Sechs.]&lt;/p&gt;&lt;p&gt;&lt;b&gt;Sperren.&lt;/b&gt; Zwei Steine einer Farbe auf einem Feld bilden eine Sperre: kein Stein darf sie überziehen oder auf ihr landen. Drei Steine teilen nie ein Feld.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Schlagen.&lt;/b&gt; Ein Stein, der seinen Zug auf einem Feld mit einem einzelnen Gegner beendet, schlägt ihn: der geschlagene Stein geht zurück in sein Dreieck und muss mit einer Fünf neu eingesetzt werden. Auf einem Stern wird niemand geschlagen. [R: auf einem Stern darf ein Stein das Feld mit einem Gegner teilen; zwei Steine verschiedener Farbe bilden dort keine Sperre.]&lt;/p&gt;&lt;p&gt;&lt;b&gt;Eigene Farbe.&lt;/b&gt; Ein Stein darf keinen Stein seiner eigenen Farbe überziehen.&lt;/p&gt;&lt;p&gt;&lt;b&gt;HOME&lt;/b&gt; nur mit dem genauen Wurf.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Verfallene Würfe.&lt;/b&gt; Kann kein Stein ziehen, so verfällt der Wurf. [R: kann ein Stein ziehen, so muss einer ziehen; der Spieler wählt, welcher.]&lt;/p&gt;&lt;p&gt;&lt;b&gt;Das Ende und die Einsätze.&lt;/b&gt; Wer zuerst alle seine Steine ins HOME bringt, gewinnt die Einsätze, abzüglich eines Drittels, das an den Zweiten im HOME geht. [R: das Spiel geht weiter, bis ein zweiter Spieler im HOME ist; bei zwei Spielern beendet der Erste im HOME die Partie. Einsätze sind freigestellt und werden in Steinen gezählt; das Drittel wird abgerundet.]&lt;/p&gt;&lt;h3&gt;Das Partnerspiel&lt;/h3&gt;&lt;p&gt;Rot und Gelb spielen gegen Grün und Purpur; Partner sitzen einander gegenüber.&lt;/p&gt;&lt;p&gt;Jeder Spieler beginnt mit einem Stein auf seinem &lt;b&gt;linken&lt;/b&gt; Stern. Dann werfen alle; der höchste Wurf beginnt, wobei bei diesem Wurf eine Fünf höher zählt als eine Sechs. [R: Spieler mit gleichem höchstem Wurf werfen noch einmal; der gewinnende Wurf ist der erste Wurf des Beginnenden.] Der Beginnende darf mit einer Fünf einen Stein einsetzen oder seinen ersten Stein weiterziehen.&lt;/p&gt;&lt;p&gt;Das Spiel geht im Uhrzeigersinn, nach links; die Steine laufen die ganze Laufbahn herum bis A, dann die farbigen Felder hinauf ins HOME, mit dem genauen Wurf.&lt;/p&gt;&lt;p&gt;Ein einzelner Stein, der nicht auf einem Stern steht, kann von jedem der beiden Gegner geschlagen werden. Ein Stein, der auf dem einzelnen Stein seines Partners landet, gesellt sich zu ihm. Zwei Steine einer Farbe bilden eine Sperre, die weder Partner noch Gegner überziehen können; zwei Steine einer Partei in verschiedenen Farben nicht.&lt;/p&gt;&lt;p&gt;Eine Sechs zählt zwölf und gibt zwei weitere Würfe; nach drei Sechsen hintereinander macht der Spieler alle drei Züge, wenn er kann, auch wenn der dritte einen Stein ins HOME bringt, und setzt dann seinen Stein, der dem HOME am nächsten ist, ins Dreieck zurück.&lt;/p&gt;&lt;p&gt;Ein Spieler darf keinen seiner eigenen Steine überziehen, wohl aber die seines Partners; er darf in einem Zug nicht drei Steine überziehen. Er darf zwei überziehen und einen dritten schlagen oder sich zu ihm gesellen. Nie mehr als zwei Steine auf einem Feld. [R: ein Feld mit zwei Steinen zählt als zwei.]&lt;/p&gt;&lt;p&gt;Die Partei, die zuerst ihre acht Steine ins HOME bringt, gewinnt. [R: ein Spieler, dessen vier Steine im HOME sind, wirft nicht mehr; sein Partner spielt weiter.]&lt;/p&gt;&lt;h3&gt;An diesem Tisch&lt;/h3&gt;&lt;p&gt;Drücken Sie &lt;b&gt;T&lt;/b&gt; oder die &lt;b&gt;Leertaste&lt;/b&gt;, oder klicken Sie den Würfel oder die Schaltfläche „Würfeln“ an, um zu würfeln. Die Steine, die ziehen können, sind golden umrahmt, und die Felder, die sie erreichen würden, sind umringt, rot dort, wo ein Stein geschlagen würde. Klicken Sie einen Stein oder seinen Ring an, um ihn zu ziehen; oder wählen Sie mit den Pfeiltasten oder Tab und drücken Sie die &lt;b&gt;Eingabetaste&lt;/b&gt;. &lt;b&gt;Vorspulen&lt;/b&gt; zeigt die Züge der Computer sofort; &lt;b&gt;Zurücknehmen&lt;/b&gt; nimmt Ihren letzten Zug zurück, aber nie den Wurf.&lt;/p&gt;&lt;p&gt;&lt;small&gt;[R] bezeichnet einen Punkt, den das Regelblatt von Jaques offenlässt und der nach dem Regelbuch des Clubs entschieden ist.&lt;/small&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>&lt;p&gt;&lt;b&gt;H&lt;/b&gt;, or &lt;b&gt;Hint&lt;/b&gt; in the Edit menu or the panel, selects the Expert’s move for your throw and says why; &lt;b&gt;Enter&lt;/b&gt; plays it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;H&lt;/b&gt; oder &lt;b&gt;Hinweis&lt;/b&gt; im Menü Bearbeiten oder in der Seitenleiste wählt den Zug des Meisters für Ihren Wurf und sagt, warum; die &lt;b&gt;Eingabetaste&lt;/b&gt; spielt ihn.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>PatSquareWords</name>
    <message>
        <location filename="../app/pat/pat_accessible_cells.cpp" line="+32"/>
        <source>Empty.</source>
        <translation>Leer.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n %1 counter(s) (marked with a %2)</source>
        <translation>
            <numerusform>%n Stein von %1 (Zeichen: %2)</numerusform>
            <numerusform>%n Steine von %1 (Zeichen: %2)</numerusform>
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
        <translation> und </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A barrier.</source>
        <translation>Eine Sperre.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>A Star: no counter is taken here.</source>
        <translation>Ein Stern: hier wird kein Stein geschlagen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your counter here can move to %1; press to move it.</source>
        <translation>Ihr Stein hier kann nach „%1“ ziehen; drücken, um ihn zu ziehen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A counter of yours can land here.</source>
        <translation>Ein Stein von Ihnen kann hier landen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A counter of yours can land here and take the %1 counter.</source>
        <translation>Ein Stein von Ihnen kann hier landen und den Stein von %1 schlagen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A counter of yours can land here and share the Star, safe.</source>
        <translation>Ein Stein von Ihnen kann hier landen und sich sicher den Stern teilen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A counter of yours can land here and make a barrier.</source>
        <translation>Ein Stein von Ihnen kann hier landen und eine Sperre bilden.</translation>
    </message>
    <message>
        <location filename="../app/pat/pat_square_words.cpp" line="+51"/>
        <source>your entry Star</source>
        <translation>Ihr Eingangsstern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one square past your entry Star</source>
        <translation>ein Feld hinter Ihrem Eingangsstern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 squares past your entry Star</source>
        <translation>%1 Felder hinter Ihrem Eingangsstern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s entry Star</source>
        <translation>Eingangsstern von %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one square past %1&apos;s entry Star</source>
        <translation>ein Feld hinter dem Eingangsstern von %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%2 squares past %1&apos;s entry Star</source>
        <translation>%2 Felder hinter dem Eingangsstern von %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>your other Star</source>
        <translation>Ihr anderer Stern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one square past your other Star</source>
        <translation>ein Feld hinter Ihrem anderen Stern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 squares past your other Star</source>
        <translation>%1 Felder hinter Ihrem anderen Stern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s other Star</source>
        <translation>anderer Stern von %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one square past %1&apos;s other Star</source>
        <translation>ein Feld hinter dem anderen Stern von %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%2 squares past %1&apos;s other Star</source>
        <translation>%2 Felder hinter dem anderen Stern von %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the end of your arm</source>
        <translation>Ende Ihres Arms</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one square past the end of your arm</source>
        <translation>ein Feld hinter dem Ende Ihres Arms</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 squares past the end of your arm</source>
        <translation>%1 Felder hinter dem Ende Ihres Arms</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the end of %1&apos;s arm</source>
        <translation>Ende des Arms von %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one square past the end of %1&apos;s arm</source>
        <translation>ein Feld hinter dem Ende des Arms von %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%2 squares past the end of %1&apos;s arm</source>
        <translation>%2 Felder hinter dem Ende des Arms von %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>one square before your home column</source>
        <translation>ein Feld vor Ihrer Heimspalte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 squares before your home column</source>
        <translation>%1 Felder vor Ihrer Heimspalte</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>one</source>
        <translation>ein</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>two</source>
        <translation>zwei</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>three</source>
        <translation>drei</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>four</source>
        <translation>vier</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>five</source>
        <translation>fünf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>six</source>
        <translation>sechs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>seven</source>
        <translation>sieben</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>your home column, one square from HOME</source>
        <translation>Ihre Heimspalte, ein Feld vor dem HOME</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>your home column, %1 squares from HOME</source>
        <translation>Ihre Heimspalte, %1 Felder vor dem HOME</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s home column, one square from HOME</source>
        <translation>Heimspalte von %1, ein Feld vor dem HOME</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s home column, %2 squares from HOME</source>
        <translation>Heimspalte von %1, %2 Felder vor dem HOME</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>HOME</source>
        <translation>HOME</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>your triangle</source>
        <translation>Ihr Dreieck</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s triangle</source>
        <translation>Dreieck von %1</translation>
    </message>
</context>
<context>
    <name>PatWords</name>
    <message>
        <location filename="../app/pat/pat_words.cpp" line="+19"/>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Purple</source>
        <translation>Purpur</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>dot</source>
        <translation>Punkt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cross</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>triangle</source>
        <translation>Dreieck</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>diamond</source>
        <translation>Raute</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Beginner</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standard</source>
        <translation>Fortgeschrittener</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>Meister</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 (computer, %2)</source>
        <translation>%1 (Computer, %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2, computer, %3)</source>
        <translation>%1 (%2, Computer, %3)</translation>
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
            <numerusform>%n Stein</numerusform>
            <numerusform>%n Steine</numerusform>
        </translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 and %2 play against %3 and %4.</source>
        <translation>%1 und %2 spielen gegen %3 und %4.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the side that first has all its counters HOME shares the pool.</source>
        <translation>die Seite, die zuerst alle Steine im HOME hat, teilt sich die Kasse.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the first HOME takes the whole pool.</source>
        <translation>wer zuerst im HOME ist, nimmt die ganze Kasse.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the first HOME takes the pool less one third, which goes to the second HOME.</source>
        <translation>wer zuerst im HOME ist, nimmt die Kasse abzüglich eines Drittels, das der Zweite bekommt.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Winners: %1 and %2</source>
        <translation>Gewinner: %1 und %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>First HOME: %1</source>
        <translation>Zuerst im HOME: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second HOME: %1</source>
        <translation>An zweiter Stelle im HOME: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Third HOME: %1</source>
        <translation>An dritter Stelle im HOME: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fourth HOME: %1</source>
        <translation>Als Vierter im HOME: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 and %2 share the pool of %3 counters.</source>
        <translation>%1 und %2 teilen sich die Kasse von %3 Steinen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 takes the whole pool of %2 counters.</source>
        <translation>%1 nimmt die ganze Kasse von %2 Steinen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 takes the pool of %2 counters less one third; the third, %3, goes to %4.</source>
        <translation>%1 nimmt die Kasse von %2 Steinen abzüglich eines Drittels; das Drittel, %3, bekommt %4.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Stakes: %1 Won and lost: %2.</source>
        <translation>Einsatz: %1 Gewonnen und verloren: %2.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 and %2 have all their counters HOME and win.</source>
        <translation>%1 und %2 haben alle ihre Steine im HOME und gewinnen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is HOME first and wins.</source>
        <translation>%1 ist zuerst im HOME und gewinnt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is second.</source>
        <translation>%1 folgt an zweiter Stelle.</translation>
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
        <translation>Tafel von %1 (%2)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>One man waits on the stars.</source>
        <translation>Eine Figur wartet auf den Sternen.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n men wait on the stars.</source>
        <translation>
            <numerusform>%n Figur wartet auf den Sternen.</numerusform>
            <numerusform>%n Figuren warten auf den Sternen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One man stands on %1.</source>
        <translation>Eine Figur steht auf %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Men stand on %1.</source>
        <translation>Figuren stehen auf %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One man is home on 25.</source>
        <translation>Eine Figur ist auf der 25 zu Hause.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n men are home on 25.</source>
        <translation>
            <numerusform>%n Figur ist auf der 25 zu Hause.</numerusform>
            <numerusform>%n Figuren sind auf der 25 zu Hause.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score so far: %1.</source>
        <translation>Punkte bisher: %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>One card in hand.</source>
        <translation>Eine Karte auf der Hand.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n cards in hand.</source>
        <translation>
            <numerusform>%n Karte auf der Hand.</numerusform>
            <numerusform>%n Karten auf der Hand.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>To play now.</source>
        <translation>Jetzt am Zug.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Plays next.</source>
        <translation>Als Nächster am Zug.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Dealer of this game.</source>
        <translation>Geber dieser Partie.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1&apos;s board, %2</source>
        <translation>Tafel von %1, %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Empty.</source>
        <translation>Leer.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>One of %1&apos;s men waits here.</source>
        <translation>Hier wartet eine Figur von %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One of %1&apos;s men stands here.</source>
        <translation>Hier steht eine Figur von %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n of %1&apos;s men wait here.</source>
        <translation>
            <numerusform>Hier wartet %n Figur von %1.</numerusform>
            <numerusform>Hier warten %n Figuren von %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n of %1&apos;s men stand here.</source>
        <translation>
            <numerusform>Hier steht %n Figur von %1.</numerusform>
            <numerusform>Hier stehen %n Figuren von %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The selected card can carry a man from here past 25: he stays on the stars.</source>
        <translation>Die gewählte Karte kann eine Figur von hier über die 25 hinaustragen: sie bleibt auf den Sternen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The selected card can carry this man past 25: he busts, back to the stars.</source>
        <translation>Die gewählte Karte kann diese Figur über die 25 hinaustragen: sie platzt und kehrt auf die Sterne zurück.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The selected card can bring a man out from the stars onto this number.</source>
        <translation>Die gewählte Karte kann eine Figur von den Sternen auf diese Zahl bringen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The selected card can send the man on %1 back here to the stars.</source>
        <translation>Die gewählte Karte kann die Figur von %1 hierher auf die Sterne zurückschicken.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The selected card can move the man on %1 here.</source>
        <translation>Die gewählte Karte kann die Figur von %1 hierher ziehen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This is the move chosen now: Enter plays it.</source>
        <translation>Dies ist der gewählte Zug: die Eingabetaste spielt ihn.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1&apos;s hand</source>
        <translation>Blatt von %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>One card, face up.</source>
        <translation>Eine Karte, offen.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n cards, face up.</source>
        <translation>
            <numerusform>%n Karte, offen.</numerusform>
            <numerusform>%n Karten, offen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose a card with Left and Right or the keys 1 to 9 and 0, a man with Up and Down, and play with Enter.</source>
        <translation>Wählen Sie eine Karte mit Pfeil links und rechts oder den Tasten 1 bis 9 und 0, eine Figur mit Pfeil hoch und runter, und spielen Sie mit der Eingabetaste.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>One card, face down.</source>
        <translation>Eine Karte, verdeckt.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n cards, face down.</source>
        <translation>
            <numerusform>%n Karte, verdeckt.</numerusform>
            <numerusform>%n Karten, verdeckt.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 on %2 makes %3.</source>
        <translation>%1 auf %2 ergibt %3.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A man on the stars can go over the top and stay there.</source>
        <translation>Eine Figur auf den Sternen kann über das Ziel hinausschießen und dort bleiben.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The man on %1 can bust: past 25, back to the stars.</source>
        <translation>Die Figur auf %1 kann platzen: über die 25 hinaus, zurück auf die Sterne.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A man can come out from the stars onto %1.</source>
        <translation>Eine Figur kann von den Sternen auf %1 kommen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The man on %1 can go back to the stars.</source>
        <translation>Die Figur von %1 kann auf die Sterne zurückkehren.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The man on %1 can go to %2.</source>
        <translation>Die Figur von %1 kann auf %2 ziehen.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Waiting for your turn.</source>
        <translation>Warten auf Ihren Zug.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Card container</source>
        <translation>Kartenkasten</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Top card: %1.</source>
        <translation>Oberste Karte: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No card played yet: the leader opens with a PLUS card.</source>
        <translation>Noch keine Karte gespielt: die Vorhand eröffnet mit einer PLUS-Karte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One card set aside, face down.</source>
        <translation>Eine Karte beiseitegelegt, verdeckt.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n cards set aside, face down.</source>
        <translation>
            <numerusform>%n Karte beiseitegelegt, verdeckt.</numerusform>
            <numerusform>%n Karten beiseitegelegt, verdeckt.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PmMoveLog</name>
    <message>
        <location filename="../app/pm/pm_move_log.cpp" line="+33"/>
        <source>%1 on %2 makes %3</source>
        <translation>%1 auf %2 ergibt %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 leads</source>
        <translation>%1 eröffnet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no man moves</source>
        <translation>keine Figur zieht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a man on the stars busts and stays there</source>
        <translation>eine Figur auf den Sternen platzt und bleibt dort</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bust from %1 back to the stars</source>
        <translation>die Figur auf %1 platzt, zurück auf die Sterne</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>from the stars to %1</source>
        <translation>von den Sternen auf %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>from %1 back to the stars</source>
        <translation>von %1 zurück auf die Sterne</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>from %1 to %2</source>
        <translation>von %1 auf %2</translation>
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
        <translation>%1 gewinnt Partie %2 mit %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 share game %2 with %3.</source>
        <translation>%1 teilen sich Partie %2 mit %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Then: %1.</source>
        <translation>Danach: %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>Rubber after %n game(s): %1.</source>
        <translation>
            <numerusform>Robber nach %n Partie: %1.</numerusform>
            <numerusform>Robber nach %n Partien: %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 wins the rubber with %2.</source>
        <translation>%1 gewinnt den Robber mit %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 share the rubber with %2.</source>
        <translation>%1 teilen sich den Robber mit %2.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Section %1 played game %2 out of sight: %3.</source>
        <translation>Abteilung %1 hat Partie %2 unbeobachtet gespielt: %3.</translation>
    </message>
</context>
<context>
    <name>PmRules</name>
    <message>
        <location filename="../app/pm/pm_rules_text.cpp" line="+21"/>
        <source>&lt;h1&gt;“P.M.” — Plus and Minus&lt;/h1&gt;&lt;p&gt;&lt;i&gt;The most intriguing game ever invented. Play P.M. to A.M.!&lt;/i&gt;&lt;/p&gt;&lt;p&gt;&lt;small&gt;[R] marks a point the period rule sheets leave open, settled as in the club’s rule book. Those that are real choices are &lt;b&gt;house rules&lt;/b&gt;, set in the New Rubber dialog.&lt;/small&gt;&lt;/p&gt;</source>
        <translation>&lt;h1&gt;„P.M.“ — Plus and Minus&lt;/h1&gt;&lt;p&gt;&lt;i&gt;Das fesselndste Spiel, das je erfunden wurde. Spielen Sie P.M. bis A.M. — vom Abend bis in den Morgen!&lt;/i&gt;&lt;/p&gt;&lt;p&gt;&lt;small&gt;[R] bezeichnet einen Punkt, den die alten Regelblätter offenlassen und der nach dem Regelbuch des Clubs entschieden ist. Wo es sich um eine echte Wahl handelt, sind es &lt;b&gt;Hausregeln&lt;/b&gt;, einzustellen im Dialog „Neuer Robber“.&lt;/small&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;h3&gt;The outfit&lt;/h3&gt;&lt;p&gt;Each player has a board: a row of stars at the top, one for each man, where the men wait before entering; the numbers 1 to 24 in four rows of six; and 25 alone at the bottom. Men stand on the dark circle beside a number. Each player has four men of his colour (here each colour also carries its own mark).&lt;/p&gt;&lt;p&gt;A pack is 44 cards: 39 PLUS cards printed black and 5 MINUS cards printed red and marked MINUS. A 45th card, a blank, is a spare and is never dealt. [R: the sheets do not list the values; the pack used is PLUS 1 to 9 three times each, PLUS 10 to 15 twice each, and MINUS 2, 3, 5, 7 and 9.] The two packs are told apart by their backs, one circular and one octagonal.&lt;/p&gt;&lt;p&gt;Played cards go number upwards into the large compartment of the card container, each on the last, so only the top card can be seen. [R: cards not dealt lie face down in its small compartment.] With eight players the container is passed round to whoever is to play.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Die Ausstattung&lt;/h3&gt;&lt;p&gt;Jeder Spieler hat eine Tafel: oben eine Reihe Sterne, einen für jede Figur, wo die Figuren vor dem Einsetzen warten; darunter die Zahlen 1 bis 24 in vier Reihen zu sechs; und ganz unten für sich allein die 25. Die Figuren stehen auf dem dunklen Kreis neben einer Zahl. Jeder Spieler hat vier Figuren seiner Farbe (hier trägt jede Farbe außerdem ihr eigenes Zeichen).&lt;/p&gt;&lt;p&gt;Ein Kartenspiel hat 44 Karten: 39 schwarz gedruckte PLUS-Karten und 5 rot gedruckte MINUS-Karten mit der Aufschrift MINUS. Eine 45. Karte, eine leere, ist Ersatz und wird nie gegeben. [R: die Regelblätter nennen die Werte nicht; das verwendete Spiel hat PLUS 1 bis 9 je dreimal, PLUS 10 bis 15 je zweimal und MINUS 2, 3, 5, 7 und 9.] Die beiden Kartenspiele unterscheiden sich durch ihre Rücken: das eine hat ein rundes, das andere ein achteckiges Muster.&lt;/p&gt;&lt;p&gt;Gespielte Karten kommen mit der Zahl nach oben in das große Fach des Kartenkastens, jede auf die vorige, so dass nur die oberste Karte zu sehen ist. [R: die nicht gegebenen Karten liegen verdeckt in seinem kleinen Fach.] Bei acht Spielern wird der Kasten jeweils dem zugereicht, der am Zug ist.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&lt;h3&gt;Dealing&lt;/h3&gt;&lt;p&gt;Two to eight may play. Up to four players use one pack; five to eight shuffle both packs together. Every player cuts, and the highest cut deals the first game [R: a MINUS card cuts lower than any PLUS card, and tied players cut again among themselves]. The player on the dealer’s left deals the next game, and so on round the table.&lt;/p&gt;&lt;p&gt;A player other than the dealer cuts the pack, and the dealer deals eleven cards to each, one at a time, face down, starting on his left. Cards not dealt are set aside and never shown during that game; every game starts from the complete pack, reshuffled.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Das Geben&lt;/h3&gt;&lt;p&gt;Zwei bis acht Personen können mitspielen. Bis zu vier Spieler nehmen ein Kartenspiel; fünf bis acht mischen beide Kartenspiele zusammen. Jeder Spieler hebt ab, und wer die höchste Karte abhebt, gibt die erste Partie [R: eine MINUS-Karte gilt beim Abheben weniger als jede PLUS-Karte, und bei Gleichstand heben die Betroffenen unter sich noch einmal ab]. Der Spieler zur Linken des Gebers gibt die nächste Partie, und so fort reihum.&lt;/p&gt;&lt;p&gt;Ein Mitspieler — nicht der Geber selbst — hebt ab, und der Geber gibt jedem elf Karten, einzeln und verdeckt, bei seinem linken Nachbarn beginnend. Die übrigen Karten werden beiseitegelegt und während der Partie nie gezeigt; jede Partie beginnt mit dem vollständigen, neu gemischten Kartenspiel.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&lt;h3&gt;Playing&lt;/h3&gt;&lt;p&gt;Play goes clockwise. The player on the dealer’s left, the Leader, opens with a PLUS card and brings a man from the stars onto that number: MINUS cards may not open the game. Each turn a player lays exactly one card, and lays it before he moves; a card laid cannot be taken back. He may play any card in his hand.&lt;/p&gt;&lt;p&gt;Every later card is added to the &lt;b&gt;top card only&lt;/b&gt; — the card the previous player laid — as printed: PLUS counts up, MINUS counts down. The sum is the move. The cards underneath take no part and may not be referred to. Top PLUS 3, play PLUS 4: 7. Top PLUS 5, play MINUS 7: back 2. Top PLUS 5, play MINUS 3: forward 2. Top MINUS 3, play PLUS 3: no move. Top MINUS 3, play MINUS 9: back 12.&lt;/p&gt;&lt;blockquote&gt;&lt;b&gt;RED greater than BLACK — go BACK&lt;br&gt;BLACK greater than RED — go AHEAD&lt;br&gt;RED equal to BLACK — neither FORWARD nor BACK&lt;br&gt;RED upon RED — ’nuff said!&lt;/b&gt;&lt;/blockquote&gt;&lt;p&gt;&lt;b&gt;Forward:&lt;/b&gt; he moves ONE of his men forward that many numbers, or brings a new man from the stars onto that number instead (top PLUS 4, play PLUS 5: move the man on 11 to 20, or bring a man out onto 9). &lt;b&gt;Nothing:&lt;/b&gt; no man moves. &lt;b&gt;Back:&lt;/b&gt; he moves ONE of his men on the numbers back; a man sent back to or past the stars returns to the stars. Men on the stars cannot move back.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Das Spiel&lt;/h3&gt;&lt;p&gt;Gespielt wird im Uhrzeigersinn. Der Spieler zur Linken des Gebers, die Vorhand, eröffnet mit einer PLUS-Karte und bringt eine Figur von den Sternen auf diese Zahl; mit einer MINUS-Karte darf nicht eröffnet werden. In jedem Zug legt ein Spieler genau eine Karte, und zwar bevor er zieht; eine gelegte Karte kann nicht zurückgenommen werden. Er darf jede Karte seines Blattes spielen.&lt;/p&gt;&lt;p&gt;Jede weitere Karte wird &lt;b&gt;allein zur obersten Karte&lt;/b&gt; gerechnet — der Karte, die der vorige Spieler gelegt hat —, und zwar wie aufgedruckt: PLUS zählt hinauf, MINUS zählt herunter. Die Summe ist der Zug. Die Karten darunter spielen keine Rolle, und man darf sich nicht auf sie berufen. Oben PLUS 3, gespielt PLUS 4: 7. Oben PLUS 5, gespielt MINUS 7: 2 zurück. Oben PLUS 5, gespielt MINUS 3: 2 vor. Oben MINUS 3, gespielt PLUS 3: kein Zug. Oben MINUS 3, gespielt MINUS 9: 12 zurück.&lt;/p&gt;&lt;blockquote&gt;&lt;b&gt;ROT größer als SCHWARZ — ZURÜCK ein Stück&lt;br&gt;SCHWARZ größer als ROT — VORAN ist Gebot&lt;br&gt;ROT gleich SCHWARZ — nicht VOR noch ZURÜCK&lt;br&gt;ROT auf ROT — kein Wort mehr tut not!&lt;/b&gt;&lt;/blockquote&gt;&lt;p&gt;&lt;b&gt;Vorwärts:&lt;/b&gt; er zieht EINE seiner Figuren um so viele Zahlen vor oder bringt stattdessen eine neue Figur von den Sternen auf diese Zahl (oben PLUS 4, gespielt PLUS 5: die Figur von 11 auf 20 ziehen oder eine Figur auf die 9 bringen). &lt;b&gt;Nichts:&lt;/b&gt; keine Figur zieht. &lt;b&gt;Zurück:&lt;/b&gt; er zieht EINE seiner Figuren auf den Zahlen zurück; eine Figur, die bis zu den Sternen oder darüber hinaus zurückgeschickt wird, kehrt auf die Sterne zurück. Figuren auf den Sternen können nicht zurückziehen.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&lt;h3&gt;Numbers, 25 and busts&lt;/h3&gt;&lt;p&gt;No two of a player’s men may stand on the same number, except on 25. A man reaches 25 only by the exact amount. [R, house rule, on by default: once on 25 a man is home, and no card moves him again, forward or back.]&lt;/p&gt;&lt;p&gt;A forward move that would carry a man past 25 &lt;b&gt;busts&lt;/b&gt; him: he returns to the stars to restart. A player may bust a man on purpose even when another man could move. A man on the stars cannot be busted while the player has another man on 1 to 24 (men on 25, 25, 17 and the stars; top PLUS 15, play PLUS 11 makes 26: he must bust the man on 17). [R, house rule, on by default: with no man on 1 to 24, a star man may take the bust and stays on the stars.]&lt;/p&gt;&lt;p&gt;&lt;b&gt;A possible move must be made&lt;/b&gt;, even if it busts a man. If the only moves are onto occupied numbers or busts, he busts, and the man busted must be one the card would carry beyond 25. [R: if no move is possible at all, the card stays played and no man moves.] The table says so whenever a move is forced.&lt;/p&gt;&lt;p&gt;Each player conceals his cards from all the others. With more than one person at the screen a hand is shown only to its owner, after a “Pass to” screen between their turns.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Die Zahlen, die 25 und das Platzen&lt;/h3&gt;&lt;p&gt;Zwei Figuren desselben Spielers dürfen nie auf derselben Zahl stehen, ausgenommen auf der 25. Die 25 erreicht eine Figur nur mit der genauen Zahl. [R, Hausregel, in der Grundeinstellung eingeschaltet: eine Figur auf der 25 ist zu Hause, und keine Karte bewegt sie mehr, weder vor noch zurück.]&lt;/p&gt;&lt;p&gt;Ein Vorwärtszug, der eine Figur über die 25 hinaustragen würde, lässt sie &lt;b&gt;platzen&lt;/b&gt;: sie kehrt auf die Sterne zurück und beginnt von neuem. Ein Spieler darf eine Figur auch absichtlich platzen lassen, selbst wenn eine andere ziehen könnte. Eine Figur auf den Sternen kann nicht platzen, solange der Spieler noch eine andere Figur auf 1 bis 24 hat (Figuren auf 25, 25, 17 und auf den Sternen; oben PLUS 15, gespielt PLUS 11 ergibt 26: er muss die Figur auf 17 platzen lassen). [R, Hausregel, in der Grundeinstellung eingeschaltet: hat er keine Figur auf 1 bis 24, so darf eine Figur auf den Sternen das Platzen auf sich nehmen und bleibt auf den Sternen.]&lt;/p&gt;&lt;p&gt;&lt;b&gt;Ein möglicher Zug muss ausgeführt werden&lt;/b&gt;, auch wenn dabei eine Figur platzt. Führen die einzigen Züge auf besetzte Zahlen oder zum Platzen, so muss er eine Figur platzen lassen, und zwar eine, die die Karte über die 25 hinaustragen würde. [R: ist überhaupt kein Zug möglich, so bleibt die Karte gespielt, und keine Figur zieht.] Der Tisch sagt es jedes Mal an, wenn ein Zug erzwungen ist.&lt;/p&gt;&lt;p&gt;Jeder Spieler hält seine Karten vor allen anderen verborgen. Sitzen mehrere Personen am Bildschirm, so wird ein Blatt nur seinem Besitzer gezeigt, nach einem Zwischenbild „Bitte weiterreichen an …“ zwischen den Zügen.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&lt;h3&gt;The end and the score&lt;/h3&gt;&lt;p&gt;The game ends at once when a player moves his fourth man onto 25 — no one moves after him — or when the last player has played his last card and moved. Each man on 25 scores 50; each man still on the stars loses 20; every other man scores the number he stands on. Four men on 25 make 200; two on 25, one on 15 and one on the stars make 95.&lt;/p&gt;&lt;p&gt;A minus game score is ringed on the score sheet, to show it is subtracted when totalling the rubber. Five games make a rubber, won by the highest total [R: equal highest totals share the rubber].&lt;/p&gt;&lt;p&gt;With seven or eight beginners the party may first play a trial round in two sections, four and four or four and three, each with its own pack, one circular and one octagonal. Each section is an independent game; the score sheet records both.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Das Ende und die Wertung&lt;/h3&gt;&lt;p&gt;Die Partie endet sofort, wenn ein Spieler seine vierte Figur auf die 25 bringt — nach ihm zieht niemand mehr —, oder wenn der letzte Spieler seine letzte Karte gespielt und gezogen hat. Jede Figur auf der 25 zählt 50; jede Figur, die noch auf den Sternen steht, kostet 20; jede andere Figur zählt die Zahl, auf der sie steht. Vier Figuren auf der 25 ergeben 200; zwei auf der 25, eine auf 15 und eine auf den Sternen ergeben 95.&lt;/p&gt;&lt;p&gt;Ein Minusergebnis einer Partie wird auf dem Anschreibebogen eingekreist, zum Zeichen, dass es beim Zusammenzählen des Robbers abgezogen wird. Fünf Partien bilden einen Robber; ihn gewinnt, wer die höchste Summe hat [R: bei gleicher höchster Summe teilen sich die Betreffenden den Robber].&lt;/p&gt;&lt;p&gt;Bei sieben oder acht Anfängern kann die Gesellschaft zuerst eine Proberunde in zwei Abteilungen spielen, vier und vier oder vier und drei, jede mit ihrem eigenen Kartenspiel, das eine mit runden, das andere mit achteckigen Rücken. Jede Abteilung spielt eine Partie für sich; der Anschreibebogen verzeichnet beide.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&lt;h3&gt;Hints&lt;/h3&gt;&lt;p&gt;Remember that the card you lay becomes the top card of the player on your left (marked &lt;i&gt;next to play&lt;/i&gt; on the table). It may pay to give up a move onto 25 to keep an opponent from scoring, or to force him over 25.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Ratschläge&lt;/h3&gt;&lt;p&gt;Bedenken Sie, dass die Karte, die Sie legen, zur obersten Karte Ihres linken Nachbarn wird (auf dem Tisch mit &lt;i&gt;Nächster am Zug&lt;/i&gt; bezeichnet). Es kann sich lohnen, auf einen Zug auf die 25 zu verzichten, um einen Gegner am Punkten zu hindern oder ihn über die 25 hinauszutreiben.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>PmWords</name>
    <message>
        <location filename="../app/pm/pm_hint_words.cpp" line="+69"/>
        <source>It brings a man from the stars straight onto 25.</source>
        <translation>Damit kommt eine Figur von den Sternen geradewegs auf die 25.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It lands your man on %1 on 25 exactly.</source>
        <translation>Damit landet Ihre Figur von %1 genau auf der 25.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>It leaves a %1 on top for %2, who has a man on %3.</source>
        <translation>Damit liegt eine %1 obenauf für %2, der eine Figur auf %3 hat.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It brings a new man out from the stars onto %1.</source>
        <translation>Damit kommt eine neue Figur von den Sternen auf %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It takes your man on %1 back to the stars, out of the way of a bust.</source>
        <translation>Damit zieht Ihre Figur von %1 zurück auf die Sterne, außer Gefahr zu platzen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It takes your man on %1 back to %2, out of the way of a bust.</source>
        <translation>Damit zieht Ihre Figur von %1 zurück und steht dann auf %2, außer Gefahr zu platzen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Every card busts a man now; busting the one on %1 costs least.</source>
        <translation>Jetzt lässt jede Karte eine Figur platzen; die auf %1 platzen zu lassen, kostet am wenigsten.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>It moves no man and keeps your better cards for later.</source>
        <translation>Damit zieht keine Figur, und Ihre besseren Karten bleiben für später.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Hint: play your %1. %2</source>
        <translation>Hinweis: Spielen Sie Ihre %1. %2</translation>
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
        <translation>die Sterne</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Red upon red — ’nuff said!</source>
        <translation>Rot auf Rot — kein Wort mehr tut not!</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Red greater than black — go back.</source>
        <translation>Rot größer als Schwarz — zurück ein Stück.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black greater than red — go ahead.</source>
        <translation>Schwarz größer als Rot — voran ist Gebot.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red equal to black — neither forward nor back.</source>
        <translation>Rot gleich Schwarz — nicht vor noch zurück.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 on %2 makes %3.</source>
        <translation>%1 auf %2 ergibt %3.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 leads.</source>
        <translation>%1 eröffnet.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No man moves.</source>
        <translation>Keine Figur zieht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No man can move: the card is played and no man moves.</source>
        <translation>Keine Figur kann ziehen: die Karte gilt als gespielt, und keine Figur zieht.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A man on the stars goes over the top and stays on the stars.</source>
        <translation>Eine Figur auf den Sternen schießt über das Ziel hinaus und bleibt auf den Sternen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The man on %1 goes over 25: bust, back to the stars.</source>
        <translation>Die Figur auf %1 kommt über 25 hinaus: geplatzt, zurück auf die Sterne.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A man comes out from the stars onto %1.</source>
        <translation>Eine Figur kommt von den Sternen auf %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The man on %1 lands on 25 exactly.</source>
        <translation>Die Figur von %1 landet genau auf der 25.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The man on %1 goes back to the stars.</source>
        <translation>Die Figur von %1 kehrt auf die Sterne zurück.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The man on %1 goes to %2.</source>
        <translation>Die Figur von %1 landet auf %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A MINUS card may not open the game.</source>
        <translation>Mit einer MINUS-Karte darf nicht eröffnet werden.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Forced: no man can make this move, so the card is played and no man moves.</source>
        <translation>Erzwungen: keine Figur kann diesen Zug ausführen; die Karte gilt also als gespielt, und keine Figur zieht.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Forced: every other move is blocked, so a man the card carries past 25 must bust.</source>
        <translation>Erzwungen: jeder andere Zug ist versperrt; also muss eine Figur platzen, die die Karte über die 25 hinausträgt.</translation>
    </message>
    <message>
        <location filename="../app/pm/pm_hint_words.cpp" line="-46"/>
        <source>It leaves a %1 on top for %2, whose men are all on the stars.</source>
        <translation>Damit liegt eine %1 obenauf für %2, dessen Figuren alle auf den Sternen stehen.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Every card busts a man now; this one only busts a man on the stars, which costs nothing.</source>
        <translation>Jetzt lässt jede Karte eine Figur platzen; diese nur eine Figur auf den Sternen, und das kostet nichts.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Busting your man on %1 costs his points now, but your other cards would do worse: it keeps the better cards and chances for later.</source>
        <translation>Ihre Figur auf %1 platzen zu lassen, kostet jetzt ihre Punkte, aber Ihre anderen Karten wären schlechter: So bleiben die besseren Karten und Aussichten für später.</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>Bringing a man out from the stars onto %1 did best in the deals the Expert tried.</source>
        <translation>Eine Figur von den Sternen auf %1 zu bringen, schnitt in den vom Meister durchgespielten Verteilungen am besten ab.</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>You came first in every deal tried with it.</source>
        <translation>Sie lagen in jeder damit durchgespielten Verteilung vorn.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You came first in most of the deals tried with it; %1 was the player to beat in the others.</source>
        <translation>Sie lagen in den meisten damit durchgespielten Verteilungen vorn; in den übrigen war %1 zu schlagen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You came first in about half of the deals tried with it; %1 was the player to beat in the others.</source>
        <translation>Sie lagen in etwa der Hälfte der damit durchgespielten Verteilungen vorn; in den übrigen war %1 zu schlagen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You came first in some of the deals tried with it; %1 was the player to beat in the others.</source>
        <translation>Sie lagen in einigen der damit durchgespielten Verteilungen vorn; in den übrigen war %1 zu schlagen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You came first in few of the deals tried with it; %1 was the player to beat.</source>
        <translation>Sie lagen nur in wenigen der damit durchgespielten Verteilungen vorn; %1 war zu schlagen.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Sending your man on %1 back to the stars costs his points now, but every other move did worse in the deals the Expert tried.</source>
        <translation>Ihre Figur von %1 auf die Sterne zurückzuschicken, kostet jetzt ihre Punkte, aber jeder andere Zug schnitt in den vom Meister durchgespielten Verteilungen schlechter ab.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Moving your man from %1 to %2 did best in the deals the Expert tried.</source>
        <translation>Ihre Figur von %1 auf %2 zu ziehen, schnitt in den vom Meister durchgespielten Verteilungen am besten ab.</translation>
    </message>
</context>
<context>
    <name>ScoreSheetWords</name>
    <message>
        <location filename="../app/pm/pm_score_sheet.cpp" line="+104"/>
        <location line="+30"/>
        <source>Rubber Score Sheet</source>
        <translation>Anschreibebogen für den Robber</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>PLUS AND MINUS</source>
        <translation>PLUS AND MINUS</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game %1</source>
        <translation>Partie %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <location line="-157"/>
        <source>Winner of the rubber: %1</source>
        <translation>Den Robber gewinnt: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rubber is shared by %1</source>
        <translation>Den Robber teilen sich %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Five games make a rubber. Minus scores are ringed, to show they are subtracted when totalling the rubber.</source>
        <translation>Fünf Partien bilden einen Robber. Minusergebnisse werden eingekreist, zum Zeichen, dass sie beim Zusammenzählen des Robbers abgezogen werden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Scoring: 50 for each man on 25; 20 deducted for each man on the stars; other men score the number they stand on.</source>
        <translation>Wertung: 50 für jede Figur auf der 25; 20 Abzug für jede Figur auf den Sternen; die übrigen Figuren zählen die Zahl, auf der sie stehen.</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Trial round in two sections: players 1–4 with the circular pack, players 5–%1 with the octagonal pack.</source>
        <translation>Proberunde in zwei Abteilungen: Spieler 1–4 mit dem Kartenspiel mit runden Rücken, Spieler 5–%1 mit dem Kartenspiel mit achteckigen Rücken.</translation>
    </message>
</context>
<context>
    <name>SheetPrintWords</name>
    <message>
        <location filename="../app/common/sheet_print.cpp" line="+65"/>
        <source>Cannot write %1</source>
        <translation>%1 lässt sich nicht schreiben</translation>
    </message>
</context>
<context>
    <name>club::FormatError</name>
    <message>
        <location filename="../engine/core/json_fields.cpp" line="+25"/>
        <source>field &quot;%1&quot; must be an integer from %2 to %3</source>
        <translation>Feld &quot;%1&quot; muss eine ganze Zahl von %2 bis %3 sein</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>field &quot;%1&quot; must be an integer from %2 to %3, not %4</source>
        <translation>Feld &quot;%1&quot; muss eine ganze Zahl von %2 bis %3 sein, nicht %4</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>field &quot;%1&quot; must be a whole number from 0 to 9007199254740991, or a string of digits from &quot;0&quot; to &quot;18446744073709551615&quot;</source>
        <translation>das Feld „%1“ muss eine ganze Zahl von 0 bis 9007199254740991 sein oder eine Ziffernfolge von „0“ bis „18446744073709551615“</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>field &quot;%1&quot; is missing</source>
        <translation>Feld &quot;%1&quot; fehlt</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>field &quot;%1&quot; must be true or false</source>
        <translation>Feld &quot;%1&quot; muss true oder false sein</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>field &quot;%1&quot; must be a string</source>
        <translation>Feld &quot;%1&quot; muss eine Zeichenkette sein</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>field &quot;%1&quot; is longer than %n characters</source>
        <translation>
            <numerusform>Feld &quot;%1&quot; ist länger als %n Zeichen</numerusform>
            <numerusform>Feld &quot;%1&quot; ist länger als %n Zeichen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>field &quot;%1&quot; must be an array</source>
        <translation>Feld &quot;%1&quot; muss ein Array sein</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>field &quot;%1&quot; must have from %2 to %3 elements, not %4</source>
        <translation>Feld &quot;%1&quot; muss %2 bis %3 Elemente haben, nicht %4</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>field &quot;%1&quot; must be an object</source>
        <translation>Feld &quot;%1&quot; muss ein Objekt sein</translation>
    </message>
    <message>
        <location filename="../engine/core/save_file.cpp" line="+20"/>
        <source>the file is too large to be a saved game</source>
        <translation>die Datei ist zu groß für eine gespeicherte Partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file is not a Players Club saved game</source>
        <translation>die Datei ist keine gespeicherte Partie von Players Club</translation>
    </message>
    <message>
        <location filename="../app/common/hosted_link.cpp" line="+49"/>
        <location filename="../engine/core/save_file.cpp" line="+32"/>
        <location line="+5"/>
        <source>Cannot write %1: %2</source>
        <translation>%1 lässt sich nicht schreiben: %2</translation>
    </message>
    <message>
        <location filename="../engine/core/bounded_file.cpp" line="+25"/>
        <source>the file cannot be read (%1)</source>
        <translation>die Datei kann nicht gelesen werden (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is not an ordinary file (a device, a pipe or a folder)</source>
        <translation>es ist keine gewöhnliche Datei (ein Gerät, eine Pipe oder ein Ordner)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>there is not enough memory to read the file</source>
        <translation>es ist nicht genug Speicher frei, um die Datei zu lesen</translation>
    </message>
    <message>
        <location filename="../engine/core/save_file.cpp" line="-35"/>
        <source>it is a saved game of %1, not of %2</source>
        <translation>es ist eine gespeicherte Partie %1, keine Partie %2</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>the file is not valid JSON (%1 at byte %2); it may be truncated or damaged</source>
        <translation>die Datei ist kein gültiges JSON (%1 bei Byte %2); sie ist vielleicht unvollständig oder beschädigt</translation>
    </message>
    <message>
        <location line="-57"/>
        <source>the file was saved by a newer version of Players Club (format %1); this version reads up to format %2</source>
        <translation>die Datei wurde von einer neueren Version von Players Club gespeichert (Format %1); diese Version liest Dateien bis Format %2</translation>
    </message>
    <message>
        <location filename="../engine/km/diagram.cpp" line="+18"/>
        <source>a King&apos;s Men diagram needs 121 squares, not %1</source>
        <translation>ein Diagramm für King&apos;s Men braucht 121 Felder, nicht %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>diagram square %1 must be &apos;#&apos; exactly at the corners</source>
        <translation>Diagrammfeld %1: &apos;#&apos; gehört genau an die Ecken und nirgends sonst hin</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>unknown diagram character &apos;%1&apos;</source>
        <translation>unbekanntes Zeichen &apos;%1&apos; im Diagramm</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a token stands on a Lodge of the other colour at %1</source>
        <translation>auf %1 steht ein Stein in einer Loge der anderen Farbe</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>a side has more than %n tokens</source>
        <translation>
            <numerusform>eine Seite hat mehr als %n Stein</numerusform>
            <numerusform>eine Seite hat mehr als %n Steine</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../engine/km/game.cpp" line="+54"/>
        <source>that move is not legal here</source>
        <translation>dieser Zug ist hier nicht erlaubt</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the game is over</source>
        <translation>die Partie ist beendet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&quot;%1&quot; is not a legal move here</source>
        <translation>&quot;%1&quot; ist hier kein erlaubter Zug</translation>
    </message>
    <message>
        <location filename="../engine/km/game_file.cpp" line="+41"/>
        <source>field &quot;first&quot; must be &quot;A&quot; or &quot;B&quot;</source>
        <translation>Feld &quot;first&quot; muss &quot;A&quot; oder &quot;B&quot; sein</translation>
    </message>
    <message>
        <location filename="../engine/crib/match_file.cpp" line="+127"/>
        <source>move %1 (&quot;%2&quot;) is not legal there</source>
        <translation>Zug %1 („%2“) ist an dieser Stelle nicht erlaubt</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>field &quot;board&quot; must be &quot;two-track&quot;, &quot;three-track&quot;, &quot;four-track&quot; or &quot;two-and-three-track&quot;</source>
        <translation>das Feld „board“ muss „two-track“, „three-track“, „four-track“ oder „two-and-three-track“ sein</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>field &quot;corners&quot; must be &quot;bends&quot; or &quot;every-thirty&quot;</source>
        <translation>das Feld „corners“ muss „bends“ oder „every-thirty“ sein</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../engine/km/game_file.cpp" line="+12"/>
        <source>field &quot;setup&quot;: %1</source>
        <translation>Feld &quot;setup&quot;: %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>move %1 (&quot;%2&quot;) is not a move</source>
        <translation>Zug %1 („%2“) ist kein Zug</translation>
    </message>
    <message>
        <location filename="../engine/km/game_file.cpp" line="+9"/>
        <source>move %1 must be a string</source>
        <translation>Zug %1 muss eine Zeichenkette sein</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>move %1 (&quot;%2&quot;) comes after the end of the game</source>
        <translation>Zug %1 (&quot;%2&quot;) kommt nach dem Ende der Partie</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>move %1 (&quot;%2&quot;) is not a legal move there</source>
        <translation>Zug %1 (&quot;%2&quot;) ist an dieser Stelle nicht erlaubt</translation>
    </message>
    <message>
        <location filename="../engine/pm/pack.cpp" line="+24"/>
        <source>the built-in P.M. pack resource is missing</source>
        <translation>das eingebaute P.M.-Kartenspiel fehlt im Programm</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+5"/>
        <source>cannot open the pack file: %1</source>
        <translation>die Datei des Kartenspiels lässt sich nicht öffnen: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the pack file is too large</source>
        <translation>die Datei des Kartenspiels ist zu groß</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the pack file is not a JSON object</source>
        <translation>die Datei des Kartenspiels ist kein JSON-Objekt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the pack file lacks &quot;format&quot;: &quot;players-club-pm-pack&quot;</source>
        <translation>in der Datei des Kartenspiels fehlt &quot;format&quot;: &quot;players-club-pm-pack&quot;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>card entry %1 must be an object</source>
        <translation>Karteneintrag %1 muss ein Objekt sein</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>card entry %1: &quot;kind&quot; must be &quot;plus&quot; or &quot;minus&quot;</source>
        <translation>Karteneintrag %1: &quot;kind&quot; muss &quot;plus&quot; oder &quot;minus&quot; sein</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a P.M. pack has %1 cards, this one has only %2</source>
        <translation>ein P.M.-Kartenspiel hat %1 Karten, dieses hat nur %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a P.M. pack has %1 cards, this one has more</source>
        <translation>ein P.M.-Kartenspiel hat %1 Karten, dieses hat mehr</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>a pack may hold at most %n MINUS cards, so that every hand can lead with a PLUS card</source>
        <translation>
            <numerusform>ein Kartenspiel darf höchstens %n MINUS-Karte enthalten, damit jedes Blatt mit einer PLUS-Karte eröffnen kann</numerusform>
            <numerusform>ein Kartenspiel darf höchstens %n MINUS-Karten enthalten, damit jedes Blatt mit einer PLUS-Karte eröffnen kann</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../engine/pm/record.cpp" line="+14"/>
        <source>move %1 of game %2 is not legal where it stands</source>
        <translation>Zug %1 der Partie %2 ist an seiner Stelle nicht erlaubt</translation>
    </message>
    <message>
        <location filename="../engine/pm/rubber.cpp" line="+11"/>
        <source>P.M. is for 2 to 8 players, not %1</source>
        <translation>P.M. ist für 2 bis 8 Spieler, nicht für %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a rubber has 1 to 5 games</source>
        <translation>ein Robber hat 1 bis 5 Partien</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>playing in two sections is for 7 or 8 players</source>
        <translation>das Spiel in zwei Abteilungen ist für 7 oder 8 Spieler</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>player colours are numbered 0 to 7</source>
        <translation>die Spielerfarben sind von 0 bis 7 nummeriert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the pack is not complete</source>
        <translation>das Kartenspiel ist nicht vollständig</translation>
    </message>
    <message>
        <location filename="../engine/crib/match_file.cpp" line="-17"/>
        <location filename="../engine/km/table.cpp" line="+37"/>
        <location filename="../engine/pat/game_file.cpp" line="+36"/>
        <location filename="../engine/pm/rubber_file.cpp" line="+60"/>
        <source>seat %1 must be an object</source>
        <translation>Platz %1 muss ein Objekt sein</translation>
    </message>
    <message>
        <location filename="../engine/pm/rubber_file.cpp" line="+16"/>
        <source>game record %1 does not match this rubber&apos;s deals; the file has been altered</source>
        <translation>Partieaufzeichnung %1 passt nicht zu den Kartenverteilungen dieses Robbers; die Datei wurde verändert</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>game record %1 does not deal every card of the pack once</source>
        <translation>Partieaufzeichnung %1 verteilt nicht jede Karte des Spiels genau einmal</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>game record %1 does not deal a full hand to each player</source>
        <translation>Partieaufzeichnung %1 gibt nicht jedem Spieler eine volle Hand</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>game record %1, move %2 must be an object</source>
        <translation>Partieaufzeichnung %1, Zug %2 muss ein Objekt sein</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>game record %1 has moves after the game ended</source>
        <translation>Partieaufzeichnung %1 enthält Züge nach dem Ende der Partie</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>game record %1, move %2 is not a legal move where it stands</source>
        <translation>Partieaufzeichnung %1, Zug %2 ist an seiner Stelle nicht erlaubt</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>game record %1 ends before its game is over</source>
        <translation>Partieaufzeichnung %1 endet, bevor ihre Partie vorbei ist</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>game record %1 must be an object</source>
        <translation>Partieaufzeichnung %1 muss ein Objekt sein</translation>
    </message>
    <message>
        <location filename="../engine/pm/table.cpp" line="+20"/>
        <source>unknown computer player &quot;%1&quot;</source>
        <translation>unbekannter Computerspieler &quot;%1&quot;</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>there is no rubber to save</source>
        <translation>es gibt keinen Robber zum Speichern</translation>
    </message>
    <message>
        <location filename="../engine/party/night.cpp" line="+73"/>
        <location filename="../engine/party/night_state.cpp" line="+156"/>
        <source>the night has not been drawn</source>
        <translation>für den Abend wurde noch nicht ausgelost</translation>
    </message>
    <message>
        <location filename="../engine/party/night_file.cpp" line="+28"/>
        <source>field &quot;%1&quot; must be %2</source>
        <translation>das Feld „%1“ muss %2 sein</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>entrant %1 must be a list of one or two names</source>
        <translation>Teilnehmer %1 muss eine Liste mit einem oder zwei Namen sein</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>entrant %1 must be a list of names</source>
        <translation>Teilnehmer %1 muss eine Liste von Namen sein</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>result %1 must be an object</source>
        <translation>Ergebnis %1 muss ein Objekt sein</translation>
    </message>
    <message>
        <location filename="../app/party/print/party_print.cpp" line="+81"/>
        <source>Cannot write %1</source>
        <translation>%1 kann nicht geschrieben werden</translation>
    </message>
    <message>
        <location line="+14"/>
        <location filename="../engine/party/night_state.cpp" line="-126"/>
        <source>a drive needs %1 to %2 entrants, not %3</source>
        <translation>ein Turnier braucht %1 bis %2 Teilnehmer, nicht %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../engine/party/night_state.cpp" line="+4"/>
        <source>a knockout needs %1 to %2 pairs, not %3</source>
        <translation>ein K.-o.-Turnier braucht %1 bis %2 Paare, nicht %3</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>the night has not been drawn yet</source>
        <translation>die Auslosung des Abends hat noch nicht stattgefunden</translation>
    </message>
    <message>
        <location filename="../engine/party/night_state.cpp" line="+6"/>
        <source>entrant %1 must be one person</source>
        <translation>Teilnehmer %1 muss eine einzelne Person sein</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>pair %1 must have two names</source>
        <translation>Paar %1 muss zwei Namen haben</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>entrant %1 needs a name of 1 to %2 characters without spaces at either end</source>
        <translation>Teilnehmer %1 braucht einen Namen aus 1 bis %2 Zeichen ohne Leerzeichen am Anfang oder Ende</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the name &quot;%1&quot; is entered twice</source>
        <translation>der Name „%1“ ist zweimal eingetragen</translation>
    </message>
    <message>
        <location filename="../app/party/print/party_print.cpp" line="-22"/>
        <location filename="../engine/party/night_state.cpp" line="+13"/>
        <source>the rounds must be 1 to %1</source>
        <translation>die Zahl der Runden muss 1 bis %1 sein</translation>
    </message>
    <message>
        <location filename="../engine/party/night_state.cpp" line="+3"/>
        <source>the sets must be 0 to %1</source>
        <translation>die Zahl der Sätze muss 0 bis %1 sein</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the draw must name every entrant exactly once</source>
        <translation>die Auslosung muss jeden Teilnehmer genau einmal nennen</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>it belongs to round %1, but round %2 is being played</source>
        <translation>es gehört zu Runde %1, aber gespielt wird Runde %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>result %1: %2</source>
        <translation>Ergebnis %1: %2</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>the night is over</source>
        <translation>der Abend ist vorbei</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>there is no table %1 in round %2</source>
        <translation>in Runde %2 gibt es keinen Tisch %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>table %1 already has its result; undo it first</source>
        <translation>Tisch %1 hat schon sein Ergebnis; nehmen Sie es zuerst zurück</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>table %1 needs %2 scores, one per seat</source>
        <translation>Tisch %1 braucht %2 Ergebnisse, eines je Platz</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is not a score four men can make (seat %2)</source>
        <translation>%1 ist kein Ergebnis, das vier Männer erreichen können (Platz %2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a drive&apos;s result is scores, not a winner</source>
        <translation>das Ergebnis eines Turniers sind Punkte, kein Sieger</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the winners at table %1 must be one of its two pairs</source>
        <translation>die Sieger an Tisch %1 müssen eines seiner beiden Paare sein</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a knockout&apos;s result is the winning pair, not scores</source>
        <translation>das Ergebnis eines K.-o.-Spiels ist das siegreiche Paar, keine Punkte</translation>
    </message>
    <message>
        <location filename="../engine/pat/board.cpp" line="+25"/>
        <source>the board file: %1 must be a cell [column, row]</source>
        <translation>die Spielbrett-Datei: %1 muss ein Feld [Spalte, Reihe] sein</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the board file: %1 lies outside the grid</source>
        <translation>die Spielbrett-Datei: %1 liegt außerhalb des Rasters</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the board file: %1 is not on the loop</source>
        <translation>die Spielbrett-Datei: %1 liegt nicht auf der Runde</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>the built-in Patchesi board resource is missing</source>
        <translation>das eingebaute Patchesi-Spielbrett fehlt</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the board file is not a JSON object</source>
        <translation>die Spielbrett-Datei ist kein JSON-Objekt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the board file lacks &quot;format&quot;: &quot;players-club-pat-board&quot;</source>
        <translation>der Spielbrett-Datei fehlt „format“: „players-club-pat-board“</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the board file: %1 is listed twice</source>
        <translation>die Spielbrett-Datei: %1 steht zweimal darin</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the board file: loop square %1 does not touch the next</source>
        <translation>die Spielbrett-Datei: Feld %1 der Runde grenzt nicht an das nächste</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>the board file: %1&apos;s Stars are not 63 squares from A</source>
        <translation>die Spielbrett-Datei: die Sterne von %1 liegen nicht 63 Felder nach A</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the board file: %1 does not follow on from the last</source>
        <translation>die Spielbrett-Datei: %1 schließt nicht an das vorige an</translation>
    </message>
    <message>
        <location filename="../engine/pat/game.cpp" line="+68"/>
        <source>that counter cannot move with this throw</source>
        <translation>dieser Stein kann mit diesem Wurf nicht ziehen</translation>
    </message>
    <message>
        <location filename="../engine/pat/game_file.cpp" line="-7"/>
        <source>field &quot;kind&quot; must be &quot;single&quot; or &quot;partner&quot;</source>
        <translation>das Feld „kind“ muss „single“ oder „partner“ sein</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>seat %1: the colour must be red, green, yellow or purple</source>
        <translation>Platz %1: die Farbe muss Rot, Grün, Gelb oder Violett sein</translation>
    </message>
    <message>
        <location filename="../engine/core/seat.cpp" line="+25"/>
        <source>seat %1: unknown player &quot;%2&quot;</source>
        <translation>Platz %1: unbekannter Spieler „%2“</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>seat %1: &quot;phone&quot; is not true or false</source>
        <translation>Platz %1: „phone“ ist weder true noch false</translation>
    </message>
    <message>
        <location filename="../engine/pat/game_file.cpp" line="+62"/>
        <source>the record goes on after the end of the game</source>
        <translation>die Aufzeichnung geht nach dem Ende des Spiels weiter</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>throw %1 comes where a move is due</source>
        <translation>Wurf %1 steht dort, wo ein Zug fällig ist</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>move %1 (counter %2) is not a legal move there</source>
        <translation>Zug %1 (Stein %2) ist an dieser Stelle nicht erlaubt</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>move %1 comes where a throw is due</source>
        <translation>Zug %1 steht dort, wo ein Wurf fällig ist</translation>
    </message>
    <message>
        <location filename="../engine/pat/setup.cpp" line="+63"/>
        <source>Patchesi is played with four counters each, or three</source>
        <translation>Patchesi wird mit vier Steinen je Spieler gespielt, oder mit drei</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Patchesi needs 2 to 4 players, and the partner game exactly four</source>
        <translation>Patchesi braucht 2 bis 4 Spieler, das Partnerspiel genau vier</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>every Patchesi player needs a colour of his own</source>
        <translation>jeder Patchesi-Spieler braucht eine eigene Farbe</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the stake must be 1 to 1000 counters</source>
        <translation>der Einsatz muss 1 bis 1000 Spielmarken betragen</translation>
    </message>
    <message>
        <location filename="../engine/party/partners.cpp" line="+31"/>
        <source>drawing partners needs as many ladies as gentlemen, %1 to %2 of each</source>
        <translation>die Auslosung der Partner braucht gleich viele Damen wie Herren, je %1 bis %2</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>drawing partners needs an even number of people, %1 to %2</source>
        <translation>die Auslosung der Partner braucht eine gerade Zahl von Personen, %1 bis %2</translation>
    </message>
    <message>
        <location filename="../engine/core/file_name.cpp" line="+9"/>
        <source>a file name cannot hold a NUL character</source>
        <translation>ein Dateiname darf kein NUL-Zeichen enthalten</translation>
    </message>
    <message>
        <location filename="../engine/core/choice_id.cpp" line="+22"/>
        <source>That is not a choice of this game.</source>
        <translation>Das ist keine Wahl in diesem Spiel.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The table has moved on since that choice was offered.</source>
        <translation>Das Spiel ist weitergegangen, seit diese Wahl angeboten wurde.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>That choice is not open to this seat now.</source>
        <translation>Diese Wahl steht diesem Platz jetzt nicht offen.</translation>
    </message>
    <message>
        <location filename="../engine/core/phone_message.cpp" line="+52"/>
        <source>field &quot;%1&quot; is not in the expected form</source>
        <translation>Feld &quot;%1&quot; hat nicht die erwartete Form</translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>the message is longer than %n bytes</source>
        <translation>
            <numerusform>die Nachricht ist länger als %n Byte</numerusform>
            <numerusform>die Nachricht ist länger als %n Bytes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the message is nested too deeply</source>
        <translation>die Nachricht ist zu tief verschachtelt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the message is not a JSON object</source>
        <translation>die Nachricht ist kein JSON-Objekt</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>field &quot;type&quot; must be &quot;join&quot;, &quot;act&quot;, &quot;ping&quot; or &quot;hint&quot;</source>
        <translation>Feld &quot;type&quot; muss &quot;join&quot;, &quot;act&quot;, &quot;ping&quot; oder &quot;hint&quot; sein</translation>
    </message>
    <message>
        <location filename="../app/phones/phone_table.cpp" line="+48"/>
        <source>This seat is not played on a phone.</source>
        <translation>Dieser Platz wird nicht auf einem Handy gespielt.</translation>
    </message>
    <message>
        <location filename="../app/phones/phone_server.cpp" line="+328"/>
        <source>The phones cannot be served on %1: %2</source>
        <translation>Die Handys können auf %1 nicht bedient werden: %2</translation>
    </message>
    <message>
        <location filename="../app/crib/crib_phone_table.cpp" line="+62"/>
        <location filename="../app/pm/pm_phone_table.cpp" line="+82"/>
        <source>Wait until the cards are dealt on the table.</source>
        <translation>Warten Sie, bis die Karten auf dem Tisch ausgeteilt sind.</translation>
    </message>
</context>
<context>
    <name>club::app::AboutDialog</name>
    <message>
        <location filename="../app/about_dialog.cpp" line="+20"/>
        <source>About Players Club</source>
        <translation>Über Players Club</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Players Club</source>
        <translation>Players Club</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Version %1</source>
        <translation>Version %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The games and their makers</source>
        <translation>Die Spiele und ihre Hersteller</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Games</source>
        <translation>&amp;Spiele</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Licence</source>
        <translation>&amp;Lizenz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fonts</source>
        <translation>Sc&amp;hriften</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&lt;p&gt;A compendium of period parlour games, named after the &quot;P.M.&quot; Players Club of 192 Lower Addiscombe Road, Croydon.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Eine Sammlung alter Gesellschaftsspiele, benannt nach dem „P.M.“ Players Club, 192 Lower Addiscombe Road, Croydon.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;h3&gt;P.M. (Plus and Minus)&lt;/h3&gt;&lt;p&gt;Invented about 1935 by the founder of the &quot;P.M.&quot; Players Club, Croydon, who also offered the games &quot;Sorry&quot; and &quot;Car-Soc&quot;. The box names no maker; it was probably made by John Waddington Ltd of Leeds and London.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;P.M. (Plus and Minus)&lt;/h3&gt;&lt;p&gt;Um 1935 erfunden vom Gründer des „P.M.“ Players Club in Croydon, der auch die Spiele „Sorry“ und „Car-Soc“ anbot. Die Schachtel nennt keinen Hersteller; hergestellt hat das Spiel vermutlich John Waddington Ltd aus Leeds und London.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;h3&gt;Patchesi&lt;/h3&gt;&lt;p&gt;The Victorian race game of the cross-shaped board, published by John Jaques &amp;amp; Son of Thornton Heath.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Patchesi&lt;/h3&gt;&lt;p&gt;Das viktorianische Wettlaufspiel auf dem kreuzförmigen Brett, verlegt bei John Jaques &amp;amp; Son in Thornton Heath.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;h3&gt;King&apos;s Men&lt;/h3&gt;&lt;p&gt;A game by Elizabeth Magie Phillips, the inventor of The Landlord&apos;s Game, published by Parker Brothers of Salem, Massachusetts, in 1937.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;King&apos;s Men&lt;/h3&gt;&lt;p&gt;Ein Spiel von Elizabeth Magie Phillips, der Erfinderin von The Landlord&apos;s Game, 1937 verlegt bei Parker Brothers in Salem, Massachusetts.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;h3&gt;Once Around Cribbage&lt;/h3&gt;&lt;p&gt;Cribbage, the old English card game, on the Once Around boards of the Pacific Game Company, with their tracks for corners, games, points, skunks and high hands.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Once Around Cribbage&lt;/h3&gt;&lt;p&gt;Cribbage, das alte englische Kartenspiel, auf den Once-Around-Brettern der Pacific Game Company, mit ihren Bahnen für Ecken, Partien, Punkte, Schneider und höchste Blätter.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;p&gt;&lt;small&gt;The rules are taken from the period rule sheets. The original makers are named for history; they have no part in this program.&lt;/small&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;small&gt;Die Regeln folgen den alten Regelblättern. Die ursprünglichen Hersteller werden der Geschichte halber genannt; mit diesem Programm haben sie nichts zu tun.&lt;/small&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Players Club is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License as published by the Free Software Foundation, either version 3 of the License, or (at your option) any later version.

It is distributed in the hope that it will be useful, but WITHOUT ANY WARRANTY; without even the implied warranty of MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE. The licence&apos;s full text follows.</source>
        <translation>Players Club ist freie Software: Sie können es unter den Bedingungen der GNU General Public License, wie von der Free Software Foundation veröffentlicht, weitergeben und/oder verändern, entweder gemäß Version 3 der Lizenz oder (nach Ihrer Wahl) jeder späteren Version.

Es wird in der Hoffnung verbreitet, dass es nützlich sein wird, aber OHNE JEDE GEWÄHRLEISTUNG, sogar ohne die implizite Gewährleistung der MARKTREIFE oder der EIGNUNG FÜR EINEN BESTIMMTEN ZWECK. Es folgt der vollständige Text der Lizenz (auf Englisch, der allein maßgeblichen Fassung).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Licence</source>
        <translation>Lizenz</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Font licences</source>
        <translation>Schriftlizenzen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This copy of Players Club embeds no fonts: it uses the system&apos;s fonts.</source>
        <translation>Dieses Exemplar von Players Club bringt keine eigenen Schriften mit: es verwendet die Schriften des Systems.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The period lettering uses these fonts, embedded in the program under their own licences:</source>
        <translation>Die Beschriftung im Stil der Zeit verwendet diese Schriften, die unter ihren eigenen Lizenzen in das Programm eingebettet sind:</translation>
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
        <translation>%1 (der Robber)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (the match)</source>
        <translation>%1 (das Match)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (the night)</source>
        <translation>%1 (der Abend)</translation>
    </message>
    <message>
        <location filename="../app/book/book_games_tab.cpp" line="+64"/>
        <source>&amp;Replay…</source>
        <translation>&amp;Nachspielen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watch the chosen game again on its own board, move by move</source>
        <translation>Die gewählte Partie auf ihrem eigenen Brett Zug um Zug noch einmal ansehen</translation>
    </message>
    <message>
        <location filename="../app/book/book_games_model.cpp" line="-6"/>
        <source>%1, typed in</source>
        <translation>%1, Ergebnis eingetragen</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Finished</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Won</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <location filename="../app/book/book_games_tab.cpp" line="+39"/>
        <source>No game is in the book yet.</source>
        <translation>Im Buch steht noch keine Partie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No game of %1&apos;s is in the book.</source>
        <translation>Im Buch steht keine Partie von %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game&apos;s result was typed in from a party night&apos;s table: it counts like any other, but it has no moves to replay.</source>
        <translation>Diese Partie wurde von einem Tisch eines Clubabends eingetragen: Sie zählt wie jede andere, hat aber keine Züge zum Nachspielen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Double-click a game, or choose it and press Replay, to watch it again.</source>
        <translation>Doppelklicken Sie auf eine Partie, oder wählen Sie sie und drücken Sie auf „Nachspielen“, um sie noch einmal anzusehen.</translation>
    </message>
</context>
<context>
    <name>club::app::BookSettingsDialog</name>
    <message>
        <location filename="../app/book_settings_dialog.cpp" line="+30"/>
        <source>Club&apos;s Book Settings</source>
        <translation>Einstellungen des Clubbuchs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where does this computer keep the club&apos;s book?</source>
        <translation>Wo führt dieser Computer das Clubbuch?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On &amp;this computer</source>
        <translation>Auf &amp;diesem Computer</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>On a club &amp;server, which every laptop of the evening writes to</source>
        <translation>Auf einem &amp;Server des Clubs, in den alle Laptops des Abends schreiben</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the server&apos;s name or address</source>
        <translation>Name oder Adresse des Servers</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Keep it in Players Club&apos;s settings file on this computer instead (not encrypted)</source>
        <translation>Stattdessen in der &amp;Einstellungsdatei von Players Club auf diesem Computer aufbewahren (unverschlüsselt)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Test &amp;Connection</source>
        <translation>&amp;Verbindung testen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Ser&amp;ver:</source>
        <translation>Ser&amp;ver:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Database:</source>
        <translation>&amp;Datenbank:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;User:</source>
        <translation>&amp;Benutzer:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass&amp;word:</source>
        <translation>Pass&amp;wort:</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>The keychain could not be read just now, so the password is not filled in.</source>
        <translation>Der Schlüsselbund konnte gerade nicht gelesen werden, daher ist das Passwort nicht ausgefüllt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+37"/>
        <source>(The keychain&apos;s own words: %1)</source>
        <translation>(Die Worte des Schlüsselbunds: %1)</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>The password is kept in this computer&apos;s keychain.</source>
        <translation>Das Passwort wird im Schlüsselbund dieses Computers aufbewahrt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This computer has no keychain to keep the password in (no secret service is running).</source>
        <translation>Dieser Computer hat keinen Schlüsselbund, in dem das Passwort aufbewahrt werden kann (es läuft kein Geheimnisdienst).</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>This computer has no keychain, so the password cannot be kept there. Tick the box to keep it in the settings file, or leave the password empty.</source>
        <translation>Dieser Computer hat keinen Schlüsselbund, daher kann das Passwort dort nicht aufbewahrt werden. Kreuzen Sie das Kästchen an, um es in der Einstellungsdatei aufzubewahren, oder lassen Sie das Passwort leer.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The keychain did not keep the password, so nothing was changed.</source>
        <translation>Der Schlüsselbund hat das Passwort nicht aufbewahrt, daher wurde nichts geändert.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>This computer cannot talk to a club server yet: Qt&apos;s PostgreSQL driver is not installed (on Debian, the package libqt6sql6-psql).</source>
        <translation>Dieser Computer kann noch nicht mit einem Server des Clubs sprechen: Der PostgreSQL-Treiber von Qt ist nicht installiert (unter Debian das Paket libqt6sql6-psql).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server does not accept this user and password.</source>
        <translation>Der Server nimmt diesen Benutzer und dieses Passwort nicht an.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server has no database by this name.</source>
        <translation>Der Server hat keine Datenbank dieses Namens.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server does not answer. Is it switched on, on this network, and are its name and port right?</source>
        <translation>Der Server antwortet nicht. Ist er eingeschaltet, in diesem Netz, und stimmen sein Name und sein Port?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server answered, but the club&apos;s book cannot be opened there.</source>
        <translation>Der Server hat geantwortet, aber das Clubbuch lässt sich dort nicht öffnen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Trying the server…</source>
        <translation>Der Server wird versucht…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Connected. The club&apos;s book on this server is ready to be written.</source>
        <translation>Verbunden. Das Clubbuch auf diesem Server ist bereit, geschrieben zu werden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(The server&apos;s own words: %1)</source>
        <translation>(Die Worte des Servers: %1)</translation>
    </message>
</context>
<context>
    <name>club::app::BookWords</name>
    <message>
        <location filename="../app/book/book_words.cpp" line="+21"/>
        <source>%1 (rubbers)</source>
        <translation>%1 (Robber)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (matches)</source>
        <translation>%1 (Matches)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (nights)</source>
        <translation>%1 (Abende)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (wholes)</source>
        <translation>%1 (Ganzes)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Computer (Beginner)</source>
        <translation>Computer (Anfänger)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer (Standard)</source>
        <translation>Computer (Fortgeschrittener)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer (Expert)</source>
        <translation>Computer (Meister)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 (computer, Beginner)</source>
        <translation>%1 (Computer, Anfänger)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (computer, Standard)</source>
        <translation>%1 (Computer, Fortgeschrittener)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (computer, Expert)</source>
        <translation>%1 (Computer, Meister)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (computer)</source>
        <translation>%1 (Computer)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Tonight</source>
        <translation>Heute Abend</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This month</source>
        <translation>Diesen Monat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This year</source>
        <translation>Dieses Jahr</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All time</source>
        <translation>Seit jeher</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the night of %1</source>
        <translation>Abend vom %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 %2</source>
        <comment>a month and its year</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>all time to %1</source>
        <translation>seit jeher, bis %1</translation>
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
            <numerusform>%n Partie unter null</numerusform>
            <numerusform>%n Partien unter null</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>skunks: %1 given, %2 taken</source>
        <translation>Schneider: %1 verteilt, %2 erlitten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>best hand %1, best crib %2</source>
        <translation>beste Hand %1, beste Krippe %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>29 hands: %1</source>
        <translation>29er-Hände: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>captures: %1 made, %2 suffered</source>
        <translation>Steine geschlagen: %1, verloren: %2</translation>
    </message>
</context>
<context>
    <name>club::app::ClubBookPage</name>
    <message>
        <location filename="../app/book/club_book_page.cpp" line="+252"/>
        <source>← &amp;Back to the Games</source>
        <translation>← &amp;Zurück zu den Spielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Club&apos;s Book</source>
        <translation>Das Buch des Clubs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Export Games…</source>
        <translation>Partien &amp;exportieren…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write every game in the book to a CSV file, for a spreadsheet: one line per player of each game</source>
        <translation>Schreibt alle Partien des Buchs in eine CSV-Datei, für eine Tabellenkalkulation: eine Zeile je Spieler jeder Partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Members…</source>
        <translation>&amp;Mitglieder…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rename members, join two names into one, or remove a member</source>
        <translation>Mitglieder umbenennen, zwei Namen zu einem zusammenführen oder ein Mitglied entfernen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memb&amp;ers</source>
        <translation>Mitgli&amp;eder</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print the Card…</source>
        <translation>Karte drucken…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the Card as PDF…</source>
        <translation>Karte als PDF speichern…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print…</source>
        <translation>Drucken…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save as PDF…</source>
        <translation>Als PDF speichern…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Member&apos;s &amp;Card</source>
        <translation>&amp;Karte des Mitglieds</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Standings</source>
        <translation>&amp;Tabelle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Head to Head</source>
        <translation>&amp;Direkter Vergleich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game &amp;List</source>
        <translation>&amp;Liste der Partien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Period:</source>
        <translation>&amp;Zeitraum:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>against</source>
        <translation>gegen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First member</source>
        <translation>Erstes Mitglied</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second member</source>
        <translation>Zweites Mitglied</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The club&apos;s book: %1</source>
        <translation>Das Clubbuch: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Standings: %1, %2</source>
        <translation>Rangliste: %1, %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+4"/>
        <source>Save as PDF</source>
        <translation>Als PDF speichern</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+4"/>
        <source>Export Games</source>
        <translation>Partien exportieren</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Club games</source>
        <translation>Clubpartien</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The club&apos;s book is not open.</source>
        <translation>Das Clubbuch ist nicht geöffnet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Kept on the club&apos;s server, %1</source>
        <translation>Auf dem Server des Clubs, %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kept on this computer</source>
        <translation>Auf diesem Computer</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Replay</source>
        <translation>Partie nachspielen</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>The club&apos;s book cannot be read just now. The games played are kept, and show here when it can be read again.</source>
        <translation>Das Buch des Clubs kann gerade nicht gelesen werden. Die gespielten Partien bleiben erhalten und erscheinen hier, sobald es wieder lesbar ist.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The club&apos;s book is empty as yet. Every game played to its end is written in it, with its players, scores and winners: play a game, and its players will be found here.</source>
        <translation>Das Buch des Clubs ist noch leer. Jede zu Ende gespielte Partie wird darin eingetragen, mit ihren Spielern, Punkten und Siegern: Spielen Sie eine Partie, und ihre Spieler finden sich hier.</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>No one is in the book yet: its games were played by the computers alone. A person&apos;s first game played to its end puts them here.</source>
        <translation>Noch niemand steht im Buch: Seine Partien haben die Computer allein gespielt. Die erste Partie eines Menschen, zu Ende gespielt, trägt ihn hier ein.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Games in the book: %1</source>
        <translation>Partien im Buch: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+61"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location line="-61"/>
        <location line="+26"/>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <location line="-26"/>
        <location line="+26"/>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Drawn</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+26"/>
        <source>Win rate</source>
        <translation>Siegquote</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>Best</source>
        <translation>Bester</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Average</source>
        <translation>Schnitt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Of note</source>
        <translation>Bemerkenswert</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rating</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No games of %1 in the book for this period.</source>
        <translation>Keine Partien %1 im Buch für diesen Zeitraum.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The table goes by games won in the period, then by the share of games won.</source>
        <translation>Die Tabelle richtet sich nach den gewonnenen Partien im Zeitraum, dann nach dem Anteil der gewonnenen Partien.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rating is each player&apos;s now, from every game of %1 in the book: a win against a stronger player counts for more. Everyone starts at 1500.</source>
        <translation>Die Wertung ist die heutige jedes Spielers, aus allen Partien %1 im Buch: Ein Sieg gegen einen Stärkeren zählt mehr. Alle beginnen bei 1500.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Together</source>
        <translation>Gemeinsam</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+1"/>
        <source>%1 ahead</source>
        <translation>%1 vorn</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tied</source>
        <translation>Gleichauf</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Tied: the same place, as partners or in a drawn game.</source>
        <translation>Gleichauf: derselbe Platz, als Partner oder in einer unentschiedenen Partie.</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Head to head needs two members in the book.</source>
        <translation>Für den direkten Vergleich braucht es zwei Mitglieder im Buch.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose two different members.</source>
        <translation>Wählen Sie zwei verschiedene Mitglieder.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 and %2 have not sat at one table yet.</source>
        <translation>%1 und %2 saßen noch nie am selben Tisch.</translation>
    </message>
</context>
<context>
    <name>club::app::CribBoardItem</name>
    <message>
        <location filename="../app/crib/crib_board_item.cpp" line="+93"/>
        <source>Corner: the first to pass hole %1 wins it</source>
        <translation>Ecke: wer zuerst Loch %1 passiert, gewinnt sie</translation>
    </message>
</context>
<context>
    <name>club::app::CribCutScreen</name>
    <message>
        <location filename="../app/crib/crib_cut_screen.cpp" line="+22"/>
        <source>Cutting for the Deal</source>
        <translation>Abheben um das Geben</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Everyone cuts; the lowest card deals.</source>
        <translation>Jeder hebt ab; die niedrigste Karte gibt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A tie for lowest: the tied players cut again.</source>
        <translation>Gleichstand bei der niedrigsten Karte: die Betroffenen heben noch einmal ab.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 cuts the lowest card and deals first; %2, on the dealer&apos;s left, leads the play. The deal passes to the left.</source>
        <translation>%1 hebt die niedrigste Karte ab und gibt zuerst; %2, links von %1, spielt aus. Das Geben geht nach links weiter.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cutting for the deal</source>
        <translation>Abheben um das Geben</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 cuts %2</source>
        <translation>%1 hebt %2 ab</translation>
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
        <translation>Herr Suckling</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mrs Hoyle</source>
        <translation>Frau Hoyle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Captain Nobs</source>
        <translation>Kapitän Nobs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Miss Heels</source>
        <translation>Fräulein Heels</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dr Muggins</source>
        <translation>Dr. Muggins</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Orange, dot</source>
        <translation>Orange, Punkt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sky blue, ring</source>
        <translation>Himmelblau, Ring</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green, bar</source>
        <translation>Grün, Balken</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Yellow, plus</source>
        <translation>Gelb, Plus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue, cross</source>
        <translation>Blau, Kreuz</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Vermilion, triangle</source>
        <translation>Zinnober, Dreieck</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Purple, square</source>
        <translation>Purpur, Quadrat</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black, diamond</source>
        <translation>Schwarz, Raute</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>New Match of Cribbage</source>
        <translation>Neues Cribbage-Match</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>121 points, once around the board</source>
        <translation>121 Punkte, einmal um das Brett</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>61 points, a short game</source>
        <translation>61 Punkte, eine kurze Partie</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>At the bends of the board</source>
        <translation>An den Biegungen des Brettes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every 30 holes</source>
        <translation>Alle 30 Löcher</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Holes 50, 60, 110 and 120 (a 61-point game: 50 and 60)</source>
        <translation>Löcher 50, 60, 110 und 120 (Partie auf 61: 50 und 60)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Holes 30, 60, 90 and 120 (a 61-point game: 30 and 60)</source>
        <translation>Löcher 30, 60, 90 und 120 (Partie auf 61: 30 und 60)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Muggins: each counts his own hand, and missed points may be claimed</source>
        <translation>&amp;Muggins: jeder zählt sein eigenes Blatt, und übersehene Punkte dürfen beansprucht werden</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No end: game after game</source>
        <translation>Ohne Ende: Partie um Partie</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Hands:</source>
        <translation>&amp;Hände:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Game:</source>
        <translation>&amp;Partie:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Board:</source>
        <translation>&amp;Brett:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;orners:</source>
        <translation>&amp;Ecken:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games in the ma&amp;tch:</source>
        <translation>Par&amp;tien im Match:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Person on a phone</source>
        <translation>Person am Handy</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pegs</source>
        <translation>Stifte</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>The colour of a partnership&apos;s pegs is its first seat&apos;s.</source>
        <translation>Die Farbe der Stifte einer Partnerschaft ist die ihres ersten Platzes.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The cut decides who deals.</source>
        <translation>Das Abheben entscheidet, wer gibt.</translation>
    </message>
    <message>
        <location line="+41"/>
        <location filename="../app/crib/crib_page_phones.cpp" line="+70"/>
        <source>Seat %1</source>
        <translation>Platz %1</translation>
    </message>
    <message>
        <location line="-110"/>
        <source>Name of seat %1</source>
        <translation>Name auf Platz %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pegs of seat %1</source>
        <translation>Stifte auf Platz %1</translation>
    </message>
    <message>
        <location line="-72"/>
        <source>Lady Fifteen</source>
        <translation>Lady Fünfzehn</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Seat %1:</source>
        <translation>Platz %1:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player of seat %1</source>
        <translation>Spieler auf Platz %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&amp;Cut for Deal</source>
        <translation>Um das &amp;Geben abheben</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Two-track board</source>
        <translation>Brett mit zwei Bahnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three-track board</source>
        <translation>Brett mit drei Bahnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four-track board</source>
        <translation>Brett mit vier Bahnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two-track and three-track boards, a line each</source>
        <translation>Bretter mit zwei und drei Bahnen, eine Bahn für jeden</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Partners sit opposite: seats 1 and 3 against seats 2 and 4. Partners peg one line and share a crib.</source>
        <translation>Partner sitzen einander gegenüber: Plätze 1 und 3 gegen Plätze 2 und 4. Partner stecken eine Bahn und teilen eine Krippe.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Three partnerships, alternate players partners: seats 1 and 4, 2 and 5, 3 and 6.</source>
        <translation>Drei Partnerschaften, abwechselnd sitzende Spieler sind Partner: Plätze 1 und 4, 2 und 5, 3 und 6.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each of the five pegs his own line; the dealer is dealt four cards.</source>
        <translation>Jeder der fünf steckt seine eigene Bahn; der Geber erhält vier Karten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each hand pegs its own line.</source>
        <translation>Jeder Spieler steckt seine eigene Bahn.</translation>
    </message>
</context>
<context>
    <name>club::app::CribPage</name>
    <message>
        <location filename="../app/crib/crib_page.cpp" line="+52"/>
        <source>Pass the cards to %1</source>
        <translation>Geben Sie die Karten an %1 weiter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I am %1 — show my hand</source>
        <translation>Ich bin %1 — mein Blatt zeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The others look away while the hand is shown.</source>
        <translation>Die anderen schauen weg, während das Blatt gezeigt wird.</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Cribbage match sheet</source>
        <translation>Cribbage-Matchbogen</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>&amp;Hint</source>
        <translation>H&amp;inweis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ne&amp;xt Game</source>
        <translation>Nä&amp;chste Partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;Match Sheet as PDF…</source>
        <translation>&amp;Matchbogen als PDF exportieren…</translation>
    </message>
    <message>
        <location line="-84"/>
        <location line="+5"/>
        <source>Export Match Sheet</source>
        <translation>Matchbogen exportieren</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The match sheet is saved as %1.</source>
        <translation>Der Matchbogen ist als %1 gespeichert.</translation>
    </message>
    <message>
        <location line="+158"/>
        <location line="+47"/>
        <source>The table is set as it stood.</source>
        <translation>Der Tisch ist aufgestellt, wie er stand.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Choose the cards to lay away first.</source>
        <translation>Wählen Sie zuerst die Karten, die Sie ablegen.</translation>
    </message>
    <message>
        <location filename="../app/crib/crib_page_prompt.cpp" line="+114"/>
        <source>&amp;Continue: the next deal</source>
        <translation>&amp;Weiter: das nächste Geben</translation>
    </message>
    <message>
        <location line="-80"/>
        <source>The hands are counted.</source>
        <translation>Die Blätter sind gezählt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1&apos;s crib is counted.</source>
        <translation>Die Krippe von %1 ist gezählt.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1&apos;s hand is counted.</source>
        <translation>Das Blatt von %1 ist gezählt.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The match is over.</source>
        <translation>Das Match ist zu Ende.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The next game starts in a moment.</source>
        <translation>Die nächste Partie beginnt gleich.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is thinking…</source>
        <translation>%1 überlegt…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass to %1.</source>
        <translation>Weitergeben an %1.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1, choose one card for your own crib, then lay it away.</source>
        <translation>%1, wählen Sie eine Karte für Ihre eigene Krippe und legen Sie sie dann ab.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, choose one card for the dealer&apos;s crib, then lay it away.</source>
        <translation>%1, wählen Sie eine Karte für die Krippe des Gebers und legen Sie sie dann ab.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1, choose %n card(s) for your own crib, then lay them away.</source>
        <translation>
            <numerusform>%1, wählen Sie %n Karte für Ihre eigene Krippe und legen Sie sie dann ab.</numerusform>
            <numerusform>%1, wählen Sie %n Karten für Ihre eigene Krippe und legen Sie sie dann ab.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1, choose %n card(s) for the dealer&apos;s crib, then lay them away.</source>
        <translation>
            <numerusform>%1, wählen Sie %n Karte für die Krippe des Gebers und legen Sie sie dann ab.</numerusform>
            <numerusform>%1, wählen Sie %n Karten für die Krippe des Gebers und legen Sie sie dann ab.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 to play. The count is %2.</source>
        <translation>%1 ist am Zug. Der Stand ist %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, count your crib: how many?</source>
        <translation>%1, zählen Sie Ihre Krippe: wie viele?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, count your hand: how many?</source>
        <translation>%1, zählen Sie Ihr Blatt: wie viele?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, the count missed points. Call muggins and take them?</source>
        <translation>%1, bei der Zählung wurden Punkte übersehen. Muggins rufen und sie nehmen?</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Undo takes back a person&apos;s choice; the computers alone would only play the same again.</source>
        <translation>Rückgängig nimmt die Entscheidung eines Menschen zurück; die Computer allein würden nur dasselbe noch einmal spielen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Undo waits until the table has shown what was played.</source>
        <translation>Rückgängig wartet, bis der Tisch gezeigt hat, was gespielt wurde.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A game won stands, with its result in the club&apos;s book: Undo takes back nothing from before its end.</source>
        <translation>Eine gewonnene Partie steht, ihr Ergebnis im Buch des Clubs: Rückgängig nimmt nichts von vor ihrem Ende zurück.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>There is no choice of yours to take back yet.</source>
        <translation>Sie haben noch keine Entscheidung getroffen, die sich zurücknehmen ließe.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The last choice was made on %1&apos;s phone: the screen does not take it back.</source>
        <translation>Die letzte Entscheidung fiel auf dem Handy von %1: Der Bildschirm nimmt sie nicht zurück.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your last choice cannot be taken back: since then the table has shown you cards you did not know when you made it.</source>
        <translation>Ihre letzte Entscheidung lässt sich nicht zurücknehmen: Seitdem hat Ihnen der Tisch Karten gezeigt, die Sie damals nicht kannten.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Continue: the crib</source>
        <translation>&amp;Weiter: die Krippe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Continue: the next hand</source>
        <translation>&amp;Weiter: das nächste Blatt</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 cannot be played: it would take the count past 31.</source>
        <translation>%1 kann nicht gespielt werden: Der Stand käme über 31.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Take back your last choice</source>
        <translation>Ihre letzte Entscheidung zurücknehmen</translation>
    </message>
    <message>
        <location filename="../app/crib/crib_page_flow.cpp" line="+408"/>
        <source>The match stops here.</source>
        <translation>Das Match endet hier.</translation>
    </message>
    <message>
        <location line="-177"/>
        <location line="+178"/>
        <source>The match stops at the end of this game.</source>
        <translation>Das Match endet nach dieser Partie.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>That is not allowed now.</source>
        <translation>Das ist jetzt nicht erlaubt.</translation>
    </message>
    <message>
        <location filename="../app/crib/crib_page_menus.cpp" line="+21"/>
        <source>Once Around Cribbage</source>
        <translation>Once Around Cribbage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cribbage matches (*.cribbage)</source>
        <translation>Cribbage-Matches (*.cribbage)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Match of Cribbage…</source>
        <translation>&amp;Neues Cribbage-Match…</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&amp;Print Match Sheet…</source>
        <translation>Matchbogen &amp;drucken…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>There is no match to print.</source>
        <translation>Es gibt kein Match zum Drucken.</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>&amp;Rules of Cribbage</source>
        <translation>Spiel&amp;regeln von Cribbage</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Cribbage match</source>
        <comment>the name a save is offered under</comment>
        <translation>Cribbage-Match</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rules of Once Around Cribbage</source>
        <translation>Spielregeln von Once Around Cribbage</translation>
    </message>
    <message>
        <location filename="../app/crib/crib_page_phones.cpp" line="-36"/>
        <source>%1&apos;s phone is away.</source>
        <translation>Das Handy von %1 ist nicht mehr verbunden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for %1&apos;s phone.</source>
        <translation>Warten auf das Handy von %1.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Once Around Cribbage is played by two to six hands, not %1.</source>
        <translation>Once Around Cribbage wird mit zwei bis sechs Blättern gespielt, nicht mit %1.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&quot;%1&quot; is not a player of cribbage: a person, or a computer (%2).</source>
        <translation>„%1“ ist kein Cribbage-Spieler: eine Person oder der Computer (%2).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>This match cannot be played.</source>
        <translation>Dieses Match kann nicht gespielt werden.</translation>
    </message>
</context>
<context>
    <name>club::app::CribScene</name>
    <message>
        <location filename="../app/crib/crib_scene.cpp" line="+161"/>
        <location line="+77"/>
        <source>%1&apos;s crib, to be counted</source>
        <translation>Krippe von %1, zu zählen</translation>
    </message>
    <message>
        <location line="-76"/>
        <location line="+77"/>
        <source>%1&apos;s hand, to be counted</source>
        <translation>Blatt von %1, zu zählen</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>The starter is turned.</source>
        <translation>Die Startkarte ist aufgedeckt.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 plays %2.</source>
        <translation>%1 spielt %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Go</source>
        <translation>Go</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>%1&apos;s crib counts %2.</source>
        <translation>Die Krippe von %1 zählt %2.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1&apos;s hand counts %2.</source>
        <translation>Das Blatt von %1 zählt %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+48"/>
        <source>%1 %2 · %n to go</source>
        <translation>
            <numerusform>%1 %2 · noch %n Punkt</numerusform>
            <numerusform>%1 %2 · noch %n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Starter</source>
        <translation>Startkarte</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1&apos;s crib</source>
        <translation>Krippe von %1</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>the count</source>
        <translation>der Stand</translation>
    </message>
    <message>
        <location filename="../app/crib/crib_scene_hand.cpp" line="+57"/>
        <source>%1&apos;s hand</source>
        <translation>Blatt von %1</translation>
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
        <translation>In die Krippe &amp;legen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The count of the hand</source>
        <translation>Die Zählung des Blattes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Say the count</source>
        <translation>&amp;Punkte ansagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Muggins!</source>
        <translation>&amp;Muggins!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let it st&amp;and</source>
        <translation>&amp;Gelten lassen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Continue</source>
        <translation>&amp;Weiter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next game</source>
        <translation>Nä&amp;chste Partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next game of the match on the same board (N)</source>
        <translation>Die nächste Partie des Matches auf demselben Brett (N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sto&amp;p after this game</source>
        <translation>Nach dieser Partie &amp;aufhören</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computers play on game after game until you stop them</source>
        <translation>Die Computer spielen Partie um Partie weiter, bis Sie sie anhalten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hin&amp;t</source>
        <translation>H&amp;inweis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At the table</source>
        <translation>Am Tisch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What was said at the table</source>
        <translation>Was am Tisch gesagt wurde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>&amp;Zurücknehmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ne&amp;w match…</source>
        <translation>&amp;Neues Match…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ph&amp;ones…</source>
        <translation>Hand&amp;ys…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Game %1 of %2</source>
        <translation>Partie %1 von %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game %1 of the match</source>
        <translation>Partie %1 des Matches</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: the cut for the deal.</source>
        <translation>%1: Abheben um das Geben.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1. %2 deals.</source>
        <translation>%1. %2 gibt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, deal %2. %3 deals.</source>
        <translation>%1, Runde %2. %3 gibt.</translation>
    </message>
    <message numerus="yes">
        <location line="+26"/>
        <source>%n to go. Corners %1, games %2, points %3, skunks %4, high hand %5.</source>
        <translation>
            <numerusform>Noch %n Punkt. Ecken %1, Partien %2, Punkte %3, Schneider %4, höchstes Blatt %5.</numerusform>
            <numerusform>Noch %n Punkte. Ecken %1, Partien %2, Punkte %3, Schneider %4, höchstes Blatt %5.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n to go. Corners %1, games %2, points %3, high hand %4.</source>
        <translation>
            <numerusform>Noch %n Punkt. Ecken %1, Partien %2, Punkte %3, höchstes Blatt %4.</numerusform>
            <numerusform>Noch %n Punkte. Ecken %1, Partien %2, Punkte %3, höchstes Blatt %4.</numerusform>
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
        <translation>Cribbage-Tisch</translation>
    </message>
</context>
<context>
    <name>club::app::CutScreen</name>
    <message>
        <location filename="../app/common/cut_screen.cpp" line="+40"/>
        <source>&amp;Deal</source>
        <translation>&amp;Geben</translation>
    </message>
</context>
<context>
    <name>club::app::FileProblem</name>
    <message>
        <location filename="../app/common/file_problem.cpp" line="+22"/>
        <source>%1 cannot be read. It may have been moved or deleted, or this account may not be allowed to open it.</source>
        <translation>%1 kann nicht gelesen werden. Die Datei wurde vielleicht verschoben oder gelöscht, oder dieses Konto darf sie nicht öffnen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 was saved by a newer version of Players Club. Install that version to open it.</source>
        <translation>%1 wurde von einer neueren Version von Players Club gespeichert. Installieren Sie diese Version, um die Datei zu öffnen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is not a saved game that Players Club can open.</source>
        <translation>%1 ist kein gespeichertes Spiel, das Players Club öffnen kann.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is damaged or incomplete, so the game in it cannot be opened.</source>
        <translation>%1 ist beschädigt oder unvollständig, daher kann das Spiel darin nicht geöffnet werden.</translation>
    </message>
</context>
<context>
    <name>club::app::GameChooser</name>
    <message>
        <location filename="../app/game_chooser.cpp" line="+184"/>
        <source>Choose a game</source>
        <translation>Wählen Sie ein Spiel</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The Club&apos;s Book</source>
        <translation>Das Buch des Clubs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every game played to its end: each member&apos;s record, the standings and head to head</source>
        <translation>Jede zu Ende gespielte Partie: die Bilanz jedes Mitglieds, die Tabelle und der direkte Vergleich</translation>
    </message>
</context>
<context>
    <name>club::app::GamePage</name>
    <message>
        <location filename="../app/common/game_page.h" line="+121"/>
        <source>&amp;Undo</source>
        <translation>&amp;Zurücknehmen</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>This game cannot be started from the command line.</source>
        <translation>Dieses Spiel lässt sich nicht von der Befehlszeile aus starten.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>This game cannot be replayed.</source>
        <translation>Diese Partie kann nicht nachgespielt werden.</translation>
    </message>
</context>
<context>
    <name>club::app::HouseRuleMark</name>
    <message>
        <location filename="../app/common/house_rule_mark.cpp" line="+18"/>
        <source>[R]: a reading of the rules where the period sheet is silent; see Rules.</source>
        <translation>[R]: eine Auslegung der Regeln, wo das alte Regelblatt schweigt; siehe Spielregeln.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A reading of the rules where the period sheet is silent.</source>
        <translation>Eine Auslegung der Regeln, wo das alte Regelblatt schweigt.</translation>
    </message>
</context>
<context>
    <name>club::app::KmNewGameDialog</name>
    <message>
        <location filename="../app/km/km_new_game_dialog.cpp" line="+58"/>
        <source>New Game of King&apos;s Men</source>
        <translation>Neue Partie King&apos;s Men</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Orange (plain pawns)</source>
        <translation>Orange (schlichte Steine)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue (pawns marked with a cross)</source>
        <translation>Blau (Steine mit einem Kreuz)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Tokens</source>
        <translation>Steine</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Seat &amp;%1:</source>
        <translation>Platz &amp;%1:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tokens of seat %1</source>
        <translation>Steine auf Platz %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player of seat %1</source>
        <translation>Spieler auf Platz %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Name of seat %1</source>
        <translation>Name auf Platz %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Who moves first is drawn by lot when the game starts.</source>
        <translation>Wer zuerst zieht, wird beim Beginn der Partie ausgelost.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Draw Lots and Play</source>
        <translation>&amp;Losen und spielen</translation>
    </message>
</context>
<context>
    <name>club::app::KmPage</name>
    <message>
        <location filename="../app/km/km_page.cpp" line="+271"/>
        <source>&amp;Hint</source>
        <translation>&amp;Hinweis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suggests the Expert&apos;s move, with the reason</source>
        <translation>Schlägt den Zug des Meisters vor, mit Begründung</translation>
    </message>
    <message>
        <location line="-150"/>
        <source>Lots drawn: %1 moves first.</source>
        <translation>Das Los ist gezogen: %1 zieht zuerst.</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>The Expert is looking for a move…</source>
        <translation>Der Meister sucht einen Zug…</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>That move is not allowed here.</source>
        <translation>Dieser Zug ist hier nicht erlaubt.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The computer chose an illegal move.</source>
        <translation>Der Computer hat einen regelwidrigen Zug gewählt.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>%1 cannot move and must pass.</source>
        <translation>%1 kann nicht ziehen und muss passen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is thinking…</source>
        <translation>%1 überlegt…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 to move.</source>
        <translation>%1 ist am Zug.</translation>
    </message>
    <message>
        <location filename="../app/km/km_page_menus.cpp" line="+19"/>
        <source>King&apos;s Men game</source>
        <comment>the name a save is offered under</comment>
        <translation>Partie King&apos;s Men</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King&apos;s Men</source>
        <translation>King&apos;s Men</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King&apos;s Men games (*.kingsmen)</source>
        <translation>Partien King&apos;s Men (*.kingsmen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Game of King&apos;s Men…</source>
        <translation>&amp;Neue Partie King&apos;s Men…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules of King&apos;s Men</source>
        <translation>Spiel&amp;regeln von King&apos;s Men</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules of King&apos;s Men</source>
        <translation>Spielregeln von King&apos;s Men</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>King&apos;s Men is for two players, not %1.</source>
        <translation>King&apos;s Men ist für zwei Spieler, nicht für %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 cannot play on a phone: King&apos;s Men is played at the screen.</source>
        <translation>%1 kann nicht am Handy spielen: King&apos;s Men wird am Bildschirm gespielt.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&quot;%1&quot; is not a player of King&apos;s Men.</source>
        <translation>„%1“ ist kein Spieler von King&apos;s Men.</translation>
    </message>
</context>
<context>
    <name>club::app::KmScene</name>
    <message>
        <location filename="../app/km/km_scene_input.cpp" line="+22"/>
        <source>Choose one of the marked Orange Lodges for the captured token.</source>
        <translation>Wählen Sie für den geschlagenen Stein eine der markierten orangefarbenen Logen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose one of the marked Blue Lodges for the captured token.</source>
        <translation>Wählen Sie für den geschlagenen Stein eine der markierten blauen Logen.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The token on %1 cannot move now.</source>
        <translation>Der Stein auf %1 kann jetzt nicht ziehen.</translation>
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
        <translation>Reihen gebildet: welche abräumen?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear &amp;all</source>
        <translation>A&amp;lle abräumen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear n&amp;one</source>
        <translation>&amp;Keine abräumen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear &amp;ticked rows</source>
        <translation>An&amp;gekreuzte Reihen abräumen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No move</source>
        <translation>Kein Zug möglich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Pass</source>
        <translation>&amp;Passen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>H&amp;int</source>
        <translation>H&amp;inweis</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Suggests the Expert&apos;s move, with the reason (H)</source>
        <translation>Schlägt den Zug des Meisters vor, mit Begründung (H)</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>&amp;Undo</source>
        <translation>&amp;Zurücknehmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Neue Partie…</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>%1 is thinking…</source>
        <translation>%1 überlegt…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Click a token, then where it goes, or drag it. With the keyboard: the arrow keys and Enter.</source>
        <translation>Klicken Sie einen Stein an, dann sein Ziel, oder ziehen Sie ihn dorthin. Mit der Tastatur: Pfeiltasten und Eingabetaste.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: in the game: %2, removed: %3</source>
        <translation>%1: im Spiel: %2, entfernt: %3</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>Choose which rows to clear.</source>
        <translation>Wählen Sie, welche Reihen abgeräumt werden.</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>After the jump, another move.</source>
        <translation>Nach dem Sprung ein weiterer Zug.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&lt;b&gt;%1 to move.&lt;/b&gt; %2</source>
        <translation>&lt;b&gt;%1 ist am Zug.&lt;/b&gt; %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;in the game: %2 • removed: %3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;im Spiel: %2 • entfernt: %3</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 has no token that can move and must pass.</source>
        <translation>%1 hat keinen Stein, der ziehen kann, und muss passen.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1: %2 in a row, %3 to remove</source>
        <translation>%1: %2 in einer Reihe, %3 zu entfernen</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>By lot, %1 moves first.</source>
        <translation>Durch das Los fängt %1 an.</translation>
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
        <translation>Spielbrett King&apos;s Men</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Arrow keys move over the squares; Enter or Space picks a token, then where it goes; Escape drops the choice. Tab reaches the side panel, where rows are cleared and passes made.</source>
        <translation>Die Pfeiltasten gehen über die Felder; die Eingabe- oder Leertaste wählt einen Stein, dann sein Ziel; Esc hebt die Wahl auf. Mit der Tab-Taste erreichen Sie die Seitenleiste, wo Reihen abgeräumt werden und gepasst wird.</translation>
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
        <translation>%1 ist am Zug.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is thinking…</source>
        <translation>%1 überlegt…</translation>
    </message>
    <message>
        <location filename="../app/main_window.cpp" line="-210"/>
        <location line="+234"/>
        <source>Choose a game to play.</source>
        <translation>Wählen Sie ein Spiel.</translation>
    </message>
    <message>
        <location line="-74"/>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Rubber of P.M.…</source>
        <translation>&amp;Neuer Robber P.M.…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Print Score Sheet…</source>
        <translation>Anschreibebogen &amp;drucken…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Members of t&amp;he Club…</source>
        <translation>Clubm&amp;itglieder…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Choose a Game</source>
        <translation>Spiel &amp;wählen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Club&apos;s Boo&amp;k</source>
        <translation>Das Buc&amp;h des Clubs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo My Move</source>
        <translation>Meinen Zug &amp;zurücknehmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer &amp;Pace</source>
        <translation>&amp;Tempo des Computers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Slow</source>
        <translation>&amp;Langsam</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Fast</source>
        <translation>&amp;Schnell</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Full Screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules of P.M.</source>
        <translation>Spiel&amp;regeln von P.M.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Players Club</source>
        <translation>&amp;Über Players Club</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>The club&apos;s book cannot be written just now.</source>
        <translation>Das Clubbuch kann gerade nicht geschrieben werden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Club&apos;s Book</source>
        <translation>Clubbuch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The club&apos;s book cannot be written just now. Play goes on: the results wait and go into the book when it can be written again.</source>
        <translation>Das Clubbuch kann gerade nicht geschrieben werden. Das Spiel geht weiter: Die Ergebnisse warten und kommen ins Buch, sobald es wieder geschrieben werden kann.</translation>
    </message>
    <message>
        <location line="+33"/>
        <location line="+73"/>
        <source>Resume Where You Stopped</source>
        <translation>Dort fortsetzen, wo Sie aufgehört haben</translation>
    </message>
    <message>
        <location line="-72"/>
        <source>You left %1 unfinished. Resume where you stopped?</source>
        <translation>Sie haben %1 nicht zu Ende gespielt. Dort fortsetzen, wo Sie aufgehört haben?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not Now keeps it, and you are asked again at the next start. Discard throws it away for good.</source>
        <translation>„Später“ behält alles, wie es ist, und Sie werden beim nächsten Start wieder gefragt. „Verwerfen“ löscht es endgültig.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not Now keeps them, and you are asked again at the next start. Discard throws them away for good.</source>
        <translation>„Später“ behält alles, wie es ist, und Sie werden beim nächsten Start wieder gefragt. „Verwerfen“ löscht es endgültig.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not Now</source>
        <translation>Später</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+12"/>
        <source>Discard</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep</source>
        <translation>Behalten</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Players Club is already open: this copy does not save games on its own.</source>
        <translation>Players Club ist bereits geöffnet: Diese Kopie speichert Partien nicht selbst.</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>A game of %1 is in progress. Abandon it? (Save it first to finish it later.)</source>
        <translation>Eine Partie %1 ist im Gange. Soll sie aufgegeben werden? (Speichern Sie sie vorher, wenn Sie sie später zu Ende spielen wollen.)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Abandon the Game</source>
        <translation>Partie auf&amp;geben</translation>
    </message>
    <message>
        <location line="+54"/>
        <location line="+6"/>
        <source>Save the Game</source>
        <translation>Partie speichern</translation>
    </message>
    <message>
        <location line="-40"/>
        <location line="+22"/>
        <source>Open a Saved Game</source>
        <translation>Gespeicherte Partie öffnen</translation>
    </message>
    <message>
        <location line="-301"/>
        <source>Club&apos;s Book Se&amp;ttings…</source>
        <translation>&amp;Einstellungen des Clubbuchs…</translation>
    </message>
    <message>
        <location line="+166"/>
        <source>Discard What Was Played?</source>
        <translation>Das Gespielte verwerfen?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What was played of %1 will be thrown away and cannot be brought back.</source>
        <translation>Das bisher Gespielte (%1) wird gelöscht und lässt sich nicht zurückholen.</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>%1 could not be resumed where you stopped.</source>
        <translation>%1 konnte nicht dort fortgesetzt werden, wo Sie aufgehört haben.</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <location line="-67"/>
        <source>Abandon the Game?</source>
        <translation>Partie aufgeben?</translation>
    </message>
</context>
<context>
    <name>club::app::PartyBracketView</name>
    <message>
        <location filename="../app/party/party_bracket_view.cpp" line="+43"/>
        <source>Bracket</source>
        <translation>Turnierbaum</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Winners at table %1</source>
        <translation>Sieger an Tisch %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The pair with the bye</source>
        <translation>Das Paar mit Freilos</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Bye</source>
        <translation>Freilos</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Final</source>
        <translation>Finale</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>First prize: %1</source>
        <translation>Erster Preis: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Round %1: %2 has a bye</source>
        <translation>Runde %1: %2 hat ein Freilos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1, table %2: %3 against %4%5</source>
        <translation>Runde %1, Tisch %2: %3 gegen %4%5</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>, won by %1</source>
        <translation>, gewonnen von %1</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>Table %1</source>
        <translation>Tisch %1</translation>
    </message>
</context>
<context>
    <name>club::app::PartyNewNightDialog</name>
    <message>
        <location filename="../app/party/party_new_night_dialog.cpp" line="+42"/>
        <source>Player %1 &amp; Player %2</source>
        <translation>Spieler %1 &amp; Spieler %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>New Party Night</source>
        <translation>Neuer Clubabend</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>e.g. Charity drive, 12 March</source>
        <translation>z. B. Wohltätigkeits-Drive, 12. März</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Title of the night:</source>
        <translation>&amp;Titel des Abends:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>P.M. Dri&amp;ve: people move from table to table</source>
        <translation>P.M.-&amp;Drive: alle wechseln von Tisch zu Tisch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Patchesi &amp;knockout: pairs, winners go on</source>
        <translation>Patchesi-&amp;K.-o.-Turnier: Paare, die Sieger kommen weiter</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Format:</source>
        <translation>Art:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Typed as pairs, one pair a line</source>
        <translation>Als Paare eingegeben, ein Paar pro Zeile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drawn by lot: each lady with a gentleman</source>
        <translation>Ausgelost: jede Dame mit einem Herrn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drawn by lot from one list of people</source>
        <translation>Aus einer Liste von Personen ausgelost</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P&amp;artners:</source>
        <translation>P&amp;artner:</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Gentlemen, one a line:</source>
        <translation>&amp;Herren, einer pro Zeile:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>One for every table</source>
        <translation>Eines für jeden Tisch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sets available</source>
        <translation>Vorhandene Spiele</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;ets available:</source>
        <translation>Vorhandene &amp;Spiele:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rounds (one game of P.M. each):</source>
        <translation>&amp;Runden (je eine Partie P.M.):</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The two highest move up; table 1&apos;s two lowest go to the last table</source>
        <translation>Die zwei Besten rücken auf; die zwei Letzten von Tisch 1 gehen an den letzten Tisch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The two highest move up, the two lowest move down</source>
        <translation>Die zwei Besten rücken auf, die zwei Letzten rücken ab</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>House rule, &amp;moving:</source>
        <translation>Hausregel, &amp;Wechsel:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Equal scores: the higher running total moves, then a lot</source>
        <translation>Gleiche Punkte: die höhere laufende Summe rückt, dann das Los</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Equal scores: a lot decides, as cutting the cards</source>
        <translation>Gleiche Punkte: das Los entscheidet, wie beim Abheben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>House rule, t&amp;ies:</source>
        <translation>Hausregel, &amp;Gleichstand:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Draw</source>
        <translation>A&amp;uslosen</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>&amp;People, one a line (4 to 64):</source>
        <translation>&amp;Personen, eine pro Zeile (4 bis 64):</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n people: tables of %1.</source>
        <translation>
            <numerusform>%n Person: Tische zu %1.</numerusform>
            <numerusform>%n Personen: Tische zu %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location line="+16"/>
        <source>%n people.</source>
        <translation>
            <numerusform>%n Person.</numerusform>
            <numerusform>%n Personen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-13"/>
        <source>&amp;Pairs, one a line as &quot;Name &amp;&amp; Name&quot; (2 to 32):</source>
        <translation>&amp;Paare, eines pro Zeile als „Name &amp;&amp; Name“ (2 bis 32):</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n pairs.</source>
        <translation>
            <numerusform>%n Paar.</numerusform>
            <numerusform>%n Paare.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n line(s) not a pair yet.</source>
        <translation>
            <numerusform>%n Zeile ist noch kein Paar.</numerusform>
            <numerusform>%n Zeilen sind noch keine Paare.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n round(s).</source>
        <translation>
            <numerusform>%n Runde.</numerusform>
            <numerusform>%n Runden.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Ladies, one a line:</source>
        <translation>Damen, eine pro Zei&amp;le:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 ladies, %2 gentlemen.</source>
        <translation>%1 Damen, %2 Herren.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;People, one a line (an even number, 4 to 64):</source>
        <translation>&amp;Personen, eine pro Zeile (gerade Anzahl, 4 bis 64):</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Line %1, &quot;%2&quot;, is not a pair: write the two names with &amp; between them, as &quot;Ann Allen &amp; Bert Bray&quot;.</source>
        <translation>Zeile %1, „%2“, ist kein Paar: Schreiben Sie die zwei Namen mit &amp; dazwischen, etwa „Ann Allen &amp; Bert Bray“.</translation>
    </message>
</context>
<context>
    <name>club::app::PartyPage</name>
    <message>
        <location filename="../app/party/party_page.cpp" line="+137"/>
        <source>&amp;Standings</source>
        <translation>&amp;Rangliste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Bracket</source>
        <translation>&amp;Turnierbaum</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export Party Sheets as PDF…</source>
        <translation>Bögen des Abends als PDF e&amp;xportieren…</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Round %1 is complete. Round %2 is seated: see the tables.</source>
        <translation>Runde %1 ist fertig. Runde %2 ist gesetzt: siehe die Tische.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The night is over. The prizes are in the standings.</source>
        <translation>Der Abend ist zu Ende. Die Preise stehen in der Rangliste.</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>The night could not be saved by itself: %1</source>
        <translation>Der Abend konnte nicht von selbst gespeichert werden: %1</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>P.M. Drive</source>
        <translation>P.M.-Drive</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Patchesi knockout</source>
        <translation>Patchesi-K.-o.-Turnier</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round %1 of %2</source>
        <translation>Runde %1 von %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No night drawn yet</source>
        <translation>Noch kein Abend ausgelost</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Table %1&apos;s result is in.</source>
        <translation>Das Ergebnis von Tisch %1 ist eingetragen.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The night is drawn. Enter each table&apos;s result as it finishes.</source>
        <translation>Der Abend ist ausgelost. Tragen Sie das Ergebnis jedes Tisches ein, sobald er fertig ist.</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>The result of table %1 in round %2 is taken back.</source>
        <translation>Das Ergebnis von Tisch %1 in Runde %2 ist zurückgenommen.</translation>
    </message>
    <message>
        <location filename="../app/party/party_page_menus.cpp" line="+23"/>
        <source>Party Night</source>
        <translation>Clubabend</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Party nights (*.pcnight)</source>
        <translation>Clubabende (*.pcnight)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Party Night…</source>
        <translation>&amp;Neuer Clubabend…</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;Print Cards and Sheets…</source>
        <translation>Karten und Bögen &amp;drucken…</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+15"/>
        <source>Print Cards and Sheets</source>
        <translation>Karten und Bögen drucken</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>&amp;Undo Last Result</source>
        <translation>Letztes Ergebnis &amp;zurücknehmen</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+6"/>
        <source>Export Party Sheets</source>
        <translation>Bögen des Abends exportieren</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Party night sheets</source>
        <translation>Bögen des Clubabends</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The sheets are written to %1.</source>
        <translation>Die Bögen sind in %1 geschrieben.</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>&amp;How a Party Night Runs</source>
        <translation>&amp;Ablauf eines Clubabends</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Party night</source>
        <comment>the name a save is offered under</comment>
        <translation>Clubabend</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How a Party Night Runs</source>
        <translation>Ablauf eines Clubabends</translation>
    </message>
    <message>
        <location filename="../app/party/party_page_hosted.cpp" line="+29"/>
        <source>Party night, round %1, table %2</source>
        <translation>Clubabend, Runde %1, Tisch %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, round %2, table %3</source>
        <translation>%1, Runde %2, Tisch %3</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>The game played here is over, but its table is no longer waiting for a result: nothing was recorded.</source>
        <translation>Die hier gespielte Partie ist zu Ende, aber ihr Tisch wartet nicht mehr auf ein Ergebnis: Es wurde nichts eingetragen.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Table %1&apos;s result is in, from the game played here.</source>
        <translation>Das Ergebnis von Tisch %1 ist eingetragen, aus der hier gespielten Partie.</translation>
    </message>
</context>
<context>
    <name>club::app::PartyResultPanel</name>
    <message>
        <location filename="../app/party/party_result_panel.cpp" line="+68"/>
        <source>&amp;Record Result</source>
        <translation>Ergebnis &amp;eintragen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Enters the result typed above (Enter)</source>
        <translation>Trägt das oben eingegebene Ergebnis ein (Eingabetaste)</translation>
    </message>
    <message>
        <location line="+148"/>
        <source>Play &amp;This Table Here</source>
        <translation>Diesen Tisch hier s&amp;pielen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Plays this table&apos;s game in the program; its result is recorded when the game ends</source>
        <translation>Spielt die Partie dieses Tisches im Programm; ihr Ergebnis wird eingetragen, wenn die Partie endet</translation>
    </message>
    <message>
        <location line="-150"/>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>&amp;Undo Last Result</source>
        <translation>Letztes Ergebnis &amp;zurücknehmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Print Cards and Sheets…</source>
        <translation>Karten und Bögen &amp;drucken…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New &amp;Night…</source>
        <translation>&amp;Neuer Abend…</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>No night drawn yet. Press New Night to enter the names and draw.</source>
        <translation>Noch kein Abend ausgelost. Drücken Sie „Neuer Abend“, um die Namen einzugeben und auszulosen.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The night is over: see the standings and the prizes.</source>
        <translation>Der Abend ist zu Ende: siehe Rangliste und Preise.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round %1 of %2. Tables still playing: %3 of %4.</source>
        <translation>Runde %1 von %2. Tische, die noch spielen: %3 von %4.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Fewer sets than tables: the tables play in sittings, %1 at a time.</source>
        <translation>Weniger Spiele als Tische: die Tische spielen in Durchgängen, %1 auf einmal.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 have a bye this round.</source>
        <translation>%1 haben in dieser Runde ein Freilos.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose a table</source>
        <translation>Wählen Sie einen Tisch</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Table %1</source>
        <translation>Tisch %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Won by:</source>
        <translation>Gewonnen von:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Which pair won?</source>
        <translation>Welches Paar hat gewonnen?</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Scores entered:</source>
        <translation>Eingetragene Punkte:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each player&apos;s score for this game, as on the board (minus scores with -):</source>
        <translation>Die Punkte jedes Spielers in dieser Partie, wie auf dem Brett (Minuspunkte mit -):</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Score of %1</source>
        <translation>Punkte von %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>This table&apos;s result is in. Undo takes back the last result entered.</source>
        <translation>Das Ergebnis dieses Tisches ist eingetragen. Zurücknehmen nimmt das zuletzt eingetragene Ergebnis zurück.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Back to &amp;This Table&apos;s Game</source>
        <translation>Zurück zur &amp;Partie dieses Tisches</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This table&apos;s game is being played in the program; its result is recorded when the game ends</source>
        <translation>Die Partie dieses Tisches wird im Programm gespielt; ihr Ergebnis wird eingetragen, wenn die Partie endet</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Choose the pair that won (1 or 2), then Record.</source>
        <translation>Wählen Sie das Siegerpaar (1 oder 2), dann Eintragen.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Type a score for every player: %1 has none yet.</source>
        <translation>Geben Sie für jeden Spieler Punkte ein: %1 hat noch keine.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1&apos;s score, %2, is not one four men can make.</source>
        <translation>Die Punkte von %1, %2, sind kein Ergebnis, das vier Männer erreichen können.</translation>
    </message>
</context>
<context>
    <name>club::app::PartySheetsDialog</name>
    <message>
        <location filename="../app/party/party_sheets_dialog.cpp" line="+15"/>
        <source>Which sheets?</source>
        <translation>Welche Bögen?</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Table cards: one for each table, who sits there</source>
        <translation>&amp;Tischkarten: eine für jeden Tisch, wer dort sitzt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>T&amp;ally cards: one for each pair</source>
        <translation>&amp;Zählkarten: eine für jedes Paar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>T&amp;ally cards: one for each player</source>
        <translation>&amp;Zählkarten: eine für jeden Spieler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Draw sheet: every table of this round</source>
        <translation>&amp;Auslosungsbogen: alle Tische dieser Runde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Bracket: the knockout as a tree</source>
        <translation>Turnier&amp;baum: das K.-o.-Turnier als Baum</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Standings with the prizes</source>
        <translation>&amp;Rangliste mit den Preisen</translation>
    </message>
</context>
<context>
    <name>club::app::PartyStandingsView</name>
    <message>
        <location filename="../app/party/party_standings_view.cpp" line="+30"/>
        <source>Standings</source>
        <translation>Rangliste</translation>
    </message>
    <message>
        <location line="+30"/>
        <location line="+2"/>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Pair</source>
        <translation>Paar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Matches won</source>
        <translation>Gewonnene Partien</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Out in</source>
        <translation>Ausgeschieden in</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+3"/>
        <source>Prize</source>
        <translation>Preis</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Won at table</source>
        <translation>Am Tisch gewonnen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Best game</source>
        <translation>Beste Partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>First prize</source>
        <translation>Erster Preis</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Second prize</source>
        <translation>Zweiter Preis</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>still in</source>
        <translation>noch dabei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>First prize: %1</source>
        <translation>Erster Preis: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Second prize: %1</source>
        <translation>Zweiter Preis: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The night is over.</source>
        <translation>Der Abend ist zu Ende.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pairs still in are listed first.</source>
        <translation>Paare, die noch dabei sind, stehen oben.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Running totals after the results entered so far.</source>
        <translation>Laufende Summen nach den bisher eingetragenen Ergebnissen.</translation>
    </message>
</context>
<context>
    <name>club::app::PartyTableCard</name>
    <message>
        <location filename="../app/party/party_tables_view.cpp" line="+37"/>
        <source>Table %1</source>
        <translation>Tisch %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, won</source>
        <translation>%1, gewonnen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> against </source>
        <translation> gegen </translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+54"/>
        <source>Sitting %1</source>
        <translation>Durchgang %1</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>Result in.</source>
        <translation>Ergebnis eingetragen.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Waiting for its result.</source>
        <translation>Wartet auf sein Ergebnis.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>TABLE</source>
        <translation>TISCH</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>against</source>
        <translation>gegen</translation>
    </message>
</context>
<context>
    <name>club::app::PartyTablesView</name>
    <message>
        <location line="+59"/>
        <source>Tables</source>
        <translation>Tische</translation>
    </message>
</context>
<context>
    <name>club::app::PatLog</name>
    <message>
        <location filename="../app/pat/pat_log.cpp" line="+58"/>
        <source>You throw %1 for who begins.</source>
        <translation>Sie würfeln %1 um den Anfang.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 throws %2 for who begins.</source>
        <translation>%1 würfelt %2 um den Anfang.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 begins.</source>
        <translation>%1 beginnt.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You begin.</source>
        <translation>Sie beginnen.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You throw a third six that no counter can use: the throw is lost, and your counter on %1 goes back to your triangle.</source>
        <translation>Sie würfeln eine dritte Sechs, die kein Stein ziehen kann: der Wurf verfällt, und Ihr Stein auf „%1“ geht zurück in Ihr Dreieck.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You throw %1: no counter can move, so the throw is lost.</source>
        <translation>Sie würfeln %1: kein Stein kann ziehen, der Wurf verfällt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 throws a third six that no counter can use: the throw is lost, and the counter on %2 goes back to the triangle.</source>
        <translation>%1 würfelt eine dritte Sechs, die kein Stein ziehen kann: der Wurf verfällt, und der Stein auf „%2“ geht zurück ins Dreieck.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 throws %2: no counter can move, so the throw is lost.</source>
        <translation>%1 würfelt %2: kein Stein kann ziehen, der Wurf verfällt.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You have every counter HOME, first.</source>
        <translation>Sie haben vor allen anderen alle Steine im HOME.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have every counter HOME.</source>
        <translation>Sie haben alle Steine im HOME.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has every counter HOME, first.</source>
        <translation>%1 hat vor allen anderen alle Steine im HOME.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has every counter HOME.</source>
        <translation>%1 hat alle Steine im HOME.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>You throw %1 and enter a counter on %2.</source>
        <translation>Sie würfeln %1 und setzen einen Stein ein: „%2“.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 throws %2 and enters a counter on %3.</source>
        <translation>%1 würfelt %2 und setzt einen Stein ein: „%3“.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You throw %1 and bring a counter HOME from %2.</source>
        <translation>Sie würfeln %1 und bringen einen Stein ins HOME, von „%2“.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 throws %2 and brings a counter HOME from %3.</source>
        <translation>%1 würfelt %2 und bringt einen Stein ins HOME, von „%3“.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You throw %1 and move a counter from %2 to %3.</source>
        <translation>Sie würfeln %1 und ziehen einen Stein: „%2“ → „%3“.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 throws %2 and moves a counter from %3 to %4.</source>
        <translation>%1 würfelt %2 und zieht einen Stein: „%3“ → „%4“.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You take %1&apos;s counter on %2: it goes back to the triangle.</source>
        <translation>Sie schlagen den Stein von %1 auf „%2“: er geht zurück ins Dreieck.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 takes your counter on %2: it goes back to your triangle.</source>
        <translation>%1 schlägt Ihren Stein auf „%2“: er geht zurück in Ihr Dreieck.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 takes %2&apos;s counter on %3: it goes back to the triangle.</source>
        <translation>%1 schlägt den Stein von %2 auf „%3“: er geht zurück ins Dreieck.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Third six: your counter on %1 goes back to your triangle.</source>
        <translation>Dritte Sechs: Ihr Stein auf „%1“ geht zurück in Ihr Dreieck.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Third six: %1&apos;s counter on %2 goes back to the triangle.</source>
        <translation>Dritte Sechs: der Stein von %1 auf „%2“ geht zurück ins Dreieck.</translation>
    </message>
</context>
<context>
    <name>club::app::PatNewGameDialog</name>
    <message>
        <location filename="../app/pat/pat_new_game_dialog.cpp" line="+33"/>
        <source>New Game of Patchesi</source>
        <translation>Neue Partie Patchesi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Single game, each for himself</source>
        <translation>&amp;Einzelspiel, jeder für sich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Partner game, two against two</source>
        <translation>&amp;Partnerspiel, zwei gegen zwei</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Four (the full game)</source>
        <translation>Vier (das volle Spiel)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three (a short game)</source>
        <translation>Drei (ein kurzes Spiel)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pla&amp;yers:</source>
        <translation>&amp;Spieler:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Counters each:</source>
        <translation>S&amp;teine je Spieler:</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Seat %1:</source>
        <translation>Platz %1:</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>counters; %1</source>
        <translation>Steine; %1</translation>
    </message>
    <message>
        <location line="-117"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Seats (the first seat throws first for who begins)</source>
        <translation>Plätze (der erste Platz würfelt zuerst um den Beginn)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Name of seat %1</source>
        <translation>Name auf Platz %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Colour of seat %1</source>
        <translation>Farbe auf Platz %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player of seat %1</source>
        <translation>Spieler auf Platz %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Play for st&amp;akes</source>
        <translation>Um einen Einsat&amp;z spielen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stake per player, in counters</source>
        <translation>Einsatz je Spieler, in Steinen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>each puts in</source>
        <translation>jeder setzt</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>House rules</source>
        <translation>Hausregeln</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A six gives &amp;one more throw, up to the third six [R]</source>
        <translation>Eine Sechs gibt nur &amp;einen weiteren Wurf, bis zur dritten Sechs [R]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off: as the rule sheet says, a six gives two more throws, whatever they show.</source>
        <translation>Aus: wie es die Spielregel sagt, gibt eine Sechs zwei weitere Würfe, was sie auch zeigen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Who begins is thrown for on the board when the game starts: in the single game the first to throw a five, in the partner game the highest throw, a five above a six.</source>
        <translation>Wer beginnt, wird beim Beginn der Partie auf dem Brett ausgewürfelt: im Einzelspiel wer zuerst eine Fünf wirft, im Partnerspiel der höchste Wurf, wobei eine Fünf über einer Sechs steht.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Throw for Who Begins</source>
        <translation>Um den Beginn &amp;würfeln</translation>
    </message>
</context>
<context>
    <name>club::app::PatPage</name>
    <message>
        <location filename="../app/pat/pat_page.cpp" line="+81"/>
        <source>For who begins: %1. %2 begins.</source>
        <translation>Um den Beginn: %1. %2 beginnt.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 has every counter HOME, first.</source>
        <translation>%1 hat alle Steine im HOME, vor allen anderen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has every counter HOME.</source>
        <translation>%1 hat alle Steine im HOME.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>&amp;Hint</source>
        <translation>&amp;Hinweis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suggests the Expert&apos;s move, with the reason</source>
        <translation>Schlägt den Zug des Meisters vor, mit Begründung</translation>
    </message>
    <message>
        <location line="+133"/>
        <source>Take back %1&apos;s last move; the throw stays as it fell.</source>
        <translation>Den letzten Zug von %1 zurücknehmen; der Wurf bleibt, wie er gefallen ist.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With several people at the table, a move can be taken back only until the die is thrown again.</source>
        <translation>Mit mehreren Personen am Tisch lässt sich ein Zug nur zurücknehmen, bis der Würfel wieder geworfen wird.</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>The computer chose an illegal move.</source>
        <translation>Der Computer hat einen regelwidrigen Zug gewählt.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>That counter cannot move with this throw.</source>
        <translation>Dieser Stein kann mit diesem Wurf nicht ziehen.</translation>
    </message>
    <message>
        <location filename="../app/pat/pat_page_notes.cpp" line="+55"/>
        <source>%1 threw %2</source>
        <translation>%1 warf %2</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>For who begins: %1.</source>
        <translation>Um den Beginn: %1.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 threw a third six running: it counts twelve, then the counter nearest HOME goes back to the triangle.</source>
        <translation>%1 warf die dritte Sechs hintereinander: sie zählt zwölf, dann geht der Stein, der dem HOME am nächsten ist, zurück ins Dreieck.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 threw a six: it counts twelve.</source>
        <translation>%1 warf eine Sechs: sie zählt zwölf.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 threw a six: it counts twelve, and %n more throw(s) follow.</source>
        <translation>
            <numerusform>%1 warf eine Sechs: sie zählt zwölf, und %n weiterer Wurf folgt.</numerusform>
            <numerusform>%1 warf eine Sechs: sie zählt zwölf, und %n weitere Würfe folgen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 threw a third six that no counter can use: the throw is lost and the counter nearest HOME goes back to the triangle.</source>
        <translation>%1 warf eine dritte Sechs, die kein Stein nutzen kann: der Wurf verfällt, und der Stein, der dem HOME am nächsten ist, geht zurück ins Dreieck.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 threw %2: no counter can move, so the throw is lost.</source>
        <translation>%1 warf %2: kein Stein kann ziehen, also verfällt der Wurf.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 takes a %2 counter: it goes back to its triangle.</source>
        <translation>%1 schlägt einen Stein von %2: er geht zurück in sein Dreieck.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Third six: %1&apos;s counter nearest HOME goes back to the triangle.</source>
        <translation>Dritte Sechs: der Stein von %1, der dem HOME am nächsten ist, geht zurück ins Dreieck.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 brings a counter HOME.</source>
        <translation>%1 bringt einen Stein ins HOME.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 to throw.</source>
        <translation>%1 ist am Wurf.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 throws…</source>
        <translation>%1 würfelt…</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Chosen: a counter from your triangle enters on %1.</source>
        <translation>Gewählt: ein Stein aus Ihrem Dreieck kommt auf „%1“.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chosen: the counter on %1 goes HOME.</source>
        <translation>Gewählt: der Stein auf „%1“ zieht ins HOME.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chosen: the counter on %1 goes to %2.</source>
        <translation>Gewählt: der Stein auf „%1“ zieht nach „%2“.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>It takes the %1 counter there.</source>
        <translation>Er schlägt dort den Stein von %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Star is safe: it shares the square, nobody is taken.</source>
        <translation>Der Stern ist sicher: die Steine teilen sich das Feld, keiner wird geschlagen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It makes a barrier with your counter there.</source>
        <translation>Er bildet dort mit Ihrem Stein eine Sperre.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This is the third six: afterwards your counter nearest HOME goes back.</source>
        <translation>Dies ist die dritte Sechs: danach geht Ihr Stein, der dem HOME am nächsten ist, zurück.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>(%n choice(s); arrows or Tab for another.)</source>
        <translation>
            <numerusform>(%n Möglichkeit; Pfeiltasten oder Tab für eine andere.)</numerusform>
            <numerusform>(%n Möglichkeiten; Pfeiltasten oder Tab für eine andere.)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/pat/pat_page_undo.cpp" line="+66"/>
        <source>%1&apos;s move taken back; the throw stays as it fell.</source>
        <translation>Zug von %1 zurückgenommen; der Wurf bleibt, wie er gefallen ist.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move taken back; the throw stays as it fell.</source>
        <translation>Zug zurückgenommen; der Wurf bleibt, wie er gefallen ist.</translation>
    </message>
    <message>
        <location filename="../app/pat/pat_page_menus.cpp" line="+25"/>
        <source>Patchesi</source>
        <translation>Patchesi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Patchesi games (*.patchesi)</source>
        <translation>Patchesi-Partien (*.patchesi)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Game of Patchesi…</source>
        <translation>&amp;Neue Partie Patchesi…</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Patchesi is for 2 to 4 players, not %1.</source>
        <translation>Patchesi ist für 2 bis 4 Spieler, nicht für %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 cannot play on a phone: Patchesi is played at the screen.</source>
        <translation>%1 kann nicht am Handy spielen: Patchesi wird am Bildschirm gespielt.</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>&amp;Undo %1&apos;s Move</source>
        <translation>Zug von %1 &amp;zurücknehmen</translation>
    </message>
    <message>
        <location line="-71"/>
        <source>&amp;Rules of Patchesi</source>
        <translation>Spiel&amp;regeln von Patchesi</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Patchesi game</source>
        <comment>the name a save is offered under</comment>
        <translation>Patchesi-Partie</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rules of Patchesi</source>
        <translation>Spielregeln von Patchesi</translation>
    </message>
    <message>
        <location filename="../app/pat/pat_page_hint.cpp" line="+30"/>
        <source>The Expert is looking for a move…</source>
        <translation>Der Meister sucht einen Zug…</translation>
    </message>
</context>
<context>
    <name>club::app::PatScene</name>
    <message>
        <location filename="../app/pat/pat_scene_marks.cpp" line="+196"/>
        <source>Two counters can land there: click the one you want to move.</source>
        <translation>Zwei Steine können dort landen: klicken Sie den an, den Sie ziehen wollen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>That counter cannot move with this throw.</source>
        <translation>Dieser Stein kann mit diesem Wurf nicht ziehen.</translation>
    </message>
    <message>
        <location filename="../app/pat/pat_scene_end.cpp" line="+54"/>
        <source>The game is over</source>
        <translation>Die Partie ist zu Ende</translation>
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
        <translation>Würfe in diesem Zug</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>&amp;Throw</source>
        <translation>&amp;Würfeln</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Throw the die (T or Space on the board)</source>
        <translation>Würfeln (T oder Leertaste auf dem Brett)</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>&amp;Fast Forward</source>
        <translation>&amp;Vorspulen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Show the computers&apos; turns at once, until you are to play</source>
        <translation>Die Züge der Computer sofort zeigen, bis Sie am Zug sind</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+7"/>
        <source>Play an &amp;only move by itself</source>
        <translation>Einzigen möglichen Zug a&amp;utomatisch ziehen</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>&amp;Undo</source>
        <translation>&amp;Zurücknehmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo</source>
        <translation>Wied&amp;erholen</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+3"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Neue Partie…</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>H&amp;int</source>
        <translation>H&amp;inweis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suggests the Expert&apos;s move, with the reason (H)</source>
        <translation>Schlägt den Zug des Meisters vor, mit Begründung (H)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>What happened</source>
        <translation>Was geschah</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>Throwing for who begins: the first five begins.</source>
        <translation>Um den Beginn würfeln: die erste Fünf beginnt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Throwing for who begins: the highest throw begins, a five above a six.</source>
        <translation>Um den Beginn würfeln: der höchste Wurf beginnt, eine Fünf über einer Sechs.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 to throw again, %n throw(s) left this turn: press T or Space, or click the die.</source>
        <translation>
            <numerusform>%1 ist wieder am Wurf, %n Wurf bleibt in diesem Zug: drücken Sie T oder die Leertaste, oder klicken Sie den Würfel an.</numerusform>
            <numerusform>%1 ist wieder am Wurf, %n Würfe bleiben in diesem Zug: drücken Sie T oder die Leertaste, oder klicken Sie den Würfel an.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 to throw again, %n throw(s) left this turn.</source>
        <translation>
            <numerusform>%1 ist wieder am Wurf, %n Wurf bleibt in diesem Zug.</numerusform>
            <numerusform>%1 ist wieder am Wurf, %n Würfe bleiben in diesem Zug.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 to throw: press T or Space, or click the die.</source>
        <translation>%1 ist am Wurf: drücken Sie T oder die Leertaste, oder klicken Sie den Würfel an.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 to throw.</source>
        <translation>%1 ist am Wurf.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 to move: click or drag a counter, or use the arrow keys and Enter.</source>
        <translation>%1 zieht: einen Stein anklicken oder ziehen, oder die Pfeiltasten und die Eingabetaste.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is thinking…</source>
        <translation>%1 überlegt…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 to move.</source>
        <translation>%1 ist am Zug.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Then %n more throw(s) this turn.</source>
        <translation>
            <numerusform>Dann noch %n Wurf in diesem Zug.</numerusform>
            <numerusform>Dann noch %n Würfe in diesem Zug.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Since your last turn, latest first:</source>
        <translation>Seit Ihrem letzten Zug, das Neueste zuerst:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last turns, latest first:</source>
        <translation>Die letzten Züge, das Neueste zuerst:</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The game is over.</source>
        <translation>Die Partie ist zu Ende.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>No throw yet this turn</source>
        <translation>In diesem Zug noch kein Wurf</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>HOME: %1 of %2</source>
        <translation>Im HOME: %1 von %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>first HOME</source>
        <translation>zuerst im HOME</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>second HOME</source>
        <translation>an zweiter Stelle im HOME</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>third HOME</source>
        <translation>an dritter Stelle im HOME</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>stakes %1</source>
        <translation>Einsätze %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stake %1</source>
        <translation>Einsatz %1</translation>
    </message>
</context>
<context>
    <name>club::app::PatView</name>
    <message>
        <location filename="../app/pat/pat_view.cpp" line="+16"/>
        <source>Patchesi board</source>
        <translation>Patchesi-Brett</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>T or Space throws the die. The arrow keys, or Tab, go from one counter that can move to the next; Enter moves it.</source>
        <translation>T oder die Leertaste würfelt. Die Pfeiltasten oder Tab gehen von einem Stein, der ziehen kann, zum nächsten; die Eingabetaste zieht ihn.</translation>
    </message>
</context>
<context>
    <name>club::app::PhoneHosting</name>
    <message>
        <location filename="../app/phones/phone_hosting.cpp" line="+67"/>
        <source>Ph&amp;ones…</source>
        <translation>Hand&amp;ys…</translation>
    </message>
</context>
<context>
    <name>club::app::PhoneJoinScreen</name>
    <message>
        <location filename="../app/phones/phone_join_screen.cpp" line="+108"/>
        <source>%1, take your hand on your phone</source>
        <translation>%1, nehmen Sie Ihre Karten auf Ihr Handy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Point the phone&apos;s camera at the code, or type the address into its browser. The table waits for %1.</source>
        <translation>Richten Sie die Kamera des Handys auf den Code oder tippen Sie die Adresse in seinen Browser. Der Tisch wartet auf %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Still to join: %1.</source>
        <translation>Noch nicht dabei: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 Plays on This Screen</source>
        <translation>%1 spielt an diesem Bildschirm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All Phones…</source>
        <translation>Alle Handys…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>QR code of the link for %1</source>
        <translation>QR-Code des Links für %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Link for %1</source>
        <translation>Link für %1</translation>
    </message>
</context>
<context>
    <name>club::app::PhoneSeatCard</name>
    <message>
        <location filename="../app/phones/phone_seat_card.cpp" line="+18"/>
        <source>Not joined yet</source>
        <translation>Noch nicht am Tisch</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Connected</source>
        <translation>Verbunden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Away: the phone dropped its connection</source>
        <translation>Abwesend: Das Handy hat die Verbindung verloren</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Played on this screen</source>
        <translation>Wird an diesem Bildschirm gespielt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>phone not joined</source>
        <translation>Handy noch nicht am Tisch</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>phone connected</source>
        <translation>Handy verbunden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>phone away</source>
        <translation>Handy abwesend</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>No link</source>
        <translation>Kein Link</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play on This Screen</source>
        <translation>Auf diesem Bildschirm spielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From now on this seat is played here, with the pass screen.</source>
        <translation>Ab jetzt wird dieser Platz hier gespielt, mit verdecktem Bildschirm zwischen den Zügen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New Link</source>
        <translation>Neuer Link</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The phone&apos;s link stops working and a new one is shown: for a lost phone, or a link seen by someone else.</source>
        <translation>Der Link des Handys funktioniert nicht mehr, und ein neuer wird gezeigt: für ein verlorenes Handy oder einen Link, den jemand anderes gesehen hat.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>QR code of the link for %1</source>
        <translation>QR-Code des Links für %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Link for %1</source>
        <translation>Link für %1</translation>
    </message>
</context>
<context>
    <name>club::app::PhoneServer</name>
    <message>
        <location filename="../app/phones/phone_server.cpp" line="-201"/>
        <source>The table reads text messages only.</source>
        <translation>Der Tisch liest nur Textnachrichten.</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>A device at %1 tried too many wrong phone links: it is refused for a few minutes.</source>
        <translation>Ein Gerät unter %1 hat zu viele falsche Handy-Links versucht: Es wird für einige Minuten abgewiesen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>There is no such seat at this table.</source>
        <translation>Diesen Platz gibt es an diesem Tisch nicht.</translation>
    </message>
    <message>
        <location line="+26"/>
        <location line="+27"/>
        <source>Join the table first.</source>
        <translation>Nehmen Sie zuerst am Tisch Platz.</translation>
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
        <translation>Sie sind am Zug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for %1</source>
        <translation>Warten auf %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Joining the table…</source>
        <translation>Verbindung zum Tisch…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waiting for the deal on the table&apos;s screen.</source>
        <translation>Warten auf das Geben am Bildschirm des Tisches.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connected</source>
        <translation>Verbunden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connecting…</source>
        <translation>Verbinde…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Connection lost: trying again in %1 s</source>
        <translation>Verbindung verloren: neuer Versuch in %1 s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Try now</source>
        <translation>Jetzt versuchen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your hand has moved to another device.</source>
        <translation>Ihr Blatt ist auf ein anderes Gerät gewechselt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hold my hand here</source>
        <translation>Mein Blatt hier halten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This link no longer works. Ask the host for a new one.</source>
        <translation>Dieser Link gilt nicht mehr. Bitten Sie den Gastgeber um einen neuen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A new game has begun at the table. Scan the new code the host shows you.</source>
        <translation>Am Tisch hat ein neues Spiel begonnen. Scannen Sie den neuen Code, den der Gastgeber Ihnen zeigt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your seat is now played on the host&apos;s screen.</source>
        <translation>Ihr Platz wird jetzt am Bildschirm des Gastgebers gespielt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host made a new link for your seat. Scan the new code to play on.</source>
        <translation>Der Gastgeber hat einen neuen Link für Ihren Platz erstellt. Scannen Sie den neuen Code, um weiterzuspielen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open this page from your seat&apos;s link: scan the QR code the host shows you.</source>
        <translation>Öffnen Sie diese Seite über den Link Ihres Platzes: Scannen Sie den QR-Code, den der Gastgeber Ihnen zeigt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dismiss</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hide my hand</source>
        <translation>Mein Blatt verbergen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show my hand</source>
        <translation>Mein Blatt zeigen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your hand is hidden. Tap here to show it.</source>
        <translation>Ihr Blatt ist verborgen. Tippen Sie hier, um es zu zeigen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your hand</source>
        <translation>Ihr Blatt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (you)</source>
        <translation>%1 (Sie)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is over.</source>
        <translation>Die Partie ist zu Ende.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game goes to %1.</source>
        <translation>Die Partie geht an %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rubber goes to %1.</source>
        <translation>Der Robber geht an %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sending…</source>
        <translation>Wird gesendet…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played: the table is moving on…</source>
        <translation>Gespielt: der Tisch spielt weiter…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next game</source>
        <translation>Nächste Partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dealer: %1</source>
        <translation>Geber: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seat</source>
        <translation>Platz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game cannot be played on a phone.</source>
        <translation>Dieses Spiel lässt sich nicht auf einem Handy spielen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plus %1</source>
        <translation>Plus %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minus %1</source>
        <translation>Minus %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card on top</source>
        <translation>Oberste Karte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No card yet: the leader opens with a PLUS card.</source>
        <translation>Noch keine Karte: Der Vorhand eröffnet mit einer PLUS-Karte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game %1 of %2</source>
        <translation>Partie %1 von %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where the men stand</source>
        <translation>Wo die Figuren stehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stars</source>
        <translation>Sterne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>home</source>
        <translation>daheim</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game</source>
        <translation>Diese Partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rubber</source>
        <translation>Robber</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sits out this game</source>
        <translation>Setzt diese Partie aus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You sit out this game; the other section plays it.</source>
        <translation>Sie setzen diese Partie aus; die andere Gruppe spielt sie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose a card</source>
        <translation>Wählen Sie eine Karte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the man to move</source>
        <translation>Wählen Sie die Figur, die zieht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves %1 forward</source>
        <translation>Zieht %1 vor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves %1 back</source>
        <translation>Zieht %1 zurück</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No man moves.</source>
        <translation>Keine Figur zieht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A man from the stars onto %1</source>
        <translation>Eine Figur von den Sternen auf %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Man on %1 to %2</source>
        <translation>Figur von %1 auf %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Man on %1 back to the stars</source>
        <translation>Figur auf %1 zurück zu den Sternen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Man on %1 busts: back to the stars</source>
        <translation>Figur auf %1 überzieht: zurück zu den Sternen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A man on the stars goes over the top and stays there</source>
        <translation>Eine Figur auf den Sternen überzieht und bleibt dort</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No man can make this move: the card is played and no man moves.</source>
        <translation>Keine Figur kann diesen Zug machen: Die Karte wird gespielt, und keine Figur zieht.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every way goes past 25: a man must bust.</source>
        <translation>Jeder Zug geht über 25 hinaus: Eine Figur muss überziehen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two</source>
        <translation>Zwei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three</source>
        <translation>Drei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four</source>
        <translation>Vier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five</source>
        <translation>Fünf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Six</source>
        <translation>Sechs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seven</source>
        <translation>Sieben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eight</source>
        <translation>Acht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nine</source>
        <translation>Neun</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten</source>
        <translation>Zehn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King</source>
        <translation>König</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of Clubs</source>
        <translation>Kreuz-%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of Diamonds</source>
        <translation>Karo-%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of Hearts</source>
        <translation>Herz-%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of Spades</source>
        <translation>Pik-%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game %1, deal %2</source>
        <translation>Partie %1, Runde %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game of %1</source>
        <translation>Partie auf %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Count: %1</source>
        <translation>Zählung: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Starter</source>
        <translation>Startkarte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not turned yet</source>
        <translation>Noch nicht aufgedeckt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played this deal</source>
        <translation>In diesem Geben gespielt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go</source>
        <translation>Go</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lay away %1 to %2&apos;s crib</source>
        <translation>Legen Sie %1 in die Krippe von %2 ab</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lay away %1 to your own crib</source>
        <translation>Legen Sie %1 in Ihre eigene Krippe ab</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lay away</source>
        <translation>Ablegen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yours in the crib</source>
        <translation>Ihre Karten in der Krippe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a card</source>
        <translation>Spielen Sie eine Karte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>makes %1</source>
        <translation>macht %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Count your hand</source>
        <translation>Zählen Sie Ihr Blatt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Count your crib</source>
        <translation>Zählen Sie Ihre Krippe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Say your count: a count too low may be claimed by the others (muggins).</source>
        <translation>Sagen Sie Ihre Zählung an: Was zu wenig gezählt ist, dürfen die anderen beanspruchen (Muggins).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 points</source>
        <translation>%1 Punkte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s hand</source>
        <translation>Blatt von %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s crib</source>
        <translation>Krippe von %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 counted %2</source>
        <translation>%1 hat %2 gezählt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Muggins! Claim the points missed</source>
        <translation>Muggins! Die übersehenen Punkte beanspruchen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
</context>
<context>
    <name>club::app::PhonesDialog</name>
    <message>
        <location filename="../app/phones/phones_dialog.cpp" line="+34"/>
        <source>Wi-Fi</source>
        <translation>WLAN</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cable</source>
        <translation>Kabel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>virtual: a VPN or a container</source>
        <translation>virtuell: ein VPN oder ein Container</translation>
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
        <translation>Neuer Link</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Give %1 a new link?</source>
        <translation>%1 einen neuen Link geben?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1&apos;s phone is connected now: it stops at once, and %1 must scan the new code to play on.</source>
        <translation>Das Handy von %1 ist gerade verbunden: Es hört sofort auf, und %1 muss den neuen Code scannen, um weiterzuspielen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;New Link</source>
        <translation>&amp;Neuer Link</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>This laptop is on no network, so no phone can join. Join a Wi-Fi network and open Phones… again, or play every seat on this screen.</source>
        <translation>Dieser Laptop ist mit keinem Netzwerk verbunden, also kann kein Handy beitreten. Verbinden Sie ihn mit einem WLAN und öffnen Sie Handys… erneut, oder spielen Sie alle Plätze an diesem Bildschirm.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The phones cannot join: %1</source>
        <translation>Die Handys können nicht beitreten: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Port %1 was busy, so the phones use port %2.</source>
        <translation>Port %1 war belegt, daher nutzen die Handys Port %2.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Phones</source>
        <translation>Handys</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each person playing on a phone points its camera at their code, or types their link into its browser. Nothing is installed on the phone.</source>
        <translation>Wer auf dem Handy spielt, richtet dessen Kamera auf den eigenen Code oder tippt den eigenen Link in den Browser. Auf dem Handy wird nichts installiert.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This laptop&apos;s &amp;address for the phones:</source>
        <translation>&amp;Adresse dieses Laptops für die Handys:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No seat is played on a phone now.</source>
        <translation>Zurzeit wird kein Platz auf einem Handy gespielt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play &amp;All on This Screen</source>
        <translation>&amp;Alle auf diesem Bildschirm spielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The phones must be on the same Wi-Fi as this laptop. Play this way only on a network you trust, such as your own at home: the links travel as plain, unencrypted web pages.</source>
        <translation>Die Handys müssen im selben WLAN sein wie dieser Laptop. Spielen Sie so nur in einem Netzwerk, dem Sie vertrauen, etwa Ihrem eigenen zu Hause: Die Links laufen als einfache, unverschlüsselte Webseiten.</translation>
    </message>
</context>
<context>
    <name>club::app::PmBoardItem</name>
    <message>
        <location filename="../app/pm/pm_board_item.cpp" line="+66"/>
        <source>DEALER</source>
        <translation>GEBER</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>NEXT TO PLAY</source>
        <translation>NÄCHSTER AM ZUG</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+137"/>
        <source>Last card played</source>
        <translation>Zuletzt gespielte Karte</translation>
    </message>
</context>
<context>
    <name>club::app::PmCutScreen</name>
    <message>
        <location filename="../app/pm/pm_cut_screen.cpp" line="+26"/>
        <source>Cutting for Dealer</source>
        <translation>Abheben um das Geben</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Everyone cuts; the highest card deals.</source>
        <translation>Jeder hebt ab; die höchste Karte gibt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A tie for highest: the tied players cut again.</source>
        <translation>Gleichstand bei der höchsten Karte: die Betroffenen heben noch einmal ab.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+25"/>
        <source>Section %1 (%2): %3</source>
        <translation>Abteilung %1 (%2): %3</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>%1 cuts highest and deals; %2, on the dealer&apos;s left, leads.</source>
        <translation>%1 hebt die höchste Karte ab und gibt; %2, zur Linken von %1, hat die Vorhand.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cuts highest and deals the first game; %2, on the dealer&apos;s left, leads. The deal passes to the left each game.</source>
        <translation>%1 hebt die höchste Karte ab und gibt die erste Partie; %2, zur Linken von %1, hat die Vorhand. Das Geben geht mit jeder Partie nach links weiter.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Cutting for dealer</source>
        <translation>Abheben um das Geben</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 cuts %2</source>
        <translation>%1 hebt %2 ab</translation>
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
        <translation>Orange, Punkt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sky blue, ring</source>
        <translation>Himmelblau, Ring</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green, three dots</source>
        <translation>Grün, drei Punkte</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Yellow, star</source>
        <translation>Gelb, Stern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue, saltire</source>
        <translation>Blau, Andreaskreuz</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Vermilion, triangle</source>
        <translation>Zinnoberrot, Dreieck</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Purple, square</source>
        <translation>Purpur, Quadrat</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black, diamond</source>
        <translation>Schwarz, Raute</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>New Rubber of P.M.</source>
        <translation>Neuer Robber P.M.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Number of players</source>
        <translation>Anzahl der Spieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Players:</source>
        <translation>&amp;Spieler:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Seats, clockwise round the table</source>
        <translation>Plätze, im Uhrzeigersinn um den Tisch</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Person on a phone</source>
        <translation>Person am Handy</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Colour and mark</source>
        <translation>Farbe und Zeichen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Name of player %1</source>
        <translation>Name von Spieler %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Colour of player %1</source>
        <translation>Farbe von Spieler %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who plays seat %1</source>
        <translation>Wer Platz %1 spielt</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Party play and house rules</source>
        <translation>Gesellschaftsspiel und Hausregeln</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play a trial round in two &amp;sections (7 or 8 beginners)</source>
        <translation>Eine Proberunde in zwei Abtei&amp;lungen spielen (7 oder 8 Anfänger)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Men on 25 are &amp;home for good [R]</source>
        <translation>Figuren auf der 25 sind endgültig zu &amp;Hause [R]</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With no man in play, a card past 25 may &quot;&amp;bust&quot;
a man on the stars [R]</source>
        <translation>Ohne Figur im Spiel darf eine Karte über die 25 hinaus
eine Figur auf den Sternen „&amp;platzen“ lassen [R]</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Sections</source>
        <translation>Abteilungen</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>One pack of 44 cards; eleven cards each.</source>
        <translation>Ein Kartenspiel von 44 Karten; je elf Karten.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Both packs, circular and octagonal backs, shuffled together; eleven cards each.</source>
        <translation>Beide Kartenspiele, mit runden und achteckigen Rücken, zusammengemischt; je elf Karten.</translation>
    </message>
    <message>
        <location line="-63"/>
        <source>Off: a backward move may take a man off 25 again.</source>
        <translation>Aus: ein Rückwärtszug kann eine Figur wieder von der 25 holen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Off: such a card moves no man.</source>
        <translation>Aus: eine solche Karte bewegt keine Figur.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&amp;Cut for Dealer</source>
        <translation>Um das &amp;Geben abheben</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Section %1: %2.</source>
        <translation>Abteilung %1: %2.</translation>
    </message>
    <message>
        <location line="+24"/>
        <location filename="../app/pm/pm_page_phones.cpp" line="+105"/>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Each player needs a colour of his own.</source>
        <translation>Jeder Spieler braucht eine eigene Farbe.</translation>
    </message>
</context>
<context>
    <name>club::app::PmPage</name>
    <message>
        <location filename="../app/pm/pm_page.cpp" line="-263"/>
        <source>Pass to %1</source>
        <translation>Bitte weiterreichen an %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>I am %1 — show my cards</source>
        <translation>Ich bin %1 — meine Karten zeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everyone else, please look away while the cards are shown.</source>
        <translation>Alle anderen bitte wegsehen, solange die Karten gezeigt werden.</translation>
    </message>
    <message>
        <location line="+102"/>
        <source>&amp;Hint</source>
        <translation>&amp;Hinweis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suggests the Expert&apos;s card and man, with the reason</source>
        <translation>Schlägt Karte und Figur des Meisters vor, mit Begründung</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+56"/>
        <source>Cutting for dealer: press Deal to begin.</source>
        <translation>Abheben um das Geben: drücken Sie auf „Geben“, um zu beginnen.</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>Choose a card (click it, or Left and Right, or the keys 1 to 9 and 0), then a man (click a ringed place, or Up and Down, then Enter).</source>
        <translation>Wählen Sie eine Karte (anklicken, Pfeil links und rechts oder die Tasten 1 bis 9 und 0), dann eine Figur (einen eingekreisten Platz anklicken oder Pfeil hoch und runter, dann Eingabetaste).</translation>
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
        <translation>An den Abend übermittelt: %1.</translation>
    </message>
    <message>
        <location line="+208"/>
        <source>Take back your card; the next player has not laid his yet</source>
        <translation>Ihre Karte zurücknehmen; der nächste Spieler hat seine noch nicht gelegt</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Undo takes back a person&apos;s card; the computers alone would only play the same again.</source>
        <translation>Rückgängig nimmt die Karte eines Menschen zurück; die Computer allein spielten nur dasselbe noch einmal.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>With several people at the table, or a hand on a phone, Undo is not offered: taking a card back would show it.</source>
        <translation>Mit mehreren Menschen am Tisch oder einer Hand auf einem Handy gibt es kein Rückgängig: eine zurückgenommene Karte würde gezeigt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no card of yours to take back yet.</source>
        <translation>Sie haben noch keine Karte gelegt, die sich zurücknehmen ließe.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your card can be taken back only until the next player lays his: you would choose again knowing his card.</source>
        <translation>Ihre Karte lässt sich nur zurücknehmen, bis der nächste Spieler seine legt: Sie wählten sonst neu und kennten seine Karte.</translation>
    </message>
    <message>
        <location line="-268"/>
        <source>The game is over and its scores are with the night.</source>
        <translation>Die Partie ist zu Ende, ihre Punkte sind beim Abend eingetragen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rubber is over.</source>
        <translation>Der Robber ist beendet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over. Deal the next game when ready.</source>
        <translation>Die Partie ist aus. Geben Sie die nächste Partie, sobald alle bereit sind.</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Print &amp;Blank Score Sheets…</source>
        <translation>&amp;Leere Anschreibebögen drucken…</translation>
    </message>
    <message>
        <location filename="../app/pm/pm_page_menus.cpp" line="+40"/>
        <source>Blank Score Sheets</source>
        <translation>Leere Anschreibebögen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Players:</source>
        <translation>Spieler:</translation>
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
        <translation>Robber P.M.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>P.M. rubbers (*.pmrubber *.json)</source>
        <translation>Robber P.M. (*.pmrubber *.json)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Rubber of P.M.…</source>
        <translation>&amp;Neuer Robber P.M.…</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>New Rubber</source>
        <translation>Neuer Robber</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Print Score Sheet…</source>
        <translation>Anschreibebogen &amp;drucken…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Undo My Move</source>
        <translation>Meinen Zug &amp;zurücknehmen</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>&amp;Rules of P.M.</source>
        <translation>Spiel&amp;regeln von P.M.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules of P.M.</source>
        <translation>Spielregeln von P.M.</translation>
    </message>
    <message>
        <location filename="../app/pm/pm_page_phones.cpp" line="-24"/>
        <source>%1&apos;s phone is away</source>
        <translation>Das Handy von %1 ist nicht verbunden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for %1&apos;s phone</source>
        <translation>Warten auf das Handy von %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>P.M. is for 2 to 8 players, not %1.</source>
        <translation>P.M. ist für 2 bis 8 Spieler, nicht %1.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 cannot be played by &quot;%2&quot; in P.M.</source>
        <translation>Beim P.M. kann %1 nicht von „%2“ gespielt werden.</translation>
    </message>
</context>
<context>
    <name>club::app::PmScene</name>
    <message>
        <location filename="../app/pm/pm_scene_hand.cpp" line="+93"/>
        <source>%1&apos;s hand: %2</source>
        <translation>Blatt von %1: %2</translation>
    </message>
</context>
<context>
    <name>club::app::PmScoreDialog</name>
    <message>
        <location filename="../app/pm/pm_score_dialog.cpp" line="+88"/>
        <source>P.M. Score Sheet</source>
        <translation>Anschreibebogen P.M.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Print…</source>
        <translation>&amp;Drucken…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export PDF…</source>
        <translation>Als PDF &amp;exportieren…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal &amp;Next Game</source>
        <translation>&amp;Nächste Partie geben</translation>
    </message>
    <message>
        <location line="+59"/>
        <location line="+5"/>
        <source>Export Score Sheet</source>
        <translation>Anschreibebogen exportieren</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>P.M. score sheet</source>
        <translation>Anschreibebogen P.M.</translation>
    </message>
    <message>
        <location line="-63"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>New &amp;Rubber…</source>
        <translation>Neuer &amp;Robber…</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>&amp;Next: Deal Game %1, Section %2</source>
        <translation>&amp;Nächste: Partie %1, Abteilung %2 geben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next: Deal Game %1 of 5</source>
        <translation>&amp;Nächste: Partie %1 von 5 geben</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>Print on &amp;cream card</source>
        <translation>Auf &amp;cremefarbenem Karton drucken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White paper saves ink; cream looks like the period sheet</source>
        <translation>Weißes Papier spart Tinte; Creme sieht aus wie der Bogen von damals</translation>
    </message>
</context>
<context>
    <name>club::app::PmSidePanel</name>
    <message>
        <location filename="../app/pm/pm_side_panel.cpp" line="+178"/>
        <source>Hint</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Now</source>
        <translation>Stand</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rubber</source>
        <translation>Robber</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scores</source>
        <translation>Punktestand</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Back to the Night</source>
        <translation>Zurück zum Aben&amp;d</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shows the party night, with this table&apos;s result</source>
        <translation>Zeigt den Clubabend mit dem Ergebnis dieses Tisches</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play Card</source>
        <translation>&amp;Karte spielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plays the chosen card and move (Enter)</source>
        <translation>Spielt die gewählte Karte mit dem gewählten Zug (Eingabetaste)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo My Move</source>
        <translation>Meinen Zug &amp;zurücknehmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal &amp;Next Game</source>
        <translation>&amp;Nächste Partie geben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Score Sheet</source>
        <translation>Ans&amp;chreibebogen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>H&amp;int</source>
        <translation>H&amp;inweis</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Phones…</source>
        <translation>Handys…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suggests the Expert&apos;s card and man, with the reason (H)</source>
        <translation>Schlägt Karte und Figur des Meisters vor, mit Begründung (H)</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>Game %1 of 5, section %2</source>
        <translation>Partie %1 von 5, Abteilung %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game %1 of %2</source>
        <translation>Partie %1 von %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 deals</source>
        <translation>%1 gibt</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The rubber is over.</source>
        <translation>Der Robber ist beendet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is over.</source>
        <translation>Die Partie ist beendet.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 is thinking…</source>
        <translation>%1 überlegt…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 to play (%2)</source>
        <translation>%1 ist am Zug (%2)</translation>
    </message>
    <message>
        <location line="-72"/>
        <source>Top card: %1</source>
        <translation>Oberste Karte: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No card played yet: the leader opens with a PLUS card.</source>
        <translation>Noch keine Karte gespielt: die Vorhand eröffnet mit einer PLUS-Karte.</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New &amp;Rubber…</source>
        <translation>Neuer &amp;Robber…</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves of this game</source>
        <translation>Züge dieser Partie</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Show the side panel</source>
        <translation>Seitenleiste zeigen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fold the side panel away</source>
        <translation>Seitenleiste einklappen</translation>
    </message>
    <message>
        <location line="+136"/>
        <source>&amp;Next: Deal Game %1, Section %2</source>
        <translation>&amp;Nächste: Partie %1, Abteilung %2 geben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next: Deal Game %1 of 5</source>
        <translation>&amp;Nächste: Partie %1 von 5 geben</translation>
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
        <translation>Spieltisch P.M.</translation>
    </message>
</context>
<context>
    <name>club::app::ReplayWindow</name>
    <message>
        <location filename="../app/book/replay_window.cpp" line="+89"/>
        <source>This game cannot be replayed: the program does not know it.</source>
        <translation>Diese Partie kann nicht nachgespielt werden: Das Programm kennt dieses Spiel nicht.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game cannot be replayed: the book has no record of its moves.</source>
        <translation>Diese Partie kann nicht nachgespielt werden: Das Buch enthält ihre Züge nicht.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This game cannot be replayed: no room to open its record.</source>
        <translation>Diese Partie kann nicht nachgespielt werden: Kein Platz, um ihre Aufzeichnung zu öffnen.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>This game cannot be replayed: %1</source>
        <translation>Diese Partie kann nicht nachgespielt werden: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Replay of %1 — %2</source>
        <translation>%1 nachgespielt — %2</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Play</source>
        <translation>Ab&amp;spielen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Step %1 of %2</source>
        <translation>Schritt %1 von %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>One step back: a decision taken back (Left)</source>
        <translation>Einen Schritt zurück: eine Entscheidung zurückgenommen (Links)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One step forward: the next decision (Right)</source>
        <translation>Einen Schritt vor: die nächste Entscheidung (Rechts)</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>&amp;Start</source>
        <translation>&amp;Anfang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the start of the game (Home)</source>
        <translation>Zurück zum Anfang der Partie (Pos1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Back</source>
        <translation>&amp;Zurück</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Forward</source>
        <translation>&amp;Vor</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;End</source>
        <translation>&amp;Ende</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On to the end of the game (End)</source>
        <translation>Weiter bis zum Ende der Partie (Ende)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P&amp;ace:</source>
        <translation>&amp;Tempo:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Close</source>
        <translation>Schl&amp;ießen</translation>
    </message>
</context>
<context>
    <name>club::app::ScoreSheetWidget</name>
    <message>
        <location filename="../app/pm/pm_score_dialog.cpp" line="-70"/>
        <source>Score sheet</source>
        <translation>Anschreibebogen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: total %2</source>
        <translation>%1: Summe %2</translation>
    </message>
</context>
<context>
    <name>club::app::SeatsEditor</name>
    <message>
        <location filename="../app/common/seats_editor.cpp" line="+95"/>
        <source>Played by</source>
        <translation>Gespielt von</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Person</source>
        <translation>Person</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Computer: Beginner</source>
        <translation>Computer: Anfänger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer: Expert</source>
        <translation>Computer: Meister</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer: Standard</source>
        <translation>Computer: Fortgeschrittener</translation>
    </message>
</context>
<context>
    <name>club::app::TablePage</name>
    <message>
        <location filename="../app/common/table_page.cpp" line="+129"/>
        <location line="+8"/>
        <source>This game&apos;s record cannot be played again.</source>
        <translation>Die Aufzeichnung dieser Partie lässt sich nicht erneut abspielen.</translation>
    </message>
</context>
<context>
    <name>club::book::MemberCharts</name>
    <message>
        <location filename="../app/book/member_charts.cpp" line="+179"/>
        <source>Computer: Beginner</source>
        <translation>Computer: Anfänger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer: Standard</source>
        <translation>Computer: Fortgeschrittener</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer: Expert</source>
        <translation>Computer: Meister</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer</source>
        <translation>Der Computer</translation>
    </message>
    <message>
        <location line="+55"/>
        <location line="+230"/>
        <location line="+47"/>
        <location line="+15"/>
        <source>Charts for %1</source>
        <translation>Diagramme für %1</translation>
    </message>
    <message>
        <location line="-284"/>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print…</source>
        <translation>Drucken…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save as PDF…</source>
        <translation>Als PDF speichern…</translation>
    </message>
    <message>
        <location line="-13"/>
        <location line="+41"/>
        <location line="+133"/>
        <source>No games in the book yet.</source>
        <translation>Noch keine Partien im Buch.</translation>
    </message>
    <message>
        <location line="-130"/>
        <source>Rating at %1, night by night</source>
        <translation>Wertung bei %1, Abend für Abend</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Nights played, each from noon to noon</source>
        <translation>Gespielte Abende, jeweils von Mittag bis Mittag</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Rating</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 keeps no score: a game is won, drawn or lost.</source>
        <translation>%1 kennt keine Punkte: eine Partie wird gewonnen, endet remis oder geht verloren.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No scores in the book yet.</source>
        <translation>Noch keine Punkte im Buch.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Scores at %1</source>
        <translation>Punkte bei %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+43"/>
        <location line="+43"/>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <location line="-49"/>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Games played and won</source>
        <translation>Gespielte und gewonnene Partien</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <location line="+112"/>
        <location line="+6"/>
        <source>Save the Charts as PDF</source>
        <translation>Diagramme als PDF speichern</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
</context>
<context>
    <name>club::book::MembersDialog</name>
    <message>
        <location filename="../app/book/members_dialog.cpp" line="+31"/>
        <location line="+95"/>
        <source>Club Members</source>
        <translation>Clubmitglieder</translation>
    </message>
    <message>
        <location line="-89"/>
        <source>Member</source>
        <translation>Mitglied</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Last played</source>
        <translation>Zuletzt gespielt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Club members</source>
        <translation>Clubmitglieder</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Rename…</source>
        <translation>&amp;Umbenennen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Merge Into…</source>
        <translation>&amp;Zusammenführen mit…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R&amp;emove…</source>
        <translation>&amp;Entfernen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Give this member another name; their games stay theirs.</source>
        <translation>Diesem Mitglied einen anderen Namen geben; seine Partien bleiben seine.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two names for one person: this member&apos;s games go to the other name.</source>
        <translation>Zwei Namen für eine Person: Die Partien dieses Mitglieds gehen auf den anderen Namen über.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take this member&apos;s name out of the book.</source>
        <translation>Den Namen dieses Mitglieds aus dem Buch nehmen.</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>The club&apos;s book cannot be opened (%1).</source>
        <translation>Das Clubbuch kann nicht geöffnet werden (%1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No one is in the club&apos;s book yet: players join it by name when they finish a game.</source>
        <translation>Noch niemand steht im Clubbuch: Wer eine Partie zu Ende spielt, kommt mit Namen hinein.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Everyone in the club&apos;s book, whoever played last first:</source>
        <translation>Alle im Clubbuch, wer zuletzt gespielt hat, zuerst:</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Rename %1</source>
        <translation>%1 umbenennen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>New name for %1:</source>
        <translation>Neuer Name für %1:</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+7"/>
        <source>Merge %1</source>
        <translation>%1 zusammenführen</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>%1 is the same person as:</source>
        <translation>%1 ist dieselbe Person wie:</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%1&apos;s games (%n in all) become %2&apos;s, and the name %1 leaves the club&apos;s book. This cannot be undone.</source>
        <translation>
            <numerusform>Die Partie von %1 (%n insgesamt) wird zur Partie von %2, und der Name %1 verschwindet aus dem Clubbuch. Das lässt sich nicht rückgängig machen.</numerusform>
            <numerusform>Die Partien von %1 (%n insgesamt) werden zu Partien von %2, und der Name %1 verschwindet aus dem Clubbuch. Das lässt sich nicht rückgängig machen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Remove %1 from the club&apos;s book? Their name leaves the book everywhere; in replays they sit as a guest.</source>
        <translation>%1 aus dem Clubbuch entfernen? Der Name verschwindet überall aus dem Buch; in den Wiederholungen sitzt dort ein Gast.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>The other players keep their scores and wins in the %n game(s) %1 played with them.</source>
        <translation>
            <numerusform>Die anderen behalten ihre Punkte und Siege in der %n Partie, die %1 mit ihnen gespielt hat.</numerusform>
            <numerusform>Die anderen behalten ihre Punkte und Siege in den %n Partien, die %1 mit ihnen gespielt hat.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>The %n game(s) %1 played with no other member go too.</source>
        <translation>
            <numerusform>Die %n Partie, die %1 ohne ein anderes Mitglied gespielt hat, verschwindet mit.</numerusform>
            <numerusform>Die %n Partien, die %1 ohne ein anderes Mitglied gespielt hat, verschwinden mit.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This cannot be undone.</source>
        <translation>Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <source>Remove %1</source>
        <translation>%1 entfernen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Guest</source>
        <translation>Gast</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/pm/pm_sheet_command.cpp" line="+24"/>
        <source>--players must be a number from 2 to 8</source>
        <translation>--players muss eine Zahl von 2 bis 8 sein</translation>
    </message>
    <message>
        <location filename="../app/party/print/party_sheet_command.cpp" line="+36"/>
        <source>--format must be drive (a P.M. Drive) or knockout (a Patchesi knockout)</source>
        <translation>--format muss drive (ein P.M.-Turnier) oder knockout (ein Patchesi-K.-o.-Turnier) sein</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--pairs is for a knockout: give a drive&apos;s players with --entrants</source>
        <translation>--pairs gilt für ein K.-o.-Turnier: geben Sie die Spieler eines P.M.-Turniers mit --entrants an</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--entrants must be a number from %1 to %2</source>
        <translation>--entrants muss eine Zahl von %1 bis %2 sein</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--rounds must be a number from 1 to %1</source>
        <translation>--rounds muss eine Zahl von 1 bis %1 sein</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--entrants is for a drive: give a knockout&apos;s pairs with --pairs</source>
        <translation>--entrants gilt für ein P.M.-Turnier: geben Sie die Paare eines K.-o.-Turniers mit --pairs an</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--rounds is for a drive: a knockout&apos;s rounds follow from its pairs</source>
        <translation>--rounds gilt für ein P.M.-Turnier: die Runden eines K.-o.-Turniers ergeben sich aus der Zahl der Paare</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--pairs must be a number from %1 to %2</source>
        <translation>--pairs muss eine Zahl von %1 bis %2 sein</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../app/pm/pm_sheet_command.cpp" line="+2"/>
        <source>--output FILE.pdf is required</source>
        <translation>--output FILE.pdf ist erforderlich</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Write blank cards and sheets for a party night as PDF: table cards and tally cards for a P.M. Drive, or table cards and the bracket for a Patchesi knockout.</source>
        <translation>Leere Karten und Bögen für einen Spieleabend als PDF schreiben: Tisch- und Zählkarten für ein P.M.-Turnier oder Tischkarten und Turnierbaum für ein Patchesi-K.-o.-Turnier.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The party night: drive or knockout.</source>
        <translation>Der Spieleabend: drive (P.M.-Turnier) oder knockout (K.-o.-Turnier).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Players in the drive (4 to 64).</source>
        <translation>Spieler im P.M.-Turnier (4 bis 64).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pairs in the knockout (2 to 32).</source>
        <translation>Paare im K.-o.-Turnier (2 bis 32).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rounds of the drive (1 to 24).</source>
        <translation>Runden des P.M.-Turniers (1 bis 24).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The night&apos;s name, printed on every sheet.</source>
        <translation>Der Name des Abends, auf jedem Bogen gedruckt.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="+105"/>
        <source>Period parlour games: P.M., Patchesi, King&apos;s Men and Once Around Cribbage.</source>
        <translation>Alte Gesellschaftsspiele: P.M., Patchesi, King&apos;s Men und Once Around Cribbage.</translation>
    </message>
    <message>
        <location filename="../app/pm/pm_sheet_command.cpp" line="+14"/>
        <source>Write a blank P.M. rubber score sheet as PDF, for play with a real set.</source>
        <translation>Einen leeren Anschreibebogen für einen Robber P.M. als PDF schreiben, zum Spiel mit einem echten Spielkasten.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Players on the blank sheet (2 to 8).</source>
        <translation>Spieler auf dem leeren Bogen (2 bis 8).</translation>
    </message>
    <message>
        <location filename="../app/party/print/party_sheet_command.cpp" line="+3"/>
        <location filename="../app/pm/pm_sheet_command.cpp" line="+7"/>
        <source>The PDF file to write.</source>
        <translation>Die PDF-Datei, die geschrieben werden soll.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="+6"/>
        <source>A saved game to open (%1).</source>
        <translation>Eine gespeicherte Partie, die geöffnet werden soll (%1).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Players Club</source>
        <translation>Players Club</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>give at most one saved game to open</source>
        <translation>höchstens eine gespeicherte Partie zum Öffnen angeben</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>give a saved game to open or --new, not both</source>
        <translation>entweder ein gespeichertes Spiel zum Öffnen oder --new angeben, nicht beides</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--phone-address wants an IP address, not &quot;%1&quot;</source>
        <translation>--phone-address erwartet eine IP-Adresse, nicht „%1“</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>no game called &quot;%1&quot; (the games: %2)</source>
        <translation>kein Spiel namens „%1“ (die Spiele: %2)</translation>
    </message>
    <message>
        <location filename="../app/pm/pm_sheet_command.cpp" line="-24"/>
        <source>--count must be a number from 1 to 100</source>
        <translation>--count muss eine Zahl von 1 bis 100 sein</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Blank sheets to write, one page a rubber (1 to 100).</source>
        <translation>Anzahl leerer Bögen, eine Seite je Robber (1 bis 100).</translation>
    </message>
    <message>
        <location filename="../app/book/book_command.cpp" line="+37"/>
        <source>The club&apos;s book: &quot;export&quot; writes its games as CSV (--format csv, the one format, or none) to the file given with --output.</source>
        <translation>Das Clubbuch: „export“ schreibt seine Partien als CSV (--format csv, das einzige Format, oder nichts) in die mit --output angegebene Datei.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The format of the club&apos;s book export: &quot;csv&quot;.</source>
        <translation>Das Format des Clubbuch-Exports: „csv“.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The file to write.</source>
        <translation>Die zu schreibende Datei.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>--club-book knows one action, &quot;export&quot;, not &quot;%1&quot;.</source>
        <translation>--club-book kennt nur eine Aktion, „export“, nicht „%1“.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The club&apos;s book is exported as &quot;csv&quot;, not &quot;%1&quot;.</source>
        <translation>Das Clubbuch wird als „csv“ exportiert, nicht als „%1“.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Give the file to write with --output FILE.</source>
        <translation>Geben Sie die zu schreibende Datei mit --output DATEI an.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The club&apos;s book %1 cannot be read: %2</source>
        <translation>Das Clubbuch %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../app/common/new_game_command.cpp" line="+29"/>
        <source>Start a game at once (GAME: %1), its players given by --seat.</source>
        <translation>Startet sofort ein Spiel (GAME: %1), die Spieler mit --seat angegeben.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A player of the game started by --new, in seating order: KIND is screen, phone, beginner, standard or expert. Give one for each seat.</source>
        <translation>Ein Spieler des mit --new gestarteten Spiels, in Sitzreihenfolge: KIND ist screen, phone, beginner, standard oder expert. Einmal je Platz.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The address the phones connect to (default: this computer&apos;s on the local network).</source>
        <translation>Die Adresse, mit der sich die Handys verbinden (Vorgabe: die dieses Computers im lokalen Netz).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The port the phones connect to (default: 8650, or the next free one).</source>
        <translation>Der Port, mit dem sich die Handys verbinden (Vorgabe: 8650 oder der nächste freie).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>--seat wants NAME:KIND, not &quot;%1&quot;</source>
        <translation>--seat erwartet NAME:KIND, nicht „%1“</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>unknown kind of player &quot;%1&quot; for %2: give screen, phone, beginner, standard or expert</source>
        <translation>unbekannte Spielerart „%1“ für %2: screen, phone, beginner, standard oder expert angeben</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>--seat needs --new GAME</source>
        <translation>--seat braucht --new GAME</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--new needs a --seat NAME:KIND for each player</source>
        <translation>--new braucht ein --seat NAME:KIND je Spieler</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>--phone-port wants a port from 0 to 65535, not &quot;%1&quot;</source>
        <translation>--phone-port erwartet einen Port von 0 bis 65535, nicht „%1“</translation>
    </message>
</context>
</TS>
