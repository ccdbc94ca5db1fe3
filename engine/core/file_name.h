// SPDX-License-Identifier: GPL-3.0-or-later
// Whether a path can name a file at all. The system reads a name up to its
// first NUL character, so a path holding one would name another file (the
// name cut at the NUL): it is refused, as an empty name or a missing folder
// is, before anything is read or written.
#pragma once

#include "message.h"

#include <QString>

namespace club {

/// Why `path` names no file, or an empty Message when it may name one.
Message fileNameProblem(const QString& path);

} // namespace club
