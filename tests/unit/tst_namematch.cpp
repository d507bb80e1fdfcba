// SPDX-License-Identifier: GPL-3.0-or-later
// The holder-name verdict of the live lookup: a name typed in a payout against the name the service
// has registered, on names as people of the service's countries write them (Swahili, Akan, Yoruba,
// Wolof, Bengali, Tagalog, Urdu, Hindi), with titles, initials, reordered, hyphenated and
// apostrophe names, accents, company names, and the edges: nothing typed, other scripts, long names.
#include "payouts/NameMatch.h"

#include <QStringList>
#include <QTest>

using namespace Qt::StringLiterals;
using paydesk::payouts::compareNames;
using paydesk::payouts::matchNames;
using paydesk::payouts::NameMatch;
using paydesk::payouts::NameVerdict;
using paydesk::payouts::verdictText;
using Reason = NameMatch::Reason;

namespace paydesk::payouts {
// Let QCOMPARE print a verdict and a reason when a comparison fails.
char *toString(NameVerdict verdict)
{
    return QTest::toString(verdictText(verdict));
}
char *toString(NameMatch::Reason reason)
{
    static const char *const names[]
        = {"SameName", "NoName",  "DifferentScripts", "DifferentSurname", "DifferentName",
           "Spelling", "Initial", "NotTyped",         "NotRegistered"};
    return qstrdup(names[int(reason)]);
}
} // namespace paydesk::payouts

namespace {

constexpr NameVerdict Match = NameVerdict::Match;
constexpr NameVerdict Close = NameVerdict::CloseMatch;
constexpr NameVerdict NoMatch = NameVerdict::NoMatch;

// A long Yoruba name, and one of forty words: long names are matched whole, in any order.
const QString longYoruba
    = u"Oluwaseun Adebayo Olamide Oluwadamilare Ayodeji Babatunde Oluwafemi Adekunle-Ogunleye"_s;

QString manyWords(int count, int without = -1)
{
    QStringList words;
    for (int i = 0; i < count; ++i) {
        if (i != without)
            words.append(u"Name"_s + QChar(u'a' + i % 26) + QChar(u'a' + i / 26));
    }
    words.append(u"Okonkwo"_s);
    return words.join(u' ');
}

} // namespace

class TestNameMatch : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void verdicts_data();
    void verdicts();
    void symmetric_data() { verdicts_data(); }
    void symmetric();
    void explanation_data();
    void explanation();
    void verdictText();
};

void TestNameMatch::verdicts_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("registered");
    QTest::addColumn<NameVerdict>("verdict");
    QTest::addColumn<Reason>("reason");
    QTest::addColumn<QString>("typedWord"); // the word the verdict names, when it names one
    QTest::addColumn<QString>("registeredWord");

    const auto row
        = [](const char *name, const QString &typed, const QString &registered, NameVerdict verdict,
             Reason reason, const QString &typedWord = {}, const QString &registeredWord = {}) {
              QTest::newRow(name) << typed << registered << verdict << reason << typedWord << registeredWord;
          };

    // Swahili (Kenya, Tanzania)
    row("sw: capitals", u"Jane Wanjiku"_s, u"JANE WANJIKU"_s, Match, Reason::SameName);
    row("sw: reordered", u"Wanjiku Jane"_s, u"Jane Wanjiku"_s, Match, Reason::SameName);
    row("sw: initial", u"J. Wanjiku"_s, u"Jane Wanjiku"_s, Close, Reason::Initial, u"J"_s, u"Jane"_s);
    row("sw: surname not typed", u"Jane Wanjiku"_s, u"Jane Wanjiku Kamau"_s, NoMatch,
        Reason::DifferentSurname, {}, u"Kamau"_s);
    row("sw: middle name not typed", u"Jane Kamau"_s, u"Jane Wanjiku Kamau"_s, Close, Reason::NotTyped, {},
        u"Wanjiku"_s);
    row("sw: one letter off", u"Jane Wanjiku"_s, u"Jane Wanjiru"_s, Close, Reason::Spelling, u"Wanjiku"_s,
        u"Wanjiru"_s);
    row("sw: three names reordered", u"John Otieno Ochieng"_s, u"John Ochieng Otieno"_s, Match,
        Reason::SameName);
    row("sw: other surname", u"Mwanaisha Juma"_s, u"Mwanaisha Hamisi"_s, NoMatch, Reason::DifferentSurname,
        {}, u"Hamisi"_s);
    row("sw: surname first with comma", u"Halima Mwinyi"_s, u"Mwinyi, Halima"_s, Match, Reason::SameName);
    row("sw: title Mzee", u"Mzee Juma Omari"_s, u"Juma Omari"_s, Match, Reason::SameName);
    row("sw: particle wa", u"Kamau wa Ngengi"_s, u"Kamau Ngengi"_s, Close, Reason::NotRegistered, u"wa"_s);
    row("sw: other middle name", u"Grace Akinyi Odhiambo"_s, u"Grace Atieno Odhiambo"_s, NoMatch,
        Reason::DifferentName, u"Akinyi"_s, u"Atieno"_s);
    row("sw: extra middle name typed", u"Fatuma Said Ali"_s, u"Fatuma Ali"_s, Close, Reason::NotRegistered,
        u"Said"_s);
    row("sw: only the surname typed", u"Wanjiku"_s, u"Jane Wanjiku"_s, Close, Reason::NotTyped, {},
        u"Jane"_s);
    row("sw: only the given name typed", u"Jane"_s, u"Jane Wanjiku"_s, NoMatch, Reason::DifferentSurname, {},
        u"Wanjiku"_s);

    // Akan (Ghana)
    row("ak: hyphenated and spaced", u"Kofi Mensah-Bonsu"_s, u"Kofi Mensah Bonsu"_s, Match, Reason::SameName);
    row("ak: half a hyphenated surname", u"Ama Mensah-Bonsu"_s, u"Ama Mensah"_s, Close, Reason::NotRegistered,
        u"Mensah-Bonsu"_s);
    row("ak: Yaw, Yao", u"Yaw Boateng"_s, u"Yao Boateng"_s, Close, Reason::Spelling, u"Yaw"_s, u"Yao"_s);
    row("ak: Kweku, Kwaku", u"Kweku Asante"_s, u"Kwaku Asante"_s, Close, Reason::Spelling, u"Kweku"_s,
        u"Kwaku"_s);
    row("ak: Kobina, Kwabena", u"Kobina Sekyi"_s, u"Kwabena Sekyi"_s, Close, Reason::Spelling, u"Kobina"_s,
        u"Kwabena"_s);
    row("ak: open vowels", u"Akosua \u0186s\u025Bi"_s, u"Akosua Osei"_s, Match, Reason::SameName);
    row("ak: title Opanyin", u"Opanyin Kwabena Owusu"_s, u"Kwabena Owusu"_s, Match, Reason::SameName);
    row("ak: middle name not typed", u"Efua Sutherland"_s, u"Efua Theodora Sutherland"_s, Close,
        Reason::NotTyped, {}, u"Theodora"_s);
    row("ak: second half of the surname not typed", u"Kwesi Appiah"_s, u"Kwesi Appiah-Kubi"_s, Close,
        Reason::NotTyped, {}, u"Appiah-Kubi"_s);
    row("ak: other surname", u"Adwoa Boakye"_s, u"Adwoa Badu"_s, NoMatch, Reason::DifferentSurname, {},
        u"Badu"_s);
    row("ak: day name and surname reordered", u"Nkrumah Kwame"_s, u"kwame nkrumah"_s, Match,
        Reason::SameName);

    // Yoruba (Nigeria)
    row("yo: tone marks", u"Olubunmi Adeyemi"_s, u"Ol\u00FAb\u00F9nmi Ad\u00E9y\u1EB9m\u00ED"_s, Match,
        Reason::SameName);
    row("yo: tone marks typed", u"\u1ECCl\u00E1b\u00EDs\u00ED \u00C0d\u00ECg\u00FAn"_s, u"OLABISI ADIGUN"_s,
        Match, Reason::SameName);
    row("yo: title Alhaji", u"Alhaji Aliko Dangote"_s, u"Aliko Dangote"_s, Match, Reason::SameName);
    row("yo: title Alhaja", u"Alhaja Kafayat Adebayo"_s, u"Kafayat Adebayo"_s, Match, Reason::SameName);
    row("yo: title Chief, middle name not typed", u"Chief Olusegun Obasanjo"_s, u"Olusegun Mathew Obasanjo"_s,
        Close, Reason::NotTyped, {}, u"Mathew"_s);
    row("yo: one letter added", u"Oluwaseun Adeyemi"_s, u"Oluwasegun Adeyemi"_s, Close, Reason::Spelling,
        u"Oluwaseun"_s, u"Oluwasegun"_s);
    row("yo: hyphenated, spaced", u"Funmilayo Ransome-Kuti"_s, u"Funmilayo Ransome Kuti"_s, Match,
        Reason::SameName);
    row("yo: two letters off the surname", u"Adebayo Ogunleye"_s, u"Adebayo Ogunlesi"_s, NoMatch,
        Reason::DifferentSurname, {}, u"Ogunlesi"_s);
    row("yo: Dr (Mrs)", u"Dr. (Mrs.) Ngozi Okonjo-Iweala"_s, u"Ngozi Okonjo-Iweala"_s, Match,
        Reason::SameName);
    row("yo: title Engr", u"Engr. Babatunde Fashola"_s, u"Babatunde Raji Fashola"_s, Close, Reason::NotTyped,
        {}, u"Raji"_s);
    row("yo: title Mallam", u"Mallam Ibrahim Shekarau"_s, u"Ibrahim Shekarau"_s, Match, Reason::SameName);
    row("yo: registered initial", u"Tunde Bakare"_s, u"T. Bakare"_s, Close, Reason::Initial, u"Tunde"_s,
        u"T"_s);
    row("yo: registered surname not typed", u"Abubakar Shehu"_s, u"Abubakar Shehu Bello"_s, NoMatch,
        Reason::DifferentSurname, {}, u"Bello"_s);

    // Wolof (Senegal)
    row("wo: apostrophe", u"Mamadou N'Diaye"_s, u"Mamadou Ndiaye"_s, Match, Reason::SameName);
    row("wo: typographic apostrophe", u"Mamadou N\u2019Diaye"_s, u"MAMADOU N'DIAYE"_s, Match,
        Reason::SameName);
    row("wo: title El Hadji", u"El Hadji Malick Sy"_s, u"Malick Sy"_s, Match, Reason::SameName);
    row("wo: title after the comma", u"Ndiaye, El Hadji Mamadou"_s, u"Mamadou Ndiaye"_s, Match,
        Reason::SameName);
    row("wo: other surname", u"Aminata Diop"_s, u"Aminata Sow"_s, NoMatch, Reason::DifferentSurname, {},
        u"Sow"_s);
    row("wo: extra middle name typed", u"Cheikh Anta Diop"_s, u"Cheikh Diop"_s, Close, Reason::NotRegistered,
        u"Anta"_s);
    row("wo: eng", u"Fatou Ngom"_s, u"Fatou \u014Aom"_s, Match, Reason::SameName);
    row("wo: grave accent", u"Ousmane S\u00E8ne"_s, u"OUSMANE SENE"_s, Match, Reason::SameName);
    row("wo: Moussa, Musa", u"Moussa Diallo"_s, u"Musa Diallo"_s, Close, Reason::Spelling, u"Moussa"_s,
        u"Musa"_s);
    row("wo: Ibrahima, Ibrahim", u"Ibrahima Fall"_s, u"Ibrahim Fall"_s, Close, Reason::Spelling,
        u"Ibrahima"_s, u"Ibrahim"_s);
    row("wo: Gueye is not Gaye", u"Awa Gu\u00E8ye"_s, u"Awa Gaye"_s, NoMatch, Reason::DifferentSurname, {},
        u"Gaye"_s);
    row("wo: surname first", u"Sokhna Mback\u00E9"_s, u"Mbacke, Sokhna"_s, Match, Reason::SameName);

    // Bengali (Bangladesh)
    row("bn: Md", u"Md Abdur Rahim"_s, u"Mohammed Abdur Rahim"_s, Match, Reason::SameName);
    row("bn: Md.", u"Md. Rafiqul Islam"_s, u"Muhammad Rafiqul Islam"_s, Match, Reason::SameName);
    row("bn: Mohd and Md", u"Mohd Karim Uddin"_s, u"Md Karim Uddin"_s, Match, Reason::SameName);
    row("bn: title Mst", u"Mst. Rokeya Begum"_s, u"Rokeya Begum"_s, Match, Reason::SameName);
    row("bn: title Sheikh", u"Sheikh Hasina Wazed"_s, u"Hasina Wazed"_s, Match, Reason::SameName);
    row("bn: Hossain, Hussain", u"Tanvir Hossain"_s, u"Tanvir Hussain"_s, Close, Reason::Spelling,
        u"Hossain"_s, u"Hussain"_s);
    row("bn: Chowdhury, Choudhury", u"Anisur Rahman Chowdhury"_s, u"Anisur Rahman Choudhury"_s, Close,
        Reason::Spelling, u"Chowdhury"_s, u"Choudhury"_s);
    row("bn: surname not typed", u"Nusrat Jahan"_s, u"Nusrat Jahan Chowdhury"_s, NoMatch,
        Reason::DifferentSurname, {}, u"Chowdhury"_s);
    row("bn: written in one word", u"Abdul Karim"_s, u"Abdulkarim"_s, Match, Reason::SameName);
    row("bn: initial of Mohammad", u"M. Kamal Hossain"_s, u"Mohammad Kamal Hossain"_s, Close, Reason::Initial,
        u"M"_s, u"Mohammad"_s);
    row("bn: Bengali script reordered", u"\u09B0\u09B9\u09BF\u09AE \u0989\u09A6\u09CD\u09A6\u09BF\u09A8"_s,
        u"\u0989\u09A6\u09CD\u09A6\u09BF\u09A8 \u09B0\u09B9\u09BF\u09AE"_s, Match, Reason::SameName);
    row("bn: Bengali script and Latin", u"\u09B0\u09B9\u09BF\u09AE \u0989\u09A6\u09CD\u09A6\u09BF\u09A8"_s,
        u"Rahim Uddin"_s, NoMatch, Reason::DifferentScripts);

    // Tagalog (Philippines)
    row("tl: dela, De La", u"Juan dela Cruz"_s, u"Juan De La Cruz"_s, Match, Reason::SameName);
    row("tl: Delacruz", u"Juan Delacruz"_s, u"Juan dela Cruz"_s, Match, Reason::SameName);
    row("tl: Ma.", u"Ma. Cristina Reyes"_s, u"Maria Cristina Reyes"_s, Match, Reason::SameName);
    row("tl: middle initial", u"Maria Santos Reyes"_s, u"Maria S. Reyes"_s, Close, Reason::Initial,
        u"Santos"_s, u"S"_s);
    row("tl: accent, second given name not typed", u"Jose Rizal Mercado"_s,
        u"Jos\u00E9 Protasio Rizal Mercado"_s, Close, Reason::NotTyped, {}, u"Protasio"_s);
    row("tl: Jr. not registered", u"Ferdinand Marcos Jr."_s, u"Ferdinand Marcos"_s, Close,
        Reason::NotRegistered, u"Jr"_s);
    row("tl: Jr. is not Sr.", u"Ferdinand Marcos Jr."_s, u"Ferdinand Marcos Sr."_s, NoMatch,
        Reason::DifferentName, u"Jr"_s, u"Sr"_s);
    row("tl: a nickname is another name", u"Atty. Leni Robredo"_s, u"Maria Leonor Robredo"_s, NoMatch,
        Reason::DifferentName, u"Leni"_s, u"Maria"_s);
    row("tl: surname first, middle initial", u"Corazon Aquino"_s, u"Aquino, Corazon C."_s, Close,
        Reason::NotTyped, {}, u"C"_s);
    row("tl: Sta.", u"Engr. Ramon Sta. Maria"_s, u"Ramon Santa Maria"_s, Match, Reason::SameName);
    row("tl: middle name not typed", u"Rodrigo Duterte"_s, u"Rodrigo Roa Duterte"_s, Close, Reason::NotTyped,
        {}, u"Roa"_s);

    // Urdu (Pakistan)
    row("ur: Muhammad, Mohammad", u"Muhammad Ali Jinnah"_s, u"Mohammad Ali Jinnah"_s, Match,
        Reason::SameName);
    row("ur: Ahmed, Ahmad", u"Imran Ahmed Khan"_s, u"Imran Ahmad Khan"_s, Close, Reason::Spelling, u"Ahmed"_s,
        u"Ahmad"_s);
    row("ur: Syed, Sayed", u"Syed Ali Raza"_s, u"Sayed Ali Raza"_s, Close, Reason::Spelling, u"Syed"_s,
        u"Sayed"_s);
    row("ur: Rehman Chaudhry", u"Abdul Rehman Chaudhry"_s, u"Abdul Rahman Chaudhary"_s, Close,
        Reason::Spelling, u"Rehman"_s, u"Rahman"_s);
    row("ur: Siddiqui is not Siddiqa", u"Ayesha Siddiqui"_s, u"Ayesha Siddiqa"_s, NoMatch,
        Reason::DifferentSurname, {}, u"Siddiqa"_s);
    row("ur: title Maulana", u"Maulana Tariq Jameel"_s, u"Tariq Jameel"_s, Match, Reason::SameName);
    row("ur: bin, ibn", u"Bilal bin Saeed"_s, u"Bilal ibn Saeed"_s, Match, Reason::SameName);
    row("ur: bin not registered", u"Bilal bin Saeed"_s, u"Bilal Saeed"_s, Close, Reason::NotRegistered,
        u"bin"_s);
    row("ur: Arabic script and Latin", u"\u0639\u0645\u0631\u0627\u0646 \u062E\u0627\u0646"_s,
        u"Imran Khan"_s, NoMatch, Reason::DifferentScripts);

    // Hindi (India)
    row("hi: title Shri", u"Shri Ramesh Kumar Sharma"_s, u"Ramesh Kumar Sharma"_s, Match, Reason::SameName);
    row("hi: title Smt.", u"Smt. Sunita Devi"_s, u"Sunita Devi"_s, Match, Reason::SameName);
    row("hi: Kr.", u"Rajesh Kr. Singh"_s, u"Rajesh Kumar Singh"_s, Match, Reason::SameName);
    row("hi: initials with dots", u"A. K. Sharma"_s, u"Anil Kumar Sharma"_s, Close, Reason::Initial, u"A"_s,
        u"Anil"_s);
    row("hi: initials together", u"AK Sharma"_s, u"Anil Kumar Sharma"_s, Close, Reason::Initial, u"AK"_s,
        u"Anil Kumar"_s);
    row("hi: initials registered", u"Anil Kumar Sharma"_s, u"AK SHARMA"_s, Close, Reason::Initial,
        u"Anil Kumar"_s, u"AK"_s);
    row("hi: initials with and without dots", u"A.K. Sharma"_s, u"AK Sharma"_s, Match, Reason::SameName);
    row("hi: other surname", u"Priya Sharma"_s, u"Priya Verma"_s, NoMatch, Reason::DifferentSurname, {},
        u"Verma"_s);
    row("hi: Lakshmi, Laxmi", u"Lakshmi Narayanan"_s, u"Laxmi Narayanan"_s, Close, Reason::Spelling,
        u"Lakshmi"_s, u"Laxmi"_s);
    row("hi: Shrivastava, Srivastava", u"Amit Shrivastava"_s, u"Amit Srivastava"_s, Close, Reason::Spelling,
        u"Shrivastava"_s, u"Srivastava"_s);
    row("hi: Devanagari reordered", u"\u0930\u092E\u0947\u0936 \u0915\u0941\u092E\u093E\u0930"_s,
        u"\u0915\u0941\u092E\u093E\u0930 \u0930\u092E\u0947\u0936"_s, Match, Reason::SameName);
    row("hi: Devanagari vowel signs count", u"\u0930\u092E\u0947\u0936 \u0915\u0941\u092E\u093E\u0930"_s,
        u"\u0930\u092E\u0947\u0936 \u0915\u092E\u0932"_s, NoMatch, Reason::DifferentSurname);
    row("hi: short surnames one letter apart", u"Sanjay Dutt"_s, u"Sanjay Dutta"_s, NoMatch,
        Reason::DifferentSurname, {}, u"Dutta"_s);
    row("hi: extra middle name typed", u"Rahul Dev Burman"_s, u"Rahul Burman"_s, Close, Reason::NotRegistered,
        u"Dev"_s);

    // Businesses
    row("biz: Ltd, LIMITED", u"Acme Ltd"_s, u"ACME LIMITED"_s, Match, Reason::SameName);
    row("biz: & Co., and Company", u"Kofi & Sons Co."_s, u"Kofi and Sons Company"_s, Match, Reason::SameName);
    row("biz: Pvt Ltd", u"Tata Consultancy Services Pvt Ltd"_s,
        u"Tata Consultancy Services Private Limited"_s, Match, Reason::SameName);
    row("biz: S.A.", u"Sonatel SA"_s, u"SONATEL S.A."_s, Match, Reason::SameName);
    row("biz: PLC is not Ltd", u"Safaricom PLC"_s, u"Safaricom Ltd"_s, NoMatch, Reason::DifferentName,
        u"PLC"_s, u"Ltd"_s);
    row("biz: legal form not typed", u"Dangote Cement"_s, u"Dangote Cement Plc"_s, Close, Reason::NotTyped,
        {}, u"Plc"_s);
    row("biz: a word not registered", u"Jumia Kenya Ltd"_s, u"Jumia Ltd"_s, Close, Reason::NotRegistered,
        u"Kenya"_s);

    row("biz: no titles in a company's name", u"Doctor Pharmacy Ltd"_s, u"Pharmacy Ltd"_s, Close,
        Reason::NotRegistered, u"Doctor"_s);

    // Edges
    row("empty typed", QString(), u"Jane Wanjiku"_s, NoMatch, Reason::NoName);
    row("empty registered", u"Jane Wanjiku"_s, QString(), NoMatch, Reason::NoName);
    row("both empty", QString(), QString(), NoMatch, Reason::NoName);
    row("white space only", u" \t  "_s, u"Jane"_s, NoMatch, Reason::NoName);
    row("punctuation only", u"...-'"_s, u"Jane Wanjiku"_s, NoMatch, Reason::NoName);
    row("titles only", u"Dr. Mrs."_s, u"Jane Wanjiku"_s, NoMatch, Reason::NoName);
    row("the same title only", u"Alhaji"_s, u"Alhaji"_s, NoMatch, Reason::NoName);
    row("extra white space", u"  jane   wanjiku  "_s, u"Jane Wanjiku"_s, Match, Reason::SameName);
    row("full-width letters", u"\uFF2A\uFF41\uFF4E\uFF45 \uFF37\uFF41\uFF4E\uFF4A\uFF49\uFF4B\uFF55"_s,
        u"Jane Wanjiku"_s, Match, Reason::SameName);
    row("hyphen and one word", u"Abdul-Rahman Musa"_s, u"Abdulrahman Musa"_s, Match, Reason::SameName);
    row("Cyrillic and Latin", u"\u0418\u0432\u0430\u043D \u041F\u0435\u0442\u0440\u043E\u0432"_s,
        u"Ivan Petrov"_s, NoMatch, Reason::DifferentScripts);
    row("mixed scripts in one name", u"Rahim \u0989\u09A6\u09CD\u09A6\u09BF\u09A8"_s, u"Rahim Uddin"_s,
        NoMatch, Reason::DifferentSurname);
    row("a name twice", u"Mohammed Mohammed"_s, u"Mohammed"_s, Close, Reason::NotRegistered, u"Mohammed"_s);
    row("long name reordered", longYoruba,
        u"Adekunle-Ogunleye Oluwafemi Babatunde Ayodeji Oluwadamilare Olamide "
        "Adebayo Oluwaseun"_s,
        Match, Reason::SameName);
    row("long name in capitals", longYoruba, longYoruba.toUpper(), Match, Reason::SameName);
    row("forty words", manyWords(40), manyWords(40), Match, Reason::SameName);
    row("forty words, one not typed", manyWords(40, 17), manyWords(40), Close, Reason::NotTyped, {},
        u"Namera"_s);
}

void TestNameMatch::verdicts()
{
    QFETCH(QString, typed);
    QFETCH(QString, registered);
    QFETCH(NameVerdict, verdict);
    QFETCH(Reason, reason);
    QFETCH(QString, typedWord);
    QFETCH(QString, registeredWord);

    const NameMatch m = compareNames(typed, registered);
    QCOMPARE(m.verdict, verdict);
    QCOMPARE(m.reason, reason);
    QCOMPARE(matchNames(typed, registered), verdict);
    if (!typedWord.isEmpty())
        QCOMPARE(m.typedWord, typedWord);
    if (!registeredWord.isEmpty())
        QCOMPARE(m.registeredWord, registeredWord);
}

// Which name was typed and which registered does not change the verdict.
void TestNameMatch::symmetric()
{
    QFETCH(QString, typed);
    QFETCH(QString, registered);
    QFETCH(NameVerdict, verdict);
    QCOMPARE(matchNames(registered, typed), verdict);
}

void TestNameMatch::explanation_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("registered");
    QTest::addColumn<QString>("explanation");

    QTest::newRow("same") << u"Dr. Jane Wanjiku"_s << u"WANJIKU, Jane"_s << u"The names are the same."_s;
    QTest::newRow("nothing") << u"  "_s << u"Jane"_s << u"There is no name to compare."_s;
    QTest::newRow("scripts") << u"\u0930\u092E\u0947\u0936"_s << u"Ramesh"_s
                             << u"The names are written in different alphabets: compare them yourself."_s;
    QTest::newRow("registered surname")
        << u"Jane Wanjiku"_s << u"Jane Wanjiku Kamau"_s
        << u"The registered surname \u201CKamau\u201D is not in the name typed."_s;
    QTest::newRow("typed surname only")
        << u"Jane Kamau Otieno"_s << u"Jane Kamau"_s
        << u"The surname typed, \u201COtieno\u201D, is not in the registered name."_s;
    QTest::newRow("different")
        << u"Fatima Bello"_s << u"Amina Bello"_s
        << u"\u201CFatima\u201D typed and \u201CAmina\u201D registered are different names."_s;
    QTest::newRow("spelling")
        << u"Tanvir Hossain"_s << u"Tanvir Hussain"_s
        << u"\u201CHossain\u201D typed is spelled \u201CHussain\u201D in the registered name."_s;
    QTest::newRow("initial typed")
        << u"J. Wanjiku"_s << u"Jane Wanjiku"_s
        << u"Only the initial \u201CJ\u201D is typed for \u201CJane\u201D of the registered name."_s;
    QTest::newRow("initial registered")
        << u"Jane Wanjiku"_s << u"J Wanjiku"_s
        << u"The registered name has only the initial \u201CJ\u201D for \u201CJane\u201D typed."_s;
    QTest::newRow("not typed") << u"Jane Kamau"_s << u"Jane Wanjiku Kamau"_s
                               << u"\u201CWanjiku\u201D of the registered name is not typed."_s;
    QTest::newRow("not registered") << u"Jane Wanjiku Kamau"_s << u"Jane Kamau"_s
                                    << u"\u201CWanjiku\u201D typed is not in the registered name."_s;
}

// What the person sees beside the verdict: the words as written, in a sentence.
void TestNameMatch::explanation()
{
    QFETCH(QString, typed);
    QFETCH(QString, registered);
    QFETCH(QString, explanation);
    QCOMPARE(compareNames(typed, registered).explanation(), explanation);
}

void TestNameMatch::verdictText()
{
    QCOMPARE(paydesk::payouts::verdictText(Match), u"Match"_s);
    QCOMPARE(paydesk::payouts::verdictText(Close), u"Close match"_s);
    QCOMPARE(paydesk::payouts::verdictText(NoMatch), u"No match"_s);
}

QTEST_APPLESS_MAIN(TestNameMatch)
#include "tst_namematch.moc"
