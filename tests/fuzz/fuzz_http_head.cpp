// SPDX-License-Identifier: GPL-3.0-or-later
// The head of an HTTP request as the phones' server reads it (issue 26,
// app/phones/http_request_head.h), and the path it would look a file up by
// (app/phones/phone_files.h): the input is what a device on the network
// sends first. The reader must never crash nor read past its cap; a head it
// accepts must be a request line and fields as the server relies on; no path
// it would look up may leave the page's folder.
#include "fuzz_util.h"
#include "http_request_head.h"
#include "phone_files.h"

namespace {
using club::app::HttpRequestHead;

void checkHead(const QByteArray& input, const HttpRequestHead& head) {
    if (head.status != HttpRequestHead::Status::Complete) {
        if (head.status == HttpRequestHead::Status::TooLong &&
            input.size() < HttpRequestHead::MaxBytes)
            fuzz::finding("a short head called too long");
        return;
    }
    if (head.size > HttpRequestHead::MaxBytes || head.size > input.size())
        fuzz::finding("a head past the cap or the input");
    if (input.mid(head.size - 4, 4) != "\r\n\r\n")
        fuzz::finding("a head not ended by a blank line");
    if (head.method.isEmpty() || !head.target.startsWith('/'))
        fuzz::finding("a head without a method or a path");
    if (head.version != "HTTP/1.1" && head.version != "HTTP/1.0")
        fuzz::finding("a head of another version");
    for (const auto& [name, value] : head.fields)
        if (name != name.toLower() || value != value.trimmed() || value.contains('\n'))
            fuzz::finding("a field not as the server reads it");
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const QByteArray input = fuzz::bytes(data, size);
    const HttpRequestHead head = club::app::readHttpRequestHead(input);
    checkHead(input, head);
    if (head.status == HttpRequestHead::Status::Complete) {
        const QByteArray path = head.path();
        const club::app::PhoneFile file = club::app::phoneFile(path);
        const bool escapes =
            path.contains("/.") || path.contains("//") || path.contains('\\') || path.contains('%');
        if (file.status == 200 && escapes) fuzz::finding("a path out of the page's folder served");
    }
    return 0;
}
