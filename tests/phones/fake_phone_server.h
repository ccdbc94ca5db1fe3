// SPDX-License-Identifier: GPL-3.0-or-later
// The Phones dialog's suites run over a stand-in for PhoneServer (issue 26):
// the real one lives in the server's own library and suites; this one
// listens on a real port (on 127.0.0.1 in the suites, falling back to the
// next when busy, as the real one does) and keeps a secret per phone seat,
// but serves nothing. A suite moves a seat's state as a phone would.
#pragma once

#include "phones/phone_server.h"

namespace club::test {

/// Sets `seat`'s state as a phone joining or dropping would, and says so.
void setFakeSeatState(app::PhoneServer* server, int seat, app::PhoneServer::SeatState state);

} // namespace club::test
