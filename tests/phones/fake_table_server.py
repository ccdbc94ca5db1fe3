#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""A stand-in for the program's phone server (issue 26), stdlib only.

It serves the phone page as the program does (PHONES_PLAN.md, "The wire"):
`/` and `/NAME` from app/phones/page, `/games/NAME` from each game's
app/<game>/phone folder, `/fonts/NAME` from the system's font packages (the program's repaired text
face, Players-Club-Text.ttf, as the original it is made from),
`/words.json` from app/phones/phone_words.cpp's English words, and a minimal
RFC 6455 WebSocket at `/socket` that plays a scripted table: views written by
hand after the games' PHONE-VIEW.md, acts checked against them, repeated
actionIds acked and not applied again, moved and revoked as the real server
says them. Everything it received is kept in `table.received` for the tests.

A script is any object with: `seat`, `secret`, `view()` (the seat's view now),
`act(choice)` (None when applied, else the error's words), `hint()`
((choice, reason) or None). Run alone it serves a script module named on the
command line, for looking at the page by hand:
    /usr/bin/python3 tests/phones/fake_table_server.py tests/phones/SCRIPT.py
"""
import base64
import glob
import hashlib
import http.server
import importlib.util
import json
import os
import re
import socket
import struct
import sys
import threading

SOURCE = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..'))
PAGE = os.path.join(SOURCE, 'app', 'phones', 'page')
FONT_DIRS = ['/usr/share/fonts/truetype/fonts-century-catalogue',
             '/usr/share/fonts/opentype/league-spartan']
# The program serves its text face repaired and renamed (app/fonts.h); this
# stand-in serves the original in its place, which looks the same but in bold.
FONT_STAND_INS = {'Players-Club-Text.ttf': 'Century-Catalogue.ttf'}
GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11'
TYPES = {'.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8',
         '.css': 'text/css; charset=utf-8', '.json': 'application/json',
         '.ttf': 'font/ttf', '.otf': 'font/otf'}


def english_words():
    """The page's words as phoneWordsJson() gives them in English."""
    with open(os.path.join(SOURCE, 'app', 'phones', 'phone_words.cpp'), encoding='utf-8') as f:
        text = f.read()
    words = {}
    pattern = re.compile(r'\{"(\w+)",\s*QT_TRANSLATE_NOOP\(\s*"club::app::PhoneWords",\s*'
                         r'((?:"(?:[^"\\]|\\.)*"\s*)+)\)\}')
    for key, literals in pattern.findall(text):
        joined = ''.join(re.findall(r'"((?:[^"\\]|\\.)*)"', literals))
        words[key] = joined.encode('latin-1', 'backslashreplace').decode('unicode_escape')
    words['lang'] = 'en'
    return words


def game_file(name):
    """/games/NAME: the file NAME of the one game folder that has it."""
    found = glob.glob(os.path.join(SOURCE, 'app', '*', 'phone', name))
    return found[0] if len(found) == 1 else None


class Connection:
    """One WebSocket: text frames out (unmasked), frames in (masked)."""

    def __init__(self, sock, reader):
        self.sock, self.reader = sock, reader
        self.lock = threading.Lock()
        self.open = True
        self.seat = None

    def send(self, message):
        data = json.dumps(message).encode('utf-8')
        head = bytes([0x81])
        if len(data) < 126:
            head += bytes([len(data)])
        elif len(data) < 65536:
            head += bytes([126]) + struct.pack('!H', len(data))
        else:
            head += bytes([127]) + struct.pack('!Q', len(data))
        with self.lock:
            if self.open:
                try:
                    self.sock.sendall(head + data)
                except OSError:
                    self.open = False

    def close(self):
        """A clean close: a close frame (1000), then the end of the socket."""
        with self.lock:
            if self.open:
                try:
                    self.sock.sendall(bytes([0x88, 2]) + struct.pack('!H', 1000))
                except OSError:
                    pass
        self.drop()

    def drop(self):
        """The network gone: no close frame."""
        with self.lock:
            self.open = False
        try:
            self.sock.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass

    def read_message(self):
        """The next text message, or None once the socket ends or breaks the protocol."""
        while True:
            head = self.reader.read(2)
            if len(head) < 2:
                return None
            opcode, length = head[0] & 0x0F, head[1] & 0x7F
            if not head[1] & 0x80:
                return None  # RFC 6455 5.1: a client's frames are masked
            if length == 126:
                length = struct.unpack('!H', self.reader.read(2))[0]
            elif length == 127:
                length = struct.unpack('!Q', self.reader.read(8))[0]
            if length > 16384:
                return None
            mask = self.reader.read(4)
            payload = bytearray(self.reader.read(length))
            if len(mask) < 4 or len(payload) < length:
                return None
            for i in range(length):
                payload[i] ^= mask[i % 4]
            if opcode == 0x8:
                return None
            if opcode == 0x9:
                with self.lock:
                    self.sock.sendall(bytes([0x8A, len(payload)]) + bytes(payload))
                continue
            if opcode == 0x1 and head[0] & 0x80:
                return payload.decode('utf-8')


class FakeTable:
    """The table's side of the wire for one scripted seat."""

    def __init__(self, script):
        self.script = script
        self.lock = threading.Lock()
        self.holder = None        # the connection holding the seat
        self.applied = set()      # actionIds applied
        self.received = []        # every message from a phone, parsed
        self.drop_next_act = False
        self.view_after_ack = True  # False: the move shown before its view is sent
        self.frozen = None        # a connection that hears nothing and says nothing
        self.joins = 0

    def broadcast_view(self):
        if self.holder:
            self.holder.send({'type': 'view', 'view': self.script.view()})

    def receive(self, conn, text):
        try:
            message = json.loads(text)
        except ValueError:
            conn.send({'type': 'error', 'message': 'That message could not be read.'})
            return
        with self.lock:
            if conn is self.frozen:
                return
            self.received.append(message)
            kind = message.get('type')
            if kind == 'join':
                if message.get('seat') != self.script.seat or \
                        message.get('secret') != self.script.secret:
                    conn.send({'type': 'revoked'})
                    conn.close()
                    return
                if self.holder and self.holder is not conn:
                    self.holder.send({'type': 'moved'})
                    self.holder.close()
                self.holder, conn.seat = conn, self.script.seat
                self.joins += 1
                conn.send({'type': 'view', 'view': self.script.view()})
            elif conn is not self.holder:
                conn.send({'type': 'error', 'message': 'Join a seat first.'})
            elif kind == 'ping':
                conn.send({'type': 'pong'})
            elif kind == 'hint':
                hint = self.script.hint()
                if hint:
                    conn.send({'type': 'hint', 'choice': hint[0], 'reason': hint[1]})
            elif kind == 'act':
                action = message.get('actionId')
                if not isinstance(action, str) or not re.fullmatch(r'[A-Za-z0-9_-]{1,64}', action):
                    conn.send({'type': 'error', 'message': 'That message could not be read.'})
                    return
                if self.drop_next_act:
                    # The act is lost with the connection: the page must send it again.
                    self.drop_next_act = False
                    conn.drop()
                    return
                if action in self.applied:
                    conn.send({'type': 'ack', 'actionId': action})
                    return
                problem = self.script.act(message.get('choice'))
                if problem:
                    conn.send({'type': 'error', 'message': problem, 'actionId': action})
                    return
                self.applied.add(action)
                conn.send({'type': 'ack', 'actionId': action})
                if self.view_after_ack:
                    conn.send({'type': 'view', 'view': self.script.view()})
            else:
                conn.send({'type': 'error', 'message': 'That message could not be read.'})

    def gone(self, conn):
        with self.lock:
            if self.holder is conn:
                self.holder = None

    def acts(self):
        with self.lock:
            return [m for m in self.received if m.get('type') == 'act']

    def drop(self):
        """Every connection lost at once (a phone out of range)."""
        with self.lock:
            holder, self.holder = self.holder, None
        if holder:
            holder.drop()

    def freeze(self):
        """The holder's connection goes silent without closing (a phone asleep,
        or out of range with its socket still looking open)."""
        with self.lock:
            self.frozen = self.holder

    def send_to_holder(self, message, then_close=False):
        with self.lock:
            holder = self.holder
            if then_close:
                self.holder = None
        if holder:
            holder.send(message)
            if then_close:
                holder.close()


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = 'HTTP/1.1'

    def log_message(self, *args):
        pass

    def file(self, path):
        if not path or not os.path.isfile(path):
            self.send_error(404)
            return
        with open(path, 'rb') as f:
            body = f.read()
        self.send_response(200)
        self.send_header('Content-Type', TYPES.get(os.path.splitext(path)[1],
                                                  'application/octet-stream'))
        self.send_header('Content-Length', str(len(body)))
        self.send_header('Cache-Control', 'no-store')
        self.end_headers()
        self.wfile.write(body)
        self.server.bytes_sent[self.path] = len(body)

    def do_GET(self):
        path = self.path.split('?')[0].split('#')[0]
        name = path.rsplit('/', 1)[-1]
        if '..' in path or (name and not re.fullmatch(r'[A-Za-z0-9._-]+', name)):
            self.send_error(404)
        elif path == '/socket':
            self.socket()
        elif path == '/':
            self.file(os.path.join(PAGE, 'index.html'))
        elif path == '/words.json':
            body = json.dumps(self.server.words()).encode('utf-8')
            self.send_response(200)
            self.send_header('Content-Type', 'application/json')
            self.send_header('Content-Length', str(len(body)))
            self.end_headers()
            self.wfile.write(body)
            self.server.bytes_sent[path] = len(body)
        elif path.startswith('/games/') and path.count('/') == 2:
            self.file(game_file(name))
        elif path.startswith('/fonts/') and path.count('/') == 2:
            name = FONT_STAND_INS.get(name, name)
            found = [os.path.join(d, name) for d in FONT_DIRS if os.path.isfile(os.path.join(d, name))]
            self.file(found[0] if found else None)
        elif path.count('/') == 1:
            self.file(os.path.join(PAGE, name))
        else:
            self.send_error(404)

    def socket(self):
        key = self.headers.get('Sec-WebSocket-Key', '')
        if self.headers.get('Upgrade', '').lower() != 'websocket' or not key:
            self.send_error(400)
            return
        accept = base64.b64encode(hashlib.sha1((key + GUID).encode()).digest()).decode()
        self.send_response(101)
        self.send_header('Upgrade', 'websocket')
        self.send_header('Connection', 'Upgrade')
        self.send_header('Sec-WebSocket-Accept', accept)
        self.end_headers()
        self.wfile.flush()
        conn = Connection(self.connection, self.rfile)
        table = self.server.table
        try:
            while True:
                text = conn.read_message()
                if text is None:
                    break
                table.receive(conn, text)
        except OSError:
            pass
        finally:
            table.gone(conn)
            conn.drop()
            self.close_connection = True


class FakeServer(http.server.ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self, script, port=0, words=None):
        super().__init__(('127.0.0.1', port), Handler)  # the loopback only
        self.table = FakeTable(script)
        self.bytes_sent = {}
        self.words_override = words

    def words(self):
        """/words.json: the English words, or the test's own language."""
        return self.words_override if self.words_override is not None else english_words()

    def url(self):
        host, port = self.server_address
        return 'http://%s:%d/#s=%d&k=%s' % (host, port, self.table.script.seat,
                                            self.table.script.secret)

    def start(self):
        threading.Thread(target=self.serve_forever, daemon=True).start()
        return self


def load_script(path):
    spec = importlib.util.spec_from_file_location('phone_script', path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.Script()


if __name__ == '__main__':
    if len(sys.argv) < 2:
        sys.exit('usage: fake_table_server.py SCRIPT.py [PORT]')
    server = FakeServer(load_script(sys.argv[1]), int(sys.argv[2]) if len(sys.argv) > 2 else 0)
    print(server.url(), flush=True)
    server.serve_forever()
