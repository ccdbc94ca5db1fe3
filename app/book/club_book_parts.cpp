// SPDX-License-Identifier: GPL-3.0-or-later
#include "club_book_parts.h"

#include "club_book_page.h"
#include "member_charts.h"
#include "members_dialog.h"

#include <QVBoxLayout>

namespace club::app {

void addClubBookParts(ClubBookPage* page, std::function<book::BookLocation()> location,
                      std::function<void()> membersChanged) {
    auto* charts = new book::MemberCharts(page->book(), QString(), page);
    charts->setObjectName(QStringLiteral("memberCharts"));
    charts->hide();
    page->chartsArea()->addWidget(charts);
    // The page has opened its book before it says whose card is shown.
    QObject::connect(page, &ClubBookPage::memberShown, charts,
                     [page, charts](const QString& member) {
                         const bool shown = !member.isEmpty() && page->book().isOpen();
                         if (shown) charts->setMember(member);
                         charts->setVisible(shown);
                     });
    QObject::connect(page, &ClubBookPage::manageMembersRequested, page,
                     [page, location, membersChanged] {
                         book::MembersDialog dialog(location(), page);
                         QObject::connect(&dialog, &book::MembersDialog::membersChanged, page,
                                          &ClubBookPage::refresh);
                         if (membersChanged)
                             QObject::connect(&dialog, &book::MembersDialog::membersChanged, page,
                                              membersChanged);
                         dialog.exec();
                     });
}

} // namespace club::app
