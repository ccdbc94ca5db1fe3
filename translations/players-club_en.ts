<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>PmAccessibleWords</name>
    <message numerus="yes">
        <location filename="../app/pm/pm_accessible_words.cpp" line="+53"/>
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
        <location filename="../app/pm/pm_result_words.cpp" line="+76"/>
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
        <location filename="../engine/core/json_fields.cpp" line="+108"/>
        <source>field &quot;%1&quot; is longer than %n characters</source>
        <translation>
            <numerusform>field &quot;%1&quot; is longer than %n character</numerusform>
            <numerusform>field &quot;%1&quot; is longer than %n characters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/km/diagram.cpp" line="+40"/>
        <source>a side has more than %n tokens</source>
        <translation>
            <numerusform>a side has more than %n token</numerusform>
            <numerusform>a side has more than %n tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/pm/pack.cpp" line="+91"/>
        <source>a pack may hold at most %n MINUS cards, so that every hand can lead with a PLUS card</source>
        <translation>
            <numerusform>a pack may hold at most %n MINUS card, so that every hand can lead with a PLUS card</numerusform>
            <numerusform>a pack may hold at most %n MINUS cards, so that every hand can lead with a PLUS card</numerusform>
        </translation>
    </message>
</context>
</TS>
