<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>BookMembersWords</name>
    <message numerus="yes">
        <location filename="../app/book/book_members.cpp" line="+187"/>
        <source>A member&apos;s name can be at most %n characters long.</source>
        <translation>
            <numerusform>A member&apos;s name can be at most %n character long.</numerusform>
            <numerusform>A member&apos;s name can be at most %n characters long.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+89"/>
        <source>%1 and %2 played at the same table in %n game(s), so they are two people: they cannot be merged.</source>
        <translation>
            <numerusform>%1 and %2 played at the same table in %n game, so they are two people: they cannot be merged.</numerusform>
            <numerusform>%1 and %2 played at the same table in %n games, so they are two people: they cannot be merged.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CribAccessible</name>
    <message numerus="yes">
        <location filename="../app/crib/crib_accessible_cells.cpp" line="+32"/>
        <source>Front peg in hole %1, rear peg in hole %2, %n to go.</source>
        <translation>
            <numerusform>Front peg in hole %1, rear peg in hole %2, %n to go.</numerusform>
            <numerusform>Front peg in hole %1, rear peg in hole %2, %n to go.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CribMatchSheetWords</name>
    <message numerus="yes">
        <location filename="../app/crib/crib_match_sheet.cpp" line="+80"/>
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
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
            <numerusform>%n corner</numerusform>
            <numerusform>%n corners</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n skunk(s) (%1 double)</source>
        <translation>
            <numerusform>%n skunk (%1 double)</numerusform>
            <numerusform>%n skunks (%1 double)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CribWords</name>
    <message numerus="yes">
        <location filename="../app/crib/crib_words.cpp" line="+237"/>
        <source>%1 lays %n card(s) away to the crib.</source>
        <translation>
            <numerusform>%1 lays %n card away to the crib.</numerusform>
            <numerusform>%1 lays %n cards away to the crib.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+32"/>
        <source>%1 pegs %n.</source>
        <translation>
            <numerusform>%1 pegs %n.</numerusform>
            <numerusform>%1 pegs %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Muggins! %1 claims %n missed.</source>
        <translation>
            <numerusform>Muggins! %1 claims %n missed.</numerusform>
            <numerusform>Muggins! %1 claims %n missed.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>KmWords</name>
    <message numerus="yes">
        <location filename="../app/km/km_words.cpp" line="+168"/>
        <source>%1: it completes %n row(s), ready to be cleared.</source>
        <translation>
            <numerusform>%1: it completes %n row, ready to be cleared.</numerusform>
            <numerusform>%1: it completes %n rows, ready to be cleared.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Clear every row formed: you keep %n token(s), and two wins the game.</source>
        <translation>
            <numerusform>Clear every row formed: you keep %n token, and two wins the game.</numerusform>
            <numerusform>Clear every row formed: you keep %n tokens, and two wins the game.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Clear the rows ticked: you keep %n token(s), and two wins the game.</source>
        <translation>
            <numerusform>Clear the rows ticked: you keep %n token, and two wins the game.</numerusform>
            <numerusform>Clear the rows ticked: you keep %n tokens, and two wins the game.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PartySheetWords</name>
    <message numerus="yes">
        <location filename="../app/party/print/party_lists.cpp" line="+190"/>
        <source>Standings after %n rounds</source>
        <translation>
            <numerusform>Standings after %n round</numerusform>
            <numerusform>Standings after %n rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/party/print/party_table_cards.cpp" line="+83"/>
        <source>Sitting %1 of %2 • %n players at this table</source>
        <translation>
            <numerusform>Sitting %1 of %2 • %n player at this table</numerusform>
            <numerusform>Sitting %1 of %2 • %n players at this table</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n players at this table</source>
        <translation>
            <numerusform>%n player at this table</numerusform>
            <numerusform>%n players at this table</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PatSquareWords</name>
    <message numerus="yes">
        <location filename="../app/pat/pat_accessible_cells.cpp" line="+39"/>
        <source>%n %1 counter(s) (marked with a %2)</source>
        <translation>
            <numerusform>%n %1 counter (marked with a %2)</numerusform>
            <numerusform>%n %1 counters (marked with a %2)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PatWords</name>
    <message numerus="yes">
        <location filename="../app/pat/pat_words.cpp" line="+91"/>
        <source>%n counter(s)</source>
        <translation>
            <numerusform>%n counter</numerusform>
            <numerusform>%n counters</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PmAccessibleWords</name>
    <message numerus="yes">
        <location filename="../app/pm/pm_accessible_words.cpp" line="+54"/>
        <source>%n men wait on the stars.</source>
        <translation>
            <numerusform>%n man waits on the stars.</numerusform>
            <numerusform>%n men wait on the stars.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n men are home on 25.</source>
        <translation>
            <numerusform>%n man is home on 25.</numerusform>
            <numerusform>%n men are home on 25.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n cards in hand.</source>
        <translation>
            <numerusform>%n card in hand.</numerusform>
            <numerusform>%n cards in hand.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+26"/>
        <source>%n of %1&apos;s men wait here.</source>
        <translation>
            <numerusform>%n of %1&apos;s men waits here.</numerusform>
            <numerusform>%n of %1&apos;s men wait here.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n of %1&apos;s men stand here.</source>
        <translation>
            <numerusform>%n of %1&apos;s men stands here.</numerusform>
            <numerusform>%n of %1&apos;s men stand here.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+32"/>
        <source>%n cards, face up.</source>
        <translation>
            <numerusform>%n card, face up.</numerusform>
            <numerusform>%n cards, face up.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%n cards, face down.</source>
        <translation>
            <numerusform>%n card, face down.</numerusform>
            <numerusform>%n cards, face down.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+55"/>
        <source>%n cards set aside, face down.</source>
        <translation>
            <numerusform>%n card set aside, face down.</numerusform>
            <numerusform>%n cards set aside, face down.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PmResultWords</name>
    <message numerus="yes">
        <location filename="../app/pm/pm_result_words.cpp" line="+78"/>
        <source>Rubber after %n game(s): %1.</source>
        <translation>
            <numerusform>Rubber after %n game: %1.</numerusform>
            <numerusform>Rubber after %n games: %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>club::FormatError</name>
    <message numerus="yes">
        <location filename="../engine/core/json_fields.cpp" line="+109"/>
        <source>field &quot;%1&quot; is longer than %n characters</source>
        <translation>
            <numerusform>field &quot;%1&quot; is longer than %n character</numerusform>
            <numerusform>field &quot;%1&quot; is longer than %n characters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/km/diagram.cpp" line="+44"/>
        <source>a side has more than %n tokens</source>
        <translation>
            <numerusform>a side has more than %n token</numerusform>
            <numerusform>a side has more than %n tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/pm/pack.cpp" line="+99"/>
        <source>a pack may hold at most %n MINUS cards, so that every hand can lead with a PLUS card</source>
        <translation>
            <numerusform>a pack may hold at most %n MINUS card, so that every hand can lead with a PLUS card</numerusform>
            <numerusform>a pack may hold at most %n MINUS cards, so that every hand can lead with a PLUS card</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/core/phone_message.cpp" line="+71"/>
        <source>the message is longer than %n bytes</source>
        <translation>
            <numerusform>the message is longer than %n byte</numerusform>
            <numerusform>the message is longer than %n bytes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>club::app::BookWords</name>
    <message numerus="yes">
        <location filename="../app/book/book_words.cpp" line="+89"/>
        <source>%n game(s) below nothing</source>
        <translation>
            <numerusform>%n game below nothing</numerusform>
            <numerusform>%n games below nothing</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>club::app::CribPage</name>
    <message numerus="yes">
        <location filename="../app/crib/crib_page_prompt.cpp" line="+71"/>
        <source>%1, choose %n card(s) for your own crib, then lay them away.</source>
        <translation>
            <numerusform>%1, choose %n card for your own crib, then lay them away.</numerusform>
            <numerusform>%1, choose %n cards for your own crib, then lay them away.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1, choose %n card(s) for the dealer&apos;s crib, then lay them away.</source>
        <translation>
            <numerusform>%1, choose %n card for the dealer&apos;s crib, then lay them away.</numerusform>
            <numerusform>%1, choose %n cards for the dealer&apos;s crib, then lay them away.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>club::app::CribScene</name>
    <message numerus="yes">
        <location filename="../app/crib/crib_scene.cpp" line="+333"/>
        <source>%1 %2 · %n to go</source>
        <translation>
            <numerusform>%1 %2 · %n to go</numerusform>
            <numerusform>%1 %2 · %n to go</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>club::app::CribSidePanel</name>
    <message numerus="yes">
        <location filename="../app/crib/crib_side_panel.cpp" line="+172"/>
        <source>%n to go. Corners %1, games %2, points %3, skunks %4, high hand %5.</source>
        <translation>
            <numerusform>%n to go. Corners %1, games %2, points %3, skunks %4, high hand %5.</numerusform>
            <numerusform>%n to go. Corners %1, games %2, points %3, skunks %4, high hand %5.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n to go. Corners %1, games %2, points %3, high hand %4.</source>
        <translation>
            <numerusform>%n to go. Corners %1, games %2, points %3, high hand %4.</numerusform>
            <numerusform>%n to go. Corners %1, games %2, points %3, high hand %4.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>club::app::PartyNewNightDialog</name>
    <message numerus="yes">
        <location filename="../app/party/party_new_night_dialog.cpp" line="+187"/>
        <source>%n people: tables of %1.</source>
        <translation>
            <numerusform>%n person: tables of %1.</numerusform>
            <numerusform>%n people: tables of %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location line="+16"/>
        <source>%n people.</source>
        <translation>
            <numerusform>%n person.</numerusform>
            <numerusform>%n people.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-10"/>
        <source>%n pairs.</source>
        <translation>
            <numerusform>%n pair.</numerusform>
            <numerusform>%n pairs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n line(s) not a pair yet.</source>
        <translation>
            <numerusform>%n line not a pair yet.</numerusform>
            <numerusform>%n lines not a pair yet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n round(s).</source>
        <translation>
            <numerusform>%n round.</numerusform>
            <numerusform>%n rounds.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>club::app::PatPage</name>
    <message numerus="yes">
        <location filename="../app/pat/pat_page_notes.cpp" line="+45"/>
        <source>%1 threw a six: it counts twelve, and %n more throw(s) follow.</source>
        <translation>
            <numerusform>%1 threw a six: it counts twelve, and %n more throw follows.</numerusform>
            <numerusform>%1 threw a six: it counts twelve, and %n more throws follow.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+117"/>
        <source>(%n choice(s); arrows or Tab for another.)</source>
        <translation>
            <numerusform>(%n choice; arrows or Tab for another.)</numerusform>
            <numerusform>(%n choices; arrows or Tab for another.)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>club::app::PatSidePanel</name>
    <message numerus="yes">
        <location filename="../app/pat/pat_side_panel.cpp" line="+253"/>
        <source>%1 to throw again, %n throw(s) left this turn: press T or Space, or click the die.</source>
        <translation>
            <numerusform>%1 to throw again, %n throw left this turn: press T or Space, or click the die.</numerusform>
            <numerusform>%1 to throw again, %n throws left this turn: press T or Space, or click the die.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 to throw again, %n throw(s) left this turn.</source>
        <translation>
            <numerusform>%1 to throw again, %n throw left this turn.</numerusform>
            <numerusform>%1 to throw again, %n throws left this turn.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>Then %n more throw(s) this turn.</source>
        <translation>
            <numerusform>Then %n more throw this turn.</numerusform>
            <numerusform>Then %n more throws this turn.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>club::book::MembersDialog</name>
    <message numerus="yes">
        <location filename="../app/book/members_dialog.cpp" line="+163"/>
        <source>%1&apos;s games (%n in all) become %2&apos;s, and the name %1 leaves the club&apos;s book. This cannot be undone.</source>
        <translation>
            <numerusform>%1&apos;s %n game becomes %2&apos;s, and the name %1 leaves the club&apos;s book. This cannot be undone.</numerusform>
            <numerusform>%1&apos;s games (%n in all) become %2&apos;s, and the name %1 leaves the club&apos;s book. This cannot be undone.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>The other players keep their scores and wins in the %n game(s) %1 played with them.</source>
        <translation>
            <numerusform>The other players keep their scores and wins in the %n game %1 played with them.</numerusform>
            <numerusform>The other players keep their scores and wins in the %n games %1 played with them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>The %n game(s) %1 played with no other member go too.</source>
        <translation>
            <numerusform>The %n game %1 played with no other member goes too.</numerusform>
            <numerusform>The %n games %1 played with no other member go too.</numerusform>
        </translation>
    </message>
</context>
</TS>
