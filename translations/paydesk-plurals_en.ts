<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>Money</name>
    <message numerus="yes">
        <source>“%1” has too many decimals: %2 amounts have at most %n decimal place(s).</source>
        <translation>
            <numerusform>“%1” has too many decimals: %2 amounts have at most %n decimal place.</numerusform>
            <numerusform>“%1” has too many decimals: %2 amounts have at most %n decimal places.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paydesk::api::ApiError</name>
    <message numerus="yes">
        <source>The payment service is receiving too many requests. Try again in %n second(s).</source>
        <translation>
            <numerusform>The payment service is receiving too many requests. Try again in %n second.</numerusform>
            <numerusform>The payment service is receiving too many requests. Try again in %n seconds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The payment service is temporarily unavailable. Try again in %n second(s).</source>
        <translation>
            <numerusform>The payment service is temporarily unavailable. Try again in %n second.</numerusform>
            <numerusform>The payment service is temporarily unavailable. Try again in %n seconds.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paydesk::api::JsonReader</name>
    <message numerus="yes">
        <source>%1, and %n more problem(s)</source>
        <translation>
            <numerusform>%1, and %n more problem</numerusform>
            <numerusform>%1, and %n more problems</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1; %n more item(s) not checked</source>
        <translation>
            <numerusform>%1; %n more item not checked</numerusform>
            <numerusform>%1; %n more items not checked</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paydesk::approvals::ApprovalDesk</name>
    <message numerus="yes">
        <source>This payout waited more than %n day(s) for approval and has expired; its maker can submit it again.</source>
        <translation>
            <numerusform>This payout waited more than %n day for approval and has expired; its maker can submit it again.</numerusform>
            <numerusform>This payout waited more than %n days for approval and has expired; its maker can submit it again.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paydesk::approvals::ApprovalQueueModel</name>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n min</source>
        <translation>
            <numerusform>%n min</numerusform>
            <numerusform>%n min</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n h</source>
        <translation>
            <numerusform>%n h</numerusform>
            <numerusform>%n h</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n day</numerusform>
            <numerusform>%n days</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paydesk::approvals::ReviewWarning</name>
    <message numerus="yes">
        <source>No payout to this recipient in the last %n day(s), by Paydesk or otherwise.</source>
        <translation>
            <numerusform>No payout to this recipient in the last day, by Paydesk or otherwise.</numerusform>
            <numerusform>No payout to this recipient in the last %n days, by Paydesk or otherwise.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paydesk::approvals::SignatureVerifier</name>
    <message numerus="yes">
        <source>This payout needs %n approvals; %1 signed.</source>
        <translation>
            <numerusform>This payout needs %n approval; %1 signed.</numerusform>
            <numerusform>This payout needs %n approvals; %1 signed.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paydesk::audit::AuditText</name>
    <message numerus="yes">
        <source> (%n in a row)</source>
        <translation>
            <numerusform> (%n in a row)</numerusform>
            <numerusform> (%n in a row)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 set the approval rule for %2: a second approver above %3, waiting at most %n day(s)</source>
        <translation>
            <numerusform>%1 set the approval rule for %2: a second approver above %3, waiting at most %n day</numerusform>
            <numerusform>%1 set the approval rule for %2: a second approver above %3, waiting at most %n days</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 set the approval rule for %2: one approver, waiting at most %n day(s)</source>
        <translation>
            <numerusform>%1 set the approval rule for %2: one approver, waiting at most %n day</numerusform>
            <numerusform>%1 set the approval rule for %2: one approver, waiting at most %n days</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 expired: it waited more than %n day(s) for approval</source>
        <translation>
            <numerusform>%1 expired: it waited more than %n day for approval</numerusform>
            <numerusform>%1 expired: it waited more than %n days for approval</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paydesk::cli::PayoutCommands</name>
    <message numerus="yes">
        <source>Wrote %n payout(s) to %1.</source>
        <translation>
            <numerusform>Wrote %n payout to %1.</numerusform>
            <numerusform>Wrote %n payouts to %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paydesk::cli::SignedAuditCommands</name>
    <message numerus="yes">
        <source>%n signature(s) of %1 payout(s) hold, checked against root key %2.</source>
        <translation>
            <numerusform>%n signature of %1 payout(s) holds, checked against root key %2.</numerusform>
            <numerusform>%n signatures of %1 payout(s) hold, checked against root key %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n signature(s) of %1 payout(s) written to %2, with %3 operator key(s).</source>
        <translation>
            <numerusform>%n signature of %1 payout(s) written to %2, with %3 operator key(s).</numerusform>
            <numerusform>%n signatures of %1 payout(s) written to %2, with %3 operator key(s).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paydesk::cli::StatementCommands</name>
    <message numerus="yes">
        <source>the statement was not ready after %n second(s): it is still made; export it from the Statements page, or run again with a longer --wait</source>
        <translation>
            <numerusform>the statement was not ready after %n second: it is still being made; export it from the Statements page, or run again with a longer --wait</numerusform>
            <numerusform>the statement was not ready after %n seconds: it is still being made; export it from the Statements page, or run again with a longer --wait</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrote the %1 statement of %2 to %3 (%n line(s), %4) to %5</source>
        <translation>
            <numerusform>Wrote the %1 statement of %2 to %3 (%n line, %4) to %5</numerusform>
            <numerusform>Wrote the %1 statement of %2 to %3 (%n lines, %4) to %5</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paydesk::exporting::StatementTotals</name>
    <message numerus="yes">
        <source>Opening balance %1 + %n line(s) (%2) = closing balance %3.</source>
        <translation>
            <numerusform>Opening balance %1 + %n line (%2) = closing balance %3.</numerusform>
            <numerusform>Opening balance %1 + %n lines (%2) = closing balance %3.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paydesk::operators::ApprovalRulesModel</name>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n day</numerusform>
            <numerusform>%n days</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paydesk::outbox::OutboxStore</name>
    <message numerus="yes">
        <source>Not approved within %n day(s): it expired.</source>
        <translation>
            <numerusform>Not approved within %n day: it expired.</numerusform>
            <numerusform>Not approved within %n days: it expired.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paydesk::overview::OverviewItemsModel</name>
    <message numerus="yes">
        <source>%n more…</source>
        <translation><numerusform>%n more…</numerusform><numerusform>%n more…</numerusform></translation>
    </message>
</context>
<context>
    <name>paydesk::overview::WalletTrendModel</name>
    <message numerus="yes">
        <source>No change in %n days</source>
        <translation><numerusform>No change in %n day</numerusform><numerusform>No change in %n days</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>+%1 in %n days</source>
        <translation><numerusform>+%1 in %n day</numerusform><numerusform>+%1 in %n days</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%1 in %n days</source>
        <translation><numerusform>%1 in %n day</numerusform><numerusform>%1 in %n days</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Rising over %n days</source>
        <translation><numerusform>Rising over %n day</numerusform><numerusform>Rising over %n days</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Falling over %n days</source>
        <translation><numerusform>Falling over %n day</numerusform><numerusform>Falling over %n days</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Steady over %n days</source>
        <translation><numerusform>Steady over %n day</numerusform><numerusform>Steady over %n days</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>The available balance each day over the last %n days</source>
        <translation><numerusform>The available balance each day over the last %n day</numerusform><numerusform>The available balance each day over the last %n days</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Last %n days</source>
        <translation><numerusform>Last %n day</numerusform><numerusform>Last %n days</numerusform></translation>
    </message>
</context>
<context>
    <name>paydesk::profiles::KeyScopeChecker</name>
    <message numerus="yes">
        <source>The key works; %n scope(s) could not be checked.</source>
        <translation>
            <numerusform>The key works; %n scope could not be checked.</numerusform>
            <numerusform>The key works; %n scopes could not be checked.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The key works, but %n scope(s) could not be checked: %1</source>
        <translation>
            <numerusform>The key works, but %n scope could not be checked: %1</numerusform>
            <numerusform>The key works, but %n scopes could not be checked: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paydesk::recipients::AccountRules</name>
    <message numerus="yes">
        <source>A routing number has 9 digits; this one has %n.</source>
        <translation>
            <numerusform>A routing number has 9 digits; this one has %n.</numerusform>
            <numerusform>A routing number has 9 digits; this one has %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>An IFSC code has 11 characters, like HDFC0001234; this one has %n.</source>
        <translation>
            <numerusform>An IFSC code has 11 characters, like HDFC0001234; this one has %n.</numerusform>
            <numerusform>An IFSC code has 11 characters, like HDFC0001234; this one has %n.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paydesk::secrets::KeyStore</name>
    <message numerus="yes">
        <source>The system keychain did not answer within %n second(s), so Paydesk cannot read the saved API key. You can enter the key to use it for this session only; it will not be saved.</source>
        <translation>
            <numerusform>The system keychain did not answer within %n second, so Paydesk cannot read the saved API key. You can enter the key to use it for this session only; it will not be saved.</numerusform>
            <numerusform>The system keychain did not answer within %n seconds, so Paydesk cannot read the saved API key. You can enter the key to use it for this session only; it will not be saved.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The system keychain did not answer within %n second(s). You can use the key for this session only; it will not be saved.</source>
        <translation>
            <numerusform>The system keychain did not answer within %n second. You can use the key for this session only; it will not be saved.</numerusform>
            <numerusform>The system keychain did not answer within %n seconds. You can use the key for this session only; it will not be saved.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The system keychain did not answer within %n second(s); the saved key may not have been removed.</source>
        <translation>
            <numerusform>The system keychain did not answer within %n second; the saved key may not have been removed.</numerusform>
            <numerusform>The system keychain did not answer within %n seconds; the saved key may not have been removed.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paydesk::shell::ApprovalAlerts</name>
    <message numerus="yes">
        <source>%n payout(s) wait for your approval</source>
        <translation>
            <numerusform>%n payout waits for your approval</numerusform>
            <numerusform>%n payouts wait for your approval</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Open Approvals in Paydesk to review %n payout(s).</source>
        <translation>
            <numerusform>Open Approvals in Paydesk to review %n payout.</numerusform>
            <numerusform>Open Approvals in Paydesk to review %n payouts.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paydesk::statements::StatementLinesModel</name>
    <message numerus="yes">
        <source>Opening balance plus the %n line(s) gives the closing balance.</source>
        <translation>
            <numerusform>Opening balance plus the %n line gives the closing balance.</numerusform>
            <numerusform>Opening balance plus the %n lines gives the closing balance.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paydesk::statements::StatementPeriod</name>
    <message numerus="yes">
        <source>A statement covers at most %n day(s): choose a shorter period.</source>
        <translation>
            <numerusform>A statement covers at most %n day: choose a shorter period.</numerusform>
            <numerusform>A statement covers at most %n days: choose a shorter period.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paydesk::store::AuthResult</name>
    <message numerus="yes">
        <source>Too many wrong passphrases in a row for this operator. Try again in %n second(s).</source>
        <translation>
            <numerusform>Too many wrong passphrases in a row for this operator. Try again in %n second.</numerusform>
            <numerusform>Too many wrong passphrases in a row for this operator. Try again in %n seconds.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paydesk::store::StoreError</name>
    <message numerus="yes">
        <source>Another Paydesk window or program was using the database and kept it locked for more than %n second(s). Try again in a moment.</source>
        <translation>
            <numerusform>Another Paydesk window or program was using the database and kept it locked for more than %n second. Try again in a moment.</numerusform>
            <numerusform>Another Paydesk window or program was using the database and kept it locked for more than %n seconds. Try again in a moment.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Another Paydesk was using the team database and kept it locked for more than %n second(s). Try again in a moment.</source>
        <translation>
            <numerusform>Another Paydesk was using the team database and kept it locked for more than %n second. Try again in a moment.</numerusform>
            <numerusform>Another Paydesk was using the team database and kept it locked for more than %n seconds. Try again in a moment.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paydesk::store::TeamImport</name>
    <message numerus="yes">
        <source>Operators added: %n (each can sign in once an administrator sets their password: their login is NOLOGIN until then).</source>
        <translation>
            <numerusform>Operator added: %n (they can sign in once an administrator sets their password: their login is NOLOGIN until then).</numerusform>
            <numerusform>Operators added: %n (each can sign in once an administrator sets their password: their login is NOLOGIN until then).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Payouts not yet sent, moved: %n.</source>
        <translation>
            <numerusform>Payout not yet sent, moved: %n.</numerusform>
            <numerusform>Payouts not yet sent, moved: %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Payouts already sent, not moved (their history stays at the service): %n.</source>
        <translation>
            <numerusform>Payout already sent, not moved (its history stays at the service): %n.</numerusform>
            <numerusform>Payouts already sent, not moved (their history stays at the service): %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Saved senders: %n.</source>
        <translation>
            <numerusform>Saved sender: %n.</numerusform>
            <numerusform>Saved senders: %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Approval rules: %n.</source>
        <translation>
            <numerusform>Approval rule: %n.</numerusform>
            <numerusform>Approval rules: %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Profiles: %n (API keys stay in each workstation's keychain).</source>
        <translation>
            <numerusform>Profile: %n (API keys stay in each workstation's keychain).</numerusform>
            <numerusform>Profiles: %n (API keys stay in each workstation's keychain).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Audit entries: %n, chain verified, last entry %1 with hash %2; closed by the team's audit entry %3.</source>
        <translation>
            <numerusform>Audit entry: %n, chain verified, last entry %1 with hash %2; closed by the team's audit entry %3.</numerusform>
            <numerusform>Audit entries: %n, chain verified, last entry %1 with hash %2; closed by the team's audit entry %3.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paydesk::ui::ApprovalsPage</name>
    <message numerus="yes">
        <source>%n payout(s) wait for approval.</source>
        <translation>
            <numerusform>%n payout waits for approval.</numerusform>
            <numerusform>%n payouts wait for approval.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>none yet, %n needed</source>
        <translation>
            <numerusform>none yet, %n needed</numerusform>
            <numerusform>none yet, %n needed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n payout(s) held and not sent: their approvals could not be verified. Each stays held until its maker returns it to a draft, to be approved again; look into why first.</source>
        <translation>
            <numerusform>%n payout held and not sent: its approvals could not be verified. It stays held until its maker returns it to a draft, to be approved again; look into why first.</numerusform>
            <numerusform>%n payouts held and not sent: their approvals could not be verified. Each stays held until its maker returns it to a draft, to be approved again; look into why first.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paydesk::ui::AuditPage</name>
    <message numerus="yes">
        <source>Exported %n entry(ies) to %1.</source>
        <translation>
            <numerusform>Exported %n entry to %1.</numerusform>
            <numerusform>Exported %n entries to %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The newest %n entry(ies) shown; more come as you scroll.</source>
        <translation>
            <numerusform>The newest entry shown; more come as you scroll.</numerusform>
            <numerusform>The newest %n entries shown; more come as you scroll.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %n entry(ies) shown.</source>
        <translation>
            <numerusform>The one entry shown.</numerusform>
            <numerusform>All %n entries shown.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n entry(ies) written…</source>
        <translation>
            <numerusform>%n entry written…</numerusform>
            <numerusform>%n entries written…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n entry(ies) checked…</source>
        <translation>
            <numerusform>%n entry checked…</numerusform>
            <numerusform>%n entries checked…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Searching… %n matching entry(ies) so far.</source>
        <translation>
            <numerusform>Searching… %n matching entry so far.</numerusform>
            <numerusform>Searching… %n matching entries so far.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n matching entry(ies).</source>
        <translation>
            <numerusform>%n matching entry.</numerusform>
            <numerusform>%n matching entries.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The newest %n matching entry(ies) shown; more come as you scroll.</source>
        <translation>
            <numerusform>The newest matching entry shown; more come as you scroll.</numerusform>
            <numerusform>The newest %n matching entries shown; more come as you scroll.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paydesk::ui::HistoryPage</name>
    <message numerus="yes">
        <source>%n shown by the filters.</source>
        <translation>
            <numerusform>%n shown by the filters.</numerusform>
            <numerusform>%n shown by the filters.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n payout(s) loaded…</source>
        <translation>
            <numerusform>%n payout loaded…</numerusform>
            <numerusform>%n payouts loaded…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n payout(s) loaded; more as you scroll.</source>
        <translation>
            <numerusform>%1: %n payout loaded; more as you scroll.</numerusform>
            <numerusform>%1: %n payouts loaded; more as you scroll.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: all %n payout(s).</source>
        <translation>
            <numerusform>%1: the one payout.</numerusform>
            <numerusform>%1: all %n payouts.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paydesk::ui::NewPayoutPage</name>
    <message numerus="yes">
        <source>%n field(s) to fill in or correct before saving.</source>
        <translation>
            <numerusform>%n field to fill in or correct before saving.</numerusform>
            <numerusform>%n fields to fill in or correct before saving.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paydesk::ui::OperatorFields</name>
    <message numerus="yes">
        <source>At least %1 characters: %n so far.</source>
        <translation>
            <numerusform>At least %1 characters: %n so far.</numerusform>
            <numerusform>At least %1 characters: %n so far.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paydesk::ui::OperatorsPage</name>
    <message numerus="yes">
        <source>A currency without a rule needs one approver, and its drafts expire after %n day(s).</source>
        <translation>
            <numerusform>A currency without a rule needs one approver, and its drafts expire after %n day.</numerusform>
            <numerusform>A currency without a rule needs one approver, and its drafts expire after %n days.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove the rule of %1? Payouts in %1 will then need one approver, and drafts will expire after %n day(s).</source>
        <translation>
            <numerusform>Remove the rule of %1? Payouts in %1 will then need one approver, and drafts will expire after %n day.</numerusform>
            <numerusform>Remove the rule of %1? Payouts in %1 will then need one approver, and drafts will expire after %n days.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paydesk::ui::OverviewPage</name>
    <message numerus="yes">
        <source>Under the alert level: %1. Fund it before its payouts fail.</source>
        <translation><numerusform>Under the alert level: %1. Fund it before its payouts fail.</numerusform><numerusform>Under the alert level: %1. Fund them before their payouts fail.</numerusform></translation>
    </message>
</context>
<context>
    <name>paydesk::ui::RecipientsPage</name>
    <message numerus="yes">
        <source>%n recipient(s) loaded</source>
        <translation>
            <numerusform>%n recipient loaded</numerusform>
            <numerusform>%n recipients loaded</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n recipient(s) loaded; more load as you scroll.</source>
        <translation>
            <numerusform>%n recipient loaded; more load as you scroll.</numerusform>
            <numerusform>%n recipients loaded; more load as you scroll.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %n recipient(s).</source>
        <translation>
            <numerusform>%n recipient in all.</numerusform>
            <numerusform>All %n recipients.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paydesk::ui::StatementsPage</name>
    <message numerus="yes">
        <source>Checking the balances over every line… %n line(s) read</source>
        <translation>
            <numerusform>Checking the balances over every line… %n line read</numerusform>
            <numerusform>Checking the balances over every line… %n lines read</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>✔ Opening balance plus the %n line(s) gives the closing balance.</source>
        <translation>
            <numerusform>✔ Opening balance plus the %n line gives the closing balance.</numerusform>
            <numerusform>✔ Opening balance plus the %n lines gives the closing balance.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) exported…</source>
        <translation>
            <numerusform>%n line exported…</numerusform>
            <numerusform>%n lines exported…</numerusform>
        </translation>
    </message>
</context>
</TS>