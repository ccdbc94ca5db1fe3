# SPDX-License-Identifier: GPL-3.0-or-later
# Checks the `habit` discard (habitual_discard.h) against BSD's own discards,
# as the harness ../shared/tools/bsdcrib/run.py records them with --json:
# at each show his four kept, and in a crib his two laid away (the crib less
# ours). Each six is put to the engine tool as `habit` would lay away.
#   python3 engine/crib/peg_table_gen/check_bsd_discards.py RECORD.jsonl \
#       build/engine/tool/players-club-engine
import json
import subprocess
import sys


def bsd_sixes(path):
    for line in open(path):
        for deal in json.loads(line)["hands"]:
            crib = deal.get("bsd_crib") or deal.get("our_crib")
            if "bsd_hand" not in deal or not crib:
                continue
            laid = [c for c in crib[0] if c not in deal["discard"]]
            if len(laid) == 2:
                yield deal["bsd_hand"][0] + laid, laid, deal["dealer"] == "bsd"


def main():
    tool = subprocess.Popen([sys.argv[2]], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            text=True)
    checked = differ = 0
    for six, laid, deals in bsd_sixes(sys.argv[1]):
        tool.stdin.write(json.dumps({"cmd": "crib.choose_discard", "hand": six,
                                     "dealer": deals, "level": "habit"}) + "\n")
        tool.stdin.flush()
        reply = json.loads(tool.stdout.readline())
        checked += 1
        if sorted(reply["discard"]) != sorted(laid):
            differ += 1
            print("differs:", six, "dealer" if deals else "pone", "BSD", laid,
                  "habit", reply["discard"])
    print("%d of BSD's discards checked, %d differ" % (checked, differ))
    return 1 if differ or not checked else 0


if __name__ == "__main__":
    sys.exit(main())
