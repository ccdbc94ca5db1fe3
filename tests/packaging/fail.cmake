# SPDX-License-Identifier: GPL-3.0-or-later
# Fails a test with a message (a validator the build machine lacks).
message(FATAL_ERROR "${MESSAGE}")
