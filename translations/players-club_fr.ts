<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR" sourcelanguage="en">
<context>
    <name>BookMembersWords</name>
    <message>
        <location filename="../app/book/book_members.cpp" line="+37"/>
        <source>The club&apos;s book is not open.</source>
        <translation>Le livre du club n’est pas ouvert.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The club&apos;s book could not be changed (%1). It is as it was.</source>
        <translation>Le livre du club n’a pas pu être modifié (%1). Il est resté tel quel.</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>There is no member called “%1”.</source>
        <translation>Aucun membre ne s’appelle «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>“%1” is the name of someone else at the table in one of %2&apos;s games.</source>
        <translation>«&#xa0;%1&#xa0;» est le nom d’un autre joueur à la table dans une des parties de %2.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A member&apos;s name cannot be empty.</source>
        <translation>Le nom d’un membre ne peut pas être vide.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>A member&apos;s name can be at most %n characters long.</source>
        <translation>
            <numerusform>Le nom d’un membre peut compter au plus %n caractère.</numerusform>
            <numerusform>Le nom d’un membre peut compter au plus %n caractères.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+52"/>
        <source>There is already a member called “%1”. If “%2” and “%1” are the same person, merge “%2” into “%1” instead.</source>
        <translation>Il y a déjà un membre appelé «&#xa0;%1&#xa0;». Si «&#xa0;%2&#xa0;» et «&#xa0;%1&#xa0;» sont la même personne, fusionnez plutôt «&#xa0;%2&#xa0;» avec «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A computer has played as “%1” in the book: a member of that name could not be told from it. Choose another name.</source>
        <translation>Un ordinateur a joué sous le nom «&#xa0;%1&#xa0;» dans le livre&#xa0;: un membre de ce nom ne pourrait pas en être distingué. Choisissez un autre nom.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>A member cannot be merged into themself.</source>
        <translation>Un membre ne peut pas être fusionné avec lui-même.</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%1 and %2 played at the same table in %n game(s), so they are two people: they cannot be merged.</source>
        <translation>
            <numerusform>%1 et %2 ont joué à la même table dans %n partie&#xa0;: ce sont deux personnes, on ne peut pas les fusionner.</numerusform>
            <numerusform>%1 et %2 ont joué à la même table dans %n parties&#xa0;: ce sont deux personnes, on ne peut pas les fusionner.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CribAccessible</name>
    <message>
        <location filename="../app/crib/crib_accessible_cells.cpp" line="+23"/>
        <source>Once Around board</source>
        <translation>Planche Once Around</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1&apos;s pegs</source>
        <translation>Fiches de %1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Front peg in hole %1, rear peg in hole %2, %n to go.</source>
        <translation>
            <numerusform>Fiche avant au trou %1, fiche arrière au trou %2, reste %n point.</numerusform>
            <numerusform>Fiche avant au trou %1, fiche arrière au trou %2, restent %n points.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Starter: %1</source>
        <translation>Retourne&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Shown: %1</source>
        <translation>Montrée&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>On the count: %1</source>
        <translation>Au compte&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The count is %1</source>
        <translation>Le compte est de %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>A card, face down</source>
        <translation>Une carte, face cachée</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Chosen for the crib</source>
        <translation>Choisie pour le crib</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot be played: it would take the count past 31</source>
        <translation>Injouable&#xa0;: le compte dépasserait 31</translation>
    </message>
</context>
<context>
    <name>CribHint</name>
    <message>
        <location filename="../app/crib/crib_hint.cpp" line="+93"/>
        <source>The crib is yours: what each choice is worth on average, hand plus crib (with the two cards your opponent is likely to lay away), and what the four you keep are likely to peg in the play, less what they let your opponent peg.</source>
        <translation>Le crib est à vous&#xa0;: ce que vaut chaque choix en moyenne, main plus crib (avec les deux cartes que votre adversaire écartera probablement), et ce que les quatre cartes gardées marqueront probablement pendant le jeu, moins ce qu’elles laisseront marquer à votre adversaire.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The crib is your opponent&apos;s: what each choice is worth on average, hand less crib (with the two cards your opponent is likely to lay away), and what the four you keep are likely to peg in the play, less what they let your opponent peg.</source>
        <translation>Le crib est à votre adversaire&#xa0;: ce que vaut chaque choix en moyenne, main moins crib (avec les deux cartes que votre adversaire écartera probablement), et ce que les quatre cartes gardées marqueront probablement pendant le jeu, moins ce qu’elles laisseront marquer à votre adversaire.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The crib is yours: what each choice is worth on average, hand plus crib.</source>
        <translation>Le crib est à vous&#xa0;: ce que vaut chaque choix en moyenne, main plus crib.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The crib is your opponent&apos;s: what each choice is worth on average, hand less crib.</source>
        <translation>Le crib est à votre adversaire&#xa0;: ce que vaut chaque choix en moyenne, main moins crib.</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+22"/>
        <source>Lay away</source>
        <translation>Écart</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand</source>
        <translation>Main</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Crib</source>
        <translation>Crib</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Play %1: it is the only card you have left.</source>
        <translation>Jouez %1&#xa0;: c’est la seule carte qui vous reste.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play %1: it is the only card you can play without going over thirty-one.</source>
        <translation>Jouez %1&#xa0;: c’est la seule carte que vous pouvez jouer sans dépasser trente et un.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Play %1: the cards you can play are all of one rank, so any of them does the same.</source>
        <translation>Jouez %1&#xa0;: les cartes que vous pouvez jouer sont toutes de même rang, et n’importe laquelle fait l’affaire.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Play %1: it pegs %2 (%3), and that wins the game.</source>
        <translation>Jouez %1&#xa0;: cela marque %2 (%3), et la partie est gagnée.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Play %1: the game is near its end, and it gives you about %2 chances in 10 of winning it; %3, about %4 in 10.</source>
        <translation>Jouez %1&#xa0;: la partie touche à sa fin, et cela vous donne environ %2 chances sur 10 de la gagner&#xa0;; avec %3, environ %4 sur 10.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Play %1: it pegs %2 now (%3).</source>
        <translation>Jouez %1&#xa0;: cela marque %2 tout de suite (%3).</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Play %1: %2 would peg %3 now, but by the end of the play %1 does as well.</source>
        <translation>Jouez %1&#xa0;: %2 marquerait %3 tout de suite, mais à la fin du jeu %1 fait aussi bien.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play %1: %2 would peg %3 now, but by the end of the play %1 should leave you about %4 points better off.</source>
        <translation>Jouez %1&#xa0;: %2 marquerait %3 tout de suite, mais à la fin du jeu %1 devrait vous laisser environ %4 points de mieux.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Play %1: the count goes to %2, and hardly any of the hands your opponent may hold can score on it; on %3, about %4 in 10 could.</source>
        <translation>Jouez %1&#xa0;: le compte passe à %2, et presque aucune des mains que votre adversaire peut avoir ne marque dessus&#xa0;; sur %3, environ %4 sur 10 le pourraient.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Play %1: the count goes to %2, and about %3 in 10 of the hands your opponent may hold can score on it; on %4, about %5 in 10 could.</source>
        <translation>Jouez %1&#xa0;: le compte passe à %2, et environ %3 sur 10 des mains que votre adversaire peut avoir marquent dessus&#xa0;; sur %4, environ %5 sur 10 le pourraient.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Play %1: the count goes to %2; %3 would do about as well.</source>
        <translation>Jouez %1&#xa0;: le compte passe à %2&#xa0;; %3 ferait à peu près aussi bien.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play %1: the count goes to %2, and by the end of the play it should leave you about %3 points better off than %4, the next best.</source>
        <translation>Jouez %1&#xa0;: le compte passe à %2, et à la fin du jeu vous devriez avoir environ %3 points de mieux qu’avec %4, le meilleur choix suivant.</translation>
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
        <translation>Chance de gagner</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>It pegs %1 (%2).</source>
        <translation>Elle marque %1 (%2).</translation>
    </message>
    <message>
        <location line="-154"/>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Lay away %1: the game is near its end, and the four you keep give you about %2 chances in 10 of winning it; laying away %3, worth the most points on average, about %4 in 10.</source>
        <translation>Écartez %1&#xa0;: la partie touche à sa fin, et les quatre cartes que vous gardez vous donnent environ %2 chances sur 10 de la gagner&#xa0;; en écartant %3, qui vaut le plus de points en moyenne, environ %4 sur 10.</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>The game is near its end: what each choice is worth on average, hand and crib and the play, and your chance of winning the game with it, the best chance first.</source>
        <translation>La partie touche à sa fin&#xa0;: ce que vaut chaque choix en moyenne, main, crib et jeu ensemble, et votre chance de gagner la partie avec lui, la meilleure chance d’abord.</translation>
    </message>
    <message>
        <location line="+200"/>
        <source>Lay away %1: on average it is worth %L2 points, hand plus crib and the play, more than any other choice.</source>
        <translation>Écartez %1&#xa0;: en moyenne, cela vaut %L2&#xa0;points, main plus crib et le jeu, plus que tout autre choix.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lay away %1: on average it is worth %L2 points, your hand less the dealer&apos;s crib, and the play, more than any other choice.</source>
        <translation>Écartez %1&#xa0;: en moyenne, cela vaut %L2&#xa0;points, votre main moins le crib du donneur, et le jeu, plus que tout autre choix.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lay away %1: on average it is worth %L2 points, hand plus crib, more than any other choice.</source>
        <translation>Écartez %1&#xa0;: en moyenne, cela vaut %L2&#xa0;points, main plus crib, plus que tout autre choix.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lay away %1: on average it is worth %L2 points, your hand less the dealer&apos;s crib, more than any other choice.</source>
        <translation>Écartez %1&#xa0;: en moyenne, cela vaut %L2&#xa0;points, votre main moins le crib du donneur, plus que tout autre choix.</translation>
    </message>
</context>
<context>
    <name>CribMatchSheetWords</name>
    <message>
        <location filename="../app/crib/crib_match_sheet.cpp" line="+25"/>
        <source>two hands</source>
        <translation>deux mains</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>three hands</source>
        <translation>trois mains</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>four hands, two partnerships</source>
        <translation>quatre mains, deux équipes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>five hands</source>
        <translation>cinq mains</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>six hands, three partnerships</source>
        <translation>six mains, trois équipes</translation>
    </message>
    <message numerus="yes">
        <location line="+47"/>
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partie</numerusform>
            <numerusform>%n parties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n corner(s)</source>
        <translation>
            <numerusform>%n coin</numerusform>
            <numerusform>%n coins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n skunk(s) (%1 double)</source>
        <translation>
            <numerusform>%n blanchissage (%1 double)</numerusform>
            <numerusform>%n blanchissages (%1 doubles)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>high hand %1</source>
        <translation>meilleure main %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2.</source>
        <comment>a side: its totals</comment>
        <translation>%1&#xa0;: %2.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Once Around Cribbage: match sheet</source>
        <translation>Once Around Cribbage&#xa0;: feuille de match</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 points, %2. Corners: %3.</source>
        <translation>%1 points, %2. Coins&#xa0;: %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>every 30 holes</source>
        <translation>tous les 30 trous</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>at the bends of the board</source>
        <translation>aux virages de la planche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Muggins.</source>
        <translation>Muggins.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Game %1 in play: %2.</source>
        <translation>Partie %1 en cours&#xa0;: %2.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>A lurch counts two games. Skunks are counted only in games of 121 points. The high hand is the best hand counted.</source>
        <translation>Un capot compte pour deux parties. Les blanchissages ne se comptent que dans les parties en 121 points. La meilleure main est la main la mieux comptée.</translation>
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
        <translation>%1 (page %2 sur %3)</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Corners</source>
        <translation>Coins</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High hand</source>
        <translation>Meilleure main</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Match</source>
        <translation>Match</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The whole match</source>
        <translation>Le match entier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match so far</source>
        <translation>Le match jusqu’ici</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>High hands of the players: %1.</source>
        <translation>Meilleures mains des joueurs&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="-155"/>
        <source>A lurch counts two games. A skunk: the winner went out before the loser passed hole 90; a double skunk, before hole 60 (two skunks). The high hand is the best hand counted.</source>
        <translation>Un capot compte pour deux parties. Blanchissage&#xa0;: le gagnant est sorti avant que le perdant ait passé le trou 90&#xa0;; double blanchissage, avant le trou 60 (deux blanchissages). La meilleure main est la main la mieux comptée.</translation>
    </message>
</context>
<context>
    <name>CribRules</name>
    <message>
        <location filename="../app/crib/crib_rules_text.cpp" line="+16"/>
        <source>&lt;h2&gt;Once Around Cribbage&lt;/h2&gt;&lt;p&gt;A standard pack of 52 cards, King high and Ace low. Everyone cuts; the lowest card deals. The deal then passes on. After a game of two hands the loser deals first; with more hands the deal passes on to the left [R].&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Once Around Cribbage&lt;/h2&gt;&lt;p&gt;Un jeu ordinaire de 52 cartes, le Roi en haut et l’As en bas. Chacun coupe&#xa0;; la plus basse carte donne. La donne passe ensuite au suivant. Après une partie à deux mains, le perdant donne le premier&#xa0;; à plus de mains, la donne passe à gauche [R].&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;h3&gt;The deal and the crib&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Two hands:&lt;/b&gt; six cards each; each lays two away to the crib.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Three hands:&lt;/b&gt; five each and one card straight to the crib; each lays one away. Each pegs his own line.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Four hands:&lt;/b&gt; five each, each lays one away. Partners sit opposite and peg one line.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Five hands:&lt;/b&gt; five cards to four players, four to the dealer; the four lay one away each. Each pegs his own line, on a two-track and a three-track board.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Six hands:&lt;/b&gt; three partnerships, alternate players partners. Five cards to the first four players, four to the dealer and the player on his right; those with five lay one away.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;The crib is the dealer&apos;s, counted after the hands.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;La donne et le crib&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Deux mains&#xa0;:&lt;/b&gt; six cartes chacun&#xa0;; chacun en écarte deux au crib.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Trois mains&#xa0;:&lt;/b&gt; cinq chacun et une carte directement au crib&#xa0;; chacun en écarte une. Chacun marque sur sa propre ligne.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Quatre mains&#xa0;:&lt;/b&gt; cinq chacun, chacun en écarte une. Les partenaires sont assis face à face et marquent sur une seule ligne.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Cinq mains&#xa0;:&lt;/b&gt; cinq cartes à quatre joueurs, quatre au donneur&#xa0;; les quatre en écartent une chacun. Chacun marque sur sa propre ligne, sur une planche à deux pistes et une planche à trois pistes.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Six mains&#xa0;:&lt;/b&gt; trois équipes, un joueur sur deux étant partenaires. Cinq cartes aux quatre premiers joueurs, quatre au donneur et au joueur à sa droite&#xa0;; ceux qui en ont cinq en écartent une.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Le crib appartient au donneur&#xa0;; il est compté après les mains.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&lt;h3&gt;The starter&lt;/h3&gt;&lt;p&gt;The player on the dealer&apos;s left cuts and the dealer turns up the starter. If it is a Jack the dealer pegs two at once: two for his heels.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;La retourne&lt;/h3&gt;&lt;p&gt;Le joueur à gauche du donneur coupe et le donneur retourne la carte de départ, la retourne. Si c’est un Valet, le donneur marque aussitôt deux points&#xa0;: deux pour le valet retourné.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;h3&gt;The play&lt;/h3&gt;&lt;p&gt;The player on the dealer&apos;s left leads; each in turn plays a card and says the running count. Court cards count ten, the Ace one, the others their pips. The count may never pass 31: a player who cannot play says &quot;go&quot; and the others play on while they can. The last card of a count pegs one, or two for exactly 31; then the count starts again.&lt;/p&gt;&lt;p&gt;While playing: making fifteen pegs two; a pair two, a pair royal (three alike) six, a double pair royal (four alike) twelve; a run of three or more among the latest cards, in any order, one a card. A card in between or a repeated rank breaks a run, and the Ace is low only.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Le jeu&lt;/h3&gt;&lt;p&gt;Le joueur à gauche du donneur entame&#xa0;; chacun à son tour joue une carte et annonce le compte cumulé. Les figures valent dix, l’As un, les autres leur valeur. Le compte ne peut jamais dépasser 31&#xa0;: un joueur qui ne peut pas jouer dit «&#xa0;go&#xa0;» et les autres continuent tant qu’ils le peuvent. La dernière carte d’un compte marque un point, ou deux pour 31 exactement&#xa0;; puis le compte repart de zéro.&lt;/p&gt;&lt;p&gt;Pendant le jeu&#xa0;: faire quinze marque deux&#xa0;; une paire deux, une paire royale (trois pareilles) six, une double paire royale (quatre pareilles) douze&#xa0;; une suite de trois cartes ou plus parmi les dernières jouées, dans n’importe quel ordre, un point par carte. Une carte intercalée ou une valeur répétée rompt la suite, et l’As est toujours bas.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;h3&gt;The show&lt;/h3&gt;&lt;p&gt;Each hand is counted with the starter: first the player on the dealer&apos;s left and round to the dealer, then the crib. Every combination making fifteen pegs two; each pair two; each run of three or more one a card (counted again for each duplicate); four cards of one suit in the hand four, five with the starter five, but the crib counts a flush only with all five; the Jack of the starter&apos;s suit, one for his nobs. 29 is the best hand; 19, 25, 26 and 27 cannot be made.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Muggins&lt;/b&gt; (if chosen): each player counts his own hand aloud; what he misses may be claimed by the next opponent. A player who says too much pegs only what is there [R].&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Le décompte&lt;/h3&gt;&lt;p&gt;Chaque main est comptée avec la retourne&#xa0;: d’abord le joueur à gauche du donneur, et ainsi de suite jusqu’au donneur, puis le crib. Chaque combinaison faisant quinze marque deux&#xa0;; chaque paire deux&#xa0;; chaque suite de trois cartes ou plus un point par carte (comptée de nouveau pour chaque doublon)&#xa0;; quatre cartes d’une même couleur dans la main quatre, cinq avec la retourne cinq, mais le crib ne compte une couleur qu’avec les cinq&#xa0;; le Valet de la couleur de la retourne, un pour le bon valet. 29 est la meilleure main&#xa0;; 19, 25, 26 et 27 sont impossibles.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Muggins&lt;/b&gt; (si choisi)&#xa0;: chaque joueur compte sa main à voix haute&#xa0;; ce qu’il oublie peut être réclamé par l’adversaire suivant. Un joueur qui annonce trop ne marque que ce qu’il y a [R].&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;h3&gt;Game&lt;/h3&gt;&lt;p&gt;Game is 121 points, once round the board and out into the game hole, or 61. Each side pegs with two pegs: the rear peg jumps past the front one, so the gap shows the last score. The game ends the moment a side reaches the game hole, even in the middle of a count. Winning 121 before the loser reaches 61 (or 61 before 31) is a lurch and counts two games.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;La partie&lt;/h3&gt;&lt;p&gt;La partie se joue en 121 points, un tour de planche puis le trou de partie, ou en 61. Chaque camp marque avec deux fiches&#xa0;: la fiche arrière saute par-dessus celle de devant, de sorte que l’écart montre le dernier score. La partie s’arrête dès qu’un camp atteint le trou de partie, même au milieu d’un compte. Atteindre 121 avant que le perdant n’atteigne 61 (ou 61 avant 31) est un capot, qui compte pour deux parties.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;h3&gt;The Once Around board&lt;/h3&gt;&lt;p&gt;Two-track boards serve two hands or four as partners; three-track boards two, three or six as partners; four-track boards two, three, four or six. Besides the track the board keeps, for each side over the whole match:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Corners:&lt;/b&gt; the first to pass each corner of the track wins it. Where the corners are is a house rule, chosen for the match in the New Match dialog [R]: &lt;i&gt;at the bends of the board&lt;/i&gt;, passing hole 50 and hole 60 round the far end, and 110 and 120 round the near end into the game hole; or &lt;i&gt;every 30 holes&lt;/i&gt;, passing 30, 60, 90 and 120. Either way the winner of a game always takes the last, and a game of 61 has the first two. The brass lozenges mark the board&apos;s bends; gilt lines across the track mark the corners of the match.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Games&lt;/b&gt; won, a lurch counting two.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Points:&lt;/b&gt; each side&apos;s total at the end of each game, carried over the match. The points track counts in hundreds [R]; the exact sum is written beside the board.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Skunks:&lt;/b&gt; winning before an opponent has passed hole 90 is a skunk; before he has passed hole 60, a double skunk (two skunks), pegged on its own track [R].&lt;/li&gt;&lt;li&gt;&lt;b&gt;High hand:&lt;/b&gt; each player&apos;s best hand count of the match (with partners, the better of the two) [R].&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;h3&gt;La planche Once Around&lt;/h3&gt;&lt;p&gt;Les planches à deux pistes servent à deux mains ou à quatre en équipes&#xa0;; à trois pistes, à deux, trois, ou six en équipes&#xa0;; à quatre pistes, à deux, trois, quatre ou six. En plus de la piste, la planche tient pour chaque camp, sur tout le match&#xa0;:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Coins&#xa0;:&lt;/b&gt; le premier à passer chaque coin de la piste le gagne. L’emplacement des coins est une règle de la maison, choisie pour le match dans la fenêtre Nouveau match [R]&#xa0;: &lt;i&gt;aux virages de la planche&lt;/i&gt;, le passage des trous 50 et 60 au bout éloigné, et 110 et 120 au bout proche vers le trou de partie&#xa0;; ou &lt;i&gt;tous les 30 trous&lt;/i&gt;, le passage des trous 30, 60, 90 et 120. Dans les deux cas, le gagnant d’une partie prend toujours le dernier, et une partie en 61 a les deux premiers. Les losanges de laiton marquent les virages de la planche&#xa0;; des traits dorés en travers de la piste marquent les coins du match.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Parties&lt;/b&gt; gagnées, un capot comptant pour deux.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Points&#xa0;:&lt;/b&gt; le total de chaque camp à la fin de chaque partie, reporté sur tout le match. La piste des points compte par centaines [R]&#xa0;; la somme exacte est écrite à côté de la planche.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Blanchissages&#xa0;:&lt;/b&gt; gagner avant qu’un adversaire ait passé le trou 90, c’est le blanchir&#xa0;; avant qu’il ait passé le trou 60, c’est un double blanchissage (deux blanchissages), marqué sur sa propre piste [R].&lt;/li&gt;&lt;li&gt;&lt;b&gt;Meilleure main&#xa0;:&lt;/b&gt; le meilleur compte de main de chaque joueur sur le match (en équipes, le meilleur des deux) [R].&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&lt;h3&gt;At this table&lt;/h3&gt;&lt;p&gt;Click cards (or use the arrow keys and Space) to choose what to lay away, then press Lay away (or Enter). In the play, click a card or press Space or Enter on it. H gives a hint: what each way of laying away is worth on average, and the best card to play with the reason. When several people share the screen, the table is covered between their turns.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;À cette table&lt;/h3&gt;&lt;p&gt;Cliquez sur les cartes (ou utilisez les flèches et Espace) pour choisir ce que vous écartez, puis appuyez sur Écarter au crib (ou Entrée). Pendant le jeu, cliquez sur une carte ou appuyez sur Espace ou Entrée sur celle-ci. H donne un conseil&#xa0;: ce que vaut en moyenne chaque façon d’écarter, et la meilleure carte à jouer avec la raison. Quand plusieurs personnes partagent l’écran, la table est masquée entre leurs tours.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;p&gt;&lt;small&gt;[R] marks a point the Once Around sheet leaves open, settled as in the club’s rule book.&lt;/small&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;small&gt;[R] signale un point que la feuille du Once Around laisse ouvert, tranché comme dans le livre de règles du club.&lt;/small&gt;&lt;/p&gt;</translation>
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
        <translation>Deux</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three</source>
        <translation>Trois</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Four</source>
        <translation>Quatre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Five</source>
        <translation>Cinq</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Six</source>
        <translation>Six</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seven</source>
        <translation>Sept</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Eight</source>
        <translation>Huit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nine</source>
        <translation>Neuf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ten</source>
        <translation>Dix</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Jack</source>
        <translation>Valet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>King</source>
        <translation>Roi</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the Ace</source>
        <comment>a card&apos;s rank with its article, before its suit</comment>
        <translation>l’As</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the Two</source>
        <comment>a card&apos;s rank with its article, before its suit</comment>
        <translation>le Deux</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the Three</source>
        <comment>a card&apos;s rank with its article, before its suit</comment>
        <translation>le Trois</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the Four</source>
        <comment>a card&apos;s rank with its article, before its suit</comment>
        <translation>le Quatre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the Five</source>
        <comment>a card&apos;s rank with its article, before its suit</comment>
        <translation>le Cinq</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the Six</source>
        <comment>a card&apos;s rank with its article, before its suit</comment>
        <translation>le Six</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the Seven</source>
        <comment>a card&apos;s rank with its article, before its suit</comment>
        <translation>le Sept</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the Eight</source>
        <comment>a card&apos;s rank with its article, before its suit</comment>
        <translation>le Huit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the Nine</source>
        <comment>a card&apos;s rank with its article, before its suit</comment>
        <translation>le Neuf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the Ten</source>
        <comment>a card&apos;s rank with its article, before its suit</comment>
        <translation>le Dix</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the Jack</source>
        <comment>a card&apos;s rank with its article, before its suit</comment>
        <translation>le Valet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the Queen</source>
        <comment>a card&apos;s rank with its article, before its suit</comment>
        <translation>la Dame</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the King</source>
        <comment>a card&apos;s rank with its article, before its suit</comment>
        <translation>le Roi</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a run of %1</source>
        <translation>une suite de %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+70"/>
        <source>fifteen</source>
        <translation>quinze</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>a pair is</source>
        <translation>une paire fait</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a pair royal is</source>
        <translation>une paire royale fait</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a double pair royal is</source>
        <translation>une double paire royale fait</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is</source>
        <translation>%1 fait</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a flush of %1 is</source>
        <translation>une couleur de %1 fait</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>one for his nobs is</source>
        <translation>un pour le bon valet fait</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 of Clubs</source>
        <translation>%1 de trèfle</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 of Diamonds</source>
        <translation>%1 de carreau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of Hearts</source>
        <translation>%1 de cœur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 of Spades</source>
        <translation>%1 de pique</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one</source>
        <translation>un</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>two</source>
        <translation>deux</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>three</source>
        <translation>trois</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>four</source>
        <translation>quatre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>five</source>
        <translation>cinq</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>six</source>
        <translation>six</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seven</source>
        <translation>sept</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eight</source>
        <translation>huit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nine</source>
        <translation>neuf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ten</source>
        <translation>dix</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eleven</source>
        <translation>onze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>twelve</source>
        <translation>douze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>thirteen</source>
        <translation>treize</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fourteen</source>
        <translation>quatorze</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>sixteen</source>
        <translation>seize</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seventeen</source>
        <translation>dix-sept</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eighteen</source>
        <translation>dix-huit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nineteen</source>
        <translation>dix-neuf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>twenty</source>
        <translation>vingt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>twenty-one</source>
        <translation>vingt et un</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>twenty-two</source>
        <translation>vingt-deux</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>twenty-three</source>
        <translation>vingt-trois</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>twenty-four</source>
        <translation>vingt-quatre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>twenty-five</source>
        <translation>vingt-cinq</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>twenty-six</source>
        <translation>vingt-six</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>twenty-seven</source>
        <translation>vingt-sept</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>twenty-eight</source>
        <translation>vingt-huit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>twenty-nine</source>
        <translation>vingt-neuf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>thirty</source>
        <translation>trente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>thirty-one</source>
        <translation>trente et un</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Seat %1</source>
        <translation>Place %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+26"/>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>fifteen two</source>
        <translation>quinze deux</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>thirty-one for two</source>
        <translation>trente et un pour deux</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a pair for two</source>
        <translation>une paire pour deux</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a pair royal for six</source>
        <translation>une paire royale pour six</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a double pair royal for twelve</source>
        <translation>une double paire royale pour douze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 for %2</source>
        <translation>%1 pour %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 — %2 in all</source>
        <translation>%1 — %2 en tout</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>nineteen — nothing to count</source>
        <translation>dix-neuf — rien à compter</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 pegs: %2.</source>
        <translation>%1 marque&#xa0;: %2.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The lowest cards tie: they cut again.</source>
        <translation>Égalité des cartes les plus basses&#xa0;: on coupe de nouveau.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cuts the lowest card and deals.</source>
        <translation>%1 coupe la plus basse carte et donne.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 deals.</source>
        <translation>%1 donne.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 lays %n card(s) away to the crib.</source>
        <translation>
            <numerusform>%1 écarte %n carte au crib.</numerusform>
            <numerusform>%1 écarte %n cartes au crib.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The starter: %1.</source>
        <translation>La retourne&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 plays %2: %3.</source>
        <translation>%1 joue %2&#xa0;: %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: go.</source>
        <translation>%1&#xa0;: go.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The count starts again.</source>
        <translation>Le compte repart de zéro.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1&apos;s crib: %2.</source>
        <translation>Crib de %1&#xa0;: %2.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1&apos;s hand: %2.</source>
        <translation>Main de %1&#xa0;: %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 said %2: only what is there is pegged.</source>
        <translation>%1 a annoncé %2&#xa0;: seuls les points présents sont marqués.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Two for his heels.</source>
        <translation>Deux pour le valet retourné.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: one for the go.</source>
        <translation>%1&#xa0;: un pour le go.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 pegs %n.</source>
        <translation>
            <numerusform>%1 marque %n point.</numerusform>
            <numerusform>%1 marque %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Muggins! %1 claims %n missed.</source>
        <translation>
            <numerusform>Muggins&#xa0;! %1 réclame %n point oublié.</numerusform>
            <numerusform>Muggins&#xa0;! %1 réclame %n points oubliés.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 takes the corner at hole %2.</source>
        <translation>%1 prend le coin au trou %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 wins the game.</source>
        <translation>%1 gagne la partie.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Game to %1, %2 to %3.</source>
        <translation>Partie à %1, %2 à %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A lurch: it counts two games.</source>
        <translation>Capot&#xa0;: cela compte pour deux parties.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is double skunked.</source>
        <translation>%1 est doublement blanchi.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is skunked.</source>
        <translation>%1 est blanchi.</translation>
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
        <translation>Le «&#xa0;P.M.&#xa0;» Players Club, vers 1935</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 to 8 players</source>
        <translation>2 à 8 joueurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each card you play is added to the one before it. Bring your four men from the stars to 25 — exactly, or bust.</source>
        <translation>Chaque carte jouée s’ajoute à la précédente. Menez vos quatre pions des étoiles jusqu’au 25 — au point près, sinon ils crèvent&#xa0;!</translation>
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
        <translation>2 à 4 joueurs, en équipes ou en tournoi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Victorian race game of the cross-shaped board: fives to enter, sixes count twelve, barriers and captures.</source>
        <translation>Le jeu de course victorien au tablier en croix&#xa0;: les cinq pour entrer, les six qui comptent douze, les barrages et les prises.</translation>
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
        <translation>2 joueurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>March your fourteen men into the Field and form rows to thin your own ranks: the first down to two wins.</source>
        <translation>Faites entrer vos quatorze pions dans le Champ et formez des rangées pour éclaircir vos propres rangs&#xa0;: le premier réduit à deux l’emporte.</translation>
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
        <translation>2 à 6 mains</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cribbage on the Once Around board, with its corners, games, points, skunks and high-hand tracks.</source>
        <translation>Le cribbage sur le tablier Once Around, avec ses pistes des coins, des parties, des points, des capots et des mains fortes.</translation>
    </message>
    <message>
        <location filename="../app/party/party_registration.cpp" line="+18"/>
        <source>Party Night</source>
        <translation>Soirée de club</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>For club nights and charity evenings</source>
        <translation>Pour les soirées de club et de bienfaisance</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 to 64 people, or 2 to 32 pairs</source>
        <translation>4 à 64 personnes, ou 2 à 32 paires</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P.M. Drives and Patchesi knockouts for a club night: the draw, the numbered tables, the results, the standings and the printed cards.</source>
        <translation>Drives de P.M. et tournois de Patchesi à élimination pour une soirée de club&#xa0;: le tirage, les tables numérotées, les résultats, le classement et les cartes imprimées.</translation>
    </message>
</context>
<context>
    <name>KmRules</name>
    <message>
        <location filename="../app/km/km_rules_text.cpp" line="+16"/>
        <source>&lt;h1&gt;King’s Men&lt;/h1&gt;&lt;p&gt;&lt;i&gt;A new game by Elizabeth Magie Phillips, Parker Brothers, 1937. For two players.&lt;/i&gt;&lt;/p&gt;&lt;h3&gt;The board&lt;/h3&gt;&lt;p&gt;105 squares. The 49 grey squares in the centre are the &lt;b&gt;Field&lt;/b&gt;. The 28 white squares round it are the &lt;b&gt;Corridors&lt;/b&gt; (Entrance squares), 7 on each side. The 28 outside squares are the &lt;b&gt;Lodges&lt;/b&gt; (Home squares), coloured alternately in the two players’ colours. [R: they alternate all the way round the board, so the two Corridors that lead into a corner of the Field belong to Lodges of different colours.]&lt;/p&gt;&lt;p&gt;Each player has 14 tokens — here Orange, and Blue with a cross on each pawn — set on the Lodges of his colour.&lt;/p&gt;&lt;h3&gt;The object&lt;/h3&gt;&lt;p&gt;To reduce the number of &lt;b&gt;your own&lt;/b&gt; tokens to two. The first player to do so wins.&lt;/p&gt;&lt;h3&gt;Play&lt;/h3&gt;&lt;p&gt;The first player is decided by lot; players then move in turn.&lt;/p&gt;&lt;p&gt;&lt;b&gt;1. Entering.&lt;/b&gt; A token enters the Field only in a straight line from a Lodge or a Corridor (or by a jump), and never returns to a Lodge or a Corridor unless captured. [R: a token on a Lodge or a Corridor moves one square straight inward: Lodge, then the Corridor in front of it, then the Field square in front of that. It cannot move sideways.]&lt;/p&gt;&lt;p&gt;&lt;b&gt;2. In the Field&lt;/b&gt; a token moves one square at a time, forward, backward or sideways — never diagonally except when jumping. The square must be empty.&lt;/p&gt;&lt;p&gt;&lt;b&gt;3. Jumping.&lt;/b&gt; A token on a Field or Corridor square may jump an adjacent opponent’s token, straight or diagonally, to the empty Field square beyond, but only when by landing there it completes a row of three or more of its own tokens. The jumper puts the captured token on any empty Lodge of its owner’s colour he chooses; it starts again from there.&lt;/p&gt;&lt;p&gt;&lt;b&gt;4. Another move.&lt;/b&gt; After every jump or capture the player has another move.&lt;/p&gt;&lt;p&gt;&lt;b&gt;5. Rows.&lt;/b&gt; A player who has formed a row or rows of three or more of his own tokens on adjacent Field squares, straight or diagonally, may remove from the game all but the two end tokens of each such row. One token may be the end of several rows. [R: the removal is part of the move that formed the row; the player chooses which of the rows formed to clear — all of them, none, or some; rows count only on Field squares.]&lt;/p&gt;&lt;p&gt;&lt;b&gt;6. Passing and draws.&lt;/b&gt; [R: a player with no legal move passes. The game is drawn if neither player can move, or when the same position with the same player to move occurs for the third time.]&lt;/p&gt;&lt;h3&gt;At this table&lt;/h3&gt;&lt;p&gt;Click one of your tokens (marked with a dashed frame when it can move), then a green dot to step or a red ring to jump; or drag the token there. After a jump, click one of the marked Lodges for the captured token. When rows are formed, the panel lists them: clear all, none, or the rows you tick. With the keyboard, the arrow keys move a cursor over the board and Enter or Space picks the square. H, or Hint in the Edit menu or the panel, shows the Expert’s move with the reason.&lt;/p&gt;&lt;p&gt;&lt;small&gt;[R] marks a point the 1937 rule sheet leaves open, settled as in the club’s rule book.&lt;/small&gt;&lt;/p&gt;</source>
        <translation>&lt;h1&gt;King’s Men&lt;/h1&gt;&lt;p&gt;&lt;i&gt;«&#xa0;Les Hommes du Roi&#xa0;»&#xa0;: un jeu nouveau d’Elizabeth Magie Phillips, Parker Brothers, 1937. Pour deux joueurs.&lt;/i&gt;&lt;/p&gt;&lt;h3&gt;Le tablier&lt;/h3&gt;&lt;p&gt;105 cases. Les 49 cases grises du centre forment le &lt;b&gt;Champ&lt;/b&gt;. Les 28 cases blanches qui l’entourent sont les &lt;b&gt;Couloirs&lt;/b&gt; (cases d’entrée), 7 de chaque côté. Les 28 cases extérieures sont les &lt;b&gt;Pavillons&lt;/b&gt; (cases «&#xa0;Maison&#xa0;»), aux couleurs des deux joueurs, en alternance. [R&#xa0;: elles alternent tout autour du tablier, si bien que les deux Couloirs qui mènent à un coin du Champ appartiennent à des Pavillons de couleurs différentes.]&lt;/p&gt;&lt;p&gt;Chaque joueur a 14 pions — ici orange pour l’un, bleus et marqués d’une croix pour l’autre — posés sur les Pavillons de sa couleur.&lt;/p&gt;&lt;h3&gt;Le but du jeu&lt;/h3&gt;&lt;p&gt;Réduire à deux le nombre de &lt;b&gt;vos propres&lt;/b&gt; pions. Le premier qui y parvient a gagné.&lt;/p&gt;&lt;h3&gt;La partie&lt;/h3&gt;&lt;p&gt;Le premier joueur est tiré au sort&#xa0;; on joue ensuite chacun son tour.&lt;/p&gt;&lt;p&gt;&lt;b&gt;1. L’entrée.&lt;/b&gt; Un pion n’entre dans le Champ qu’en ligne droite, depuis un Pavillon ou un Couloir (ou par un saut), et ne revient jamais dans un Pavillon ni dans un Couloir, à moins d’être pris. [R&#xa0;: un pion sur un Pavillon ou un Couloir avance d’une case tout droit vers l’intérieur&#xa0;: du Pavillon au Couloir qui lui fait face, puis à la case du Champ qui fait face à ce Couloir. Il ne peut pas se déplacer de côté.]&lt;/p&gt;&lt;p&gt;&lt;b&gt;2. Dans le Champ&lt;/b&gt;, un pion avance d’une case à la fois, en avant, en arrière ou de côté — jamais en diagonale, sauf pour sauter. La case doit être libre.&lt;/p&gt;&lt;p&gt;&lt;b&gt;3. Le saut.&lt;/b&gt; Un pion posé sur une case du Champ ou d’un Couloir peut sauter par-dessus un pion adverse voisin, en ligne droite ou en diagonale, jusqu’à la case libre du Champ qui se trouve au-delà, mais seulement si, en s’y posant, il complète une rangée d’au moins trois de ses propres pions. Celui qui a sauté pose le pion pris sur le Pavillon libre de son choix, à la couleur de son propriétaire&#xa0;; le pion repartira de là.&lt;/p&gt;&lt;p&gt;&lt;b&gt;4. Un coup de plus.&lt;/b&gt; Après chaque saut ou chaque prise, le joueur rejoue.&lt;/p&gt;&lt;p&gt;&lt;b&gt;5. Les rangées.&lt;/b&gt; Le joueur qui a formé une ou plusieurs rangées d’au moins trois de ses propres pions sur des cases voisines du Champ, en ligne droite ou en diagonale, peut retirer du jeu tous les pions de chacune de ces rangées, sauf les deux des bouts. Un même pion peut être le bout de plusieurs rangées. [R&#xa0;: le retrait fait partie du coup qui a formé la rangée&#xa0;; le joueur choisit lesquelles des rangées formées il vide — toutes, aucune ou quelques-unes&#xa0;; seules comptent les rangées sur les cases du Champ.]&lt;/p&gt;&lt;p&gt;&lt;b&gt;6. Passer&#xa0;; parties nulles.&lt;/b&gt; [R&#xa0;: le joueur qui n’a aucun coup permis passe. La partie est nulle si aucun des deux joueurs ne peut jouer, ou quand la même position se présente pour la troisième fois avec le même joueur au trait.]&lt;/p&gt;&lt;h3&gt;À cette table&lt;/h3&gt;&lt;p&gt;Cliquez sur l’un de vos pions (entouré d’un cadre pointillé quand il peut jouer), puis sur un point vert pour avancer ou sur un anneau rouge pour sauter&#xa0;; ou bien faites glisser le pion jusque-là. Après un saut, cliquez sur l’un des Pavillons marqués pour y poser le pion pris. Quand des rangées sont formées, le panneau les énumère&#xa0;: videz-les toutes, aucune, ou celles que vous cochez. Au clavier, les flèches promènent un curseur sur le tablier, et Entrée ou Espace choisit la case. H, ou Conseil dans le menu Édition ou le panneau, montre le coup de l’Expert avec la raison.&lt;/p&gt;&lt;p&gt;&lt;small&gt;[R] signale un point que la feuille de règles de 1937 laisse ouvert, tranché comme dans le livre de règles du club.&lt;/small&gt;&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>KmSquareWords</name>
    <message>
        <location filename="../app/km/km_accessible_words.cpp" line="+9"/>
        <source>Orange token on a Field square.</source>
        <translation>Pion orange sur une case du Champ.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue token on a Field square.</source>
        <translation>Pion bleu sur une case du Champ.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Empty Field square.</source>
        <translation>Case du Champ vide.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Orange token in a Corridor.</source>
        <translation>Pion orange dans un Couloir.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue token in a Corridor.</source>
        <translation>Pion bleu dans un Couloir.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Empty Corridor.</source>
        <translation>Couloir vide.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Orange token on an Orange Lodge.</source>
        <translation>Pion orange sur un Pavillon orange.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue token on an Orange Lodge.</source>
        <translation>Pion bleu sur un Pavillon orange.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Empty Orange Lodge.</source>
        <translation>Pavillon orange vide.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Orange token on a Blue Lodge.</source>
        <translation>Pion orange sur un Pavillon bleu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue token on a Blue Lodge.</source>
        <translation>Pion bleu sur un Pavillon bleu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Empty Blue Lodge.</source>
        <translation>Pavillon bleu vide.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The captured Orange token waits here for its Lodge.</source>
        <translation>Le pion orange pris attend ici qu’on le pose sur un Pavillon.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The captured Blue token waits here for its Lodge.</source>
        <translation>Le pion bleu pris attend ici qu’on le pose sur un Pavillon.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It can move.</source>
        <translation>Il peut bouger.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Selected: choose where it goes.</source>
        <translation>Pion choisi&#xa0;: indiquez sa destination.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The selected token can step here.</source>
        <translation>Le pion choisi peut avancer ici.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The selected token can jump here and capture the token on %1.</source>
        <translation>Le pion choisi peut sauter ici et prendre le pion en %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The captured token can be put here.</source>
        <translation>Le pion pris peut être posé ici.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The last move started here.</source>
        <translation>Le dernier coup est parti d’ici.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The last move ended here.</source>
        <translation>Le dernier coup s’est achevé ici.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>End of the row %1 just formed: it stays.</source>
        <translation>Bout de la rangée %1 qui vient d’être formée&#xa0;: ce pion reste.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In the row %1 just formed, ticked to be cleared: this token would leave the game.</source>
        <translation>Dans la rangée %1 qui vient d’être formée, cochée pour être vidée&#xa0;: ce pion quitterait le jeu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In the row %1 just formed, not ticked: this token would stay.</source>
        <translation>Dans la rangée %1 qui vient d’être formée, non cochée&#xa0;: ce pion resterait.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>In the row %1 just formed: it leaves the game if the row is cleared.</source>
        <translation>Dans la rangée %1 qui vient d’être formée&#xa0;: ce pion quitte le jeu si la rangée est vidée.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Row %1</source>
        <translation>Ligne %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Orange token on %1.</source>
        <translation>Pion orange en %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue token on %1.</source>
        <translation>Pion bleu en %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Orange tokens on %1.</source>
        <translation>Pions orange en %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue tokens on %1.</source>
        <translation>Pions bleus en %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No tokens.</source>
        <translation>Aucun pion.</translation>
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
        <translation>Bleu</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Beginner</source>
        <translation>Débutant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Standard</source>
        <translation>Confirmé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 (computer, %2)</source>
        <translation>%1 (ordinateur, %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2, computer, %3)</source>
        <translation>%1 (%2, ordinateur, %3)</translation>
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
        <translation>%1 (vous)</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>clear all</source>
        <comment>move list: every row formed (KM-6)</comment>
        <translation>vide tout</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>clear none</source>
        <comment>move list: no row cleared (KM-6)</comment>
        <translation>ne vide rien</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>clear %1</source>
        <comment>move list: %1 names rows such as c5-e5+e3-e5 (KM-6)</comment>
        <translation>vide %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>pass</source>
        <comment>move list: no token can move (KM-8)</comment>
        <translation>passe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>back to %1</source>
        <comment>move list: the captured token is put on the empty Lodge %1 (KM-4)</comment>
        <translation>retour en %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Put the captured Orange token on any empty Orange Lodge.</source>
        <translation>Posez le pion orange pris sur le Pavillon orange libre de votre choix.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put the captured Blue token on any empty Blue Lodge.</source>
        <translation>Posez le pion bleu pris sur le Pavillon bleu libre de votre choix.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Jump from %1 to %2</source>
        <translation>Sautez de %1 en %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move your token from %1 to %2</source>
        <translation>Avancez votre pion de %1 en %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Mind your token on %1: it can then be jumped.</source>
        <translation>Attention à votre pion en %1&#xa0;: il pourra alors être sauté.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No token can move: pass.</source>
        <translation>Aucun pion ne peut bouger&#xa0;: passez.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: this wins whatever the other side does.</source>
        <translation>%1&#xa0;: cela gagne, quoi que fasse l’adversaire.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: every move loses against best play; this one holds out longest.</source>
        <translation>%1&#xa0;: tout coup perd contre le meilleur jeu&#xa0;; celui-ci résiste le plus longtemps.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: the jump captures the token on %2, completes a row and gives you another move.</source>
        <translation>%1&#xa0;: le saut prend le pion en %2, complète une rangée et vous donne un coup de plus.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1: it completes %n row(s), ready to be cleared.</source>
        <translation>
            <numerusform>%1&#xa0;: cela complète %n rangée, prête à être vidée.</numerusform>
            <numerusform>%1&#xa0;: cela complète %n rangées, prêtes à être vidées.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Clear every row formed: you keep %n token(s), and two wins the game.</source>
        <translation>
            <numerusform>Videz toutes les rangées formées&#xa0;: il vous reste %n pion, et deux gagnent la partie.</numerusform>
            <numerusform>Videz toutes les rangées formées&#xa0;: il vous reste %n pions, et deux gagnent la partie.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Clear the rows ticked: you keep %n token(s), and two wins the game.</source>
        <translation>
            <numerusform>Videz les rangées cochées&#xa0;: il vous reste %n pion, et deux gagnent la partie.</numerusform>
            <numerusform>Videz les rangées cochées&#xa0;: il vous reste %n pions, et deux gagnent la partie.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Clear no row: your tokens are worth more where they stand.</source>
        <translation>Ne videz aucune rangée&#xa0;: vos pions valent davantage là où ils sont.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: it threatens to jump the token on %2 next turn.</source>
        <translation>%1&#xa0;: cela menace de sauter le pion en %2 au tour suivant.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: the token gets out of reach of a jump.</source>
        <translation>%1&#xa0;: le pion se met hors de portée d’un saut.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: it takes your token on %2 out of reach of a jump.</source>
        <translation>%1&#xa0;: cela met votre pion en %2 hors de portée d’un saut.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: next turn a step to %2 completes a row.</source>
        <translation>%1&#xa0;: au tour suivant, un pas en %2 complète une rangée.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: it brings another token onto the Field, where rows are made.</source>
        <translation>%1&#xa0;: cela fait entrer un pion de plus dans le Champ, où se forment les rangées.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: your token on %2 can then be jumped, but every other move leaves you worse placed.</source>
        <translation>%1&#xa0;: votre pion en %2 pourra alors être sauté, mais tout autre coup vous laisse moins bien placé.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: none of your tokens can then be jumped, and every other move leaves you worse placed.</source>
        <translation>%1&#xa0;: aucun de vos pions ne pourra alors être sauté, et tout autre coup vous laisse moins bien placé.</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>Put the captured token on %1, the Lodge the Expert judges best.</source>
        <translation>Posez le pion pris en %1, le Pavillon que l’Expert juge le meilleur.</translation>
    </message>
    <message>
        <location line="-161"/>
        <source>A token on a Lodge or a Corridor moves only one square, straight inward.</source>
        <translation>Un pion sur un Pavillon ou un Couloir n’avance que d’une case, tout droit vers l’intérieur.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A token never goes back onto a Lodge or a Corridor.</source>
        <translation>Un pion ne revient jamais sur un Pavillon ni dans un Couloir.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That square is not empty.</source>
        <translation>Cette case n’est pas libre.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A token steps forward, back or sideways; only a jump goes diagonally.</source>
        <translation>Un pion avance, recule ou va de côté&#xa0;; seul un saut va en diagonale.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A jump goes over an opponent’s token next to yours.</source>
        <translation>Un saut passe par-dessus un pion adverse voisin du vôtre.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A jump is allowed only when the token lands to complete a row of three of your own.</source>
        <translation>Un saut n’est permis que si le pion, en se posant, complète une rangée de trois des vôtres.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A token moves one square at a time.</source>
        <translation>Un pion avance d’une case à la fois.</translation>
    </message>
    <message>
        <location line="+47"/>
        <location line="+2"/>
        <source>%1 is down to two tokens and wins.</source>
        <translation>%1 n’a plus que deux pions et l’emporte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drawn: the same position came round a third time.</source>
        <translation>Partie nulle&#xa0;: la même position est revenue une troisième fois.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drawn: neither side can move.</source>
        <translation>Partie nulle&#xa0;: aucun des deux camps ne peut jouer.</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <location filename="../app/language.cpp" line="+57"/>
        <source>System Language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
</context>
<context>
    <name>PartyRules</name>
    <message>
        <location filename="../app/party/party_rules_text.cpp" line="+16"/>
        <source>&lt;h1&gt;Party Nights&lt;/h1&gt;&lt;p&gt;&lt;i&gt;᳞tails for running P.M. Drives to raise funds for charities, clubs, etc.” — the P.M. Players Club. Players Club organises the night: the draw, the tables, the rounds, the results, the standings and the printed cards. The games themselves are played on the club’s own sets, and their results typed in.&lt;/i&gt;&lt;/p&gt;&lt;h3&gt;Starting a night&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Game &amp;gt; New Party Night&lt;/b&gt;: give the night a title, choose the format, type or paste the names one a line, say how many sets the hall has, and press &lt;b&gt;Draw&lt;/b&gt;. The order of the tables is drawn by lot and kept in the night’s file.&lt;/p&gt;&lt;h3&gt;A P.M. Drive&lt;/h3&gt;&lt;p&gt;For 4 to 64 people. Tables seat four; where the numbers do not divide, table 1 (and table 2) seats five, or the last table three, so that 13 sit five, four and four, and 7 sit four and three. Six people sit at one table of six. Each round is one game of P.M. at every table.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Moving (house rule).&lt;/b&gt; After each round the two highest at each table move up one table; table 1’s two highest stay there. By default table 1’s two lowest go to the last table, as the losers of the top table do in a progressive whist drive, and everyone else stays. A club may choose instead that the two lowest at every table move down one table. Every table keeps its size all night.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Equal scores at a table (house rule).&lt;/b&gt; Where equal scores straddle the line between moving and staying, the higher running total before the round moves first, then a lot decides; or, if the club prefers, a lot alone, as cutting the cards.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The night’s result (house rule).&lt;/b&gt; Each person’s running total of P.M. scores (minus scores taken off) decides. Equal totals are parted by the number of games scored highest at one’s own table, then by the best single game; people still equal share the place. First and second prizes are given when the night is over, shared places sharing the prize. Six rounds make an evening of about two hours.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Fewer sets than tables (house rule).&lt;/b&gt; The round is played in sittings: tables 1 to the number of sets first, then the next ones, and so on. Everyone still plays every round; results may be typed in any order.&lt;/p&gt;&lt;p&gt;A score no board could show (199, say) is refused as a slip of the pen.&lt;/p&gt;&lt;h3&gt;A Patchesi knockout&lt;/h3&gt;&lt;p&gt;For 2 to 32 pairs, traditionally each a lady and a gentleman. Type each pair on its own line as “Name &amp;amp; Name”, or let the partners be drawn by lot, each lady with a gentleman, or from one list. Pairs 1 and 2 of the draw play at table 1, 3 and 4 at table 2, and so on. In each later round the winners at table 1 meet the winners at table 2, and so on down the tables.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The bye (house rule).&lt;/b&gt; With an odd number of pairs in a round, the last pair in the bracket whose line has not yet had a bye goes through without playing. Where the byes fall depends only on the number of pairs, so the bracket can be printed before the night.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Prizes.&lt;/b&gt; The final’s winners share first prize and its losers second. Other pairs are placed by the round they went out in; the losing semi-finalists share third place.&lt;/p&gt;&lt;h3&gt;During the night&lt;/h3&gt;&lt;p&gt;The tables of the round show as in the hall, numbered, with who sits where and a tick once the result is in. Choose a table (click it, or the arrow keys and Enter), type each player’s score, or choose the winning pair (1 or 2), and press Enter. When every table has its result the next round is seated. &lt;b&gt;Undo&lt;/b&gt; (Ctrl+Z) takes back the last result entered, even one that completed a round. The night saves itself after every result, and the next start offers to resume it.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Print&lt;/b&gt; (Ctrl+P) gives table cards, a tally card for each entrant, the draw sheet, the bracket and the standings with the prizes, to print or to save as PDF.&lt;/p&gt;</source>
        <translation>&lt;h1&gt;Soirées de club&lt;/h1&gt;&lt;p&gt;&lt;i&gt;« Instructions pour organiser des Drives de P.M. au profit d’œuvres, de clubs, etc. » — le P.M. Players Club. Players Club organise la soirée&#xa0;: le tirage, les tables, les tours, les résultats, le classement et les cartes imprimées. Les parties elles-mêmes se jouent sur les jeux du club, et leurs résultats sont saisis ici.&lt;/i&gt;&lt;/p&gt;&lt;h3&gt;Commencer une soirée&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Jeu &amp;gt; Nouvelle soirée de club&lt;/b&gt;&#xa0;: donnez un titre à la soirée, choisissez la formule, saisissez ou collez les noms, un par ligne, indiquez combien de jeux la salle possède, et appuyez sur &lt;b&gt;Tirer au sort&lt;/b&gt;. L’ordre des tables est tiré au sort et conservé dans le fichier de la soirée.&lt;/p&gt;&lt;h3&gt;Un Drive de P.M.&lt;/h3&gt;&lt;p&gt;Pour 4 à 64 personnes. Les tables sont de quatre&#xa0;; quand le compte ne tombe pas juste, la table 1 (et la table 2) est de cinq, ou la dernière de trois&#xa0;: 13 personnes se placent cinq, quatre et quatre, et 7 quatre et trois. Six personnes jouent à une table de six. Chaque tour est une partie de P.M. à chaque table.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Changements de table (règle maison).&lt;/b&gt; Après chaque tour, les deux meilleurs de chaque table montent d’une table&#xa0;; les deux meilleurs de la table 1 y restent. Par défaut, les deux derniers de la table 1 vont à la dernière table, comme les perdants de la table d’honneur dans un whist progressif, et tous les autres restent. Un club peut choisir à la place que les deux derniers de chaque table descendent d’une table. Chaque table garde sa taille toute la soirée.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Scores égaux à une table (règle maison).&lt;/b&gt; Quand des scores égaux se trouvent de part et d’autre de la limite entre ceux qui changent et ceux qui restent, le meilleur total cumulé avant le tour passe d’abord, puis le sort décide&#xa0;; ou, si le club préfère, le sort seul, comme en coupant les cartes.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Le résultat de la soirée (règle maison).&lt;/b&gt; Le total cumulé des scores de P.M. de chacun (scores négatifs déduits) décide. Les totaux égaux sont départagés par le nombre de parties où l’on a fait le meilleur score de sa table, puis par la meilleure partie&#xa0;; ceux qui restent à égalité partagent la place. Le premier et le second prix sont attribués à la fin de la soirée, les places partagées partageant le prix. Six tours font une soirée d’environ deux heures.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Moins de jeux que de tables (règle maison).&lt;/b&gt; Le tour se joue par séries&#xa0;: d’abord les tables 1 jusqu’au nombre de jeux, puis les suivantes, et ainsi de suite. Tout le monde joue chaque tour&#xa0;; les résultats peuvent être saisis dans n’importe quel ordre.&lt;/p&gt;&lt;p&gt;Un score qu’aucun plateau ne peut montrer (199, par exemple) est refusé comme une erreur de plume.&lt;/p&gt;&lt;h3&gt;Un tournoi de Patchesi à élimination&lt;/h3&gt;&lt;p&gt;Pour 2 à 32 paires, traditionnellement chacune une dame et un monsieur. Saisissez chaque paire sur sa ligne sous la forme « Nom &amp;amp; Nom », ou laissez le sort tirer les partenaires, chaque dame avec un monsieur, ou dans une seule liste. Les paires 1 et 2 du tirage jouent à la table 1, les paires 3 et 4 à la table 2, et ainsi de suite. À chaque tour suivant, les gagnants de la table 1 rencontrent ceux de la table 2, et ainsi de suite.&lt;/p&gt;&lt;p&gt;&lt;b&gt;L’exemption (règle maison).&lt;/b&gt; Quand un tour compte un nombre impair de paires, la dernière paire du tableau dont la lignée n’a pas encore été exemptée passe sans jouer. La place des exemptions ne dépend que du nombre de paires&#xa0;: le tableau peut donc être imprimé avant la soirée.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Les prix.&lt;/b&gt; Les gagnants de la finale partagent le premier prix et les perdants le second. Les autres paires sont classées selon le tour où elles ont été éliminées&#xa0;; les demi-finalistes battus partagent la troisième place.&lt;/p&gt;&lt;h3&gt;Pendant la soirée&lt;/h3&gt;&lt;p&gt;Les tables du tour s’affichent comme dans la salle, numérotées, avec qui est assis où et une coche dès que le résultat est saisi. Choisissez une table (d’un clic, ou avec les flèches et Entrée), saisissez le score de chaque joueur, ou choisissez la paire gagnante (1 ou 2), et appuyez sur Entrée. Quand chaque table a son résultat, le tour suivant est placé. &lt;b&gt;Annuler&lt;/b&gt; (Ctrl+Z) reprend le dernier résultat saisi, même celui qui a terminé un tour. La soirée s’enregistre après chaque résultat, et le démarrage suivant propose de la reprendre.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Imprimer&lt;/b&gt; (Ctrl+P) donne les cartes de table, une carte de pointage pour chaque participant, la feuille du tirage, le tableau et le classement avec les prix, à imprimer ou à enregistrer en PDF.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>PartySheetWords</name>
    <message>
        <location filename="../app/party/print/party_bracket.cpp" line="+54"/>
        <source>The bracket</source>
        <translation>Le tableau</translation>
    </message>
    <message>
        <location line="+106"/>
        <location filename="../app/party/print/party_lists.cpp" line="+35"/>
        <location filename="../app/party/print/party_tally_cards.cpp" line="+108"/>
        <source>bye</source>
        <translation>exempt</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../app/party/print/party_table_cards.cpp" line="+175"/>
        <source>Winners</source>
        <translation>Vainqueurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final</source>
        <translation>Finale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round %1</source>
        <translation>Tour %1</translation>
    </message>
    <message>
        <location line="+30"/>
        <location filename="../app/party/print/party_lists.cpp" line="+198"/>
        <source>First prize</source>
        <translation>Premier prix</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ringed numbers are the tables. The winners at each table go on along the line; a pair with a bye goes straight on.</source>
        <translation>Les numéros cerclés sont les tables. Les vainqueurs de chaque table suivent la ligne&#xa0;; une paire exempte passe tout droit.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The final&apos;s winners share first prize, its losers second.</source>
        <translation>Les vainqueurs de la finale se partagent le premier prix, les perdants le second.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write each pair&apos;s names on its line in the order drawn.</source>
        <translation>Inscrivez les noms de chaque paire sur sa ligne, dans l’ordre du tirage.</translation>
    </message>
    <message>
        <location filename="../app/party/print/party_lists.cpp" line="-214"/>
        <source>still in</source>
        <translation>encore en lice</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1=</source>
        <translation>%1 ex æquo</translation>
    </message>
    <message>
        <location line="+22"/>
        <location filename="../app/party/print/party_tally_cards.cpp" line="-19"/>
        <location line="+2"/>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Find your table: round %1</source>
        <translation>Trouvez votre table&#xa0;: tour %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+105"/>
        <location filename="../app/party/print/party_tally_cards.cpp" line="-34"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location line="-105"/>
        <location line="+109"/>
        <location filename="../app/party/print/party_tally_cards.cpp" line="+0"/>
        <source>Pair</source>
        <translation>Paire</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>The draw: round %1 of %2</source>
        <translation>Le tirage&#xa0;: tour %1 sur %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Bye this round: %1</source>
        <translation>Exempt à ce tour&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Table %1 (sitting %2)</source>
        <translation>Table %1 (série %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table %1</source>
        <translation>Table %1</translation>
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
        <translation>c.</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+3"/>
        <source>Place</source>
        <translation>Place</translation>
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
        <translation>Parties gagnées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best game</source>
        <translation>Meilleure partie</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+6"/>
        <source>Prize</source>
        <translation>Prix</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Matches won</source>
        <translation>Rencontres gagnées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Went out</source>
        <translation>Éliminée</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Final standings and prizes</source>
        <translation>Classement final et prix</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Standings after %n rounds</source>
        <translation>
            <numerusform>Classement après %n tour</numerusform>
            <numerusform>Classement après %n tours</numerusform>
        </translation>
    </message>
    <message>
        <location line="+38"/>
        <source>round %1</source>
        <translation>tour %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Second prize</source>
        <translation>Second prix</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The highest total wins; equal totals are parted by games won at one&apos;s table, then by the best game.</source>
        <translation>Le plus haut total l’emporte&#xa0;; à égalité, on départage par les parties gagnées à sa table, puis par la meilleure partie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The final&apos;s winners share first prize and its losers second; other pairs are placed by the round they went out in.</source>
        <translation>Les vainqueurs de la finale se partagent le premier prix et les perdants le second&#xa0;; les autres paires sont classées selon le tour de leur élimination.</translation>
    </message>
    <message>
        <location filename="../app/party/print/party_paper.cpp" line="+14"/>
        <location filename="../app/party/print/party_tally_cards.cpp" line="-36"/>
        <source>No. %1</source>
        <translation>N° %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pair %1</source>
        <translation>Paire %1</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>“P.M.” DRIVE</source>
        <translation>TOURNOI « P.M. »</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PATCHESI KNOCKOUT</source>
        <translation>TOURNOI À ÉLIMINATION DE PATCHESI</translation>
    </message>
    <message>
        <location filename="../app/party/print/party_table_cards.cpp" line="-182"/>
        <source>winners at table %1</source>
        <translation>vainqueurs de la table %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the pair with the bye</source>
        <translation>la paire exempte</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Table card</source>
        <translation>Carte de table</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>TABLE</source>
        <translation>TABLE</translation>
    </message>
    <message numerus="yes">
        <location line="+45"/>
        <source>Sitting %1 of %2 • %n players at this table</source>
        <translation>
            <numerusform>Série %1 sur %2 • %n joueur à cette table</numerusform>
            <numerusform>Série %1 sur %2 • %n joueurs à cette table</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n players at this table</source>
        <translation>
            <numerusform>%n joueur à cette table</numerusform>
            <numerusform>%n joueurs à cette table</numerusform>
        </translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+62"/>
        <location filename="../app/party/print/party_tally_cards.cpp" line="+35"/>
        <location line="+2"/>
        <source>Round</source>
        <translation>Tour</translation>
    </message>
    <message>
        <location line="-59"/>
        <source>Seat %1</source>
        <translation>Place %1</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+2"/>
        <source>score</source>
        <translation>points</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Pairs meeting</source>
        <translation>Paires en présence</translation>
    </message>
    <message>
        <location filename="../app/party/print/party_tally_cards.cpp" line="-42"/>
        <source>Tally card</source>
        <translation>Carte de score</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Score</source>
        <translation>Points</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Against</source>
        <translation>Contre</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>won</source>
        <translation>gagné</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lost</source>
        <translation>perdu</translation>
    </message>
</context>
<context>
    <name>PatHintWords</name>
    <message>
        <location filename="../app/pat/pat_hint_words.cpp" line="+28"/>
        <source>Only this move is possible with this throw.</source>
        <translation>Seul ce coup est possible avec ce jet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Expert would take %1&apos;s counter: it goes back to its triangle and needs a 5 to come out again.</source>
        <translation>L’Expert prendrait le pion de %1 : il retourne dans son triangle et il lui faudra un 5 pour ressortir.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Expert would bring this counter HOME, where nothing can touch it.</source>
        <translation>L’Expert amènerait ce pion à HOME, où rien ne peut plus l’atteindre.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Expert would enter a counter: with more counters out, fewer throws are lost.</source>
        <translation>L’Expert entrerait un pion : avec plus de pions en jeu, moins de jets sont perdus.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The Expert would move this counter out of reach of %1&apos;s counters, onto a Star, where no counter is taken.</source>
        <translation>L’Expert mettrait ce pion hors de portée des pions de %1, sur une Étoile, où aucun pion n’est pris.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Expert would move this counter out of reach of %1&apos;s counters, into your home column, where nobody else goes.</source>
        <translation>L’Expert mettrait ce pion hors de portée des pions de %1, dans votre colonne d’arrivée, où personne d’autre ne va.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The Expert would move this counter out of reach of %1&apos;s counters, onto your own, where the two make a barrier.</source>
        <translation>L’Expert mettrait ce pion hors de portée des pions de %1, sur le vôtre, où les deux forment un barrage.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The Expert would join your own counter: two together make a barrier that nobody may pass or take.</source>
        <translation>L’Expert rejoindrait votre propre pion : deux ensemble forment un barrage que personne ne peut franchir ni prendre.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Expert would play this move: of all your moves, it leaves your counters least within reach of the others&apos; next throws.</source>
        <translation>L’Expert jouerait ce coup : de tous vos coups, c’est celui qui laisse vos pions le moins à portée des prochains jets des autres.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The Expert would play this move: looking over the next throws and playing each move on, it found this one keeps you best placed in the race.</source>
        <translation>L’Expert jouerait ce coup : en examinant les prochains jets et en poursuivant chaque coup, il a trouvé que celui-ci vous place le mieux dans la course.</translation>
    </message>
</context>
<context>
    <name>PatRules</name>
    <message>
        <location filename="../app/pat/pat_rules_text.cpp" line="+16"/>
        <source>&lt;h1&gt;Patchesi&lt;/h1&gt;&lt;p&gt;&lt;i&gt;The race game of John Jaques &amp;amp; Son, London. For two to four players, each for himself, or four in two sides of partners.&lt;/i&gt;&lt;/p&gt;&lt;h3&gt;The board&lt;/h3&gt;&lt;p&gt;A cross of four arms, Red, Green, Yellow and Purple, round the great square, HOME. Each arm is three columns of eight squares. The &lt;b&gt;track&lt;/b&gt; is the loop of the outer columns of every arm and the end square of every middle column: 68 squares. The end square of a player’s middle column, nearest him, is &lt;b&gt;A&lt;/b&gt;; the rest of that column, seven squares, leads up to HOME. Each outer column has a &lt;b&gt;Star&lt;/b&gt; on its fifth square from A. Beside each arm, to its player’s right, is a triangle where his counters wait. [R: the sheets refer to a diagram that is lost; the board is reconstructed to agree with every rule.]&lt;/p&gt;&lt;h3&gt;The single game&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Counters.&lt;/b&gt; Four each, in the player’s triangle; a short game is played with three.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Who begins.&lt;/b&gt; The players throw the die in turn; the first to throw a five begins. [R: that five is his first throw, and he may enter a counter with it.]&lt;/p&gt;&lt;p&gt;&lt;b&gt;The way round.&lt;/b&gt; A counter enters on the player’s right-hand Star, goes all round the track to his left-hand Star, then down the coloured squares to A and up his middle column to HOME. [R: counter-clockwise, and turns go round the same way.]&lt;/p&gt;&lt;p&gt;&lt;b&gt;Entering.&lt;/b&gt; Only with a five, onto the entry Star. [R: a five may instead move a counter already out; the player chooses. A Star that already holds two counters is closed.]&lt;/p&gt;&lt;p&gt;&lt;b&gt;Sixes.&lt;/b&gt; A six counts twelve and gives the player two more throws, whatever they show. He may move a different counter for each throw. If the second and third throws are sixes too, after moving twelve for the third he returns his counter nearest HOME to his triangle. [R: the throws after a six are full throws: a five may enter, a six counts twelve, but they bring no more throws. A counter already HOME is safe. A third six that no counter can use still sends the counter nearest HOME back. House rule, off by default, in either game: a six gives one more throw instead of two, and a second six one more again, up to the third six.]&lt;/p&gt;&lt;p&gt;&lt;b&gt;Barriers.&lt;/b&gt; Two counters of one colour on one square form a barrier: no counter may pass it or land on it. Three counters never share a square.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Taking.&lt;/b&gt; A counter that ends its move on a square holding a single adversary takes it: the taken counter goes back to its triangle and must be entered again with a five. Nobody is taken on a Star. [R: on a Star a counter may share the square with one adversary; two counters of different colours there do not form a barrier.]&lt;/p&gt;&lt;p&gt;&lt;b&gt;Own colour.&lt;/b&gt; A counter may not pass over one of its own colour.&lt;/p&gt;&lt;p&gt;&lt;b&gt;HOME&lt;/b&gt; only by the exact throw.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Lost throws.&lt;/b&gt; If no counter can move, the throw is lost. [R: when a counter can move, one must; the player chooses which.]&lt;/p&gt;&lt;p&gt;&lt;b&gt;The end and the stakes.&lt;/b&gt; The first to bring all his counters HOME wins the stakes, less one third, which goes to the player HOME second. [R: play goes on until a second player is HOME; with two players the first HOME ends the game. Stakes are optional and counted in counters; the third is rounded down.]&lt;/p&gt;&lt;h3&gt;The partner game&lt;/h3&gt;&lt;p&gt;Red and Yellow play against Green and Purple; partners sit opposite.&lt;/p&gt;&lt;p&gt;Each player starts with one counter on his &lt;b&gt;left-hand&lt;/b&gt; Star. Then all throw; the highest begins, a five counting higher than a six for this throw. [R: players tied for the highest throw again; the winning throw is the starter’s first throw.] The starter may use a five to enter a counter or to move his first counter on.&lt;/p&gt;&lt;p&gt;Play runs clockwise, to the left; counters go all round the track to A, then up the coloured squares to HOME, by the exact throw.&lt;/p&gt;&lt;p&gt;A single counter not on a Star may be taken by either opponent. A counter landing on its partner’s single counter joins it. Two counters of one colour form a block that neither partners nor opponents can pass; two of one side in different colours do not.&lt;/p&gt;&lt;p&gt;A six counts twelve and gives two more throws; after three sixes running the player plays all three moves if he can, even if the third takes a counter HOME, then returns his counter nearest HOME to the triangle.&lt;/p&gt;&lt;p&gt;A player may not pass one of his own counters, but may pass his partner’s; he may not pass three counters in one move. He may pass two and take or join a third. Never more than two counters on one square. [R: a square holding two counters counts as two.]&lt;/p&gt;&lt;p&gt;The side that first gets its eight counters HOME wins. [R: a player whose four counters are HOME throws no more; his partner plays on.]&lt;/p&gt;&lt;h3&gt;At this table&lt;/h3&gt;&lt;p&gt;Press &lt;b&gt;T&lt;/b&gt; or &lt;b&gt;Space&lt;/b&gt;, click the die or the Throw button to throw. The counters that can move are framed in gilt and the squares they would reach are ringed, in red where a counter would be taken. Click a counter or its ring to move it; or choose with the arrow keys or Tab and press &lt;b&gt;Enter&lt;/b&gt;. &lt;b&gt;Fast Forward&lt;/b&gt; shows the computers’ turns at once; &lt;b&gt;Undo&lt;/b&gt; takes back your last move but never the throw.&lt;/p&gt;&lt;p&gt;&lt;small&gt;[R] marks a point the Jaques sheet leaves open, settled as in the club’s rule book.&lt;/small&gt;&lt;/p&gt;</source>
        <translation>&lt;h1&gt;Patchesi&lt;/h1&gt;&lt;p&gt;&lt;i&gt;Le jeu de course de John Jaques &amp;amp; Son, Londres. De deux à quatre joueurs, chacun pour soi, ou à quatre en deux équipes de partenaires.&lt;/i&gt;&lt;/p&gt;&lt;h3&gt;Le plateau&lt;/h3&gt;&lt;p&gt;Une croix à quatre branches, Rouge, Vert, Jaune et Violet, autour du grand carré central, HOME. Chaque branche compte trois colonnes de huit cases. Le &lt;b&gt;parcours&lt;/b&gt; est la boucle formée par les colonnes extérieures de toutes les branches et la case du bout de chaque colonne centrale&#xa0;: 68 cases. La case du bout de la colonne centrale d’un joueur, la plus proche de lui, est &lt;b&gt;A&lt;/b&gt;&#xa0;; le reste de cette colonne, sept cases, monte jusqu’à HOME. Chaque colonne extérieure porte une &lt;b&gt;Étoile&lt;/b&gt; sur sa cinquième case à partir de A. À côté de chaque branche, à droite de son joueur, se trouve un triangle où attendent ses pions. [R&#xa0;: les feuilles renvoient à un schéma perdu&#xa0;; le plateau est reconstitué de façon à s’accorder avec toutes les règles.]&lt;/p&gt;&lt;h3&gt;La partie simple&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Pions.&lt;/b&gt; Quatre chacun, dans le triangle du joueur&#xa0;; une partie courte se joue avec trois.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Qui commence.&lt;/b&gt; Les joueurs lancent le dé à tour de rôle&#xa0;; le premier qui fait un cinq commence. [R&#xa0;: ce cinq est son premier coup, et il peut faire entrer un pion avec.]&lt;/p&gt;&lt;p&gt;&lt;b&gt;Le sens du parcours.&lt;/b&gt; Un pion entre sur l’Étoile de droite du joueur, fait tout le tour du parcours jusqu’à son Étoile de gauche, puis descend les cases de couleur jusqu’à A et monte sa colonne centrale jusqu’à HOME. [R&#xa0;: dans le sens inverse des aiguilles d’une montre, et les tours de jeu tournent dans le même sens.]&lt;/p&gt;&lt;p&gt;&lt;b&gt;Entrée.&lt;/b&gt; Seulement avec un cinq, sur l’Étoile d’entrée. [R&#xa0;: un cinq peut aussi avancer un pion déjà sorti&#xa0;; le joueur choisit. Une Étoile qui porte déjà deux pions est fermée.]&lt;/p&gt;&lt;p&gt;&lt;b&gt;Les six.&lt;/b&gt; Un six compte douze et donne au joueur deux coups de plus, quels qu’ils soient. Il peut déplacer un pion différent à chaque coup. Si le deuxième et le troisième coup sont aussi des six, après avoir avancé de douze pour le troisième il renvoie dans son triangle son pion le plus proche de HOME. [R&#xa0;: les coups qui suivent un six sont des coups à part entière&#xa0;: un cinq peut faire entrer un pion, un six compte douze, mais ils ne donnent pas d’autres coups. Un pion déjà arrivé à HOME est à l’abri. Un troisième six qu’aucun pion ne peut utiliser renvoie quand même le pion le plus proche de HOME. Règle de la maison, désactivée par défaut, dans l’un et l’autre jeu&#xa0;: un six ne donne qu’un coup de plus au lieu de deux, et un deuxième six encore un, jusqu’au troisième six.]&lt;/p&gt;&lt;p&gt;&lt;b&gt;Barrages.&lt;/b&gt; Deux pions d’une même couleur sur une même case forment un barrage&#xa0;: aucun pion ne peut le franchir ni s’y arrêter. Trois pions ne partagent jamais une case.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Prise.&lt;/b&gt; Un pion qui termine son déplacement sur une case occupée par un seul adversaire le prend&#xa0;: le pion pris retourne dans son triangle et doit entrer de nouveau avec un cinq. On ne prend personne sur une Étoile. [R&#xa0;: sur une Étoile, un pion peut partager la case avec un adversaire&#xa0;; deux pions de couleurs différentes n’y forment pas de barrage.]&lt;/p&gt;&lt;p&gt;&lt;b&gt;Sa propre couleur.&lt;/b&gt; Un pion ne peut pas passer par-dessus un pion de sa couleur.&lt;/p&gt;&lt;p&gt;&lt;b&gt;HOME&lt;/b&gt; seulement par le coup exact.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Coups perdus.&lt;/b&gt; Si aucun pion ne peut bouger, le coup est perdu. [R&#xa0;: quand un pion peut bouger, il faut jouer&#xa0;; le joueur choisit lequel.]&lt;/p&gt;&lt;p&gt;&lt;b&gt;La fin et les enjeux.&lt;/b&gt; Le premier qui amène tous ses pions à HOME gagne les enjeux, moins un tiers, qui revient au deuxième joueur arrivé à HOME. [R&#xa0;: le jeu continue jusqu’à ce qu’un deuxième joueur soit arrivé&#xa0;; à deux joueurs, le premier arrivé termine la partie. Les enjeux sont facultatifs et comptés en pions&#xa0;; le tiers est arrondi à l’unité inférieure.]&lt;/p&gt;&lt;h3&gt;La partie en équipes&lt;/h3&gt;&lt;p&gt;Rouge et Jaune jouent contre Vert et Violet&#xa0;; les partenaires sont assis face à face.&lt;/p&gt;&lt;p&gt;Chaque joueur commence avec un pion sur son Étoile de &lt;b&gt;gauche&lt;/b&gt;. Puis tous lancent le dé&#xa0;; le plus fort commence, un cinq valant plus qu’un six pour ce coup. [R&#xa0;: les joueurs à égalité pour le plus fort relancent&#xa0;; le coup gagnant est le premier coup de celui qui commence.] Celui qui commence peut utiliser un cinq pour faire entrer un pion ou pour avancer son premier pion.&lt;/p&gt;&lt;p&gt;Le jeu tourne dans le sens des aiguilles d’une montre, vers la gauche&#xa0;; les pions font tout le tour du parcours jusqu’à A, puis montent les cases de couleur jusqu’à HOME, par le coup exact.&lt;/p&gt;&lt;p&gt;Un pion seul qui n’est pas sur une Étoile peut être pris par l’un ou l’autre adversaire. Un pion qui arrive sur le pion seul de son partenaire le rejoint. Deux pions d’une même couleur forment un blocage que ni les partenaires ni les adversaires ne peuvent franchir&#xa0;; deux pions d’une même équipe mais de couleurs différentes, non.&lt;/p&gt;&lt;p&gt;Un six compte douze et donne deux coups de plus&#xa0;; après trois six d’affilée, le joueur joue les trois déplacements s’il le peut, même si le troisième amène un pion à HOME, puis renvoie dans le triangle son pion le plus proche de HOME.&lt;/p&gt;&lt;p&gt;Un joueur ne peut pas passer par-dessus un de ses propres pions, mais peut passer par-dessus ceux de son partenaire&#xa0;; il ne peut pas franchir trois pions en un seul déplacement. Il peut en franchir deux et prendre ou rejoindre un troisième. Jamais plus de deux pions sur une case. [R&#xa0;: une case occupée par deux pions compte pour deux.]&lt;/p&gt;&lt;p&gt;L’équipe qui la première amène ses huit pions à HOME gagne. [R&#xa0;: un joueur dont les quatre pions sont arrivés ne lance plus&#xa0;; son partenaire continue.]&lt;/p&gt;&lt;h3&gt;À cette table&lt;/h3&gt;&lt;p&gt;Appuyez sur &lt;b&gt;T&lt;/b&gt; ou &lt;b&gt;Espace&lt;/b&gt;, cliquez sur le dé ou sur le bouton Lancer pour lancer le dé. Les pions qui peuvent bouger sont encadrés de doré et les cases qu’ils atteindraient sont cerclées, en rouge là où un pion serait pris. Cliquez sur un pion ou sur son cercle pour le déplacer&#xa0;; ou choisissez avec les flèches ou Tab et appuyez sur &lt;b&gt;Entrée&lt;/b&gt;. &lt;b&gt;Avance rapide&lt;/b&gt; montre aussitôt les tours des ordinateurs&#xa0;; &lt;b&gt;Annuler&lt;/b&gt; reprend votre dernier coup, mais jamais le lancer de dé.&lt;/p&gt;&lt;p&gt;&lt;small&gt;[R] signale un point que la feuille de Jaques laisse ouvert, tranché comme dans le livre de règles du club.&lt;/small&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>&lt;p&gt;&lt;b&gt;H&lt;/b&gt;, or &lt;b&gt;Hint&lt;/b&gt; in the Edit menu or the panel, selects the Expert’s move for your throw and says why; &lt;b&gt;Enter&lt;/b&gt; plays it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;H&lt;/b&gt;, ou &lt;b&gt;Conseil&lt;/b&gt; dans le menu Édition ou le panneau, sélectionne le coup de l’Expert pour votre jet et en donne la raison ; &lt;b&gt;Entrée&lt;/b&gt; le joue.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>PatSquareWords</name>
    <message>
        <location filename="../app/pat/pat_accessible_cells.cpp" line="+32"/>
        <source>Empty.</source>
        <translation>Vide.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n %1 counter(s) (marked with a %2)</source>
        <translation>
            <numerusform>%n pion de %1 (marque&#xa0;: %2)</numerusform>
            <numerusform>%n pions de %1 (marque&#xa0;: %2)</numerusform>
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
        <translation> et </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A barrier.</source>
        <translation>Un barrage.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>A Star: no counter is taken here.</source>
        <translation>Une Étoile&#xa0;: on n’y prend aucun pion.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your counter here can move to %1; press to move it.</source>
        <translation>Votre pion ici peut aller sur «&#xa0;%1&#xa0;»&#xa0;; appuyez pour le déplacer.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A counter of yours can land here.</source>
        <translation>Un de vos pions peut arriver ici.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A counter of yours can land here and take the %1 counter.</source>
        <translation>Un de vos pions peut arriver ici et prendre le pion %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A counter of yours can land here and share the Star, safe.</source>
        <translation>Un de vos pions peut arriver ici et partager l’Étoile, à l’abri.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A counter of yours can land here and make a barrier.</source>
        <translation>Un de vos pions peut arriver ici et former un barrage.</translation>
    </message>
    <message>
        <location filename="../app/pat/pat_square_words.cpp" line="+51"/>
        <source>your entry Star</source>
        <translation>votre Étoile d’entrée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one square past your entry Star</source>
        <translation>une case après votre Étoile d’entrée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 squares past your entry Star</source>
        <translation>%1 cases après votre Étoile d’entrée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s entry Star</source>
        <translation>l’Étoile d’entrée de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one square past %1&apos;s entry Star</source>
        <translation>une case après l’Étoile d’entrée de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%2 squares past %1&apos;s entry Star</source>
        <translation>%2 cases après l’Étoile d’entrée de %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>your other Star</source>
        <translation>votre autre Étoile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one square past your other Star</source>
        <translation>une case après votre autre Étoile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 squares past your other Star</source>
        <translation>%1 cases après votre autre Étoile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s other Star</source>
        <translation>l’autre Étoile de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one square past %1&apos;s other Star</source>
        <translation>une case après l’autre Étoile de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%2 squares past %1&apos;s other Star</source>
        <translation>%2 cases après l’autre Étoile de %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the end of your arm</source>
        <translation>le bout de votre bras</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one square past the end of your arm</source>
        <translation>une case après le bout de votre bras</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 squares past the end of your arm</source>
        <translation>%1 cases après le bout de votre bras</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the end of %1&apos;s arm</source>
        <translation>le bout du bras de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one square past the end of %1&apos;s arm</source>
        <translation>une case après le bout du bras de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%2 squares past the end of %1&apos;s arm</source>
        <translation>%2 cases après le bout du bras de %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>one square before your home column</source>
        <translation>une case avant votre colonne d’arrivée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 squares before your home column</source>
        <translation>%1 cases avant votre colonne d’arrivée</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>one</source>
        <translation>une</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>two</source>
        <translation>deux</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>three</source>
        <translation>trois</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>four</source>
        <translation>quatre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>five</source>
        <translation>cinq</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>six</source>
        <translation>six</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>seven</source>
        <translation>sept</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>your home column, one square from HOME</source>
        <translation>votre colonne d’arrivée, à une case de HOME</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>your home column, %1 squares from HOME</source>
        <translation>votre colonne d’arrivée, à %1 cases de HOME</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s home column, one square from HOME</source>
        <translation>colonne d’arrivée de %1, à une case de HOME</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s home column, %2 squares from HOME</source>
        <translation>colonne d’arrivée de %1, à %2 cases de HOME</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>HOME</source>
        <translation>HOME</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>your triangle</source>
        <translation>votre triangle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s triangle</source>
        <translation>triangle de %1</translation>
    </message>
</context>
<context>
    <name>PatWords</name>
    <message>
        <location filename="../app/pat/pat_words.cpp" line="+19"/>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Green</source>
        <translation>Vert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Yellow</source>
        <translation>Jaune</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Purple</source>
        <translation>Violet</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>dot</source>
        <translation>point</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cross</source>
        <translation>croix</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>triangle</source>
        <translation>triangle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>diamond</source>
        <translation>losange</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Beginner</source>
        <translation>Débutant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standard</source>
        <translation>Confirmé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 (computer, %2)</source>
        <translation>%1 (ordinateur, %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2, computer, %3)</source>
        <translation>%1 (%2, ordinateur, %3)</translation>
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
            <numerusform>%n pion</numerusform>
            <numerusform>%n pions</numerusform>
        </translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 and %2 play against %3 and %4.</source>
        <translation>%1 et %2 jouent contre %3 et %4.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the side that first has all its counters HOME shares the pool.</source>
        <translation>le camp qui a le premier tous ses pions à HOME se partage la cagnotte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the first HOME takes the whole pool.</source>
        <translation>le premier à HOME prend toute la cagnotte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the first HOME takes the pool less one third, which goes to the second HOME.</source>
        <translation>le premier à HOME prend la cagnotte moins un tiers, qui va au deuxième.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Winners: %1 and %2</source>
        <translation>Gagnants&#xa0;: %1 et %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>First HOME: %1</source>
        <translation>Première place à HOME&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second HOME: %1</source>
        <translation>Deuxième place à HOME&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Third HOME: %1</source>
        <translation>Troisième à HOME&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fourth HOME: %1</source>
        <translation>Quatrième à HOME&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 and %2 share the pool of %3 counters.</source>
        <translation>%1 et %2 se partagent la cagnotte de %3 pions.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 takes the whole pool of %2 counters.</source>
        <translation>%1 prend toute la cagnotte de %2 pions.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 takes the pool of %2 counters less one third; the third, %3, goes to %4.</source>
        <translation>%1 prend la cagnotte de %2 pions moins un tiers&#xa0;; ce tiers, %3, va à %4.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Stakes: %1 Won and lost: %2.</source>
        <translation>Enjeux&#xa0;: %1 Gagné et perdu&#xa0;: %2.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 and %2 have all their counters HOME and win.</source>
        <translation>%1 et %2 ont tous leurs pions à HOME et gagnent.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is HOME first and wins.</source>
        <translation>%1 arrive à HOME avant tout autre et gagne.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is second.</source>
        <translation>%1 est deuxième.</translation>
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
        <translation>Carton de %1 (%2)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>One man waits on the stars.</source>
        <translation>Un pion attend sur les étoiles.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n men wait on the stars.</source>
        <translation>
            <numerusform>%n pion attend sur les étoiles.</numerusform>
            <numerusform>%n pions attendent sur les étoiles.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One man stands on %1.</source>
        <translation>Un pion se tient sur le %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Men stand on %1.</source>
        <translation>Des pions se tiennent sur les nombres %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One man is home on 25.</source>
        <translation>Un pion est rentré sur le 25.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n men are home on 25.</source>
        <translation>
            <numerusform>%n pion est rentré sur le 25.</numerusform>
            <numerusform>%n pions sont rentrés sur le 25.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score so far: %1.</source>
        <translation>Marque jusqu’ici&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>One card in hand.</source>
        <translation>Une carte en main.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n cards in hand.</source>
        <translation>
            <numerusform>%n carte en main.</numerusform>
            <numerusform>%n cartes en main.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>To play now.</source>
        <translation>C’est son tour de jouer.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Plays next.</source>
        <translation>Joue ensuite.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Dealer of this game.</source>
        <translation>Donneur de cette manche.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1&apos;s board, %2</source>
        <translation>Carton de %1, %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Empty.</source>
        <translation>Vide.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>One of %1&apos;s men waits here.</source>
        <translation>Un pion de %1 attend ici.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One of %1&apos;s men stands here.</source>
        <translation>Un pion de %1 se tient ici.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n of %1&apos;s men wait here.</source>
        <translation>
            <numerusform>%n pion de %1 attend ici.</numerusform>
            <numerusform>%n pions de %1 attendent ici.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n of %1&apos;s men stand here.</source>
        <translation>
            <numerusform>%n pion de %1 se tient ici.</numerusform>
            <numerusform>%n pions de %1 se tiennent ici.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The selected card can carry a man from here past 25: he stays on the stars.</source>
        <translation>La carte choisie peut porter un pion d’ici au-delà de 25&#xa0;: il reste sur les étoiles.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The selected card can carry this man past 25: he busts, back to the stars.</source>
        <translation>La carte choisie peut porter ce pion au-delà de 25&#xa0;: il crève et retourne aux étoiles.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The selected card can bring a man out from the stars onto this number.</source>
        <translation>La carte choisie peut faire sortir un pion des étoiles sur ce nombre.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The selected card can send the man on %1 back here to the stars.</source>
        <translation>La carte choisie peut renvoyer ici, aux étoiles, le pion du %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The selected card can move the man on %1 here.</source>
        <translation>La carte choisie peut amener ici le pion du %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This is the move chosen now: Enter plays it.</source>
        <translation>C’est le coup choisi pour l’instant&#xa0;: Entrée le joue.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1&apos;s hand</source>
        <translation>Main de %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>One card, face up.</source>
        <translation>Une carte, face visible.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n cards, face up.</source>
        <translation>
            <numerusform>%n carte, face visible.</numerusform>
            <numerusform>%n cartes, face visible.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose a card with Left and Right or the keys 1 to 9 and 0, a man with Up and Down, and play with Enter.</source>
        <translation>Choisissez une carte avec Gauche et Droite ou les touches 1 à 9 et 0, un pion avec Haut et Bas, et jouez avec Entrée.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>One card, face down.</source>
        <translation>Une carte, face cachée.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n cards, face down.</source>
        <translation>
            <numerusform>%n carte, face cachée.</numerusform>
            <numerusform>%n cartes, face cachée.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 on %2 makes %3.</source>
        <translation>%1 sur %2 donne %3.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A man on the stars can go over the top and stay there.</source>
        <translation>Un pion des étoiles peut dépasser le but et rester sur les étoiles.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The man on %1 can bust: past 25, back to the stars.</source>
        <translation>Le pion du %1 peut crever&#xa0;: au-delà de 25, retour aux étoiles.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A man can come out from the stars onto %1.</source>
        <translation>Un pion peut sortir des étoiles et entrer sur le %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The man on %1 can go back to the stars.</source>
        <translation>Le pion du %1 peut retourner aux étoiles.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The man on %1 can go to %2.</source>
        <translation>Le pion du %1 peut passer sur le %2.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Waiting for your turn.</source>
        <translation>En attente de votre tour.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Card container</source>
        <translation>Coffret à cartes</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Top card: %1.</source>
        <translation>Carte du dessus&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No card played yet: the leader opens with a PLUS card.</source>
        <translation>Aucune carte jouée&#xa0;: le premier en main entame d’une carte PLUS.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One card set aside, face down.</source>
        <translation>Une carte mise de côté, face cachée.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n cards set aside, face down.</source>
        <translation>
            <numerusform>%n carte mise de côté, face cachée.</numerusform>
            <numerusform>%n cartes mises de côté, face cachée.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PmMoveLog</name>
    <message>
        <location filename="../app/pm/pm_move_log.cpp" line="+33"/>
        <source>%1 on %2 makes %3</source>
        <translation>%1 sur %2 donne %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 leads</source>
        <translation>%1 entame</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no man moves</source>
        <translation>aucun pion ne bouge</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a man on the stars busts and stays there</source>
        <translation>un pion des étoiles crève et y reste</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bust from %1 back to the stars</source>
        <translation>le pion du %1 crève et retourne aux étoiles</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>from the stars to %1</source>
        <translation>des étoiles au %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>from %1 back to the stars</source>
        <translation>du %1 retour aux étoiles</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>from %1 to %2</source>
        <translation>du %1 au %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2</source>
        <comment>card played: what the man did</comment>
        <translation>%1&#xa0;: %2</translation>
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
        <translation>%1 gagne la manche %2 avec %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 share game %2 with %3.</source>
        <translation>%1 partagent la manche %2 avec %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Then: %1.</source>
        <translation>Puis&#xa0;: %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>Rubber after %n game(s): %1.</source>
        <translation>
            <numerusform>Robre après %n manche&#xa0;: %1.</numerusform>
            <numerusform>Robre après %n manches&#xa0;: %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 wins the rubber with %2.</source>
        <translation>%1 remporte le robre avec %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 share the rubber with %2.</source>
        <translation>%1 se partagent le robre avec %2.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Section %1 played game %2 out of sight: %3.</source>
        <translation>La tablée %1 a joué la manche %2 hors de vue&#xa0;: %3.</translation>
    </message>
</context>
<context>
    <name>PmRules</name>
    <message>
        <location filename="../app/pm/pm_rules_text.cpp" line="+21"/>
        <source>&lt;h1&gt;“P.M.” — Plus and Minus&lt;/h1&gt;&lt;p&gt;&lt;i&gt;The most intriguing game ever invented. Play P.M. to A.M.!&lt;/i&gt;&lt;/p&gt;&lt;p&gt;&lt;small&gt;[R] marks a point the period rule sheets leave open, settled as in the club’s rule book. Those that are real choices are &lt;b&gt;house rules&lt;/b&gt;, set in the New Rubber dialog.&lt;/small&gt;&lt;/p&gt;</source>
        <translation>&lt;h1&gt;«&#xa0;P.M.&#xa0;» — Plus and Minus&lt;/h1&gt;&lt;p&gt;&lt;i&gt;Plus et Moins&#xa0;: le jeu le plus captivant qu’on ait jamais inventé. Jouez à P.M. jusqu’au Petit Matin&#xa0;!&lt;/i&gt;&lt;/p&gt;&lt;p&gt;&lt;small&gt;[R] signale un point que les feuilles de règles d’époque laissent ouvert, tranché comme dans le livre de règles du club. Ceux qui laissent un vrai choix sont des &lt;b&gt;règles de la maison&lt;/b&gt;, à fixer dans la fenêtre «&#xa0;Nouveau robre&#xa0;».&lt;/small&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;h3&gt;The outfit&lt;/h3&gt;&lt;p&gt;Each player has a board: a row of stars at the top, one for each man, where the men wait before entering; the numbers 1 to 24 in four rows of six; and 25 alone at the bottom. Men stand on the dark circle beside a number. Each player has four men of his colour (here each colour also carries its own mark).&lt;/p&gt;&lt;p&gt;A pack is 44 cards: 39 PLUS cards printed black and 5 MINUS cards printed red and marked MINUS. A 45th card, a blank, is a spare and is never dealt. [R: the sheets do not list the values; the pack used is PLUS 1 to 9 three times each, PLUS 10 to 15 twice each, and MINUS 2, 3, 5, 7 and 9.] The two packs are told apart by their backs, one circular and one octagonal.&lt;/p&gt;&lt;p&gt;Played cards go number upwards into the large compartment of the card container, each on the last, so only the top card can be seen. [R: cards not dealt lie face down in its small compartment.] With eight players the container is passed round to whoever is to play.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Le matériel&lt;/h3&gt;&lt;p&gt;Chaque joueur a son carton&#xa0;: en haut, une rangée d’étoiles, une par pion, où les pions attendent avant d’entrer&#xa0;; les nombres de 1 à 24, en quatre rangées de six&#xa0;; et le 25, seul, tout en bas. Les pions se posent sur le rond foncé à côté de chaque nombre. Chaque joueur a quatre pions de sa couleur (ici, chaque couleur porte aussi sa marque).&lt;/p&gt;&lt;p&gt;Un jeu compte 44 cartes&#xa0;: 39 cartes PLUS imprimées en noir et 5 cartes MINUS (moins), imprimées en rouge et marquées MINUS. Une quarante-cinquième carte, blanche, est une carte de rechange et n’est jamais distribuée. [R&#xa0;: les feuilles de règles ne donnent pas les valeurs&#xa0;; le jeu employé ici compte les PLUS 1 à 9 en trois exemplaires, les PLUS 10 à 15 en deux exemplaires, et les MINUS 2, 3, 5, 7 et 9.] On distingue les deux jeux à leur dos, l’un circulaire, l’autre octogonal.&lt;/p&gt;&lt;p&gt;Les cartes jouées se posent, chiffre en dessus, dans le grand compartiment du coffret à cartes, chacune sur la précédente, de sorte que seule la carte du dessus reste visible. [R&#xa0;: les cartes non distribuées reposent face cachée dans son petit compartiment.] À huit joueurs, on fait passer le coffret à celui qui doit jouer.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&lt;h3&gt;Dealing&lt;/h3&gt;&lt;p&gt;Two to eight may play. Up to four players use one pack; five to eight shuffle both packs together. Every player cuts, and the highest cut deals the first game [R: a MINUS card cuts lower than any PLUS card, and tied players cut again among themselves]. The player on the dealer’s left deals the next game, and so on round the table.&lt;/p&gt;&lt;p&gt;A player other than the dealer cuts the pack, and the dealer deals eleven cards to each, one at a time, face down, starting on his left. Cards not dealt are set aside and never shown during that game; every game starts from the complete pack, reshuffled.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;La donne&lt;/h3&gt;&lt;p&gt;On joue de deux à huit. Jusqu’à quatre joueurs, on se sert d’un seul jeu&#xa0;; de cinq à huit, on bat les deux jeux ensemble. Chacun coupe, et la plus forte coupe donne la première manche [R&#xa0;: une carte MINUS coupe plus bas que n’importe quelle carte PLUS, et les joueurs à égalité coupent de nouveau entre eux]. Le joueur à la gauche du donneur donne la manche suivante, et ainsi de suite autour de la table.&lt;/p&gt;&lt;p&gt;Un autre joueur que le donneur coupe le jeu, et le donneur distribue onze cartes à chacun, une à une, face cachée, en commençant par sa gauche. Les cartes non distribuées sont mises de côté et ne se montrent jamais pendant la manche&#xa0;; chaque manche repart du jeu complet, rebattu.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&lt;h3&gt;Playing&lt;/h3&gt;&lt;p&gt;Play goes clockwise. The player on the dealer’s left, the Leader, opens with a PLUS card and brings a man from the stars onto that number: MINUS cards may not open the game. Each turn a player lays exactly one card, and lays it before he moves; a card laid cannot be taken back. He may play any card in his hand.&lt;/p&gt;&lt;p&gt;Every later card is added to the &lt;b&gt;top card only&lt;/b&gt; — the card the previous player laid — as printed: PLUS counts up, MINUS counts down. The sum is the move. The cards underneath take no part and may not be referred to. Top PLUS 3, play PLUS 4: 7. Top PLUS 5, play MINUS 7: back 2. Top PLUS 5, play MINUS 3: forward 2. Top MINUS 3, play PLUS 3: no move. Top MINUS 3, play MINUS 9: back 12.&lt;/p&gt;&lt;blockquote&gt;&lt;b&gt;RED greater than BLACK — go BACK&lt;br&gt;BLACK greater than RED — go AHEAD&lt;br&gt;RED equal to BLACK — neither FORWARD nor BACK&lt;br&gt;RED upon RED — ’nuff said!&lt;/b&gt;&lt;/blockquote&gt;&lt;p&gt;&lt;b&gt;Forward:&lt;/b&gt; he moves ONE of his men forward that many numbers, or brings a new man from the stars onto that number instead (top PLUS 4, play PLUS 5: move the man on 11 to 20, or bring a man out onto 9). &lt;b&gt;Nothing:&lt;/b&gt; no man moves. &lt;b&gt;Back:&lt;/b&gt; he moves ONE of his men on the numbers back; a man sent back to or past the stars returns to the stars. Men on the stars cannot move back.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Le jeu&lt;/h3&gt;&lt;p&gt;On joue dans le sens des aiguilles d’une montre. Le joueur à la gauche du donneur, le Premier en main, entame d’une carte PLUS et fait entrer un pion des étoiles sur ce nombre&#xa0;: une carte MINUS ne peut pas ouvrir la manche. À chaque tour, un joueur pose exactement une carte, et la pose avant de déplacer son pion&#xa0;; carte posée ne se reprend pas. Il peut jouer n’importe quelle carte de sa main.&lt;/p&gt;&lt;p&gt;Chaque carte suivante s’ajoute à &lt;b&gt;la seule carte du dessus&lt;/b&gt; — celle qu’a posée le joueur précédent — telle qu’elle est imprimée&#xa0;: PLUS compte en montant, MINUS en descendant. La somme donne le déplacement. Les cartes du dessous ne comptent pour rien et l’on ne peut s’y référer. Dessus PLUS 3, on joue PLUS 4&#xa0;: 7. Dessus PLUS 5, on joue MINUS 7&#xa0;: recul de 2. Dessus PLUS 5, on joue MINUS 3&#xa0;: avance de 2. Dessus MINUS 3, on joue PLUS 3&#xa0;: aucun déplacement. Dessus MINUS 3, on joue MINUS 9&#xa0;: recul de 12.&lt;/p&gt;&lt;blockquote&gt;&lt;b&gt;ROUGE plus fort que NOIR — RECULE, bonsoir&#xa0;!&lt;br&gt;NOIR plus fort que ROUGE — AVANCE, ça bouge&#xa0;!&lt;br&gt;ROUGE égal à NOIR — ni AVANT ni ARRIÈRE, on soupire&#xa0;!&lt;br&gt;ROUGE sur ROUGE — c’est tout dire&#xa0;!&lt;/b&gt;&lt;/blockquote&gt;&lt;p&gt;&lt;b&gt;En avant&#xa0;:&lt;/b&gt; il avance UN de ses pions d’autant de nombres, ou bien fait plutôt entrer un nouveau pion des étoiles sur ce nombre (dessus PLUS 4, on joue PLUS 5&#xa0;: le pion du 11 va au 20, ou bien un pion sort sur le 9). &lt;b&gt;Rien&#xa0;:&lt;/b&gt; aucun pion ne bouge. &lt;b&gt;En arrière&#xa0;:&lt;/b&gt; il fait reculer UN de ses pions qui sont sur les nombres&#xa0;; un pion renvoyé jusqu’aux étoiles ou au-delà retourne aux étoiles. Les pions sur les étoiles ne peuvent pas reculer.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&lt;h3&gt;Numbers, 25 and busts&lt;/h3&gt;&lt;p&gt;No two of a player’s men may stand on the same number, except on 25. A man reaches 25 only by the exact amount. [R, house rule, on by default: once on 25 a man is home, and no card moves him again, forward or back.]&lt;/p&gt;&lt;p&gt;A forward move that would carry a man past 25 &lt;b&gt;busts&lt;/b&gt; him: he returns to the stars to restart. A player may bust a man on purpose even when another man could move. A man on the stars cannot be busted while the player has another man on 1 to 24 (men on 25, 25, 17 and the stars; top PLUS 15, play PLUS 11 makes 26: he must bust the man on 17). [R, house rule, on by default: with no man on 1 to 24, a star man may take the bust and stays on the stars.]&lt;/p&gt;&lt;p&gt;&lt;b&gt;A possible move must be made&lt;/b&gt;, even if it busts a man. If the only moves are onto occupied numbers or busts, he busts, and the man busted must be one the card would carry beyond 25. [R: if no move is possible at all, the card stays played and no man moves.] The table says so whenever a move is forced.&lt;/p&gt;&lt;p&gt;Each player conceals his cards from all the others. With more than one person at the screen a hand is shown only to its owner, after a “Pass to” screen between their turns.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Les nombres, le 25 et les pions crevés&lt;/h3&gt;&lt;p&gt;Deux pions d’un même joueur ne peuvent se tenir sur le même nombre, sauf sur le 25. Un pion n’atteint le 25 que par le compte exact. [R, règle de la maison, en vigueur par défaut&#xa0;: une fois sur le 25, un pion est rentré, et aucune carte ne le déplace plus, ni en avant ni en arrière.]&lt;/p&gt;&lt;p&gt;Un déplacement en avant qui porterait un pion au-delà de 25 le fait &lt;b&gt;crever&lt;/b&gt;&#xa0;: il retourne aux étoiles pour repartir. Un joueur peut faire crever un pion exprès, même quand un autre pion pourrait jouer. Un pion des étoiles ne peut pas crever tant que le joueur a un autre pion entre 1 et 24 (pions sur 25, 25, 17 et sur les étoiles&#xa0;; dessus PLUS 15, on joue PLUS 11, cela fait 26&#xa0;: il doit faire crever le pion du 17). [R, règle de la maison, en vigueur par défaut&#xa0;: s’il n’a aucun pion entre 1 et 24, un pion des étoiles peut crever à sa place, et il reste sur les étoiles.]&lt;/p&gt;&lt;p&gt;&lt;b&gt;Un coup possible doit être joué&lt;/b&gt;, même s’il fait crever un pion. Si les seuls coups mènent sur des nombres occupés ou font crever, il fait crever un pion, et ce doit être l’un de ceux que la carte porterait au-delà de 25. [R&#xa0;: si aucun coup n’est possible, la carte reste jouée et aucun pion ne bouge.] La table le signale chaque fois qu’un coup est forcé.&lt;/p&gt;&lt;p&gt;Chaque joueur cache ses cartes à tous les autres. Quand plusieurs personnes partagent l’écran, une main n’est montrée qu’à son propriétaire, après un écran «&#xa0;Cédez la place à&#xa0;» entre leurs tours.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&lt;h3&gt;The end and the score&lt;/h3&gt;&lt;p&gt;The game ends at once when a player moves his fourth man onto 25 — no one moves after him — or when the last player has played his last card and moved. Each man on 25 scores 50; each man still on the stars loses 20; every other man scores the number he stands on. Four men on 25 make 200; two on 25, one on 15 and one on the stars make 95.&lt;/p&gt;&lt;p&gt;A minus game score is ringed on the score sheet, to show it is subtracted when totalling the rubber. Five games make a rubber, won by the highest total [R: equal highest totals share the rubber].&lt;/p&gt;&lt;p&gt;With seven or eight beginners the party may first play a trial round in two sections, four and four or four and three, each with its own pack, one circular and one octagonal. Each section is an independent game; the score sheet records both.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;La fin et la marque&lt;/h3&gt;&lt;p&gt;La manche s’arrête aussitôt qu’un joueur amène son quatrième pion sur le 25 — personne ne joue après lui — ou quand le dernier joueur a joué sa dernière carte et déplacé son pion. Chaque pion sur le 25 marque 50&#xa0;; chaque pion encore sur les étoiles fait perdre 20&#xa0;; tout autre pion marque le nombre sur lequel il se tient. Quatre pions sur le 25 font 200&#xa0;; deux sur le 25, un sur le 15 et un sur les étoiles font 95.&lt;/p&gt;&lt;p&gt;Un score négatif est entouré sur la feuille de marque, pour montrer qu’on le retranche au total du robre. Cinq manches font un robre, gagné par le plus fort total [R&#xa0;: les plus forts totaux égaux se partagent le robre].&lt;/p&gt;&lt;p&gt;Avec sept ou huit débutants, la compagnie peut d’abord jouer une manche d’essai en deux tablées, quatre et quatre ou quatre et trois, chacune avec son jeu, l’un à dos circulaire, l’autre à dos octogonal. Chaque tablée joue une manche indépendante&#xa0;; la feuille de marque note les deux.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&lt;h3&gt;Hints&lt;/h3&gt;&lt;p&gt;Remember that the card you lay becomes the top card of the player on your left (marked &lt;i&gt;next to play&lt;/i&gt; on the table). It may pay to give up a move onto 25 to keep an opponent from scoring, or to force him over 25.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Conseils&lt;/h3&gt;&lt;p&gt;N’oubliez pas que la carte que vous posez devient la carte du dessus pour le joueur à votre gauche (marqué &lt;i&gt;joue ensuite&lt;/i&gt; sur la table). Il peut être payant de renoncer à entrer sur le 25 pour empêcher un adversaire de marquer, ou pour le forcer à dépasser 25.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>PmWords</name>
    <message>
        <location filename="../app/pm/pm_hint_words.cpp" line="+69"/>
        <source>It brings a man from the stars straight onto 25.</source>
        <translation>Elle fait sortir un pion des étoiles tout droit sur le 25.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It lands your man on %1 on 25 exactly.</source>
        <translation>Elle amène votre pion du %1 pile sur le 25.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>It leaves a %1 on top for %2, who has a man on %3.</source>
        <translation>Elle laisse un %1 sur le dessus pour %2, qui a un pion sur le %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It brings a new man out from the stars onto %1.</source>
        <translation>Elle fait sortir un nouveau pion des étoiles sur le %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It takes your man on %1 back to the stars, out of the way of a bust.</source>
        <translation>Elle ramène votre pion du %1 aux étoiles, à l’abri de la crevaison.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It takes your man on %1 back to %2, out of the way of a bust.</source>
        <translation>Elle ramène votre pion du %1 sur %2, à l’abri de la crevaison.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Every card busts a man now; busting the one on %1 costs least.</source>
        <translation>Toute carte fait crever un pion à présent&#xa0;; faire crever celui du %1 coûte le moins cher.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>It moves no man and keeps your better cards for later.</source>
        <translation>Elle ne déplace aucun pion et garde vos meilleures cartes pour plus tard.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Hint: play your %1. %2</source>
        <translation>Conseil&#xa0;: jouez votre %1. %2</translation>
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
        <translation>les étoiles</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Red upon red — ’nuff said!</source>
        <translation>Rouge sur rouge — c’est tout dire&#xa0;!</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Red greater than black — go back.</source>
        <translation>Rouge plus fort que noir — recule, bonsoir&#xa0;!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black greater than red — go ahead.</source>
        <translation>Noir plus fort que rouge — avance, ça bouge&#xa0;!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red equal to black — neither forward nor back.</source>
        <translation>Rouge égal à noir — ni avant ni arrière, on soupire&#xa0;!</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 on %2 makes %3.</source>
        <translation>%1 sur %2 donne %3.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 leads.</source>
        <translation>%1 entame.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No man moves.</source>
        <translation>Aucun pion ne bouge.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No man can move: the card is played and no man moves.</source>
        <translation>Aucun pion ne peut jouer&#xa0;: la carte est posée et aucun pion ne bouge.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A man on the stars goes over the top and stays on the stars.</source>
        <translation>Un pion des étoiles dépasse le but et reste sur les étoiles.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The man on %1 goes over 25: bust, back to the stars.</source>
        <translation>Le pion du %1 dépasse 25&#xa0;: il crève et retourne aux étoiles.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A man comes out from the stars onto %1.</source>
        <translation>Un pion sort des étoiles et entre sur le %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The man on %1 lands on 25 exactly.</source>
        <translation>Le pion du %1 tombe pile sur le 25.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The man on %1 goes back to the stars.</source>
        <translation>Le pion du %1 retourne aux étoiles.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The man on %1 goes to %2.</source>
        <translation>Le pion du %1 passe sur le %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A MINUS card may not open the game.</source>
        <translation>Une carte MINUS ne peut pas ouvrir la manche.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Forced: no man can make this move, so the card is played and no man moves.</source>
        <translation>Coup forcé&#xa0;: aucun pion ne peut faire ce déplacement&#xa0;; la carte est donc posée et aucun pion ne bouge.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Forced: every other move is blocked, so a man the card carries past 25 must bust.</source>
        <translation>Coup forcé&#xa0;: tout autre coup est bloqué&#xa0;; un pion que la carte porte au-delà de 25 doit donc crever.</translation>
    </message>
    <message>
        <location filename="../app/pm/pm_hint_words.cpp" line="-46"/>
        <source>It leaves a %1 on top for %2, whose men are all on the stars.</source>
        <translation>Elle laisse un %1 sur le dessus pour %2, dont tous les pions sont sur les étoiles.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Every card busts a man now; this one only busts a man on the stars, which costs nothing.</source>
        <translation>Toute carte fait crever un pion à présent&#xa0;; celle-ci ne fait crever qu’un pion des étoiles, ce qui ne coûte rien.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Busting your man on %1 costs his points now, but your other cards would do worse: it keeps the better cards and chances for later.</source>
        <translation>Faire crever votre pion du %1 coûte ses points maintenant, mais vos autres cartes feraient pire&#xa0;: vous gardez les meilleures cartes et chances pour la suite.</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>Bringing a man out from the stars onto %1 did best in the deals the Expert tried.</source>
        <translation>Faire sortir un pion des étoiles sur le %1 a le mieux réussi dans les donnes essayées par l’Expert.</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>You came first in every deal tried with it.</source>
        <translation>Vous étiez en tête dans toutes les donnes essayées avec ce coup.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You came first in most of the deals tried with it; %1 was the player to beat in the others.</source>
        <translation>Vous étiez en tête dans la plupart des donnes essayées avec ce coup ; dans les autres, c’est %1 qu’il fallait battre.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You came first in about half of the deals tried with it; %1 was the player to beat in the others.</source>
        <translation>Vous étiez en tête dans environ la moitié des donnes essayées avec ce coup ; dans les autres, c’est %1 qu’il fallait battre.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You came first in some of the deals tried with it; %1 was the player to beat in the others.</source>
        <translation>Vous étiez en tête dans une partie des donnes essayées avec ce coup ; dans les autres, c’est %1 qu’il fallait battre.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You came first in few of the deals tried with it; %1 was the player to beat.</source>
        <translation>Vous étiez en tête dans peu des donnes essayées avec ce coup ; c’est %1 qu’il fallait battre.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Sending your man on %1 back to the stars costs his points now, but every other move did worse in the deals the Expert tried.</source>
        <translation>Renvoyer votre pion du %1 aux étoiles coûte ses points maintenant, mais tout autre coup a fait pire dans les donnes essayées par l’Expert.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Moving your man from %1 to %2 did best in the deals the Expert tried.</source>
        <translation>Déplacer votre pion du %1 au %2 a le mieux réussi dans les donnes essayées par l’Expert.</translation>
    </message>
</context>
<context>
    <name>ScoreSheetWords</name>
    <message>
        <location filename="../app/pm/pm_score_sheet.cpp" line="+104"/>
        <location line="+30"/>
        <source>Rubber Score Sheet</source>
        <translation>Feuille de marque du robre</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>PLUS AND MINUS</source>
        <translation>PLUS AND MINUS</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game %1</source>
        <translation>Manche %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location line="-157"/>
        <source>Winner of the rubber: %1</source>
        <translation>Gagnant du robre&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rubber is shared by %1</source>
        <translation>Le robre est partagé entre %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Five games make a rubber. Minus scores are ringed, to show they are subtracted when totalling the rubber.</source>
        <translation>Cinq manches font un robre. Les scores négatifs sont entourés, pour montrer qu’on les retranche au total du robre.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Scoring: 50 for each man on 25; 20 deducted for each man on the stars; other men score the number they stand on.</source>
        <translation>Marque&#xa0;: 50 pour chaque pion sur le 25&#xa0;; 20 de moins pour chaque pion resté sur les étoiles&#xa0;; les autres pions marquent le nombre où ils se tiennent.</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Trial round in two sections: players 1–4 with the circular pack, players 5–%1 with the octagonal pack.</source>
        <translation>Manche d’essai en deux tablées&#xa0;: joueurs 1 à 4 avec le jeu à dos circulaire, joueurs 5 à %1 avec le jeu à dos octogonal.</translation>
    </message>
</context>
<context>
    <name>SheetPrintWords</name>
    <message>
        <location filename="../app/common/sheet_print.cpp" line="+65"/>
        <source>Cannot write %1</source>
        <translation>Impossible d’écrire %1</translation>
    </message>
</context>
<context>
    <name>club::FormatError</name>
    <message>
        <location filename="../engine/core/json_fields.cpp" line="+25"/>
        <source>field &quot;%1&quot; must be an integer from %2 to %3</source>
        <translation>le champ «&#xa0;%1&#xa0;» doit être un entier de %2 à %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>field &quot;%1&quot; must be an integer from %2 to %3, not %4</source>
        <translation>le champ «&#xa0;%1&#xa0;» doit être un entier de %2 à %3, et non %4</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>field &quot;%1&quot; must be a whole number from 0 to 9007199254740991, or a string of digits from &quot;0&quot; to &quot;18446744073709551615&quot;</source>
        <translation>le champ «&#xa0;%1&#xa0;» doit être un nombre entier de 0 à 9007199254740991, ou une suite de chiffres de «&#xa0;0&#xa0;» à «&#xa0;18446744073709551615&#xa0;»</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>field &quot;%1&quot; is missing</source>
        <translation>le champ «&#xa0;%1&#xa0;» est absent</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>field &quot;%1&quot; must be true or false</source>
        <translation>le champ «&#xa0;%1&#xa0;» doit valoir true ou false</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>field &quot;%1&quot; must be a string</source>
        <translation>le champ «&#xa0;%1&#xa0;» doit être une chaîne de caractères</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>field &quot;%1&quot; is longer than %n characters</source>
        <translation>
            <numerusform>le champ «&#xa0;%1&#xa0;» compte plus de %n caractère</numerusform>
            <numerusform>le champ «&#xa0;%1&#xa0;» compte plus de %n caractères</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>field &quot;%1&quot; must be an array</source>
        <translation>le champ «&#xa0;%1&#xa0;» doit être un tableau</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>field &quot;%1&quot; must have from %2 to %3 elements, not %4</source>
        <translation>le champ «&#xa0;%1&#xa0;» doit avoir de %2 à %3 éléments, et non %4</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>field &quot;%1&quot; must be an object</source>
        <translation>le champ «&#xa0;%1&#xa0;» doit être un objet</translation>
    </message>
    <message>
        <location filename="../engine/core/save_file.cpp" line="+20"/>
        <source>the file is too large to be a saved game</source>
        <translation>le fichier est trop gros pour être une partie enregistrée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file is not a Players Club saved game</source>
        <translation>le fichier n’est pas une partie enregistrée de Players Club</translation>
    </message>
    <message>
        <location filename="../app/common/hosted_link.cpp" line="+49"/>
        <location filename="../engine/core/save_file.cpp" line="+32"/>
        <location line="+5"/>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d’écrire %1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../engine/core/bounded_file.cpp" line="+25"/>
        <source>the file cannot be read (%1)</source>
        <translation>le fichier est illisible (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is not an ordinary file (a device, a pipe or a folder)</source>
        <translation>ce n&apos;est pas un fichier ordinaire (un périphérique, un tube ou un dossier)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>there is not enough memory to read the file</source>
        <translation>il n&apos;y a pas assez de mémoire pour lire le fichier</translation>
    </message>
    <message>
        <location filename="../engine/core/save_file.cpp" line="-35"/>
        <source>it is a saved game of %1, not of %2</source>
        <translation>c’est une partie enregistrée de %1, et non de %2</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>the file is not valid JSON (%1 at byte %2); it may be truncated or damaged</source>
        <translation>le fichier n’est pas du JSON valide (%1 à l’octet %2)&#xa0;; il est peut-être tronqué ou endommagé</translation>
    </message>
    <message>
        <location line="-57"/>
        <source>the file was saved by a newer version of Players Club (format %1); this version reads up to format %2</source>
        <translation>le fichier a été enregistré par une version plus récente de Players Club (format %1)&#xa0;; cette version-ci lit jusqu’au format %2</translation>
    </message>
    <message>
        <location filename="../engine/km/diagram.cpp" line="+18"/>
        <source>a King&apos;s Men diagram needs 121 squares, not %1</source>
        <translation>un diagramme de King&apos;s Men doit compter 121 cases, et non %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>diagram square %1 must be &apos;#&apos; exactly at the corners</source>
        <translation>la case %1 du diagramme doit être «&#xa0;#&#xa0;» aux coins, et seulement aux coins</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>unknown diagram character &apos;%1&apos;</source>
        <translation>caractère de diagramme inconnu&#xa0;: «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a token stands on a Lodge of the other colour at %1</source>
        <translation>un pion se trouve en %1 sur un Pavillon de l’autre couleur</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>a side has more than %n tokens</source>
        <translation>
            <numerusform>un camp a plus de %n pion</numerusform>
            <numerusform>un camp a plus de %n pions</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../engine/km/game.cpp" line="+54"/>
        <source>that move is not legal here</source>
        <translation>ce coup n’est pas permis ici</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the game is over</source>
        <translation>la partie est terminée</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&quot;%1&quot; is not a legal move here</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un coup permis ici</translation>
    </message>
    <message>
        <location filename="../engine/km/game_file.cpp" line="+41"/>
        <source>field &quot;first&quot; must be &quot;A&quot; or &quot;B&quot;</source>
        <translation>le champ «&#xa0;first&#xa0;» doit valoir «&#xa0;A&#xa0;» ou «&#xa0;B&#xa0;»</translation>
    </message>
    <message>
        <location filename="../engine/crib/match_file.cpp" line="+127"/>
        <source>move %1 (&quot;%2&quot;) is not legal there</source>
        <translation>le coup %1 («&#xa0;%2&#xa0;») n&apos;est pas permis à cet endroit</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>field &quot;board&quot; must be &quot;two-track&quot;, &quot;three-track&quot;, &quot;four-track&quot; or &quot;two-and-three-track&quot;</source>
        <translation>le champ «&#xa0;board&#xa0;» doit valoir «&#xa0;two-track&#xa0;», «&#xa0;three-track&#xa0;», «&#xa0;four-track&#xa0;» ou «&#xa0;two-and-three-track&#xa0;»</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>field &quot;corners&quot; must be &quot;bends&quot; or &quot;every-thirty&quot;</source>
        <translation>le champ «&#xa0;corners&#xa0;» doit valoir «&#xa0;bends&#xa0;» ou «&#xa0;every-thirty&#xa0;»</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../engine/km/game_file.cpp" line="+12"/>
        <source>field &quot;setup&quot;: %1</source>
        <translation>le champ «&#xa0;setup&#xa0;»&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>move %1 (&quot;%2&quot;) is not a move</source>
        <translation>le coup %1 («&#xa0;%2&#xa0;») n&apos;est pas un coup</translation>
    </message>
    <message>
        <location filename="../engine/km/game_file.cpp" line="+9"/>
        <source>move %1 must be a string</source>
        <translation>le coup %1 doit être une chaîne de caractères</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>move %1 (&quot;%2&quot;) comes after the end of the game</source>
        <translation>le coup %1 («&#xa0;%2&#xa0;») vient après la fin de la partie</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>move %1 (&quot;%2&quot;) is not a legal move there</source>
        <translation>le coup %1 («&#xa0;%2&#xa0;») n’est pas permis à ce moment de la partie</translation>
    </message>
    <message>
        <location filename="../engine/pm/pack.cpp" line="+24"/>
        <source>the built-in P.M. pack resource is missing</source>
        <translation>le jeu de cartes de P.M. intégré au programme est introuvable</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+5"/>
        <source>cannot open the pack file: %1</source>
        <translation>impossible d’ouvrir le fichier du jeu de cartes&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the pack file is too large</source>
        <translation>le fichier du jeu de cartes est trop gros</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the pack file is not a JSON object</source>
        <translation>le fichier du jeu de cartes n’est pas un objet JSON</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the pack file lacks &quot;format&quot;: &quot;players-club-pm-pack&quot;</source>
        <translation>le fichier du jeu de cartes ne contient pas &quot;format&quot;: &quot;players-club-pm-pack&quot;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>card entry %1 must be an object</source>
        <translation>l’entrée de carte %1 doit être un objet</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>card entry %1: &quot;kind&quot; must be &quot;plus&quot; or &quot;minus&quot;</source>
        <translation>entrée de carte %1&#xa0;: «&#xa0;kind&#xa0;» doit valoir «&#xa0;plus&#xa0;» ou «&#xa0;minus&#xa0;»</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a P.M. pack has %1 cards, this one has only %2</source>
        <translation>un jeu de P.M. compte %1 cartes&#xa0;; celui-ci n’en a que %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a P.M. pack has %1 cards, this one has more</source>
        <translation>un jeu de P.M. compte %1 cartes&#xa0;; celui-ci en a davantage</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>a pack may hold at most %n MINUS cards, so that every hand can lead with a PLUS card</source>
        <translation>
            <numerusform>un jeu peut compter au plus %n carte MINUS, pour que chaque main puisse entamer d’une carte PLUS</numerusform>
            <numerusform>un jeu peut compter au plus %n cartes MINUS, pour que chaque main puisse entamer d’une carte PLUS</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../engine/pm/record.cpp" line="+14"/>
        <source>move %1 of game %2 is not legal where it stands</source>
        <translation>le coup %1 de la manche %2 n’est pas permis à ce moment de la manche</translation>
    </message>
    <message>
        <location filename="../engine/pm/rubber.cpp" line="+11"/>
        <source>P.M. is for 2 to 8 players, not %1</source>
        <translation>P.M. se joue de 2 à 8 joueurs, et non à %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a rubber has 1 to 5 games</source>
        <translation>un robre compte de 1 à 5 parties</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>playing in two sections is for 7 or 8 players</source>
        <translation>le jeu en deux tablées est réservé à 7 ou 8 joueurs</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>player colours are numbered 0 to 7</source>
        <translation>les couleurs des joueurs sont numérotées de 0 à 7</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the pack is not complete</source>
        <translation>le jeu de cartes est incomplet</translation>
    </message>
    <message>
        <location filename="../engine/crib/match_file.cpp" line="-17"/>
        <location filename="../engine/km/table.cpp" line="+37"/>
        <location filename="../engine/pat/game_file.cpp" line="+36"/>
        <location filename="../engine/pm/rubber_file.cpp" line="+60"/>
        <source>seat %1 must be an object</source>
        <translation>la place %1 doit être un objet</translation>
    </message>
    <message>
        <location filename="../engine/pm/rubber_file.cpp" line="+16"/>
        <source>game record %1 does not match this rubber&apos;s deals; the file has been altered</source>
        <translation>l’enregistrement de la manche %1 ne correspond pas aux donnes de ce robre&#xa0;; le fichier a été modifié</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>game record %1 does not deal every card of the pack once</source>
        <translation>l’enregistrement de la manche %1 ne distribue pas chaque carte du jeu une seule fois</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>game record %1 does not deal a full hand to each player</source>
        <translation>l’enregistrement de la manche %1 ne donne pas une main complète à chaque joueur</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>game record %1, move %2 must be an object</source>
        <translation>dans l’enregistrement de la manche %1, le coup %2 doit être un objet</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>game record %1 has moves after the game ended</source>
        <translation>l’enregistrement de la manche %1 contient des coups joués après la fin de la manche</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>game record %1, move %2 is not a legal move where it stands</source>
        <translation>dans l’enregistrement de la manche %1, le coup %2 n’est pas permis à ce moment de la manche</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>game record %1 ends before its game is over</source>
        <translation>l’enregistrement de la manche %1 s’arrête avant la fin de sa manche</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>game record %1 must be an object</source>
        <translation>l’enregistrement de la manche %1 doit être un objet</translation>
    </message>
    <message>
        <location filename="../engine/pm/table.cpp" line="+20"/>
        <source>unknown computer player &quot;%1&quot;</source>
        <translation>joueur ordinateur inconnu&#xa0;: «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>there is no rubber to save</source>
        <translation>il n’y a aucun robre à enregistrer</translation>
    </message>
    <message>
        <location filename="../engine/party/night.cpp" line="+73"/>
        <location filename="../engine/party/night_state.cpp" line="+156"/>
        <source>the night has not been drawn</source>
        <translation>le tirage de la soirée n&apos;a pas été fait</translation>
    </message>
    <message>
        <location filename="../engine/party/night_file.cpp" line="+28"/>
        <source>field &quot;%1&quot; must be %2</source>
        <translation>le champ «&#xa0;%1&#xa0;» doit être %2</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>entrant %1 must be a list of one or two names</source>
        <translation>l&apos;inscrit %1 doit être une liste d&apos;un ou deux noms</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>entrant %1 must be a list of names</source>
        <translation>l&apos;inscrit %1 doit être une liste de noms</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>result %1 must be an object</source>
        <translation>le résultat %1 doit être un objet</translation>
    </message>
    <message>
        <location filename="../app/party/print/party_print.cpp" line="+81"/>
        <source>Cannot write %1</source>
        <translation>Impossible d’écrire %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <location filename="../engine/party/night_state.cpp" line="-126"/>
        <source>a drive needs %1 to %2 entrants, not %3</source>
        <translation>un tournoi demande de %1 à %2 inscrits, pas %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../engine/party/night_state.cpp" line="+4"/>
        <source>a knockout needs %1 to %2 pairs, not %3</source>
        <translation>une élimination directe demande de %1 à %2 équipes, pas %3</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>the night has not been drawn yet</source>
        <translation>le tirage de la soirée n’a pas encore eu lieu</translation>
    </message>
    <message>
        <location filename="../engine/party/night_state.cpp" line="+6"/>
        <source>entrant %1 must be one person</source>
        <translation>l&apos;inscrit %1 doit être une seule personne</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>pair %1 must have two names</source>
        <translation>l&apos;équipe %1 doit avoir deux noms</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>entrant %1 needs a name of 1 to %2 characters without spaces at either end</source>
        <translation>l&apos;inscrit %1 doit avoir un nom de 1 à %2 caractères, sans espace au début ni à la fin</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the name &quot;%1&quot; is entered twice</source>
        <translation>le nom «&#xa0;%1&#xa0;» est inscrit deux fois</translation>
    </message>
    <message>
        <location filename="../app/party/print/party_print.cpp" line="-22"/>
        <location filename="../engine/party/night_state.cpp" line="+13"/>
        <source>the rounds must be 1 to %1</source>
        <translation>le nombre de tours doit être de 1 à %1</translation>
    </message>
    <message>
        <location filename="../engine/party/night_state.cpp" line="+3"/>
        <source>the sets must be 0 to %1</source>
        <translation>le nombre de manches doit être de 0 à %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the draw must name every entrant exactly once</source>
        <translation>le tirage doit nommer chaque inscrit exactement une fois</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>it belongs to round %1, but round %2 is being played</source>
        <translation>il appartient au tour %1, mais le tour %2 est en cours</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>result %1: %2</source>
        <translation>résultat %1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>the night is over</source>
        <translation>la soirée est terminée</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>there is no table %1 in round %2</source>
        <translation>il n&apos;y a pas de table %1 au tour %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>table %1 already has its result; undo it first</source>
        <translation>la table %1 a déjà son résultat&#xa0;; annulez-le d&apos;abord</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>table %1 needs %2 scores, one per seat</source>
        <translation>la table %1 demande %2 scores, un par place</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is not a score four men can make (seat %2)</source>
        <translation>%1 n&apos;est pas un score que quatre pions peuvent faire (place %2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a drive&apos;s result is scores, not a winner</source>
        <translation>le résultat d&apos;un tournoi est fait de scores, pas d&apos;un gagnant</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the winners at table %1 must be one of its two pairs</source>
        <translation>les gagnants de la table %1 doivent être une de ses deux équipes</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a knockout&apos;s result is the winning pair, not scores</source>
        <translation>le résultat d&apos;une élimination directe est l&apos;équipe gagnante, pas des scores</translation>
    </message>
    <message>
        <location filename="../engine/pat/board.cpp" line="+25"/>
        <source>the board file: %1 must be a cell [column, row]</source>
        <translation>le fichier du plateau&#xa0;: %1 doit être une case [colonne, rangée]</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the board file: %1 lies outside the grid</source>
        <translation>le fichier du plateau&#xa0;: %1 est hors de la grille</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the board file: %1 is not on the loop</source>
        <translation>le fichier du plateau&#xa0;: %1 n&apos;est pas sur le circuit</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>the built-in Patchesi board resource is missing</source>
        <translation>le plateau de Patchesi intégré au programme est introuvable</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the board file is not a JSON object</source>
        <translation>le fichier du plateau n&apos;est pas un objet JSON</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the board file lacks &quot;format&quot;: &quot;players-club-pat-board&quot;</source>
        <translation>il manque au fichier du plateau «&#xa0;format&#xa0;»: «&#xa0;players-club-pat-board&#xa0;»</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the board file: %1 is listed twice</source>
        <translation>le fichier du plateau&#xa0;: %1 figure deux fois</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the board file: loop square %1 does not touch the next</source>
        <translation>le fichier du plateau&#xa0;: la case %1 du circuit ne touche pas la suivante</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>the board file: %1&apos;s Stars are not 63 squares from A</source>
        <translation>le fichier du plateau&#xa0;: les étoiles de %1 ne sont pas à 63 cases de A</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the board file: %1 does not follow on from the last</source>
        <translation>le fichier du plateau&#xa0;: %1 ne fait pas suite à la précédente</translation>
    </message>
    <message>
        <location filename="../engine/pat/game.cpp" line="+68"/>
        <source>that counter cannot move with this throw</source>
        <translation>ce pion ne peut pas avancer avec ce lancer</translation>
    </message>
    <message>
        <location filename="../engine/pat/game_file.cpp" line="-7"/>
        <source>field &quot;kind&quot; must be &quot;single&quot; or &quot;partner&quot;</source>
        <translation>le champ «&#xa0;kind&#xa0;» doit valoir «&#xa0;single&#xa0;» ou «&#xa0;partner&#xa0;»</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>seat %1: the colour must be red, green, yellow or purple</source>
        <translation>place %1&#xa0;: la couleur doit être rouge, vert, jaune ou violet</translation>
    </message>
    <message>
        <location filename="../engine/core/seat.cpp" line="+25"/>
        <source>seat %1: unknown player &quot;%2&quot;</source>
        <translation>place %1&#xa0;: joueur inconnu «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>seat %1: &quot;phone&quot; is not true or false</source>
        <translation>place %1 : « phone » n’est ni true ni false</translation>
    </message>
    <message>
        <location filename="../engine/pat/game_file.cpp" line="+62"/>
        <source>the record goes on after the end of the game</source>
        <translation>la partie enregistrée continue après la fin du jeu</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>throw %1 comes where a move is due</source>
        <translation>le lancer %1 vient là où un déplacement est attendu</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>move %1 (counter %2) is not a legal move there</source>
        <translation>le coup %1 (pion %2) n&apos;est pas permis à cet endroit</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>move %1 comes where a throw is due</source>
        <translation>le coup %1 vient là où un lancer est attendu</translation>
    </message>
    <message>
        <location filename="../engine/pat/setup.cpp" line="+63"/>
        <source>Patchesi is played with four counters each, or three</source>
        <translation>Patchesi se joue avec quatre pions chacun, ou trois</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Patchesi needs 2 to 4 players, and the partner game exactly four</source>
        <translation>Patchesi se joue de 2 à 4 joueurs, et la partie en équipes à quatre exactement</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>every Patchesi player needs a colour of his own</source>
        <translation>chaque joueur de Patchesi doit avoir sa propre couleur</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the stake must be 1 to 1000 counters</source>
        <translation>la mise doit être de 1 à 1000 jetons</translation>
    </message>
    <message>
        <location filename="../engine/party/partners.cpp" line="+31"/>
        <source>drawing partners needs as many ladies as gentlemen, %1 to %2 of each</source>
        <translation>le tirage des partenaires demande autant de dames que de messieurs, de %1 à %2 de chaque</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>drawing partners needs an even number of people, %1 to %2</source>
        <translation>le tirage des partenaires demande un nombre pair de personnes, de %1 à %2</translation>
    </message>
    <message>
        <location filename="../engine/core/file_name.cpp" line="+9"/>
        <source>a file name cannot hold a NUL character</source>
        <translation>un nom de fichier ne peut pas contenir de caractère NUL</translation>
    </message>
    <message>
        <location filename="../engine/core/choice_id.cpp" line="+22"/>
        <source>That is not a choice of this game.</source>
        <translation>Ce n&apos;est pas un choix de cette partie.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The table has moved on since that choice was offered.</source>
        <translation>La partie a avancé depuis que ce choix a été proposé.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>That choice is not open to this seat now.</source>
        <translation>Ce choix n&apos;est pas ouvert à cette place maintenant.</translation>
    </message>
    <message>
        <location filename="../engine/core/phone_message.cpp" line="+52"/>
        <source>field &quot;%1&quot; is not in the expected form</source>
        <translation>le champ «&#xa0;%1&#xa0;» n&apos;a pas la forme attendue</translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>the message is longer than %n bytes</source>
        <translation>
            <numerusform>le message dépasse %n octet</numerusform>
            <numerusform>le message dépasse %n octets</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the message is nested too deeply</source>
        <translation>le message est imbriqué trop profondément</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the message is not a JSON object</source>
        <translation>le message n&apos;est pas un objet JSON</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>field &quot;type&quot; must be &quot;join&quot;, &quot;act&quot;, &quot;ping&quot; or &quot;hint&quot;</source>
        <translation>le champ «&#xa0;type&#xa0;» doit valoir «&#xa0;join&#xa0;», «&#xa0;act&#xa0;», «&#xa0;ping&#xa0;» ou «&#xa0;hint&#xa0;»</translation>
    </message>
    <message>
        <location filename="../app/phones/phone_table.cpp" line="+48"/>
        <source>This seat is not played on a phone.</source>
        <translation>Cette place ne se joue pas sur un téléphone.</translation>
    </message>
    <message>
        <location filename="../app/phones/phone_server.cpp" line="+328"/>
        <source>The phones cannot be served on %1: %2</source>
        <translation>Impossible de servir les téléphones sur %1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/crib/crib_phone_table.cpp" line="+62"/>
        <location filename="../app/pm/pm_phone_table.cpp" line="+82"/>
        <source>Wait until the cards are dealt on the table.</source>
        <translation>Attendez que les cartes soient distribuées sur la table.</translation>
    </message>
</context>
<context>
    <name>club::app::AboutDialog</name>
    <message>
        <location filename="../app/about_dialog.cpp" line="+20"/>
        <source>About Players Club</source>
        <translation>À propos de Players Club</translation>
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
        <translation>Les jeux et leurs fabricants</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Games</source>
        <translation>&amp;Jeux</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Licence</source>
        <translation>&amp;Licence</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fonts</source>
        <translation>&amp;Polices</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&lt;p&gt;A compendium of period parlour games, named after the &quot;P.M.&quot; Players Club of 192 Lower Addiscombe Road, Croydon.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Un recueil de jeux de salon d’autrefois, qui tient son nom du «&#xa0;P.M.&#xa0;» Players Club, 192 Lower Addiscombe Road, à Croydon.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;h3&gt;P.M. (Plus and Minus)&lt;/h3&gt;&lt;p&gt;Invented about 1935 by the founder of the &quot;P.M.&quot; Players Club, Croydon, who also offered the games &quot;Sorry&quot; and &quot;Car-Soc&quot;. The box names no maker; it was probably made by John Waddington Ltd of Leeds and London.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;P.M. (Plus and Minus)&lt;/h3&gt;&lt;p&gt;Inventé vers 1935 par le fondateur du «&#xa0;P.M.&#xa0;» Players Club de Croydon, qui proposait aussi les jeux «&#xa0;Sorry&#xa0;» et «&#xa0;Car-Soc&#xa0;». La boîte ne nomme aucun fabricant&#xa0;; elle sort probablement des ateliers de John Waddington Ltd, de Leeds et Londres.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;h3&gt;Patchesi&lt;/h3&gt;&lt;p&gt;The Victorian race game of the cross-shaped board, published by John Jaques &amp;amp; Son of Thornton Heath.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Patchesi&lt;/h3&gt;&lt;p&gt;Le jeu de course victorien au tablier en croix, édité par John Jaques &amp;amp; Son, de Thornton Heath.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;h3&gt;King&apos;s Men&lt;/h3&gt;&lt;p&gt;A game by Elizabeth Magie Phillips, the inventor of The Landlord&apos;s Game, published by Parker Brothers of Salem, Massachusetts, in 1937.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;King&apos;s Men&lt;/h3&gt;&lt;p&gt;Un jeu d’Elizabeth Magie Phillips, l’inventrice du Landlord’s Game, édité par Parker Brothers, de Salem (Massachusetts), en 1937.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;h3&gt;Once Around Cribbage&lt;/h3&gt;&lt;p&gt;Cribbage, the old English card game, on the Once Around boards of the Pacific Game Company, with their tracks for corners, games, points, skunks and high hands.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Once Around Cribbage&lt;/h3&gt;&lt;p&gt;Le cribbage, vieux jeu de cartes anglais, sur les tabliers Once Around de la Pacific Game Company, avec leurs pistes pour les coins, les parties, les points, les capots et les mains fortes.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;p&gt;&lt;small&gt;The rules are taken from the period rule sheets. The original makers are named for history; they have no part in this program.&lt;/small&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;small&gt;Les règles sont tirées des feuilles de règles d’époque. Les fabricants d’origine ne sont cités que pour l’histoire&#xa0;; ils n’ont aucune part à ce programme.&lt;/small&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Players Club is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License as published by the Free Software Foundation, either version 3 of the License, or (at your option) any later version.

It is distributed in the hope that it will be useful, but WITHOUT ANY WARRANTY; without even the implied warranty of MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE. The licence&apos;s full text follows.</source>
        <translation>Players Club est un logiciel libre&#xa0;: vous pouvez le redistribuer et/ou le modifier selon les termes de la Licence publique générale GNU (GNU General Public License) telle que publiée par la Free Software Foundation, soit la version 3 de la licence, soit (à votre gré) toute version ultérieure.

Il est distribué dans l&apos;espoir qu&apos;il sera utile, mais SANS AUCUNE GARANTIE, sans même la garantie implicite de QUALITÉ MARCHANDE ou d&apos;ADÉQUATION À UN USAGE PARTICULIER. Le texte intégral de la licence suit (en anglais, seule version qui fait foi).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Licence</source>
        <translation>Licence</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Font licences</source>
        <translation>Licences des polices</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This copy of Players Club embeds no fonts: it uses the system&apos;s fonts.</source>
        <translation>Cet exemplaire de Players Club n’embarque aucune police&#xa0;: il emploie celles du système.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The period lettering uses these fonts, embedded in the program under their own licences:</source>
        <translation>Le lettrage d’époque emploie les polices suivantes, incorporées au programme sous leurs propres licences&#xa0;:</translation>
    </message>
</context>
<context>
    <name>club::app::BoardView</name>
    <message>
        <location filename="../app/common/board_view.cpp" line="+70"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>club::app::BookGamesTab</name>
    <message>
        <location filename="../app/book/book_games_model.cpp" line="+22"/>
        <source>%1 (the rubber)</source>
        <translation>%1 (le robre)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (the match)</source>
        <translation>%1 (le match)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (the night)</source>
        <translation>%1 (la soirée)</translation>
    </message>
    <message>
        <location filename="../app/book/book_games_tab.cpp" line="+64"/>
        <source>&amp;Replay…</source>
        <translation>Re&amp;voir…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watch the chosen game again on its own board, move by move</source>
        <translation>Revoir la partie choisie sur son propre plateau, coup par coup</translation>
    </message>
    <message>
        <location filename="../app/book/book_games_model.cpp" line="-6"/>
        <source>%1, typed in</source>
        <translation>%1, résultat saisi</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Finished</source>
        <translation>Terminée le</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Won</source>
        <translation>Gagnants</translation>
    </message>
    <message>
        <location filename="../app/book/book_games_tab.cpp" line="+39"/>
        <source>No game is in the book yet.</source>
        <translation>Aucune partie n&apos;est encore dans le livre.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No game of %1&apos;s is in the book.</source>
        <translation>Aucune partie de %1 n&apos;est dans le livre.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game&apos;s result was typed in from a party night&apos;s table: it counts like any other, but it has no moves to replay.</source>
        <translation>Cette partie a été saisie depuis une table d’une soirée de club&#xa0;: elle compte comme les autres, mais n’a pas de coups à revoir.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Double-click a game, or choose it and press Replay, to watch it again.</source>
        <translation>Double-cliquez sur une partie, ou choisissez-la et appuyez sur Revoir, pour la regarder de nouveau.</translation>
    </message>
</context>
<context>
    <name>club::app::BookSettingsDialog</name>
    <message>
        <location filename="../app/book_settings_dialog.cpp" line="+30"/>
        <source>Club&apos;s Book Settings</source>
        <translation>Réglages du livre du club</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where does this computer keep the club&apos;s book?</source>
        <translation>Où cet ordinateur tient-il le livre du club&#xa0;?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On &amp;this computer</source>
        <translation>Sur &amp;cet ordinateur</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>On a club &amp;server, which every laptop of the evening writes to</source>
        <translation>Sur un &amp;serveur du club, où écrivent tous les portables de la soirée</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the server&apos;s name or address</source>
        <translation>le nom ou l’adresse du serveur</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Keep it in Players Club&apos;s settings file on this computer instead (not encrypted)</source>
        <translation>&amp;Le garder plutôt dans le fichier de réglages de Players Club sur cet ordinateur (non chiffré)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Test &amp;Connection</source>
        <translation>&amp;Essayer la connexion</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Ser&amp;ver:</source>
        <translation>Ser&amp;veur&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Port:</source>
        <translation>&amp;Port&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Database:</source>
        <translation>&amp;Base de données&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;User:</source>
        <translation>&amp;Utilisateur&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass&amp;word:</source>
        <translation>&amp;Mot de passe&#xa0;:</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>The keychain could not be read just now, so the password is not filled in.</source>
        <translation>Le trousseau de clés n’a pas pu être lu pour l’instant, le mot de passe n’est donc pas rempli.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+37"/>
        <source>(The keychain&apos;s own words: %1)</source>
        <translation>(Les mots du trousseau de clés&#xa0;: %1)</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>The password is kept in this computer&apos;s keychain.</source>
        <translation>Le mot de passe est gardé dans le trousseau de clés de cet ordinateur.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This computer has no keychain to keep the password in (no secret service is running).</source>
        <translation>Cet ordinateur n’a pas de trousseau de clés où garder le mot de passe (aucun service de secrets n’est lancé).</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>This computer has no keychain, so the password cannot be kept there. Tick the box to keep it in the settings file, or leave the password empty.</source>
        <translation>Cet ordinateur n’a pas de trousseau de clés, le mot de passe ne peut donc pas y être gardé. Cochez la case pour le garder dans le fichier de réglages, ou laissez le mot de passe vide.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The keychain did not keep the password, so nothing was changed.</source>
        <translation>Le trousseau de clés n’a pas gardé le mot de passe&#xa0;: rien n’a été changé.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>This computer cannot talk to a club server yet: Qt&apos;s PostgreSQL driver is not installed (on Debian, the package libqt6sql6-psql).</source>
        <translation>Cet ordinateur ne peut pas encore parler à un serveur du club&#xa0;: le pilote PostgreSQL de Qt n’est pas installé (sur Debian, le paquet libqt6sql6-psql).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server does not accept this user and password.</source>
        <translation>Le serveur n’accepte pas cet utilisateur et ce mot de passe.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server has no database by this name.</source>
        <translation>Le serveur n’a pas de base de données de ce nom.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server does not answer. Is it switched on, on this network, and are its name and port right?</source>
        <translation>Le serveur ne répond pas. Est-il allumé, sur ce réseau, et son nom et son port sont-ils justes&#xa0;?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server answered, but the club&apos;s book cannot be opened there.</source>
        <translation>Le serveur a répondu, mais le livre du club ne peut pas y être ouvert.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Trying the server…</source>
        <translation>Essai du serveur…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Connected. The club&apos;s book on this server is ready to be written.</source>
        <translation>Connecté. Le livre du club sur ce serveur est prêt à être écrit.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(The server&apos;s own words: %1)</source>
        <translation>(Les mots du serveur&#xa0;: %1)</translation>
    </message>
</context>
<context>
    <name>club::app::BookWords</name>
    <message>
        <location filename="../app/book/book_words.cpp" line="+21"/>
        <source>%1 (rubbers)</source>
        <translation>%1 (robres)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (matches)</source>
        <translation>%1 (matchs)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (nights)</source>
        <translation>%1 (soirées)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (wholes)</source>
        <translation>%1 (ensembles)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Computer (Beginner)</source>
        <translation>Ordinateur (débutant)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer (Standard)</source>
        <translation>Ordinateur (confirmé)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer (Expert)</source>
        <translation>Ordinateur (expert)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 (computer, Beginner)</source>
        <translation>%1 (ordinateur, débutant)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (computer, Standard)</source>
        <translation>%1 (ordinateur, confirmé)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (computer, Expert)</source>
        <translation>%1 (ordinateur, expert)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (computer)</source>
        <translation>%1 (ordinateur)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Tonight</source>
        <translation>Ce soir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This month</source>
        <translation>Ce mois-ci</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This year</source>
        <translation>Cette année</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All time</source>
        <translation>Depuis toujours</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the night of %1</source>
        <translation>la soirée du %1</translation>
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
        <translation>depuis toujours, jusqu’au %1</translation>
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
            <numerusform>%n partie sous zéro</numerusform>
            <numerusform>%n parties sous zéro</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>skunks: %1 given, %2 taken</source>
        <translation>capots : %1 infligés, %2 subis</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>best hand %1, best crib %2</source>
        <translation>meilleure main %1, meilleur crib %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>29 hands: %1</source>
        <translation>mains de 29&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>captures: %1 made, %2 suffered</source>
        <translation>prises&#xa0;: %1 faites, %2 subies</translation>
    </message>
</context>
<context>
    <name>club::app::ClubBookPage</name>
    <message>
        <location filename="../app/book/club_book_page.cpp" line="+252"/>
        <source>← &amp;Back to the Games</source>
        <translation>← &amp;Retour aux jeux</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Club&apos;s Book</source>
        <translation>Le Livre du club</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Export Games…</source>
        <translation>&amp;Exporter les parties…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write every game in the book to a CSV file, for a spreadsheet: one line per player of each game</source>
        <translation>Écrit toutes les parties du livre dans un fichier CSV, pour un tableur&#xa0;: une ligne par joueur de chaque partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Members…</source>
        <translation>&amp;Membres…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rename members, join two names into one, or remove a member</source>
        <translation>Renommer des membres, réunir deux noms en un seul ou retirer un membre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memb&amp;ers</source>
        <translation>Memb&amp;res</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print the Card…</source>
        <translation>Imprimer la fiche…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the Card as PDF…</source>
        <translation>Enregistrer la fiche en PDF…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print…</source>
        <translation>Imprimer…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save as PDF…</source>
        <translation>Enregistrer en PDF…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Member&apos;s &amp;Card</source>
        <translation>&amp;Fiche du membre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Standings</source>
        <translation>&amp;Classement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Head to Head</source>
        <translation>&amp;Face-à-face</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game &amp;List</source>
        <translation>&amp;Liste des parties</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Game:</source>
        <translation>&amp;Jeu :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Period:</source>
        <translation>&amp;Période :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>against</source>
        <translation>contre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First member</source>
        <translation>Premier membre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second member</source>
        <translation>Second membre</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The club&apos;s book: %1</source>
        <translation>Le livre du club&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Standings: %1, %2</source>
        <translation>Classement&#xa0;: %1, %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+4"/>
        <source>Save as PDF</source>
        <translation>Enregistrer en PDF</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+4"/>
        <source>Export Games</source>
        <translation>Exporter les parties</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Club games</source>
        <translation>Parties du club</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The club&apos;s book is not open.</source>
        <translation>Le livre du club n’est pas ouvert.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d’écrire %1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Kept on the club&apos;s server, %1</source>
        <translation>Tenu sur le serveur du club, %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kept on this computer</source>
        <translation>Tenu sur cet ordinateur</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Replay</source>
        <translation>Revoir une partie</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>The club&apos;s book cannot be read just now. The games played are kept, and show here when it can be read again.</source>
        <translation>Le livre du club ne peut pas être lu pour l&apos;instant. Les parties jouées sont gardées et apparaîtront ici dès qu&apos;il pourra être relu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The club&apos;s book is empty as yet. Every game played to its end is written in it, with its players, scores and winners: play a game, and its players will be found here.</source>
        <translation>Le livre du club est encore vide. Chaque partie jouée jusqu&apos;au bout y est inscrite, avec ses joueurs, ses scores et ses gagnants : jouez une partie, et ses joueurs se trouveront ici.</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>No one is in the book yet: its games were played by the computers alone. A person&apos;s first game played to its end puts them here.</source>
        <translation>Personne n&apos;est encore dans le livre&#xa0;: ses parties ont été jouées par les ordinateurs seuls. La première partie d&apos;une personne jouée jusqu&apos;au bout l&apos;y inscrit.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Games in the book: %1</source>
        <translation>Parties dans le livre : %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+61"/>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <location line="-61"/>
        <location line="+26"/>
        <source>Played</source>
        <translation>Jouées</translation>
    </message>
    <message>
        <location line="-26"/>
        <location line="+26"/>
        <source>Won</source>
        <translation>Gagnées</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Drawn</source>
        <translation>Nulles</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Lost</source>
        <translation>Perdues</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+26"/>
        <source>Win rate</source>
        <translation>Taux de victoire</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>Best</source>
        <translation>Meilleur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Average</source>
        <translation>Moyenne</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Of note</source>
        <translation>À retenir</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rating</source>
        <translation>Cote</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No games of %1 in the book for this period.</source>
        <translation>Aucune partie de %1 dans le livre pour cette période.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The table goes by games won in the period, then by the share of games won.</source>
        <translation>Le classement suit les parties gagnées sur la période, puis la part des parties gagnées.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rating is each player&apos;s now, from every game of %1 in the book: a win against a stronger player counts for more. Everyone starts at 1500.</source>
        <translation>La cote est celle de chaque joueur aujourd&apos;hui, tirée de toutes les parties de %1 du livre : une victoire contre plus fort compte davantage. Chacun commence à 1500.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Together</source>
        <translation>Ensemble</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+1"/>
        <source>%1 ahead</source>
        <translation>%1 devant</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tied</source>
        <translation>À égalité</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Tied: the same place, as partners or in a drawn game.</source>
        <translation>À égalité&#xa0;: la même place, en partenaires ou dans une partie nulle.</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Head to head needs two members in the book.</source>
        <translation>Le face-à-face demande deux membres dans le livre.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose two different members.</source>
        <translation>Choisissez deux membres différents.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 and %2 have not sat at one table yet.</source>
        <translation>%1 et %2 ne se sont pas encore assis à la même table.</translation>
    </message>
</context>
<context>
    <name>club::app::CribBoardItem</name>
    <message>
        <location filename="../app/crib/crib_board_item.cpp" line="+93"/>
        <source>Corner: the first to pass hole %1 wins it</source>
        <translation>Coin&#xa0;: le premier à passer le trou %1 le gagne</translation>
    </message>
</context>
<context>
    <name>club::app::CribCutScreen</name>
    <message>
        <location filename="../app/crib/crib_cut_screen.cpp" line="+22"/>
        <source>Cutting for the Deal</source>
        <translation>La coupe pour la donne</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Everyone cuts; the lowest card deals.</source>
        <translation>Chacun coupe&#xa0;; la plus basse carte donne.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A tie for lowest: the tied players cut again.</source>
        <translation>Égalité pour la plus basse&#xa0;: les joueurs à égalité coupent de nouveau.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 cuts the lowest card and deals first; %2, on the dealer&apos;s left, leads the play. The deal passes to the left.</source>
        <translation>%1 coupe la plus basse carte et donne en premier&#xa0;; %2, à sa gauche, entame le jeu. La donne passe à gauche.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cutting for the deal</source>
        <translation>La coupe pour la donne</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 cuts %2</source>
        <translation>%1 coupe %2</translation>
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
        <translation>M. Suckling</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mrs Hoyle</source>
        <translation>Mme Hoyle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Captain Nobs</source>
        <translation>Capitaine Nobs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Miss Heels</source>
        <translation>Mlle Heels</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dr Muggins</source>
        <translation>Dr Muggins</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Orange, dot</source>
        <translation>Orange, point</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sky blue, ring</source>
        <translation>Bleu ciel, anneau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green, bar</source>
        <translation>Vert, barre</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Yellow, plus</source>
        <translation>Jaune, plus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue, cross</source>
        <translation>Bleu, croix</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Vermilion, triangle</source>
        <translation>Vermillon, triangle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Purple, square</source>
        <translation>Violet, carré</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black, diamond</source>
        <translation>Noir, losange</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>New Match of Cribbage</source>
        <translation>Nouveau match de cribbage</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>121 points, once around the board</source>
        <translation>121 points, un tour de planche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>61 points, a short game</source>
        <translation>61 points, une partie courte</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>At the bends of the board</source>
        <translation>Aux virages de la planche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every 30 holes</source>
        <translation>Tous les 30 trous</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Holes 50, 60, 110 and 120 (a 61-point game: 50 and 60)</source>
        <translation>Trous 50, 60, 110 et 120 (partie en 61&#xa0;: 50 et 60)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Holes 30, 60, 90 and 120 (a 61-point game: 30 and 60)</source>
        <translation>Trous 30, 60, 90 et 120 (partie en 61&#xa0;: 30 et 60)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Muggins: each counts his own hand, and missed points may be claimed</source>
        <translation>&amp;Muggins&#xa0;: chacun compte sa propre main, et les points oubliés peuvent être réclamés</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No end: game after game</source>
        <translation>Sans fin&#xa0;: partie après partie</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Hands:</source>
        <translation>Mai&amp;ns&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Game:</source>
        <translation>&amp;Partie&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Board:</source>
        <translation>P&amp;lanche&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;orners:</source>
        <translation>C&amp;oins&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games in the ma&amp;tch:</source>
        <translation>Par&amp;ties du match&#xa0;:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Person on a phone</source>
        <translation>Une personne sur son téléphone</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pegs</source>
        <translation>Fiches</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>The colour of a partnership&apos;s pegs is its first seat&apos;s.</source>
        <translation>La couleur des fiches d’une équipe est celle de sa première place.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The cut decides who deals.</source>
        <translation>La coupe décide qui donne.</translation>
    </message>
    <message>
        <location line="+41"/>
        <location filename="../app/crib/crib_page_phones.cpp" line="+70"/>
        <source>Seat %1</source>
        <translation>Place %1</translation>
    </message>
    <message>
        <location line="-110"/>
        <source>Name of seat %1</source>
        <translation>Nom de la place %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pegs of seat %1</source>
        <translation>Fiches de la place %1</translation>
    </message>
    <message>
        <location line="-72"/>
        <source>Lady Fifteen</source>
        <translation>Lady Quinze</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Seat %1:</source>
        <translation>Place %1&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player of seat %1</source>
        <translation>Joueur de la place %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&amp;Cut for Deal</source>
        <translation>&amp;Couper pour la donne</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Two-track board</source>
        <translation>Planche à deux pistes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three-track board</source>
        <translation>Planche à trois pistes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four-track board</source>
        <translation>Planche à quatre pistes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two-track and three-track boards, a line each</source>
        <translation>Planches à deux et à trois pistes, une ligne chacun</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Partners sit opposite: seats 1 and 3 against seats 2 and 4. Partners peg one line and share a crib.</source>
        <translation>Les partenaires sont assis face à face&#xa0;: places 1 et 3 contre places 2 et 4. Les partenaires marquent sur une seule ligne et partagent un crib.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Three partnerships, alternate players partners: seats 1 and 4, 2 and 5, 3 and 6.</source>
        <translation>Trois équipes, un joueur sur deux étant partenaires&#xa0;: places 1 et 4, 2 et 5, 3 et 6.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each of the five pegs his own line; the dealer is dealt four cards.</source>
        <translation>Chacun des cinq marque sur sa propre ligne&#xa0;; le donneur reçoit quatre cartes.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each hand pegs its own line.</source>
        <translation>Chaque main marque sur sa propre ligne.</translation>
    </message>
</context>
<context>
    <name>club::app::CribPage</name>
    <message>
        <location filename="../app/crib/crib_page.cpp" line="+52"/>
        <source>Pass the cards to %1</source>
        <translation>Passez les cartes à %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I am %1 — show my hand</source>
        <translation>Je suis %1 — montrer ma main</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The others look away while the hand is shown.</source>
        <translation>Les autres détournent les yeux pendant que la main est montrée.</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Cribbage match sheet</source>
        <translation>Feuille de match de cribbage</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>&amp;Hint</source>
        <translation>&amp;Conseil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ne&amp;xt Game</source>
        <translation>Pa&amp;rtie suivante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;Match Sheet as PDF…</source>
        <translation>Exporter la feuille de &amp;match en PDF…</translation>
    </message>
    <message>
        <location line="-84"/>
        <location line="+5"/>
        <source>Export Match Sheet</source>
        <translation>Exporter la feuille de match</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The match sheet is saved as %1.</source>
        <translation>La feuille de match est enregistrée sous %1.</translation>
    </message>
    <message>
        <location line="+158"/>
        <location line="+47"/>
        <source>The table is set as it stood.</source>
        <translation>La table est remise comme elle était.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Choose the cards to lay away first.</source>
        <translation>Choisissez d’abord les cartes à écarter.</translation>
    </message>
    <message>
        <location filename="../app/crib/crib_page_prompt.cpp" line="+114"/>
        <source>&amp;Continue: the next deal</source>
        <translation>C&amp;ontinuer&#xa0;: la donne suivante</translation>
    </message>
    <message>
        <location line="-80"/>
        <source>The hands are counted.</source>
        <translation>Les mains sont comptées.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1&apos;s crib is counted.</source>
        <translation>Le crib de %1 est compté.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1&apos;s hand is counted.</source>
        <translation>La main de %1 est comptée.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The match is over.</source>
        <translation>Le match est terminé.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The next game starts in a moment.</source>
        <translation>La partie suivante commence dans un instant.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is thinking…</source>
        <translation>%1 réfléchit…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass to %1.</source>
        <translation>Cédez la place à %1.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1, choose one card for your own crib, then lay it away.</source>
        <translation>%1, choisissez une carte pour votre propre crib, puis écartez-la.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, choose one card for the dealer&apos;s crib, then lay it away.</source>
        <translation>%1, choisissez une carte pour le crib du donneur, puis écartez-la.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1, choose %n card(s) for your own crib, then lay them away.</source>
        <translation>
            <numerusform>%1, choisissez %n carte pour votre propre crib, puis écartez-la.</numerusform>
            <numerusform>%1, choisissez %n cartes pour votre propre crib, puis écartez-les.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1, choose %n card(s) for the dealer&apos;s crib, then lay them away.</source>
        <translation>
            <numerusform>%1, choisissez %n carte pour le crib du donneur, puis écartez-la.</numerusform>
            <numerusform>%1, choisissez %n cartes pour le crib du donneur, puis écartez-les.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 to play. The count is %2.</source>
        <translation>À %1 de jouer. Le compte est de %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, count your crib: how many?</source>
        <translation>%1, comptez votre crib&#xa0;: combien&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, count your hand: how many?</source>
        <translation>%1, comptez votre main&#xa0;: combien&#xa0;?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, the count missed points. Call muggins and take them?</source>
        <translation>%1, le compte a oublié des points. Annoncer «&#xa0;muggins&#xa0;» et les prendre&#xa0;?</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Undo takes back a person&apos;s choice; the computers alone would only play the same again.</source>
        <translation>Annuler reprend le choix d’une personne&#xa0;; les ordinateurs seuls rejoueraient simplement la même chose.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Undo waits until the table has shown what was played.</source>
        <translation>Annuler attend que la table ait montré ce qui a été joué.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A game won stands, with its result in the club&apos;s book: Undo takes back nothing from before its end.</source>
        <translation>Une partie gagnée est acquise, son résultat inscrit au livre du club&#xa0;: Annuler ne reprend rien d’avant sa fin.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>There is no choice of yours to take back yet.</source>
        <translation>Vous n’avez encore fait aucun choix à reprendre.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The last choice was made on %1&apos;s phone: the screen does not take it back.</source>
        <translation>Le dernier choix a été fait sur le téléphone de %1&#xa0;: l&apos;écran ne le reprend pas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your last choice cannot be taken back: since then the table has shown you cards you did not know when you made it.</source>
        <translation>Votre dernier choix ne peut pas être repris&#xa0;: depuis, la table vous a montré des cartes que vous ne connaissiez pas en le faisant.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Continue: the crib</source>
        <translation>C&amp;ontinuer&#xa0;: le crib</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Continue: the next hand</source>
        <translation>C&amp;ontinuer&#xa0;: la main suivante</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 cannot be played: it would take the count past 31.</source>
        <translation>Impossible de jouer %1&#xa0;: le compte dépasserait 31.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Take back your last choice</source>
        <translation>Reprendre votre dernier choix</translation>
    </message>
    <message>
        <location filename="../app/crib/crib_page_flow.cpp" line="+408"/>
        <source>The match stops here.</source>
        <translation>Le match s’arrête ici.</translation>
    </message>
    <message>
        <location line="-177"/>
        <location line="+178"/>
        <source>The match stops at the end of this game.</source>
        <translation>Le match s’arrêtera à la fin de cette partie.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>That is not allowed now.</source>
        <translation>Ce n’est pas permis maintenant.</translation>
    </message>
    <message>
        <location filename="../app/crib/crib_page_menus.cpp" line="+21"/>
        <source>Once Around Cribbage</source>
        <translation>Once Around Cribbage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cribbage matches (*.cribbage)</source>
        <translation>Matchs de cribbage (*.cribbage)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Match of Cribbage…</source>
        <translation>&amp;Nouveau match de cribbage…</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&amp;Print Match Sheet…</source>
        <translation>&amp;Imprimer la feuille de match…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>There is no match to print.</source>
        <translation>Il n’y a pas de match à imprimer.</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>&amp;Rules of Cribbage</source>
        <translation>&amp;Règles du cribbage</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Cribbage match</source>
        <comment>the name a save is offered under</comment>
        <translation>Match de cribbage</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rules of Once Around Cribbage</source>
        <translation>Règles du Once Around Cribbage</translation>
    </message>
    <message>
        <location filename="../app/crib/crib_page_phones.cpp" line="-36"/>
        <source>%1&apos;s phone is away.</source>
        <translation>Le téléphone de %1 s’est déconnecté.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for %1&apos;s phone.</source>
        <translation>On attend le téléphone de %1.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Once Around Cribbage is played by two to six hands, not %1.</source>
        <translation>Once Around Cribbage se joue de deux à six mains, pas à %1.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&quot;%1&quot; is not a player of cribbage: a person, or a computer (%2).</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un joueur de cribbage&#xa0;: une personne, ou l’ordinateur (%2).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>This match cannot be played.</source>
        <translation>Ce match ne peut pas se jouer.</translation>
    </message>
</context>
<context>
    <name>club::app::CribScene</name>
    <message>
        <location filename="../app/crib/crib_scene.cpp" line="+161"/>
        <location line="+77"/>
        <source>%1&apos;s crib, to be counted</source>
        <translation>Crib de %1, à compter</translation>
    </message>
    <message>
        <location line="-76"/>
        <location line="+77"/>
        <source>%1&apos;s hand, to be counted</source>
        <translation>Main de %1, à compter</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>The starter is turned.</source>
        <translation>La retourne est dévoilée.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 plays %2.</source>
        <translation>%1 joue %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Go</source>
        <translation>Go</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>%1&apos;s crib counts %2.</source>
        <translation>Le crib de %1 vaut %2.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1&apos;s hand counts %2.</source>
        <translation>La main de %1 vaut %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+48"/>
        <source>%1 %2 · %n to go</source>
        <translation>
            <numerusform>%1 %2 · reste %n</numerusform>
            <numerusform>%1 %2 · restent %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Starter</source>
        <translation>Retourne</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1&apos;s crib</source>
        <translation>Crib de %1</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>the count</source>
        <translation>le compte</translation>
    </message>
    <message>
        <location filename="../app/crib/crib_scene_hand.cpp" line="+57"/>
        <source>%1&apos;s hand</source>
        <translation>Main de %1</translation>
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
        <translation>Écarter au c&amp;rib</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The count of the hand</source>
        <translation>Le compte de la main</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Say the count</source>
        <translation>A&amp;nnoncer le compte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Muggins!</source>
        <translation>&amp;Muggins&#xa0;!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let it st&amp;and</source>
        <translation>&amp;Laisser ainsi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Continue</source>
        <translation>C&amp;ontinuer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next game</source>
        <translation>Partie &amp;suivante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next game of the match on the same board (N)</source>
        <translation>La partie suivante du match sur la même planche (N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sto&amp;p after this game</source>
        <translation>&amp;Arrêter après cette partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computers play on game after game until you stop them</source>
        <translation>Les ordinateurs jouent partie après partie jusqu’à ce que vous les arrêtiez</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hin&amp;t</source>
        <translation>Cons&amp;eil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At the table</source>
        <translation>À la table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What was said at the table</source>
        <translation>Ce qui s’est dit à la table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>Ann&amp;uler le choix</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ne&amp;w match…</source>
        <translation>Nou&amp;veau match…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ph&amp;ones…</source>
        <translation>Télé&amp;phones…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Game %1 of %2</source>
        <translation>Partie %1 sur %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game %1 of the match</source>
        <translation>Partie %1 du match</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: the cut for the deal.</source>
        <translation>%1&#xa0;: la coupe pour la donne.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1. %2 deals.</source>
        <translation>%1. %2 donne.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, deal %2. %3 deals.</source>
        <translation>%1, donne %2. %3 donne.</translation>
    </message>
    <message numerus="yes">
        <location line="+26"/>
        <source>%n to go. Corners %1, games %2, points %3, skunks %4, high hand %5.</source>
        <translation>
            <numerusform>Reste %n point. Coins %1, parties %2, points %3, blanchissages %4, meilleure main %5.</numerusform>
            <numerusform>Restent %n points. Coins %1, parties %2, points %3, blanchissages %4, meilleure main %5.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n to go. Corners %1, games %2, points %3, high hand %4.</source>
        <translation>
            <numerusform>Reste %n point. Coins %1, parties %2, points %3, meilleure main %4.</numerusform>
            <numerusform>Restent %n points. Coins %1, parties %2, points %3, meilleure main %4.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: %2</source>
        <comment>a seat&apos;s name and how its phone stands</comment>
        <translation>%1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>club::app::CribView</name>
    <message>
        <location filename="../app/crib/crib_view.cpp" line="+15"/>
        <source>Cribbage table</source>
        <translation>Table de cribbage</translation>
    </message>
</context>
<context>
    <name>club::app::CutScreen</name>
    <message>
        <location filename="../app/common/cut_screen.cpp" line="+40"/>
        <source>&amp;Deal</source>
        <translation>D&amp;onner</translation>
    </message>
</context>
<context>
    <name>club::app::FileProblem</name>
    <message>
        <location filename="../app/common/file_problem.cpp" line="+22"/>
        <source>%1 cannot be read. It may have been moved or deleted, or this account may not be allowed to open it.</source>
        <translation>%1 ne peut pas être lu. Il a peut-être été déplacé ou supprimé, ou ce compte n’a pas le droit de l’ouvrir.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 was saved by a newer version of Players Club. Install that version to open it.</source>
        <translation>%1 a été enregistré par une version plus récente de Players Club. Installez cette version pour l’ouvrir.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is not a saved game that Players Club can open.</source>
        <translation>%1 n’est pas une partie enregistrée que Players Club peut ouvrir.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is damaged or incomplete, so the game in it cannot be opened.</source>
        <translation>%1 est endommagé ou incomplet&#xa0;: la partie qu’il contient ne peut pas être ouverte.</translation>
    </message>
</context>
<context>
    <name>club::app::GameChooser</name>
    <message>
        <location filename="../app/game_chooser.cpp" line="+184"/>
        <source>Choose a game</source>
        <translation>Choisissez un jeu</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The Club&apos;s Book</source>
        <translation>Le Livre du club</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every game played to its end: each member&apos;s record, the standings and head to head</source>
        <translation>Chaque partie jouée jusqu&apos;au bout : le palmarès de chaque membre, le classement et les face-à-face</translation>
    </message>
</context>
<context>
    <name>club::app::GamePage</name>
    <message>
        <location filename="../app/common/game_page.h" line="+121"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>This game cannot be started from the command line.</source>
        <translation>Ce jeu ne peut pas être lancé depuis la ligne de commande.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>This game cannot be replayed.</source>
        <translation>Cette partie ne peut pas être revue.</translation>
    </message>
</context>
<context>
    <name>club::app::HouseRuleMark</name>
    <message>
        <location filename="../app/common/house_rule_mark.cpp" line="+18"/>
        <source>[R]: a reading of the rules where the period sheet is silent; see Rules.</source>
        <translation>[R]&#xa0;: une lecture des règles là où la feuille d’époque ne dit rien&#xa0;; voir les Règles.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A reading of the rules where the period sheet is silent.</source>
        <translation>Une lecture des règles là où la feuille d’époque ne dit rien.</translation>
    </message>
</context>
<context>
    <name>club::app::KmNewGameDialog</name>
    <message>
        <location filename="../app/km/km_new_game_dialog.cpp" line="+58"/>
        <source>New Game of King&apos;s Men</source>
        <translation>Nouvelle partie de King&apos;s Men</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Orange (plain pawns)</source>
        <translation>Orange (pions unis)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue (pawns marked with a cross)</source>
        <translation>Bleu (pions marqués d’une croix)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Tokens</source>
        <translation>Pions</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Seat &amp;%1:</source>
        <translation>Place &amp;%1&#xa0;:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tokens of seat %1</source>
        <translation>Pions de la place %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player of seat %1</source>
        <translation>Joueur de la place %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Name of seat %1</source>
        <translation>Nom de la place %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Who moves first is drawn by lot when the game starts.</source>
        <translation>Qui joue le premier est tiré au sort au début de la partie.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Draw Lots and Play</source>
        <translation>&amp;Tirer au sort et jouer</translation>
    </message>
</context>
<context>
    <name>club::app::KmPage</name>
    <message>
        <location filename="../app/km/km_page.cpp" line="+271"/>
        <source>&amp;Hint</source>
        <translation>&amp;Conseil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suggests the Expert&apos;s move, with the reason</source>
        <translation>Propose le coup de l’Expert, avec la raison</translation>
    </message>
    <message>
        <location line="-150"/>
        <source>Lots drawn: %1 moves first.</source>
        <translation>Tirage au sort&#xa0;: %1 joue en premier.</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>The Expert is looking for a move…</source>
        <translation>L’Expert cherche un coup…</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>That move is not allowed here.</source>
        <translation>Ce coup n’est pas permis ici.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The computer chose an illegal move.</source>
        <translation>L’ordinateur a choisi un coup irrégulier.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>%1 cannot move and must pass.</source>
        <translation>%1 ne peut pas jouer et doit passer.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is thinking…</source>
        <translation>%1 réfléchit…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 to move.</source>
        <translation>Trait à %1.</translation>
    </message>
    <message>
        <location filename="../app/km/km_page_menus.cpp" line="+19"/>
        <source>King&apos;s Men game</source>
        <comment>the name a save is offered under</comment>
        <translation>Partie de King&apos;s Men</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King&apos;s Men</source>
        <translation>King&apos;s Men</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King&apos;s Men games (*.kingsmen)</source>
        <translation>Parties de King&apos;s Men (*.kingsmen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Game of King&apos;s Men…</source>
        <translation>&amp;Nouvelle partie de King&apos;s Men…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules of King&apos;s Men</source>
        <translation>&amp;Règles de King&apos;s Men</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules of King&apos;s Men</source>
        <translation>Règles de King&apos;s Men</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>King&apos;s Men is for two players, not %1.</source>
        <translation>King&apos;s Men se joue à deux, pas à %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 cannot play on a phone: King&apos;s Men is played at the screen.</source>
        <translation>%1 ne peut pas jouer sur un téléphone&#xa0;: King&apos;s Men se joue à l’écran.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&quot;%1&quot; is not a player of King&apos;s Men.</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un joueur de King&apos;s Men.</translation>
    </message>
</context>
<context>
    <name>club::app::KmScene</name>
    <message>
        <location filename="../app/km/km_scene_input.cpp" line="+22"/>
        <source>Choose one of the marked Orange Lodges for the captured token.</source>
        <translation>Choisissez pour le pion pris l’un des Pavillons orange marqués.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose one of the marked Blue Lodges for the captured token.</source>
        <translation>Choisissez pour le pion pris l’un des Pavillons bleus marqués.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The token on %1 cannot move now.</source>
        <translation>Le pion en %1 ne peut pas bouger pour l’instant.</translation>
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
        <translation>Rangées formées&#xa0;: lesquelles vider&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear &amp;all</source>
        <translation>Les vider &amp;toutes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear n&amp;one</source>
        <translation>N’en vider a&amp;ucune</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear &amp;ticked rows</source>
        <translation>Vider les rangées &amp;cochées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No move</source>
        <translation>Aucun coup</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Pass</source>
        <translation>&amp;Passer</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>H&amp;int</source>
        <translation>C&amp;onseil</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Suggests the Expert&apos;s move, with the reason (H)</source>
        <translation>Propose le coup de l’Expert, avec la raison (H)</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>&amp;Undo</source>
        <translation>Annu&amp;ler le coup</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>%1 is thinking…</source>
        <translation>%1 réfléchit…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Click a token, then where it goes, or drag it. With the keyboard: the arrow keys and Enter.</source>
        <translation>Cliquez sur un pion, puis sur sa destination, ou faites-le glisser. Au clavier&#xa0;: les flèches et Entrée.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: in the game: %2, removed: %3</source>
        <translation>%1&#xa0;: %2 en jeu, %3 retirés</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>Choose which rows to clear.</source>
        <translation>Choisissez les rangées à vider.</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>After the jump, another move.</source>
        <translation>Après le saut, un coup de plus.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&lt;b&gt;%1 to move.&lt;/b&gt; %2</source>
        <translation>&lt;b&gt;Trait à %1.&lt;/b&gt; %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;in the game: %2 • removed: %3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;en jeu&#xa0;: %2 • retirés&#xa0;: %3</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 has no token that can move and must pass.</source>
        <translation>%1 n’a aucun pion qui puisse bouger et doit passer.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1: %2 in a row, %3 to remove</source>
        <translation>%1&#xa0;: %2 alignés, %3 à retirer</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>By lot, %1 moves first.</source>
        <translation>Au sort, %1 joue en premier.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1. %2:</source>
        <translation>%1. %2&#xa0;:</translation>
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
        <translation>Tablier de King&apos;s Men</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Arrow keys move over the squares; Enter or Space picks a token, then where it goes; Escape drops the choice. Tab reaches the side panel, where rows are cleared and passes made.</source>
        <translation>Les flèches parcourent les cases&#xa0;; Entrée ou Espace choisit un pion, puis sa destination&#xa0;; Échap annule le choix. Tab mène au panneau latéral, où l’on vide les rangées et où l’on passe.</translation>
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
        <translation>À %1 de jouer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is thinking…</source>
        <translation>%1 réfléchit…</translation>
    </message>
    <message>
        <location filename="../app/main_window.cpp" line="-210"/>
        <location line="+234"/>
        <source>Choose a game to play.</source>
        <translation>Choisissez un jeu.</translation>
    </message>
    <message>
        <location line="-74"/>
        <source>&amp;Game</source>
        <translation>&amp;Jeu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Rubber of P.M.…</source>
        <translation>&amp;Nouveau robre de P.M.…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Print Score Sheet…</source>
        <translation>&amp;Imprimer la feuille de marque…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Members of t&amp;he Club…</source>
        <translation>Membres du c&amp;lub…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Choose a Game</source>
        <translation>&amp;Choisir un jeu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Club&apos;s Boo&amp;k</source>
        <translation>Le Livre du clu&amp;b</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo My Move</source>
        <translation>&amp;Annuler mon coup</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>A&amp;ffichage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer &amp;Pace</source>
        <translation>&amp;Cadence de l’ordinateur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Slow</source>
        <translation>&amp;Lente</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Normal</source>
        <translation>&amp;Normale</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Fast</source>
        <translation>&amp;Rapide</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Full Screen</source>
        <translation>&amp;Plein écran</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules of P.M.</source>
        <translation>&amp;Règles de P.M.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Players Club</source>
        <translation>À &amp;propos de Players Club</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>The club&apos;s book cannot be written just now.</source>
        <translation>Le livre du club ne peut pas être écrit pour l’instant.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Club&apos;s Book</source>
        <translation>Livre du club</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The club&apos;s book cannot be written just now. Play goes on: the results wait and go into the book when it can be written again.</source>
        <translation>Le livre du club ne peut pas être écrit pour l’instant. La partie continue : les résultats attendent et entreront dans le livre dès qu’il pourra de nouveau être écrit.</translation>
    </message>
    <message>
        <location line="+33"/>
        <location line="+73"/>
        <source>Resume Where You Stopped</source>
        <translation>Reprendre là où vous en étiez</translation>
    </message>
    <message>
        <location line="-72"/>
        <source>You left %1 unfinished. Resume where you stopped?</source>
        <translation>Vous avez laissé %1 en cours. Reprendre là où vous en étiez&#xa0;?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not Now keeps it, and you are asked again at the next start. Discard throws it away for good.</source>
        <translation>«&#xa0;Plus tard&#xa0;» la garde, et la question revient au prochain démarrage. «&#xa0;Abandonner&#xa0;» la supprime pour de bon.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not Now keeps them, and you are asked again at the next start. Discard throws them away for good.</source>
        <translation>«&#xa0;Plus tard&#xa0;» les garde, et la question revient au prochain démarrage. «&#xa0;Abandonner&#xa0;» les supprime pour de bon.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not Now</source>
        <translation>Plus tard</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+12"/>
        <source>Discard</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep</source>
        <translation>Garder</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Players Club is already open: this copy does not save games on its own.</source>
        <translation>Players Club est déjà ouvert&#xa0;: cette copie n’enregistre pas les parties d’elle-même.</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>A game of %1 is in progress. Abandon it? (Save it first to finish it later.)</source>
        <translation>Une partie de %1 est en cours. L’abandonner&#xa0;? (Enregistrez-la d’abord pour l’achever plus tard.)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Abandon the Game</source>
        <translation>A&amp;bandonner la partie</translation>
    </message>
    <message>
        <location line="+54"/>
        <location line="+6"/>
        <source>Save the Game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <location line="-40"/>
        <location line="+22"/>
        <source>Open a Saved Game</source>
        <translation>Ouvrir une partie enregistrée</translation>
    </message>
    <message>
        <location line="-301"/>
        <source>Club&apos;s Book Se&amp;ttings…</source>
        <translation>Ré&amp;glages du livre du club…</translation>
    </message>
    <message>
        <location line="+166"/>
        <source>Discard What Was Played?</source>
        <translation>Abandonner ce qui a été joué&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What was played of %1 will be thrown away and cannot be brought back.</source>
        <translation>Tout ce qui a été joué (%1) sera supprimé et ne pourra pas être récupéré.</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>%1 could not be resumed where you stopped.</source>
        <translation>Impossible de reprendre %1 là où vous en étiez.</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>Saved %1</source>
        <translation>Enregistré&#xa0;: %1</translation>
    </message>
    <message>
        <location line="-67"/>
        <source>Abandon the Game?</source>
        <translation>Abandonner la partie&#xa0;?</translation>
    </message>
</context>
<context>
    <name>club::app::PartyBracketView</name>
    <message>
        <location filename="../app/party/party_bracket_view.cpp" line="+43"/>
        <source>Bracket</source>
        <translation>Tableau</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Winners at table %1</source>
        <translation>Gagnants de la table %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The pair with the bye</source>
        <translation>La paire exemptée</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Bye</source>
        <translation>Exempt</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Final</source>
        <translation>Finale</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Round %1</source>
        <translation>Tour %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>First prize: %1</source>
        <translation>Premier prix&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Round %1: %2 has a bye</source>
        <translation>Tour %1&#xa0;: %2 est exempt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1, table %2: %3 against %4%5</source>
        <translation>Tour %1, table %2&#xa0;: %3 contre %4%5</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>, won by %1</source>
        <translation>, gagné par %1</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>Table %1</source>
        <translation>Table %1</translation>
    </message>
</context>
<context>
    <name>club::app::PartyNewNightDialog</name>
    <message>
        <location filename="../app/party/party_new_night_dialog.cpp" line="+42"/>
        <source>Player %1 &amp; Player %2</source>
        <translation>Joueur %1 &amp; Joueur %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>New Party Night</source>
        <translation>Nouvelle soirée de club</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>e.g. Charity drive, 12 March</source>
        <translation>p. ex. Drive de bienfaisance, 12 mars</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Title of the night:</source>
        <translation>&amp;Titre de la soirée&#xa0;:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>P.M. Dri&amp;ve: people move from table to table</source>
        <translation>Dri&amp;ve P.M.&#xa0;: chacun change de table en table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Patchesi &amp;knockout: pairs, winners go on</source>
        <translation>Patchesi à élimination (&amp;knock-out)&#xa0;: des paires, les gagnants continuent</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Format:</source>
        <translation>Formule&#xa0;:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Typed as pairs, one pair a line</source>
        <translation>Saisies par paires, une paire par ligne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drawn by lot: each lady with a gentleman</source>
        <translation>Tirés au sort&#xa0;: chaque dame avec un monsieur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drawn by lot from one list of people</source>
        <translation>Tirés au sort dans une seule liste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P&amp;artners:</source>
        <translation>P&amp;artenaires&#xa0;:</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Gentlemen, one a line:</source>
        <translation>M&amp;essieurs, un par ligne&#xa0;:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>One for every table</source>
        <translation>Un par table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sets available</source>
        <translation>Jeux disponibles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;ets available:</source>
        <translation>&amp;Jeux disponibles&#xa0;:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rounds</source>
        <translation>Manches</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rounds (one game of P.M. each):</source>
        <translation>&amp;Manches (une partie de P.M. chacune)&#xa0;:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The two highest move up; table 1&apos;s two lowest go to the last table</source>
        <translation>Les deux meilleurs montent&#xa0;; les deux derniers de la table 1 vont à la dernière table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The two highest move up, the two lowest move down</source>
        <translation>Les deux meilleurs montent, les deux derniers descendent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>House rule, &amp;moving:</source>
        <translation>Règle maison, &amp;changements de table&#xa0;:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Equal scores: the higher running total moves, then a lot</source>
        <translation>Scores égaux&#xa0;: le meilleur total cumulé passe, puis le sort</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Equal scores: a lot decides, as cutting the cards</source>
        <translation>Scores égaux&#xa0;: le sort décide, comme en coupant les cartes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>House rule, t&amp;ies:</source>
        <translation>Règle maison, é&amp;galités&#xa0;:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Problem</source>
        <translation>Problème</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Draw</source>
        <translation>Ti&amp;rer au sort</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>&amp;People, one a line (4 to 64):</source>
        <translation>&amp;Personnes, une par ligne (4 à 64)&#xa0;:</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n people: tables of %1.</source>
        <translation>
            <numerusform>%n personne&#xa0;: tables de %1.</numerusform>
            <numerusform>%n personnes&#xa0;: tables de %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location line="+16"/>
        <source>%n people.</source>
        <translation>
            <numerusform>%n personne.</numerusform>
            <numerusform>%n personnes.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-13"/>
        <source>&amp;Pairs, one a line as &quot;Name &amp;&amp; Name&quot; (2 to 32):</source>
        <translation>&amp;Paires, une par ligne sous la forme « Nom &amp;&amp; Nom » (2 à 32)&#xa0;:</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n pairs.</source>
        <translation>
            <numerusform>%n paire.</numerusform>
            <numerusform>%n paires.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n line(s) not a pair yet.</source>
        <translation>
            <numerusform>%n ligne n’est pas encore une paire.</numerusform>
            <numerusform>%n lignes ne sont pas encore des paires.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n round(s).</source>
        <translation>
            <numerusform>%n tour.</numerusform>
            <numerusform>%n tours.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Ladies, one a line:</source>
        <translation>Dames, une par &amp;ligne&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 ladies, %2 gentlemen.</source>
        <translation>%1 dames, %2 messieurs.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;People, one a line (an even number, 4 to 64):</source>
        <translation>&amp;Personnes, une par ligne (un nombre pair, 4 à 64)&#xa0;:</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Line %1, &quot;%2&quot;, is not a pair: write the two names with &amp; between them, as &quot;Ann Allen &amp; Bert Bray&quot;.</source>
        <translation>La ligne %1, « %2 », n’est pas une paire&#xa0;: écrivez les deux noms séparés par &amp;, comme « Ann Allen &amp; Bert Bray ».</translation>
    </message>
</context>
<context>
    <name>club::app::PartyPage</name>
    <message>
        <location filename="../app/party/party_page.cpp" line="+137"/>
        <source>&amp;Standings</source>
        <translation>&amp;Classement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Bracket</source>
        <translation>&amp;Tableau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export Party Sheets as PDF…</source>
        <translation>E&amp;xporter les feuilles de la soirée en PDF…</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Round %1 is complete. Round %2 is seated: see the tables.</source>
        <translation>Le tour %1 est terminé. Le tour %2 est placé&#xa0;: voyez les tables.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The night is over. The prizes are in the standings.</source>
        <translation>La soirée est terminée. Les prix figurent au classement.</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>The night could not be saved by itself: %1</source>
        <translation>La soirée n’a pas pu s’enregistrer d’elle-même&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>P.M. Drive</source>
        <translation>Drive P.M.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Patchesi knockout</source>
        <translation>Patchesi à élimination</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round %1 of %2</source>
        <translation>Tour %1 sur %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No night drawn yet</source>
        <translation>Aucune soirée tirée</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Table %1&apos;s result is in.</source>
        <translation>Le résultat de la table %1 est enregistré.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The night is drawn. Enter each table&apos;s result as it finishes.</source>
        <translation>La soirée est tirée. Saisissez le résultat de chaque table quand elle a fini.</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>The result of table %1 in round %2 is taken back.</source>
        <translation>Le résultat de la table %1 au tour %2 est annulé.</translation>
    </message>
    <message>
        <location filename="../app/party/party_page_menus.cpp" line="+23"/>
        <source>Party Night</source>
        <translation>Soirée de club</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Party nights (*.pcnight)</source>
        <translation>Soirées de club (*.pcnight)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Party Night…</source>
        <translation>&amp;Nouvelle soirée de club…</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;Print Cards and Sheets…</source>
        <translation>&amp;Imprimer cartes et feuilles…</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+15"/>
        <source>Print Cards and Sheets</source>
        <translation>Imprimer cartes et feuilles</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>&amp;Undo Last Result</source>
        <translation>&amp;Annuler le dernier résultat</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+6"/>
        <source>Export Party Sheets</source>
        <translation>Exporter les feuilles de la soirée</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Party night sheets</source>
        <translation>Feuilles de la soirée</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The sheets are written to %1.</source>
        <translation>Les feuilles sont écrites dans %1.</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>&amp;How a Party Night Runs</source>
        <translation>&amp;Déroulement d’une soirée de club</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Party night</source>
        <comment>the name a save is offered under</comment>
        <translation>Soirée de club</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How a Party Night Runs</source>
        <translation>Déroulement d’une soirée de club</translation>
    </message>
    <message>
        <location filename="../app/party/party_page_hosted.cpp" line="+29"/>
        <source>Party night, round %1, table %2</source>
        <translation>Soirée de club, tour %1, table %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, round %2, table %3</source>
        <translation>%1, tour %2, table %3</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>The game played here is over, but its table is no longer waiting for a result: nothing was recorded.</source>
        <translation>La partie jouée ici est terminée, mais sa table n’attend plus de résultat&#xa0;: rien n’a été enregistré.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Table %1&apos;s result is in, from the game played here.</source>
        <translation>Le résultat de la table %1 est enregistré, d’après la partie jouée ici.</translation>
    </message>
</context>
<context>
    <name>club::app::PartyResultPanel</name>
    <message>
        <location filename="../app/party/party_result_panel.cpp" line="+68"/>
        <source>&amp;Record Result</source>
        <translation>&amp;Enregistrer le résultat</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Enters the result typed above (Enter)</source>
        <translation>Enregistre le résultat saisi ci-dessus (Entrée)</translation>
    </message>
    <message>
        <location line="+148"/>
        <source>Play &amp;This Table Here</source>
        <translation>J&amp;ouer cette table ici</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Plays this table&apos;s game in the program; its result is recorded when the game ends</source>
        <translation>Joue la partie de cette table dans le programme&#xa0;; son résultat est enregistré à la fin de la partie</translation>
    </message>
    <message>
        <location line="-150"/>
        <source>Message</source>
        <translation>Message</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>&amp;Undo Last Result</source>
        <translation>Annuler le dernier &amp;résultat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Print Cards and Sheets…</source>
        <translation>&amp;Imprimer cartes et feuilles…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New &amp;Night…</source>
        <translation>&amp;Nouvelle soirée…</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>No night drawn yet. Press New Night to enter the names and draw.</source>
        <translation>Aucune soirée tirée. Appuyez sur Nouvelle soirée pour saisir les noms et tirer au sort.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The night is over: see the standings and the prizes.</source>
        <translation>La soirée est terminée&#xa0;: voyez le classement et les prix.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round %1 of %2. Tables still playing: %3 of %4.</source>
        <translation>Tour %1 sur %2. Tables encore en jeu&#xa0;: %3 sur %4.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Fewer sets than tables: the tables play in sittings, %1 at a time.</source>
        <translation>Moins de jeux que de tables&#xa0;: les tables jouent par séries, %1 à la fois.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 have a bye this round.</source>
        <translation>%1 sont exempts à ce tour.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose a table</source>
        <translation>Choisissez une table</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Table %1</source>
        <translation>Table %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Won by:</source>
        <translation>Gagné par&#xa0;:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Which pair won?</source>
        <translation>Quelle paire a gagné&#xa0;?</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Scores entered:</source>
        <translation>Scores enregistrés&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each player&apos;s score for this game, as on the board (minus scores with -):</source>
        <translation>Le score de chaque joueur pour cette partie, comme sur le plateau (scores négatifs avec -)&#xa0;:</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Score of %1</source>
        <translation>Score de %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>This table&apos;s result is in. Undo takes back the last result entered.</source>
        <translation>Le résultat de cette table est enregistré. Annuler reprend le dernier résultat saisi.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Back to &amp;This Table&apos;s Game</source>
        <translation>Revenir à la partie de cette &amp;table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This table&apos;s game is being played in the program; its result is recorded when the game ends</source>
        <translation>La partie de cette table se joue dans le programme&#xa0;; son résultat est enregistré à la fin de la partie</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Choose the pair that won (1 or 2), then Record.</source>
        <translation>Choisissez la paire gagnante (1 ou 2), puis Enregistrer.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Type a score for every player: %1 has none yet.</source>
        <translation>Saisissez un score pour chaque joueur&#xa0;: %1 n’en a pas encore.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1&apos;s score, %2, is not one four men can make.</source>
        <translation>Le score de %1, %2, n’est pas un score que quatre pions peuvent faire.</translation>
    </message>
</context>
<context>
    <name>club::app::PartySheetsDialog</name>
    <message>
        <location filename="../app/party/party_sheets_dialog.cpp" line="+15"/>
        <source>Which sheets?</source>
        <translation>Quelles feuilles&#xa0;?</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Table cards: one for each table, who sits there</source>
        <translation>Cartes de &amp;table&#xa0;: une par table, qui y est assis</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>T&amp;ally cards: one for each pair</source>
        <translation>Cartes de &amp;pointage&#xa0;: une par paire</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>T&amp;ally cards: one for each player</source>
        <translation>Cartes de &amp;pointage&#xa0;: une par joueur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Draw sheet: every table of this round</source>
        <translation>&amp;Feuille du tirage&#xa0;: toutes les tables de ce tour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Bracket: the knockout as a tree</source>
        <translation>Ta&amp;bleau&#xa0;: l’élimination en arbre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Standings with the prizes</source>
        <translation>C&amp;lassement avec les prix</translation>
    </message>
</context>
<context>
    <name>club::app::PartyStandingsView</name>
    <message>
        <location filename="../app/party/party_standings_view.cpp" line="+30"/>
        <source>Standings</source>
        <translation>Classement</translation>
    </message>
    <message>
        <location line="+30"/>
        <location line="+2"/>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Pair</source>
        <translation>Paire</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Matches won</source>
        <translation>Matchs gagnés</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Out in</source>
        <translation>Éliminée au</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+3"/>
        <source>Prize</source>
        <translation>Prix</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Won at table</source>
        <translation>Gagnées à la table</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Best game</source>
        <translation>Meilleure partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>First prize</source>
        <translation>Premier prix</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Second prize</source>
        <translation>Second prix</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>still in</source>
        <translation>encore en lice</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>round %1</source>
        <translation>tour %1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>First prize: %1</source>
        <translation>Premier prix&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Second prize: %1</source>
        <translation>Second prix&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The night is over.</source>
        <translation>La soirée est terminée.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pairs still in are listed first.</source>
        <translation>Les paires encore en lice sont en tête.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Running totals after the results entered so far.</source>
        <translation>Totaux cumulés d’après les résultats saisis jusqu’ici.</translation>
    </message>
</context>
<context>
    <name>club::app::PartyTableCard</name>
    <message>
        <location filename="../app/party/party_tables_view.cpp" line="+37"/>
        <source>Table %1</source>
        <translation>Table %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, won</source>
        <translation>%1, gagnants</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> against </source>
        <translation> contre </translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+54"/>
        <source>Sitting %1</source>
        <translation>Série %1</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>Result in.</source>
        <translation>Résultat enregistré.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Waiting for its result.</source>
        <translation>En attente de son résultat.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>TABLE</source>
        <translation>TABLE</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>against</source>
        <translation>contre</translation>
    </message>
</context>
<context>
    <name>club::app::PartyTablesView</name>
    <message>
        <location line="+59"/>
        <source>Tables</source>
        <translation>Tables</translation>
    </message>
</context>
<context>
    <name>club::app::PatLog</name>
    <message>
        <location filename="../app/pat/pat_log.cpp" line="+58"/>
        <source>You throw %1 for who begins.</source>
        <translation>Vous lancez %1 pour savoir qui commence.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 throws %2 for who begins.</source>
        <translation>%1 lance %2 pour savoir qui commence.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 begins.</source>
        <translation>%1 commence.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You begin.</source>
        <translation>Vous commencez.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You throw a third six that no counter can use: the throw is lost, and your counter on %1 goes back to your triangle.</source>
        <translation>Vous lancez un troisième six qu’aucun pion ne peut jouer&#xa0;: le coup est perdu, et votre pion «&#xa0;%1&#xa0;» retourne dans votre triangle.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You throw %1: no counter can move, so the throw is lost.</source>
        <translation>Vous lancez %1&#xa0;: aucun pion ne peut jouer, le coup est perdu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 throws a third six that no counter can use: the throw is lost, and the counter on %2 goes back to the triangle.</source>
        <translation>%1 lance un troisième six qu’aucun pion ne peut jouer&#xa0;: le coup est perdu, et le pion «&#xa0;%2&#xa0;» retourne au triangle.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 throws %2: no counter can move, so the throw is lost.</source>
        <translation>%1 lance %2&#xa0;: aucun pion ne peut jouer, le coup est perdu.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You have every counter HOME, first.</source>
        <translation>Vous avez tous vos pions à HOME, avant tout autre.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have every counter HOME.</source>
        <translation>Vous avez tous vos pions à HOME.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has every counter HOME, first.</source>
        <translation>%1 a tous ses pions à HOME avant tout autre.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has every counter HOME.</source>
        <translation>%1 a tous ses pions à HOME.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>You throw %1 and enter a counter on %2.</source>
        <translation>Vous lancez %1 et entrez un pion sur «&#xa0;%2&#xa0;».</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 throws %2 and enters a counter on %3.</source>
        <translation>%1 lance %2 et entre un pion sur «&#xa0;%3&#xa0;».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You throw %1 and bring a counter HOME from %2.</source>
        <translation>Vous lancez %1 et amenez un pion à HOME depuis «&#xa0;%2&#xa0;».</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 throws %2 and brings a counter HOME from %3.</source>
        <translation>%1 lance %2 et amène un pion à HOME depuis «&#xa0;%3&#xa0;».</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You throw %1 and move a counter from %2 to %3.</source>
        <translation>Vous lancez %1 et déplacez un pion de «&#xa0;%2&#xa0;» à «&#xa0;%3&#xa0;».</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 throws %2 and moves a counter from %3 to %4.</source>
        <translation>%1 lance %2 et déplace un pion de «&#xa0;%3&#xa0;» à «&#xa0;%4&#xa0;».</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You take %1&apos;s counter on %2: it goes back to the triangle.</source>
        <translation>Vous prenez le pion de %1 «&#xa0;%2&#xa0;»&#xa0;: il retourne au triangle.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 takes your counter on %2: it goes back to your triangle.</source>
        <translation>%1 prend votre pion «&#xa0;%2&#xa0;»&#xa0;: il retourne dans votre triangle.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 takes %2&apos;s counter on %3: it goes back to the triangle.</source>
        <translation>%1 prend le pion de %2 «&#xa0;%3&#xa0;»&#xa0;: il retourne au triangle.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Third six: your counter on %1 goes back to your triangle.</source>
        <translation>Troisième six&#xa0;: votre pion «&#xa0;%1&#xa0;» retourne dans votre triangle.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Third six: %1&apos;s counter on %2 goes back to the triangle.</source>
        <translation>Troisième six&#xa0;: le pion de %1 «&#xa0;%2&#xa0;» retourne au triangle.</translation>
    </message>
</context>
<context>
    <name>club::app::PatNewGameDialog</name>
    <message>
        <location filename="../app/pat/pat_new_game_dialog.cpp" line="+33"/>
        <source>New Game of Patchesi</source>
        <translation>Nouvelle partie de Patchesi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Single game, each for himself</source>
        <translation>Partie &amp;simple, chacun pour soi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Partner game, two against two</source>
        <translation>&amp;Partie en équipes, deux contre deux</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Four (the full game)</source>
        <translation>Quatre (la partie complète)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three (a short game)</source>
        <translation>Trois (une partie courte)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pla&amp;yers:</source>
        <translation>&amp;Joueurs&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Counters each:</source>
        <translation>Pi&amp;ons par joueur&#xa0;:</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Colour</source>
        <translation>Couleur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Seat %1:</source>
        <translation>Place %1&#xa0;:</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>counters; %1</source>
        <translation>pions&#xa0;; %1</translation>
    </message>
    <message>
        <location line="-117"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Seats (the first seat throws first for who begins)</source>
        <translation>Places (la première place lance le dé en premier pour savoir qui commence)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Name of seat %1</source>
        <translation>Nom de la place %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Colour of seat %1</source>
        <translation>Couleur de la place %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player of seat %1</source>
        <translation>Joueur de la place %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Play for st&amp;akes</source>
        <translation>Jouer avec des &amp;enjeux</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stake per player, in counters</source>
        <translation>Mise par joueur, en pions</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>each puts in</source>
        <translation>chacun met</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>House rules</source>
        <translation>Règles de la maison</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A six gives &amp;one more throw, up to the third six [R]</source>
        <translation>Un six donne &amp;un seul coup de plus, jusqu’au troisième six [R]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off: as the rule sheet says, a six gives two more throws, whatever they show.</source>
        <translation>Décoché&#xa0;: comme le dit la règle, un six donne deux coups de plus, quels qu’ils soient.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Who begins is thrown for on the board when the game starts: in the single game the first to throw a five, in the partner game the highest throw, a five above a six.</source>
        <translation>Qui commence se décide au dé sur le plateau au début de la partie&#xa0;: dans la partie simple, le premier qui fait un cinq&#xa0;; dans la partie en équipes, le plus fort coup, un cinq valant plus qu’un six.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Throw for Who Begins</source>
        <translation>&amp;Lancer le dé pour savoir qui commence</translation>
    </message>
</context>
<context>
    <name>club::app::PatPage</name>
    <message>
        <location filename="../app/pat/pat_page.cpp" line="+81"/>
        <source>For who begins: %1. %2 begins.</source>
        <translation>Pour savoir qui commence&#xa0;: %1. %2 commence.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 has every counter HOME, first.</source>
        <translation>%1 a tous ses pions à HOME avant tout autre.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has every counter HOME.</source>
        <translation>%1 a tous ses pions à HOME.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>&amp;Hint</source>
        <translation>&amp;Conseil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suggests the Expert&apos;s move, with the reason</source>
        <translation>Propose le coup de l’Expert, avec la raison</translation>
    </message>
    <message>
        <location line="+133"/>
        <source>Take back %1&apos;s last move; the throw stays as it fell.</source>
        <translation>Reprendre le dernier coup de %1&#xa0;; le dé reste tel qu’il est tombé.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With several people at the table, a move can be taken back only until the die is thrown again.</source>
        <translation>Avec plusieurs personnes à la table, un coup ne peut être repris que jusqu’au lancer de dé suivant.</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>The computer chose an illegal move.</source>
        <translation>L’ordinateur a choisi un coup irrégulier.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>That counter cannot move with this throw.</source>
        <translation>Ce pion ne peut pas bouger avec ce coup de dé.</translation>
    </message>
    <message>
        <location filename="../app/pat/pat_page_notes.cpp" line="+55"/>
        <source>%1 threw %2</source>
        <translation>%1 a fait %2</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>For who begins: %1.</source>
        <translation>Pour savoir qui commence&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 threw a third six running: it counts twelve, then the counter nearest HOME goes back to the triangle.</source>
        <translation>%1 a fait un troisième six d’affilée&#xa0;: il compte douze, puis le pion le plus proche de HOME retourne au triangle.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 threw a six: it counts twelve.</source>
        <translation>%1 a fait un six&#xa0;: il compte douze.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 threw a six: it counts twelve, and %n more throw(s) follow.</source>
        <translation>
            <numerusform>%1 a fait un six&#xa0;: il compte douze, et %n autre coup suit.</numerusform>
            <numerusform>%1 a fait un six&#xa0;: il compte douze, et %n autres coups suivent.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 threw a third six that no counter can use: the throw is lost and the counter nearest HOME goes back to the triangle.</source>
        <translation>%1 a fait un troisième six qu’aucun pion ne peut utiliser&#xa0;: le coup est perdu et le pion le plus proche de HOME retourne au triangle.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 threw %2: no counter can move, so the throw is lost.</source>
        <translation>%1 a fait %2&#xa0;: aucun pion ne peut bouger, le coup est donc perdu.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 takes a %2 counter: it goes back to its triangle.</source>
        <translation>%1 prend un pion %2&#xa0;: il retourne dans son triangle.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Third six: %1&apos;s counter nearest HOME goes back to the triangle.</source>
        <translation>Troisième six&#xa0;: le pion de %1 le plus proche de HOME retourne au triangle.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 brings a counter HOME.</source>
        <translation>%1 amène un pion à HOME.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 to throw.</source>
        <translation>À %1 de lancer le dé.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 throws…</source>
        <translation>%1 lance le dé…</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Chosen: a counter from your triangle enters on %1.</source>
        <translation>Choisi&#xa0;: un pion de votre triangle entre sur «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chosen: the counter on %1 goes HOME.</source>
        <translation>Choisi&#xa0;: le pion sur «&#xa0;%1&#xa0;» rentre à HOME.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chosen: the counter on %1 goes to %2.</source>
        <translation>Choisi&#xa0;: le pion sur «&#xa0;%1&#xa0;» va sur «&#xa0;%2&#xa0;».</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>It takes the %1 counter there.</source>
        <translation>Il y prend le pion %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Star is safe: it shares the square, nobody is taken.</source>
        <translation>L’Étoile est un abri&#xa0;: il partage la case, personne n’est pris.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It makes a barrier with your counter there.</source>
        <translation>Il forme un barrage avec votre pion qui s’y trouve.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This is the third six: afterwards your counter nearest HOME goes back.</source>
        <translation>C’est le troisième six&#xa0;: ensuite, votre pion le plus proche de HOME retourne au triangle.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>(%n choice(s); arrows or Tab for another.)</source>
        <translation>
            <numerusform>(%n choix possible&#xa0;; flèches ou Tab pour un autre.)</numerusform>
            <numerusform>(%n choix possibles&#xa0;; flèches ou Tab pour un autre.)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/pat/pat_page_undo.cpp" line="+66"/>
        <source>%1&apos;s move taken back; the throw stays as it fell.</source>
        <translation>Coup de %1 repris&#xa0;; le dé reste tel qu’il est tombé.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move taken back; the throw stays as it fell.</source>
        <translation>Coup repris&#xa0;; le dé reste tel qu’il est tombé.</translation>
    </message>
    <message>
        <location filename="../app/pat/pat_page_menus.cpp" line="+25"/>
        <source>Patchesi</source>
        <translation>Patchesi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Patchesi games (*.patchesi)</source>
        <translation>Parties de Patchesi (*.patchesi)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Game of Patchesi…</source>
        <translation>&amp;Nouvelle partie de Patchesi…</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Patchesi is for 2 to 4 players, not %1.</source>
        <translation>Patchesi se joue de 2 à 4, pas à %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 cannot play on a phone: Patchesi is played at the screen.</source>
        <translation>%1 ne peut pas jouer sur un téléphone&#xa0;: Patchesi se joue à l’écran.</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>&amp;Undo %1&apos;s Move</source>
        <translation>&amp;Annuler le coup de %1</translation>
    </message>
    <message>
        <location line="-71"/>
        <source>&amp;Rules of Patchesi</source>
        <translation>&amp;Règles du Patchesi</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Patchesi game</source>
        <comment>the name a save is offered under</comment>
        <translation>Partie de Patchesi</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rules of Patchesi</source>
        <translation>Règles du Patchesi</translation>
    </message>
    <message>
        <location filename="../app/pat/pat_page_hint.cpp" line="+30"/>
        <source>The Expert is looking for a move…</source>
        <translation>L’Expert cherche un coup…</translation>
    </message>
</context>
<context>
    <name>club::app::PatScene</name>
    <message>
        <location filename="../app/pat/pat_scene_marks.cpp" line="+196"/>
        <source>Two counters can land there: click the one you want to move.</source>
        <translation>Deux pions peuvent arriver là&#xa0;: cliquez sur celui que vous voulez déplacer.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>That counter cannot move with this throw.</source>
        <translation>Ce pion ne peut pas bouger avec ce coup de dé.</translation>
    </message>
    <message>
        <location filename="../app/pat/pat_scene_end.cpp" line="+54"/>
        <source>The game is over</source>
        <translation>La partie est finie</translation>
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
        <translation>Coups de ce tour</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>&amp;Throw</source>
        <translation>&amp;Lancer</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Throw the die (T or Space on the board)</source>
        <translation>Lancer le dé (T ou Espace sur le plateau)</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>&amp;Fast Forward</source>
        <translation>A&amp;vance rapide</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Show the computers&apos; turns at once, until you are to play</source>
        <translation>Montrer aussitôt les tours des ordinateurs, jusqu’à ce que ce soit à vous de jouer</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+7"/>
        <source>Play an &amp;only move by itself</source>
        <translation>Jouer seul un coup i&amp;mposé</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>&amp;Undo</source>
        <translation>Ann&amp;uler le coup</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+3"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>H&amp;int</source>
        <translation>C&amp;onseil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suggests the Expert&apos;s move, with the reason (H)</source>
        <translation>Propose le coup de l’Expert, avec la raison (H)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>What happened</source>
        <translation>Ce qui s’est passé</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>Throwing for who begins: the first five begins.</source>
        <translation>On lance le dé pour savoir qui commence&#xa0;: le premier cinq commence.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Throwing for who begins: the highest throw begins, a five above a six.</source>
        <translation>On lance le dé pour savoir qui commence&#xa0;: le plus fort coup commence, un cinq valant plus qu’un six.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 to throw again, %n throw(s) left this turn: press T or Space, or click the die.</source>
        <translation>
            <numerusform>À %1 de relancer, %n coup restant ce tour-ci&#xa0;: appuyez sur T ou Espace, ou cliquez sur le dé.</numerusform>
            <numerusform>À %1 de relancer, %n coups restants ce tour-ci&#xa0;: appuyez sur T ou Espace, ou cliquez sur le dé.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 to throw again, %n throw(s) left this turn.</source>
        <translation>
            <numerusform>À %1 de relancer, %n coup restant ce tour-ci.</numerusform>
            <numerusform>À %1 de relancer, %n coups restants ce tour-ci.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 to throw: press T or Space, or click the die.</source>
        <translation>À %1 de lancer&#xa0;: appuyez sur T ou Espace, ou cliquez sur le dé.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 to throw.</source>
        <translation>À %1 de lancer le dé.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 to move: click or drag a counter, or use the arrow keys and Enter.</source>
        <translation>À %1 de jouer&#xa0;: cliquez sur un pion ou faites-le glisser, ou utilisez les flèches et Entrée.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is thinking…</source>
        <translation>%1 réfléchit…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 to move.</source>
        <translation>Trait à %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Then %n more throw(s) this turn.</source>
        <translation>
            <numerusform>Puis encore %n coup ce tour-ci.</numerusform>
            <numerusform>Puis encore %n coups ce tour-ci.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Since your last turn, latest first:</source>
        <translation>Depuis votre dernier tour, le plus récent d’abord&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last turns, latest first:</source>
        <translation>Les derniers tours, le plus récent d’abord&#xa0;:</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The game is over.</source>
        <translation>La partie est finie.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>No throw yet this turn</source>
        <translation>Pas encore de coup ce tour-ci</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>HOME: %1 of %2</source>
        <translation>HOME&#xa0;: %1 sur %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>first HOME</source>
        <translation>première place à HOME</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>second HOME</source>
        <translation>deuxième place à HOME</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>third HOME</source>
        <translation>troisième place à HOME</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>stakes %1</source>
        <translation>enjeux %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stake %1</source>
        <translation>mise %1</translation>
    </message>
</context>
<context>
    <name>club::app::PatView</name>
    <message>
        <location filename="../app/pat/pat_view.cpp" line="+16"/>
        <source>Patchesi board</source>
        <translation>Plateau de Patchesi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>T or Space throws the die. The arrow keys, or Tab, go from one counter that can move to the next; Enter moves it.</source>
        <translation>T ou Espace lance le dé. Les flèches, ou Tab, passent d’un pion qui peut bouger au suivant&#xa0;; Entrée le déplace.</translation>
    </message>
</context>
<context>
    <name>club::app::PhoneHosting</name>
    <message>
        <location filename="../app/phones/phone_hosting.cpp" line="+67"/>
        <source>Ph&amp;ones…</source>
        <translation>Télé&amp;phones…</translation>
    </message>
</context>
<context>
    <name>club::app::PhoneJoinScreen</name>
    <message>
        <location filename="../app/phones/phone_join_screen.cpp" line="+108"/>
        <source>%1, take your hand on your phone</source>
        <translation>%1, prenez votre main sur votre téléphone</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Point the phone&apos;s camera at the code, or type the address into its browser. The table waits for %1.</source>
        <translation>Visez le code avec l&apos;appareil photo du téléphone, ou tapez l&apos;adresse dans son navigateur. La table attend %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Still to join: %1.</source>
        <translation>Pas encore à la table : %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 Plays on This Screen</source>
        <translation>%1 joue sur cet écran</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All Phones…</source>
        <translation>Tous les téléphones…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>QR code of the link for %1</source>
        <translation>Code QR du lien de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Link for %1</source>
        <translation>Lien de %1</translation>
    </message>
</context>
<context>
    <name>club::app::PhoneSeatCard</name>
    <message>
        <location filename="../app/phones/phone_seat_card.cpp" line="+18"/>
        <source>Not joined yet</source>
        <translation>Pas encore à la table</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Connected</source>
        <translation>Connecté</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Away: the phone dropped its connection</source>
        <translation>Absent&#xa0;: le téléphone a perdu la connexion</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Played on this screen</source>
        <translation>Joué sur cet écran</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>phone not joined</source>
        <translation>téléphone pas encore à la table</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>phone connected</source>
        <translation>téléphone connecté</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>phone away</source>
        <translation>téléphone absent</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>No link</source>
        <translation>Pas de lien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play on This Screen</source>
        <translation>Jouer sur cet écran</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From now on this seat is played here, with the pass screen.</source>
        <translation>Désormais, cette place se joue ici, l’écran masqué entre les tours.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New Link</source>
        <translation>Nouveau lien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The phone&apos;s link stops working and a new one is shown: for a lost phone, or a link seen by someone else.</source>
        <translation>Le lien du téléphone cesse de fonctionner et un nouveau s’affiche&#xa0;: pour un téléphone perdu, ou un lien vu par quelqu’un d’autre.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>QR code of the link for %1</source>
        <translation>Code QR du lien de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Link for %1</source>
        <translation>Lien de %1</translation>
    </message>
</context>
<context>
    <name>club::app::PhoneServer</name>
    <message>
        <location filename="../app/phones/phone_server.cpp" line="-201"/>
        <source>The table reads text messages only.</source>
        <translation>La table ne lit que les messages texte.</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>A device at %1 tried too many wrong phone links: it is refused for a few minutes.</source>
        <translation>Un appareil à l’adresse %1 a essayé trop de liens de téléphone erronés&#xa0;: il est refusé pendant quelques minutes.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>There is no such seat at this table.</source>
        <translation>Cette table n’a pas cette place.</translation>
    </message>
    <message>
        <location line="+26"/>
        <location line="+27"/>
        <source>Join the table first.</source>
        <translation>Rejoignez d’abord la table.</translation>
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
        <translation>À vous de jouer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for %1</source>
        <translation>En attente de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Joining the table…</source>
        <translation>Connexion à la table…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waiting for the deal on the table&apos;s screen.</source>
        <translation>En attente de la donne sur l’écran de la table.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connected</source>
        <translation>Connecté</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connecting…</source>
        <translation>Connexion…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Connection lost: trying again in %1 s</source>
        <translation>Connexion perdue&#xa0;: nouvel essai dans %1&#xa0;s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Try now</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your hand has moved to another device.</source>
        <translation>Votre main est passée sur un autre appareil.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hold my hand here</source>
        <translation>Reprendre ma main ici</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This link no longer works. Ask the host for a new one.</source>
        <translation>Ce lien ne fonctionne plus. Demandez-en un nouveau à l’hôte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A new game has begun at the table. Scan the new code the host shows you.</source>
        <translation>Une nouvelle partie a commencé à la table. Scannez le nouveau code que l’hôte vous montre.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your seat is now played on the host&apos;s screen.</source>
        <translation>Votre place se joue désormais sur l’écran de l’hôte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host made a new link for your seat. Scan the new code to play on.</source>
        <translation>L’hôte a créé un nouveau lien pour votre place. Scannez le nouveau code pour continuer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open this page from your seat&apos;s link: scan the QR code the host shows you.</source>
        <translation>Ouvrez cette page par le lien de votre place&#xa0;: scannez le code QR que l’hôte vous montre.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dismiss</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint</source>
        <translation>Conseil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint: %1</source>
        <translation>Conseil&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hide my hand</source>
        <translation>Cacher ma main</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show my hand</source>
        <translation>Montrer ma main</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your hand is hidden. Tap here to show it.</source>
        <translation>Votre main est cachée. Touchez ici pour la montrer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your hand</source>
        <translation>Votre main</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (you)</source>
        <translation>%1 (vous)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game goes to %1.</source>
        <translation>La partie revient à %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rubber goes to %1.</source>
        <translation>Le robre revient à %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sending…</source>
        <translation>Envoi…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played: the table is moving on…</source>
        <translation>Joué&#xa0;: la table continue…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next game</source>
        <translation>Partie suivante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dealer: %1</source>
        <translation>Donneur&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seat</source>
        <translation>Place</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game cannot be played on a phone.</source>
        <translation>Ce jeu ne se joue pas sur un téléphone.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plus %1</source>
        <translation>Plus %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minus %1</source>
        <translation>Moins %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card on top</source>
        <translation>Carte du dessus</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No card yet: the leader opens with a PLUS card.</source>
        <translation>Pas encore de carte&#xa0;: le premier joueur ouvre avec une carte PLUS.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game %1 of %2</source>
        <translation>Manche %1 sur %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where the men stand</source>
        <translation>Où sont les pions</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stars</source>
        <translation>étoiles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>home</source>
        <translation>arrivé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game</source>
        <translation>Cette manche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rubber</source>
        <translation>Robre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sits out this game</source>
        <translation>Ne joue pas cette manche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You sit out this game; the other section plays it.</source>
        <translation>Vous ne jouez pas cette manche&#xa0;; l’autre groupe la joue.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose a card</source>
        <translation>Choisissez une carte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the man to move</source>
        <translation>Choisissez le pion à déplacer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves %1 forward</source>
        <translation>Avance de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves %1 back</source>
        <translation>Recule de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No man moves.</source>
        <translation>Aucun pion ne bouge.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A man from the stars onto %1</source>
        <translation>Un pion des étoiles sur le %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Man on %1 to %2</source>
        <translation>Pion du %1 au %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Man on %1 back to the stars</source>
        <translation>Pion du %1 renvoyé aux étoiles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Man on %1 busts: back to the stars</source>
        <translation>Le pion du %1 saute&#xa0;: retour aux étoiles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A man on the stars goes over the top and stays there</source>
        <translation>Un pion des étoiles dépasse le but et y reste</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No man can make this move: the card is played and no man moves.</source>
        <translation>Aucun pion ne peut faire ce coup&#xa0;: la carte est jouée et aucun pion ne bouge.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every way goes past 25: a man must bust.</source>
        <translation>Tous les coups dépassent 25&#xa0;: un pion doit sauter.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ace</source>
        <translation>As</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two</source>
        <translation>Deux</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three</source>
        <translation>Trois</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four</source>
        <translation>Quatre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five</source>
        <translation>Cinq</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Six</source>
        <translation>Six</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seven</source>
        <translation>Sept</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eight</source>
        <translation>Huit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nine</source>
        <translation>Neuf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten</source>
        <translation>Dix</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack</source>
        <translation>Valet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King</source>
        <translation>Roi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of Clubs</source>
        <translation>%1 de trèfle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of Diamonds</source>
        <translation>%1 de carreau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of Hearts</source>
        <translation>%1 de cœur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of Spades</source>
        <translation>%1 de pique</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game %1, deal %2</source>
        <translation>Partie %1, donne %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game of %1</source>
        <translation>Partie en %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Count: %1</source>
        <translation>Compte&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Starter</source>
        <translation>Retourne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not turned yet</source>
        <translation>Pas encore retournée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played this deal</source>
        <translation>Jouées dans cette donne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go</source>
        <translation>Go</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lay away %1 to %2&apos;s crib</source>
        <translation>Écartez %1 au crib de %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lay away %1 to your own crib</source>
        <translation>Écartez %1 à votre propre crib</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lay away</source>
        <translation>Écarter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yours in the crib</source>
        <translation>Les vôtres au crib</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a card</source>
        <translation>Jouez une carte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>makes %1</source>
        <translation>fait %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Count your hand</source>
        <translation>Comptez votre main</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Count your crib</source>
        <translation>Comptez votre crib</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Say your count: a count too low may be claimed by the others (muggins).</source>
        <translation>Annoncez votre compte&#xa0;: ce qui manque peut être réclamé par les autres (muggins).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 points</source>
        <translation>%1 points</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s hand</source>
        <translation>Main de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s crib</source>
        <translation>Crib de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 counted %2</source>
        <translation>%1 a compté %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Muggins! Claim the points missed</source>
        <translation>Muggins&#xa0;! Réclamer les points oubliés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass</source>
        <translation>Passer</translation>
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
        <translation>câble</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>virtual: a VPN or a container</source>
        <translation>virtuel&#xa0;: un VPN ou un conteneur</translation>
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
        <translation>Nouveau lien</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Give %1 a new link?</source>
        <translation>Donner un nouveau lien à %1&#xa0;?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1&apos;s phone is connected now: it stops at once, and %1 must scan the new code to play on.</source>
        <translation>Le téléphone de %1 est connecté&#xa0;: il s’arrête aussitôt, et %1 doit scanner le nouveau code pour continuer.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;New Link</source>
        <translation>&amp;Nouveau lien</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>This laptop is on no network, so no phone can join. Join a Wi-Fi network and open Phones… again, or play every seat on this screen.</source>
        <translation>Cet ordinateur n’est relié à aucun réseau&#xa0;: aucun téléphone ne peut rejoindre la table. Connectez-le à un Wi-Fi et rouvrez Téléphones…, ou jouez toutes les places sur cet écran.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The phones cannot join: %1</source>
        <translation>Les téléphones ne peuvent pas rejoindre la table&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Port %1 was busy, so the phones use port %2.</source>
        <translation>Le port %1 était occupé&#xa0;: les téléphones utilisent le port %2.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Phones</source>
        <translation>Téléphones</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each person playing on a phone points its camera at their code, or types their link into its browser. Nothing is installed on the phone.</source>
        <translation>Chaque joueur sur téléphone vise son code avec l’appareil photo, ou tape son lien dans le navigateur. Rien n’est installé sur le téléphone.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This laptop&apos;s &amp;address for the phones:</source>
        <translation>&amp;Adresse de cet ordinateur pour les téléphones&#xa0;:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No seat is played on a phone now.</source>
        <translation>Aucune place ne se joue sur un téléphone pour l’instant.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play &amp;All on This Screen</source>
        <translation>Tout jouer sur &amp;cet écran</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The phones must be on the same Wi-Fi as this laptop. Play this way only on a network you trust, such as your own at home: the links travel as plain, unencrypted web pages.</source>
        <translation>Les téléphones doivent être sur le même Wi-Fi que cet ordinateur. Ne jouez ainsi que sur un réseau de confiance, comme celui de votre maison&#xa0;: les liens circulent en pages web simples, non chiffrées.</translation>
    </message>
</context>
<context>
    <name>club::app::PmBoardItem</name>
    <message>
        <location filename="../app/pm/pm_board_item.cpp" line="+66"/>
        <source>DEALER</source>
        <translation>DONNEUR</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>NEXT TO PLAY</source>
        <translation>JOUE ENSUITE</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+137"/>
        <source>Last card played</source>
        <translation>Dernière carte jouée</translation>
    </message>
</context>
<context>
    <name>club::app::PmCutScreen</name>
    <message>
        <location filename="../app/pm/pm_cut_screen.cpp" line="+26"/>
        <source>Cutting for Dealer</source>
        <translation>La coupe pour la donne</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Everyone cuts; the highest card deals.</source>
        <translation>Chacun coupe&#xa0;; la plus forte carte donne.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A tie for highest: the tied players cut again.</source>
        <translation>Égalité en tête&#xa0;: les joueurs à égalité coupent de nouveau.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+25"/>
        <source>Section %1 (%2): %3</source>
        <translation>Tablée %1 (%2)&#xa0;: %3</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>%1 cuts highest and deals; %2, on the dealer&apos;s left, leads.</source>
        <translation>%1 coupe le plus haut et donne&#xa0;; %2, à sa gauche, joue en premier.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cuts highest and deals the first game; %2, on the dealer&apos;s left, leads. The deal passes to the left each game.</source>
        <translation>%1 coupe le plus haut et donne la première manche&#xa0;; %2, à sa gauche, joue en premier. La donne passe à gauche à chaque manche.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Cutting for dealer</source>
        <translation>Coupe pour la donne</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 cuts %2</source>
        <translation>%1 coupe un %2</translation>
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
        <translation>Orange, point</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sky blue, ring</source>
        <translation>Bleu ciel, anneau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green, three dots</source>
        <translation>Vert, trois points</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Yellow, star</source>
        <translation>Jaune, étoile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue, saltire</source>
        <translation>Bleu, sautoir</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Vermilion, triangle</source>
        <translation>Vermillon, triangle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Purple, square</source>
        <translation>Violet, carré</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black, diamond</source>
        <translation>Noir, losange</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>New Rubber of P.M.</source>
        <translation>Nouveau robre de P.M.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Number of players</source>
        <translation>Nombre de joueurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Players:</source>
        <translation>&amp;Joueurs&#xa0;:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Seats, clockwise round the table</source>
        <translation>Places autour de la table, dans le sens des aiguilles d’une montre</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Person on a phone</source>
        <translation>Une personne, sur son téléphone</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Colour and mark</source>
        <translation>Couleur et marque</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Name of player %1</source>
        <translation>Nom du joueur %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Colour of player %1</source>
        <translation>Couleur du joueur %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who plays seat %1</source>
        <translation>Qui joue à la place %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Party play and house rules</source>
        <translation>Jeu en société et règles de la maison</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play a trial round in two &amp;sections (7 or 8 beginners)</source>
        <translation>Jouer une manche d’essai en deux &amp;sections (7 ou 8 débutants)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Men on 25 are &amp;home for good [R]</source>
        <translation>Les pions sur le 25 sont &amp;rentrés pour de bon [R]</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With no man in play, a card past 25 may &quot;&amp;bust&quot;
a man on the stars [R]</source>
        <translation>Sans pion en jeu, une carte au-delà de 25 peut faire «&#xa0;cre&amp;ver&#xa0;»
un pion des étoiles [R]</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Sections</source>
        <translation>Tablées</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>One pack of 44 cards; eleven cards each.</source>
        <translation>Un jeu de 44 cartes&#xa0;; onze cartes chacun.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Both packs, circular and octagonal backs, shuffled together; eleven cards each.</source>
        <translation>Les deux jeux, dos ronds et dos octogonaux, mélangés ensemble&#xa0;; onze cartes chacun.</translation>
    </message>
    <message>
        <location line="-63"/>
        <source>Off: a backward move may take a man off 25 again.</source>
        <translation>Décoché&#xa0;: un recul peut encore faire quitter le 25 à un pion.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Off: such a card moves no man.</source>
        <translation>Décoché&#xa0;: une telle carte ne déplace aucun pion.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&amp;Cut for Dealer</source>
        <translation>&amp;Couper pour la donne</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Section %1: %2.</source>
        <translation>Tablée %1&#xa0;: %2.</translation>
    </message>
    <message>
        <location line="+24"/>
        <location filename="../app/pm/pm_page_phones.cpp" line="+105"/>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Each player needs a colour of his own.</source>
        <translation>Chaque joueur doit avoir sa propre couleur.</translation>
    </message>
</context>
<context>
    <name>club::app::PmPage</name>
    <message>
        <location filename="../app/pm/pm_page.cpp" line="-263"/>
        <source>Pass to %1</source>
        <translation>Cédez la place à %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>I am %1 — show my cards</source>
        <translation>C’est moi, %1 — montrez mes cartes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everyone else, please look away while the cards are shown.</source>
        <translation>Que les autres veuillent bien détourner les yeux pendant qu’on montre les cartes.</translation>
    </message>
    <message>
        <location line="+102"/>
        <source>&amp;Hint</source>
        <translation>&amp;Conseil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suggests the Expert&apos;s card and man, with the reason</source>
        <translation>Propose la carte et le pion de l’Expert, avec la raison</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+56"/>
        <source>Cutting for dealer: press Deal to begin.</source>
        <translation>Coupe pour la donne&#xa0;: appuyez sur Donner pour commencer.</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>Choose a card (click it, or Left and Right, or the keys 1 to 9 and 0), then a man (click a ringed place, or Up and Down, then Enter).</source>
        <translation>Choisissez une carte (d’un clic, ou avec Gauche et Droite, ou les touches 1 à 9 et 0), puis un pion (d’un clic sur une place entourée, ou avec Haut et Bas, puis Entrée).</translation>
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
        <translation>Envoyé à la soirée&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+208"/>
        <source>Take back your card; the next player has not laid his yet</source>
        <translation>Reprendre votre carte&#xa0;; le joueur suivant n’a pas encore posé la sienne</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Undo takes back a person&apos;s card; the computers alone would only play the same again.</source>
        <translation>Annuler reprend la carte d’une personne&#xa0;; les ordinateurs seuls ne feraient que rejouer la même.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>With several people at the table, or a hand on a phone, Undo is not offered: taking a card back would show it.</source>
        <translation>Avec plusieurs personnes à la table, ou une main sur un téléphone, Annuler n’est pas proposé&#xa0;: reprendre une carte la montrerait.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no card of yours to take back yet.</source>
        <translation>Vous n’avez encore posé aucune carte à reprendre.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your card can be taken back only until the next player lays his: you would choose again knowing his card.</source>
        <translation>Votre carte ne peut être reprise que jusqu’à ce que le joueur suivant pose la sienne&#xa0;: vous choisiriez à nouveau en connaissant sa carte.</translation>
    </message>
    <message>
        <location line="-268"/>
        <source>The game is over and its scores are with the night.</source>
        <translation>La manche est finie et ses points sont transmis à la soirée.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rubber is over.</source>
        <translation>Le robre est terminé.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over. Deal the next game when ready.</source>
        <translation>Manche terminée. Donnez la manche suivante quand vous serez prêts.</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Print &amp;Blank Score Sheets…</source>
        <translation>Imprimer des feuilles &amp;vierges…</translation>
    </message>
    <message>
        <location filename="../app/pm/pm_page_menus.cpp" line="+40"/>
        <source>Blank Score Sheets</source>
        <translation>Feuilles de marque vierges</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Players:</source>
        <translation>Joueurs&#xa0;:</translation>
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
        <translation>Robre de P.M.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>P.M. rubbers (*.pmrubber *.json)</source>
        <translation>Robres de P.M. (*.pmrubber *.json)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Rubber of P.M.…</source>
        <translation>&amp;Nouveau robre de P.M.…</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>New Rubber</source>
        <translation>Nouveau robre</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Print Score Sheet…</source>
        <translation>&amp;Imprimer la feuille de marque…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Undo My Move</source>
        <translation>&amp;Annuler mon coup</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>&amp;Rules of P.M.</source>
        <translation>&amp;Règles de P.M.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules of P.M.</source>
        <translation>Règles de P.M.</translation>
    </message>
    <message>
        <location filename="../app/pm/pm_page_phones.cpp" line="-24"/>
        <source>%1&apos;s phone is away</source>
        <translation>Le téléphone de %1 n’est plus connecté</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for %1&apos;s phone</source>
        <translation>En attente du téléphone de %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>P.M. is for 2 to 8 players, not %1.</source>
        <translation>Le P.M. se joue de 2 à 8 joueurs, pas %1.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 cannot be played by &quot;%2&quot; in P.M.</source>
        <translation>Au P.M., %1 ne peut pas être joué par «&#xa0;%2&#xa0;».</translation>
    </message>
</context>
<context>
    <name>club::app::PmScene</name>
    <message>
        <location filename="../app/pm/pm_scene_hand.cpp" line="+93"/>
        <source>%1&apos;s hand: %2</source>
        <translation>%1 a en main&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>club::app::PmScoreDialog</name>
    <message>
        <location filename="../app/pm/pm_score_dialog.cpp" line="+88"/>
        <source>P.M. Score Sheet</source>
        <translation>Feuille de marque de P.M.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Print…</source>
        <translation>&amp;Imprimer…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export PDF…</source>
        <translation>&amp;Exporter en PDF…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal &amp;Next Game</source>
        <translation>Donner la manche &amp;suivante</translation>
    </message>
    <message>
        <location line="+59"/>
        <location line="+5"/>
        <source>Export Score Sheet</source>
        <translation>Exporter la feuille de marque</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>P.M. score sheet</source>
        <translation>Feuille de marque de P.M.</translation>
    </message>
    <message>
        <location line="-63"/>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>New &amp;Rubber…</source>
        <translation>Nouveau ro&amp;bre…</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>&amp;Next: Deal Game %1, Section %2</source>
        <translation>&amp;Suivante&#xa0;: donner la manche %1, tablée %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next: Deal Game %1 of 5</source>
        <translation>&amp;Suivante&#xa0;: donner la manche %1 sur 5</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>Print on &amp;cream card</source>
        <translation>Imprimer sur carton &amp;crème</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White paper saves ink; cream looks like the period sheet</source>
        <translation>Le papier blanc économise l’encre&#xa0;; le crème rappelle la feuille d’époque</translation>
    </message>
</context>
<context>
    <name>club::app::PmSidePanel</name>
    <message>
        <location filename="../app/pm/pm_side_panel.cpp" line="+178"/>
        <source>Hint</source>
        <translation>Conseil</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Now</source>
        <translation>En cours</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rubber</source>
        <translation>Robre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scores</source>
        <translation>Marque</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Back to the Night</source>
        <translation>Re&amp;tour à la soirée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shows the party night, with this table&apos;s result</source>
        <translation>Affiche la soirée, avec le résultat de cette table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play Card</source>
        <translation>Jouer la ca&amp;rte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plays the chosen card and move (Enter)</source>
        <translation>Joue la carte et le coup choisis (Entrée)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo My Move</source>
        <translation>A&amp;nnuler mon coup</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal &amp;Next Game</source>
        <translation>Donner la manche &amp;suivante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Score Sheet</source>
        <translation>Feuille de &amp;marque</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>H&amp;int</source>
        <translation>&amp;Conseil</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Phones…</source>
        <translation>Téléphones…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suggests the Expert&apos;s card and man, with the reason (H)</source>
        <translation>Propose la carte et le pion de l’Expert, avec la raison (H)</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>Game %1 of 5, section %2</source>
        <translation>Manche %1 sur 5, tablée %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game %1 of %2</source>
        <translation>Manche %1 sur %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 deals</source>
        <translation>%1 donne</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The rubber is over.</source>
        <translation>Le robre est terminé.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is over.</source>
        <translation>La manche est terminée.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 is thinking…</source>
        <translation>%1 réfléchit…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 to play (%2)</source>
        <translation>À %1 de jouer (%2)</translation>
    </message>
    <message>
        <location line="-72"/>
        <source>Top card: %1</source>
        <translation>Carte du dessus&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No card played yet: the leader opens with a PLUS card.</source>
        <translation>Aucune carte jouée&#xa0;: le premier en main entame d’une carte PLUS.</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New &amp;Rubber…</source>
        <translation>Nouveau ro&amp;bre…</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves of this game</source>
        <translation>Coups de cette manche</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Show the side panel</source>
        <translation>Afficher le panneau latéral</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fold the side panel away</source>
        <translation>Replier le panneau latéral</translation>
    </message>
    <message>
        <location line="+136"/>
        <source>&amp;Next: Deal Game %1, Section %2</source>
        <translation>&amp;Suivante&#xa0;: donner la manche %1, tablée %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next: Deal Game %1 of 5</source>
        <translation>&amp;Suivante&#xa0;: donner la manche %1 sur 5</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1: %2</source>
        <comment>player: turn</comment>
        <translation>%1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>club::app::PmView</name>
    <message>
        <location filename="../app/pm/pm_view.cpp" line="+13"/>
        <source>P.M. table</source>
        <translation>Table de P.M.</translation>
    </message>
</context>
<context>
    <name>club::app::ReplayWindow</name>
    <message>
        <location filename="../app/book/replay_window.cpp" line="+89"/>
        <source>This game cannot be replayed: the program does not know it.</source>
        <translation>Cette partie ne peut pas être revue&#xa0;: le programme ne connaît pas ce jeu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game cannot be replayed: the book has no record of its moves.</source>
        <translation>Cette partie ne peut pas être revue&#xa0;: le livre ne garde pas trace de ses coups.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This game cannot be replayed: no room to open its record.</source>
        <translation>Cette partie ne peut pas être revue&#xa0;: pas de place pour ouvrir son relevé.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>This game cannot be replayed: %1</source>
        <translation>Cette partie ne peut pas être revue&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Replay of %1 — %2</source>
        <translation>%1 revu — %2</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Play</source>
        <translation>&amp;Lire</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Step %1 of %2</source>
        <translation>Étape %1 sur %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>One step back: a decision taken back (Left)</source>
        <translation>Une étape en arrière&#xa0;: une décision reprise (Gauche)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One step forward: the next decision (Right)</source>
        <translation>Une étape en avant&#xa0;: la décision suivante (Droite)</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>&amp;Start</source>
        <translation>&amp;Début</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the start of the game (Home)</source>
        <translation>Retour au début de la partie (Début)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Back</source>
        <translation>&amp;Reculer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Forward</source>
        <translation>&amp;Avancer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;End</source>
        <translation>&amp;Fin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On to the end of the game (End)</source>
        <translation>Jusqu&apos;à la fin de la partie (Fin)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P&amp;ace:</source>
        <translation>&amp;Vitesse&#xa0;:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Close</source>
        <translation>Fer&amp;mer</translation>
    </message>
</context>
<context>
    <name>club::app::ScoreSheetWidget</name>
    <message>
        <location filename="../app/pm/pm_score_dialog.cpp" line="-70"/>
        <source>Score sheet</source>
        <translation>Feuille de marque</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: total %2</source>
        <translation>%1&#xa0;: total %2</translation>
    </message>
</context>
<context>
    <name>club::app::SeatsEditor</name>
    <message>
        <location filename="../app/common/seats_editor.cpp" line="+95"/>
        <source>Played by</source>
        <translation>Joué par</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Person</source>
        <translation>Une personne</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Computer: Beginner</source>
        <translation>Ordinateur&#xa0;: débutant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer: Expert</source>
        <translation>Ordinateur&#xa0;: expert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer: Standard</source>
        <translation>Ordinateur&#xa0;: confirmé</translation>
    </message>
</context>
<context>
    <name>club::app::TablePage</name>
    <message>
        <location filename="../app/common/table_page.cpp" line="+129"/>
        <location line="+8"/>
        <source>This game&apos;s record cannot be played again.</source>
        <translation>Le relevé de cette partie ne peut pas être rejoué.</translation>
    </message>
</context>
<context>
    <name>club::book::MemberCharts</name>
    <message>
        <location filename="../app/book/member_charts.cpp" line="+179"/>
        <source>Computer: Beginner</source>
        <translation>Ordinateur&#xa0;: débutant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer: Standard</source>
        <translation>Ordinateur&#xa0;: confirmé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer: Expert</source>
        <translation>Ordinateur&#xa0;: expert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer</source>
        <translation>L’ordinateur</translation>
    </message>
    <message>
        <location line="+55"/>
        <location line="+230"/>
        <location line="+47"/>
        <location line="+15"/>
        <source>Charts for %1</source>
        <translation>Graphiques de %1</translation>
    </message>
    <message>
        <location line="-284"/>
        <source>&amp;Game:</source>
        <translation>&amp;Jeu&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print…</source>
        <translation>Imprimer…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save as PDF…</source>
        <translation>Enregistrer en PDF…</translation>
    </message>
    <message>
        <location line="-13"/>
        <location line="+41"/>
        <location line="+133"/>
        <source>No games in the book yet.</source>
        <translation>Aucune partie dans le registre pour l’instant.</translation>
    </message>
    <message>
        <location line="-130"/>
        <source>Rating at %1, night by night</source>
        <translation>Cote à %1, soirée après soirée</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Nights played, each from noon to noon</source>
        <translation>Soirées jouées, chacune de midi à midi</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Rating</source>
        <translation>Cote</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 keeps no score: a game is won, drawn or lost.</source>
        <translation>%1 ne compte pas de points&#xa0;: une partie se gagne, se nulle ou se perd.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No scores in the book yet.</source>
        <translation>Aucun score dans le registre pour l’instant.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Scores at %1</source>
        <translation>Scores à %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+43"/>
        <location line="+43"/>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <location line="-49"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Games played and won</source>
        <translation>Parties jouées et gagnées</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Played</source>
        <translation>Jouées</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Won</source>
        <translation>Gagnées</translation>
    </message>
    <message>
        <location line="+112"/>
        <location line="+6"/>
        <source>Save the Charts as PDF</source>
        <translation>Enregistrer les graphiques en PDF</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
</context>
<context>
    <name>club::book::MembersDialog</name>
    <message>
        <location filename="../app/book/members_dialog.cpp" line="+31"/>
        <location line="+95"/>
        <source>Club Members</source>
        <translation>Membres du club</translation>
    </message>
    <message>
        <location line="-89"/>
        <source>Member</source>
        <translation>Membre</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Last played</source>
        <translation>Dernière partie</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Club members</source>
        <translation>Membres du club</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Rename…</source>
        <translation>&amp;Renommer…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Merge Into…</source>
        <translation>&amp;Fusionner avec…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R&amp;emove…</source>
        <translation>&amp;Supprimer…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Give this member another name; their games stay theirs.</source>
        <translation>Donner un autre nom à ce membre&#xa0;; ses parties restent les siennes.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two names for one person: this member&apos;s games go to the other name.</source>
        <translation>Deux noms pour une seule personne&#xa0;: les parties de ce membre passent à l’autre nom.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take this member&apos;s name out of the book.</source>
        <translation>Retirer le nom de ce membre du livre.</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>The club&apos;s book cannot be opened (%1).</source>
        <translation>Le livre du club ne peut pas être ouvert (%1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No one is in the club&apos;s book yet: players join it by name when they finish a game.</source>
        <translation>Personne n’est encore dans le livre du club&#xa0;: les joueurs y entrent par leur nom en finissant une partie.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Everyone in the club&apos;s book, whoever played last first:</source>
        <translation>Tous ceux du livre du club, le dernier à avoir joué en tête&#xa0;:</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Rename %1</source>
        <translation>Renommer %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>New name for %1:</source>
        <translation>Nouveau nom pour %1&#xa0;:</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+7"/>
        <source>Merge %1</source>
        <translation>Fusionner %1</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>%1 is the same person as:</source>
        <translation>%1 est la même personne que&#xa0;:</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%1&apos;s games (%n in all) become %2&apos;s, and the name %1 leaves the club&apos;s book. This cannot be undone.</source>
        <translation>
            <numerusform>La partie de %1 (%n en tout) devient celle de %2, et le nom %1 quitte le livre du club. C’est définitif.</numerusform>
            <numerusform>Les parties de %1 (%n en tout) deviennent celles de %2, et le nom %1 quitte le livre du club. C’est définitif.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Remove %1 from the club&apos;s book? Their name leaves the book everywhere; in replays they sit as a guest.</source>
        <translation>Retirer %1 du livre du club&#xa0;? Son nom disparaît partout dans le livre&#xa0;; dans les rediffusions, sa place est celle d’un invité.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>The other players keep their scores and wins in the %n game(s) %1 played with them.</source>
        <translation>
            <numerusform>Les autres joueurs gardent leurs points et leurs victoires dans %n partie que %1 a jouée avec eux.</numerusform>
            <numerusform>Les autres joueurs gardent leurs points et leurs victoires dans les %n parties que %1 a jouées avec eux.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>The %n game(s) %1 played with no other member go too.</source>
        <translation>
            <numerusform>%n partie jouée par %1 sans aucun autre membre s’en va aussi.</numerusform>
            <numerusform>Les %n parties que %1 a jouées sans aucun autre membre s’en vont aussi.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This cannot be undone.</source>
        <translation>C’est définitif.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <source>Remove %1</source>
        <translation>Retirer %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Guest</source>
        <translation>Invité</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/pm/pm_sheet_command.cpp" line="+24"/>
        <source>--players must be a number from 2 to 8</source>
        <translation>--players doit être un nombre de 2 à 8</translation>
    </message>
    <message>
        <location filename="../app/party/print/party_sheet_command.cpp" line="+36"/>
        <source>--format must be drive (a P.M. Drive) or knockout (a Patchesi knockout)</source>
        <translation>--format doit valoir drive (un tournoi de P.M.) ou knockout (un tournoi à élimination de Patchesi)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--pairs is for a knockout: give a drive&apos;s players with --entrants</source>
        <translation>--pairs est pour un tournoi à élimination&#xa0;: indiquez les joueurs d’un tournoi de P.M. avec --entrants</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--entrants must be a number from %1 to %2</source>
        <translation>--entrants doit être un nombre de %1 à %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--rounds must be a number from 1 to %1</source>
        <translation>--rounds doit être un nombre de 1 à %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--entrants is for a drive: give a knockout&apos;s pairs with --pairs</source>
        <translation>--entrants est pour un tournoi de P.M.&#xa0;: indiquez les paires d’un tournoi à élimination avec --pairs</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--rounds is for a drive: a knockout&apos;s rounds follow from its pairs</source>
        <translation>--rounds est pour un tournoi de P.M.&#xa0;: les tours d’un tournoi à élimination découlent du nombre de paires</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--pairs must be a number from %1 to %2</source>
        <translation>--pairs doit être un nombre de %1 à %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../app/pm/pm_sheet_command.cpp" line="+2"/>
        <source>--output FILE.pdf is required</source>
        <translation>--output FILE.pdf est obligatoire</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Write blank cards and sheets for a party night as PDF: table cards and tally cards for a P.M. Drive, or table cards and the bracket for a Patchesi knockout.</source>
        <translation>Écrire en PDF les cartes et feuilles vierges d’une soirée&#xa0;: cartes de table et cartes de score pour un tournoi de P.M., ou cartes de table et tableau pour un tournoi à élimination de Patchesi.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The party night: drive or knockout.</source>
        <translation>La soirée&#xa0;: drive (tournoi de P.M.) ou knockout (élimination).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Players in the drive (4 to 64).</source>
        <translation>Joueurs du tournoi de P.M. (4 à 64).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pairs in the knockout (2 to 32).</source>
        <translation>Paires du tournoi à élimination (2 à 32).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rounds of the drive (1 to 24).</source>
        <translation>Tours du tournoi de P.M. (1 à 24).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The night&apos;s name, printed on every sheet.</source>
        <translation>Le nom de la soirée, imprimé sur chaque feuille.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="+105"/>
        <source>Period parlour games: P.M., Patchesi, King&apos;s Men and Once Around Cribbage.</source>
        <translation>Jeux de salon d’autrefois&#xa0;: P.M., Patchesi, King&apos;s Men et Once Around Cribbage.</translation>
    </message>
    <message>
        <location filename="../app/pm/pm_sheet_command.cpp" line="+14"/>
        <source>Write a blank P.M. rubber score sheet as PDF, for play with a real set.</source>
        <translation>Écrire en PDF une feuille de marque vierge pour un robre de P.M., pour jouer avec un vrai jeu.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Players on the blank sheet (2 to 8).</source>
        <translation>Nombre de joueurs sur la feuille vierge (2 à 8).</translation>
    </message>
    <message>
        <location filename="../app/party/print/party_sheet_command.cpp" line="+3"/>
        <location filename="../app/pm/pm_sheet_command.cpp" line="+7"/>
        <source>The PDF file to write.</source>
        <translation>Le fichier PDF à écrire.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="+6"/>
        <source>A saved game to open (%1).</source>
        <translation>Une partie enregistrée à ouvrir (%1).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Players Club</source>
        <translation>Players Club</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>give at most one saved game to open</source>
        <translation>n’indiquez pas plus d’une partie enregistrée à ouvrir</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>give a saved game to open or --new, not both</source>
        <translation>donnez une partie enregistrée à ouvrir ou --new, pas les deux</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--phone-address wants an IP address, not &quot;%1&quot;</source>
        <translation>--phone-address attend une adresse IP, pas «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>no game called &quot;%1&quot; (the games: %2)</source>
        <translation>aucun jeu nommé «&#xa0;%1&#xa0;» (les jeux : %2)</translation>
    </message>
    <message>
        <location filename="../app/pm/pm_sheet_command.cpp" line="-24"/>
        <source>--count must be a number from 1 to 100</source>
        <translation>--count doit être un nombre de 1 à 100</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Blank sheets to write, one page a rubber (1 to 100).</source>
        <translation>Nombre de feuilles vierges, une page par robre (1 à 100).</translation>
    </message>
    <message>
        <location filename="../app/book/book_command.cpp" line="+37"/>
        <source>The club&apos;s book: &quot;export&quot; writes its games as CSV (--format csv, the one format, or none) to the file given with --output.</source>
        <translation>Le livre du club : « export » écrit ses parties en CSV (--format csv, le seul format, ou rien) dans le fichier donné par --output.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The format of the club&apos;s book export: &quot;csv&quot;.</source>
        <translation>Le format de l’export du livre du club : « csv ».</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The file to write.</source>
        <translation>Le fichier à écrire.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>--club-book knows one action, &quot;export&quot;, not &quot;%1&quot;.</source>
        <translation>--club-book ne connaît qu’une action, « export », et non « %1 ».</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The club&apos;s book is exported as &quot;csv&quot;, not &quot;%1&quot;.</source>
        <translation>Le livre du club s’exporte en « csv », et non en « %1 ».</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Give the file to write with --output FILE.</source>
        <translation>Indiquez le fichier à écrire avec --output FICHIER.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The club&apos;s book %1 cannot be read: %2</source>
        <translation>Le livre du club %1 ne peut pas être lu : %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d’écrire %1 : %2</translation>
    </message>
    <message>
        <location filename="../app/common/new_game_command.cpp" line="+29"/>
        <source>Start a game at once (GAME: %1), its players given by --seat.</source>
        <translation>Commence une partie tout de suite (GAME : %1), ses joueurs donnés par --seat.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A player of the game started by --new, in seating order: KIND is screen, phone, beginner, standard or expert. Give one for each seat.</source>
        <translation>Un joueur de la partie commencée par --new, dans l’ordre des places : KIND vaut screen, phone, beginner, standard ou expert. Un par place.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The address the phones connect to (default: this computer&apos;s on the local network).</source>
        <translation>L’adresse à laquelle les téléphones se connectent (par défaut : celle de cet ordinateur sur le réseau local).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The port the phones connect to (default: 8650, or the next free one).</source>
        <translation>Le port auquel les téléphones se connectent (par défaut : 8650, ou le suivant libre).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>--seat wants NAME:KIND, not &quot;%1&quot;</source>
        <translation>--seat attend NAME:KIND, pas «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>unknown kind of player &quot;%1&quot; for %2: give screen, phone, beginner, standard or expert</source>
        <translation>genre de joueur «&#xa0;%1&#xa0;» inconnu pour %2 : donnez screen, phone, beginner, standard ou expert</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>--seat needs --new GAME</source>
        <translation>--seat demande --new GAME</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--new needs a --seat NAME:KIND for each player</source>
        <translation>--new demande un --seat NAME:KIND par joueur</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>--phone-port wants a port from 0 to 65535, not &quot;%1&quot;</source>
        <translation>--phone-port attend un port de 0 à 65535, pas «&#xa0;%1&#xa0;»</translation>
    </message>
</context>
</TS>
