// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

// Where the suites find the source tree and the built programs. The paths
// live in one small object (test_paths.cpp) rather than in every suite's
// compile line, so a clone in another folder reuses the compiler cache.
namespace club::test {

/// A path inside the source tree: sourcePath("/tests/fuzz/corpus/") and so on.
QString sourcePath(const QString& relative = QString());
/// The built engine tool, players-club-engine.
QString engineTool();
/// The built game, players-club (empty in an engine-only build).
QString appProgram();

} // namespace club::test
