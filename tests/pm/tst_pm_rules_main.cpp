// SPDX-License-Identifier: GPL-3.0-or-later
#include "tst_pm_rules.h"

#include <QTest>

QTEST_GUILESS_MAIN(TestPmRules)
