#include "tst_pm_rules.h"

#include <QTest>

QTEST_GUILESS_MAIN(TestPmRules)
