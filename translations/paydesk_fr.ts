<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>Money</name>
    <message>
        <location filename="../app/domain/Money.cpp" line="94" />
        <source>The amount is empty.</source>
        <translation>Le montant est vide.</translation>
    </message>
    <message>
        <location filename="../app/domain/Money.cpp" line="96" />
        <source>“%1” is not an amount.</source>
        <translation>« %1 » n'est pas un montant.</translation>
    </message>
    <message>
        <location filename="../app/domain/Money.cpp" line="100" />
        <source>“%1” has decimals, but %2 amounts are whole numbers.</source>
        <translation>« %1 » comporte des décimales, mais les montants en %2 sont des nombres entiers.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/domain/Money.cpp" line="104" />
        <source>“%1” has too many decimals: %2 amounts have at most %n decimal place(s).</source>
        <translation>
            <numerusform>« %1 » comporte trop de décimales : les montants en %2 ont au plus %n décimale.</numerusform>
            <numerusform>« %1 » comporte trop de décimales : les montants en %2 ont au plus %n décimales.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/domain/Money.cpp" line="110" />
        <source>“%1” is too large for an amount.</source>
        <translation>« %1 » est trop grand pour un montant.</translation>
    </message>
    <message>
        <location filename="../app/domain/Money.cpp" line="113" />
        <source>“%1” is not a currency that Paydesk knows.</source>
        <translation>« %1 » n'est pas une devise connue de Paydesk.</translation>
    </message>
    <message>
        <location filename="../app/domain/Money.cpp" line="116" />
        <source>“%1” has a digit group separator in the wrong place (the decimal separator is “%2”).</source>
        <translation>« %1 » comporte un séparateur de milliers mal placé (le séparateur décimal est « %2 »).</translation>
    </message>
</context>
<context>
    <name>NameMatch</name>
    <message>
        <location filename="../app/payouts/NameMatch.cpp" line="351" />
        <source>The names are the same.</source>
        <translation>Les noms sont identiques.</translation>
    </message>
    <message>
        <location filename="../app/payouts/NameMatch.cpp" line="353" />
        <source>There is no name to compare.</source>
        <translation>Il n'y a pas de nom à comparer.</translation>
    </message>
    <message>
        <location filename="../app/payouts/NameMatch.cpp" line="355" />
        <source>The names are written in different alphabets: compare them yourself.</source>
        <translation>Les noms sont écrits dans des alphabets différents : comparez-les vous-même.</translation>
    </message>
    <message>
        <location filename="../app/payouts/NameMatch.cpp" line="359" />
        <source>The registered surname “%1” is not in the name typed.</source>
        <translation>Le nom de famille enregistré « %1 » ne figure pas dans le nom saisi.</translation>
    </message>
    <message>
        <location filename="../app/payouts/NameMatch.cpp" line="362" />
        <source>The surname typed, “%1”, is not in the registered name.</source>
        <translation>Le nom de famille saisi, « %1 », ne figure pas dans le nom enregistré.</translation>
    </message>
    <message>
        <location filename="../app/payouts/NameMatch.cpp" line="366" />
        <source>“%1” typed and “%2” registered are different names.</source>
        <translation>« %1 » (saisi) et « %2 » (enregistré) sont des noms différents.</translation>
    </message>
    <message>
        <location filename="../app/payouts/NameMatch.cpp" line="370" />
        <source>“%1” typed is spelled “%2” in the registered name.</source>
        <translation>« %1 » (saisi) s'écrit « %2 » dans le nom enregistré.</translation>
    </message>
    <message>
        <location filename="../app/payouts/NameMatch.cpp" line="375" />
        <source>Only the initial “%1” is typed for “%2” of the registered name.</source>
        <translation>Seule l'initiale « %1 » est saisie pour « %2 » du nom enregistré.</translation>
    </message>
    <message>
        <location filename="../app/payouts/NameMatch.cpp" line="379" />
        <source>The registered name has only the initial “%2” for “%1” typed.</source>
        <translation>Le nom enregistré n'a que l'initiale « %2 » pour « %1 » (saisi).</translation>
    </message>
    <message>
        <location filename="../app/payouts/NameMatch.cpp" line="384" />
        <source>“%1” of the registered name is not typed.</source>
        <translation>« %1 » du nom enregistré n'est pas saisi.</translation>
    </message>
    <message>
        <location filename="../app/payouts/NameMatch.cpp" line="387" />
        <source>“%1” typed is not in the registered name.</source>
        <translation>« %1 » (saisi) ne figure pas dans le nom enregistré.</translation>
    </message>
    <message>
        <location filename="../app/payouts/NameMatch.cpp" line="397" />
        <source>Match</source>
        <translation>Correspondance</translation>
    </message>
    <message>
        <location filename="../app/payouts/NameMatch.cpp" line="399" />
        <source>Close match</source>
        <translation>Correspondance partielle</translation>
    </message>
    <message>
        <location filename="../app/payouts/NameMatch.cpp" line="401" />
        <source>No match</source>
        <translation>Aucune correspondance</translation>
    </message>
</context>
<context>
    <name>WalletNames</name>
    <message>
        <location filename="../app/wallets/WalletNames.cpp" line="14" />
        <location filename="../app/wallets/WalletNames.cpp" line="37" />
        <source>%1 · %2</source>
        <extracomment>A named wallet: its name, then its currency ("Payroll · KES")</extracomment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location filename="../app/wallets/WalletNames.cpp" line="27" />
        <location filename="../app/wallets/WalletNames.cpp" line="38" />
        <source>%1 wallet (%2)</source>
        <extracomment>An unnamed wallet beside another unnamed one of the same currency ("KES wallet (…1a2b)")</extracomment>
        <translation>Portefeuille %1 (%2)</translation>
    </message>
    <message>
        <location filename="../app/wallets/WalletNames.cpp" line="29" />
        <source>%1 wallet</source>
        <extracomment>An unnamed wallet, the only one of its currency without a name ("KES wallet")</extracomment>
        <translation>Portefeuille %1</translation>
    </message>
    <message>
        <location filename="../app/wallets/WalletNames.cpp" line="43" />
        <source>Wallet id: %1</source>
        <translation>Identifiant du portefeuille : %1</translation>
    </message>
</context>
<context>
    <name>paydesk::api::ApiCall</name>
    <message>
        <location filename="../app/api/ApiCall.cpp" line="141" />
        <source>no complete answer within the attempt deadline of %1 ms</source>
        <translation>pas de réponse complète dans le délai de %1 ms accordé à chaque tentative</translation>
    </message>
</context>
<context>
    <name>paydesk::api::ApiClient</name>
    <message>
        <location filename="../app/api/ApiClient.cpp" line="148" />
        <source>The service address “%1” is not a valid address.</source>
        <translation>L'adresse du service « %1 » n'est pas une adresse valide.</translation>
    </message>
    <message>
        <location filename="../app/api/ApiClient.cpp" line="153" />
        <source>The service address must start with https://.</source>
        <translation>L'adresse du service doit commencer par https://.</translation>
    </message>
    <message>
        <location filename="../app/api/ApiClient.cpp" line="159" />
        <source>Paydesk does not send the API key over an unencrypted connection to %1. Use an https:// address.</source>
        <translation>Paydesk n'envoie pas la clé d'API à %1 par une connexion non chiffrée. Utilisez une adresse https://.</translation>
    </message>
    <message>
        <location filename="../app/api/ApiClient.cpp" line="172" />
        <source>No API key is set.</source>
        <translation>Aucune clé d'API n'est définie.</translation>
    </message>
    <message>
        <location filename="../app/api/ApiClient.cpp" line="254" />
        <location filename="../app/api/ApiClient.cpp" line="268" />
        <source>A payout needs an idempotency key.</source>
        <translation>Un décaissement nécessite une clé d'idempotence.</translation>
    </message>
    <message>
        <location filename="../app/api/ApiClient.cpp" line="285" />
        <source>A payin needs an idempotency key.</source>
        <translation>Un encaissement nécessite une clé d'idempotence.</translation>
    </message>
</context>
<context>
    <name>paydesk::api::ApiError</name>
    <message>
        <location filename="../app/api/ApiError.cpp" line="95" />
        <source>The payment service could not be reached. Check the network connection and try again.</source>
        <translation>Le service de paiement est injoignable. Vérifiez la connexion réseau, puis réessayez.</translation>
    </message>
    <message>
        <location filename="../app/api/ApiError.cpp" line="97" />
        <source>The payment service did not answer in time. Try again in a moment.</source>
        <translation>Le service de paiement n'a pas répondu à temps. Réessayez dans un instant.</translation>
    </message>
    <message>
        <location filename="../app/api/ApiError.cpp" line="99" />
        <source>A secure connection to the payment service could not be established (%1). The service's certificate may be invalid, or something on the network intercepts the connection.</source>
        <translation>Impossible d'établir une connexion sécurisée avec le service de paiement (%1). Le certificat du service est peut-être invalide, ou un élément du réseau intercepte la connexion.</translation>
    </message>
    <message>
        <location filename="../app/api/ApiError.cpp" line="126" />
        <source>The payment service refused the request as malformed: %1</source>
        <translation>Le service de paiement a refusé la demande, jugée mal formée : %1</translation>
    </message>
    <message>
        <location filename="../app/api/ApiError.cpp" line="104" />
        <source>The payment service sent an answer that Paydesk does not understand (%1).</source>
        <translation>Le service de paiement a envoyé une réponse que Paydesk ne comprend pas (%1).</translation>
    </message>
    <message>
        <location filename="../app/api/ApiError.cpp" line="112" />
        <source>%1 (The service's code: %2.)</source>
        <translation>%1 (Code du service : %2.)</translation>
    </message>
    <message>
        <location filename="../app/api/ApiError.cpp" line="128" />
        <source>The API key was refused.</source>
        <translation>La clé d'API a été refusée.</translation>
    </message>
    <message>
        <location filename="../app/api/ApiError.cpp" line="130" />
        <source>The wallet does not hold enough available funds for this payout.</source>
        <translation>Le portefeuille ne dispose pas de fonds disponibles suffisants pour ce décaissement.</translation>
    </message>
    <message>
        <location filename="../app/api/ApiError.cpp" line="134" />
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../app/api/ApiError.cpp" line="136" />
        <source>The API key does not have the permission this needs. Use a key with more permissions, created in the service's web portal.</source>
        <translation>La clé d'API n'a pas l'autorisation nécessaire. Utilisez une clé disposant de plus d'autorisations, créée dans le portail web du service.</translation>
    </message>
    <message>
        <location filename="../app/api/ApiError.cpp" line="138" />
        <source>The API key does not have the permission this needs: %1. Use a key with this permission, created in the service's web portal.</source>
        <translation>La clé d'API n'a pas l'autorisation nécessaire : %1. Utilisez une clé disposant de cette autorisation, créée dans le portail web du service.</translation>
    </message>
    <message>
        <location filename="../app/api/ApiError.cpp" line="144" />
        <source>No account holder could be found for this account number.</source>
        <translation>Aucun titulaire n'a été trouvé pour ce numéro de compte.</translation>
    </message>
    <message>
        <location filename="../app/api/ApiError.cpp" line="148" />
        <source>The payment service has no such record.</source>
        <translation>Le service de paiement ne connaît pas cet enregistrement.</translation>
    </message>
    <message>
        <location filename="../app/api/ApiError.cpp" line="149" />
        <source>The payment service has no such record: %1</source>
        <translation>Le service de paiement ne connaît pas cet enregistrement : %1</translation>
    </message>
    <message>
        <location filename="../app/api/ApiError.cpp" line="154" />
        <source>The payment service had already accepted this request: it was sent before with the same request key, and is not sent again.</source>
        <translation>Le service de paiement avait déjà accepté cette demande : elle a été envoyée auparavant avec la même clé de demande, et n'est pas envoyée une seconde fois.</translation>
    </message>
    <message>
        <location filename="../app/api/ApiError.cpp" line="157" />
        <source>This request was already sent and is still being processed, or its request key was used for different details. Check the history before sending it again.</source>
        <translation>Cette demande a déjà été envoyée et est toujours en cours de traitement, ou sa clé de demande a été utilisée pour d'autres informations. Consultez l'historique avant de la renvoyer.</translation>
    </message>
    <message>
        <location filename="../app/api/ApiError.cpp" line="160" />
        <source>The statement is not ready yet. Wait until it is generated.</source>
        <translation>Le relevé n'est pas encore prêt. Attendez qu'il soit généré.</translation>
    </message>
    <message>
        <location filename="../app/api/ApiError.cpp" line="164" />
        <source>The payment service rejected the request: %1</source>
        <translation>Le service de paiement a rejeté la demande : %1</translation>
    </message>
    <message>
        <location filename="../app/api/ApiError.cpp" line="167" />
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location filename="../app/api/ApiError.cpp" line="168" />
        <source>The payment service rejected the request. Correct these fields: %1.</source>
        <translation>Le service de paiement a rejeté la demande. Corrigez les champs suivants : %1.</translation>
    </message>
    <message>
        <location filename="../app/api/ApiError.cpp" line="173" />
        <source>The payment service is receiving too many requests and asks to wait longer than Paydesk waits. Try again later.</source>
        <translation>Le service de paiement reçoit trop de demandes et demande d’attendre plus longtemps que Paydesk n’attend. Réessayez plus tard.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/api/ApiError.cpp" line="176" />
        <source>The payment service is receiving too many requests. Try again in %n second(s).</source>
        <translation>
            <numerusform>Le service de paiement reçoit trop de demandes. Réessayez dans %n seconde.</numerusform>
            <numerusform>Le service de paiement reçoit trop de demandes. Réessayez dans %n secondes.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/api/ApiError.cpp" line="178" />
        <source>The payment service is receiving too many requests. Try again in a moment.</source>
        <translation>Le service de paiement reçoit trop de demandes. Réessayez dans un instant.</translation>
    </message>
    <message>
        <location filename="../app/api/ApiError.cpp" line="180" />
        <source>The payment service had an internal error. Try again in a few minutes.</source>
        <translation>Le service de paiement a rencontré une erreur interne. Réessayez dans quelques minutes.</translation>
    </message>
    <message>
        <location filename="../app/api/ApiError.cpp" line="183" />
        <source>The payment service is unreachable behind its gateway (HTTP %1). Try again in a few minutes.</source>
        <translation>Le service de paiement est injoignable derrière sa passerelle (HTTP %1). Réessayez dans quelques minutes.</translation>
    </message>
    <message>
        <location filename="../app/api/ApiError.cpp" line="188" />
        <source>The recipient's bank, operator or network is temporarily unavailable. Try again later.</source>
        <translation>La banque, l'opérateur ou le réseau du bénéficiaire est temporairement indisponible. Réessayez plus tard.</translation>
    </message>
    <message>
        <location filename="../app/api/ApiError.cpp" line="191" />
        <source>The payment service is temporarily unavailable and asks to wait longer than Paydesk waits. Try again later.</source>
        <translation>Le service de paiement est momentanément indisponible et demande d’attendre plus longtemps que Paydesk n’attend. Réessayez plus tard.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/api/ApiError.cpp" line="194" />
        <source>The payment service is temporarily unavailable. Try again in %n second(s).</source>
        <translation>
            <numerusform>Le service de paiement est temporairement indisponible. Réessayez dans %n seconde.</numerusform>
            <numerusform>Le service de paiement est temporairement indisponible. Réessayez dans %n secondes.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/api/ApiError.cpp" line="196" />
        <source>The payment service is temporarily unavailable. Try again in a few minutes.</source>
        <translation>Le service de paiement est temporairement indisponible. Réessayez dans quelques minutes.</translation>
    </message>
    <message>
        <location filename="../app/api/ApiError.cpp" line="202" />
        <source>The payment service answered with an error (HTTP %1, %2): %3</source>
        <translation>Le service de paiement a répondu par une erreur (HTTP %1, %2) : %3</translation>
    </message>
    <message>
        <location filename="../app/api/ApiError.cpp" line="204" />
        <source>The payment service answered with an error (HTTP %1): %2</source>
        <translation>Le service de paiement a répondu par une erreur (HTTP %1) : %2</translation>
    </message>
</context>
<context>
    <name>paydesk::api::JsonReader</name>
    <message>
        <location filename="../app/api/JsonReader.cpp" line="54" />
        <source>field %1 %2</source>
        <translation>le champ %1 %2</translation>
    </message>
    <message>
        <location filename="../app/api/JsonReader.cpp" line="64" />
        <source>missing field %1</source>
        <translation>champ %1 manquant</translation>
    </message>
    <message>
        <location filename="../app/api/JsonReader.cpp" line="65" />
        <source>is missing</source>
        <translation>est manquant</translation>
    </message>
    <message>
        <location filename="../app/api/JsonReader.cpp" line="72" />
        <source>must be %1</source>
        <translation>doit être %1</translation>
    </message>
    <message>
        <location filename="../app/api/JsonReader.cpp" line="89" />
        <source>a string</source>
        <translation>une chaîne</translation>
    </message>
    <message>
        <location filename="../app/api/JsonReader.cpp" line="99" />
        <location filename="../app/api/JsonReader.cpp" line="107" />
        <source>an array of strings</source>
        <translation>un tableau de chaînes</translation>
    </message>
    <message>
        <location filename="../app/api/JsonReader.cpp" line="121" />
        <source>an object</source>
        <translation>un objet</translation>
    </message>
    <message>
        <location filename="../app/api/JsonReader.cpp" line="131" />
        <source>an array</source>
        <translation>un tableau</translation>
    </message>
    <message>
        <location filename="../app/api/JsonReader.cpp" line="144" />
        <source>an RFC 3339 time</source>
        <translation>un horodatage RFC 3339</translation>
    </message>
    <message>
        <location filename="../app/api/JsonReader.cpp" line="156" />
        <source>an amount object</source>
        <translation>un objet montant</translation>
    </message>
    <message>
        <location filename="../app/api/JsonReader.cpp" line="166" />
        <location filename="../app/api/JsonReader.cpp" line="199" />
        <source>a decimal string</source>
        <translation>une chaîne décimale</translation>
    </message>
    <message>
        <location filename="../app/api/JsonReader.cpp" line="178" />
        <source>a currency code</source>
        <translation>un code de devise</translation>
    </message>
    <message>
        <location filename="../app/api/JsonReader.cpp" line="183" />
        <source>is empty</source>
        <translation>est vide</translation>
    </message>
    <message>
        <location filename="../app/api/JsonReader.cpp" line="187" />
        <source>is not a currency Paydesk knows: %1</source>
        <translation>n'est pas une devise que Paydesk connaît : %1</translation>
    </message>
    <message>
        <location filename="../app/api/JsonReader.cpp" line="204" />
        <source>is not an amount in %1: %2</source>
        <translation>n'est pas un montant en %1 : %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/api/JsonReader.cpp" line="217" />
        <source>%1, and %n more problem(s)</source>
        <translation>
            <numerusform>%1, et %n autre problème</numerusform>
            <numerusform>%1, et %n autres problèmes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/api/JsonReader.cpp" line="219" />
        <source>%1; %n more item(s) not checked</source>
        <translation>
            <numerusform>%1 ; %n autre élément non vérifié</numerusform>
            <numerusform>%1 ; %n autres éléments non vérifiés</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/api/ResourceCodecs.h" line="46" />
        <source>must be an object</source>
        <translation>doit être un objet</translation>
    </message>
</context>
<context>
    <name>paydesk::api::PageWalker</name>
    <message>
        <location filename="../app/api/PageWalker.cpp" line="32" />
        <source>the service repeated the page cursor %1</source>
        <translation>le service a renvoyé deux fois le curseur de page %1</translation>
    </message>
</context>
<context>
    <name>paydesk::api::ReplyParser</name>
    <message>
        <location filename="../app/api/ReplyParser.cpp" line="18" />
        <source>the answer is larger than %1 MiB</source>
        <translation>la réponse dépasse %1 Mio</translation>
    </message>
    <message>
        <location filename="../app/api/ReplyParser.cpp" line="35" />
        <source>%1 (Retry-After %2 s: longer than Paydesk waits)</source>
        <translation>%1 (Retry-After %2 s : plus long que Paydesk n’attend)</translation>
    </message>
    <message>
        <location filename="../app/api/ReplyParser.cpp" line="67" />
        <source>the answer is not valid JSON: %1 at offset %2</source>
        <translation>la réponse n'est pas du JSON valide : %1 à la position %2</translation>
    </message>
    <message>
        <location filename="../app/api/ReplyParser.cpp" line="69" />
        <source>the answer is not a JSON object</source>
        <translation>la réponse n'est pas un objet JSON</translation>
    </message>
    <message>
        <location filename="../app/api/ReplyParser.cpp" line="91" />
        <source>no answer within the transfer timeout</source>
        <translation>aucune réponse dans le délai de transfert</translation>
    </message>
    <message>
        <location filename="../app/api/ReplyParser.cpp" line="129" />
        <source>HTTP %1</source>
        <translation>HTTP %1</translation>
    </message>
    <message>
        <location filename="../app/api/ReplyParser.cpp" line="136" />
        <source>a web page instead of the service's answer: %1</source>
        <translation>une page web au lieu de la réponse du service : %1</translation>
    </message>
</context>
<context>
    <name>paydesk::approvals::ApprovalDesk</name>
    <message>
        <location filename="../app/approvals/ApprovalDesk.cpp" line="78" />
        <source>This payout is no longer in the outbox.</source>
        <translation>Ce paiement n'est plus dans la file d'envoi.</translation>
    </message>
    <message>
        <location filename="../app/approvals/ApprovalDesk.cpp" line="81" />
        <source>This payout was changed meanwhile (another window or workstation): look at it again.</source>
        <translation>Ce paiement a été modifié entre-temps (une autre fenêtre ou un autre poste) : examinez-le de nouveau.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/approvals/ApprovalDesk.cpp" line="125" />
        <source>This payout waited more than %n day(s) for approval and has expired; its maker can submit it again.</source>
        <translation>
            <numerusform>Ce paiement a attendu son approbation plus de %n jour et a expiré ; son auteur peut le soumettre de nouveau.</numerusform>
            <numerusform>Ce paiement a attendu son approbation plus de %n jours et a expiré ; son auteur peut le soumettre de nouveau.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/approvals/ApprovalDesk.cpp" line="161" />
        <source>Say why the payout is rejected: its maker reads it.</source>
        <translation>Indiquez pourquoi le paiement est rejeté : son auteur le lira.</translation>
    </message>
    <message>
        <location filename="../app/approvals/ApprovalDesk.cpp" line="197" />
        <source>Your signing key could not be unlocked: the decision was not recorded.</source>
        <translation>Votre clé de signature n'a pas pu être déverrouillée : la décision n'a pas été enregistrée.</translation>
    </message>
    <message>
        <location filename="../app/approvals/ApprovalDesk.cpp" line="219" />
        <source>Your signing key (%1) is not vouched for by an administrator yet, so your decision would not count. Ask an administrator to vouch for it on the Operators page.</source>
        <translation>Votre clé de signature (%1) n'est pas encore garantie par un administrateur : votre décision ne compterait donc pas. Demandez à un administrateur de s'en porter garant sur la page Opérateurs.</translation>
    </message>
    <message>
        <location filename="../app/approvals/ApprovalDesk.cpp" line="231" />
        <source>This payout's profile is no longer on this computer.</source>
        <translation>Le profil de ce paiement n'est plus sur cet ordinateur.</translation>
    </message>
    <message>
        <location filename="../app/approvals/ApprovalDesk.cpp" line="235" />
        <source>This payout cannot be signed: %1.</source>
        <translation>Ce paiement ne peut pas être signé : %1.</translation>
    </message>
    <message>
        <location filename="../app/approvals/ApprovalDesk.cpp" line="245" />
        <source>Your signing key could not sign: the decision was not recorded.</source>
        <translation>Votre clé de signature n'a pas pu signer : la décision n'a pas été enregistrée.</translation>
    </message>
    <message>
        <location filename="../app/approvals/ApprovalDesk.cpp" line="266" />
        <source>Only the operator who drafted a payout corrects it.</source>
        <translation>Seul l'opérateur qui a préparé un paiement le corrige.</translation>
    </message>
    <message>
        <location filename="../app/approvals/TeamApprovals.cpp" line="63" />
        <source>The payout was not approved.</source>
        <translation>Le paiement n'a pas été approuvé.</translation>
    </message>
</context>
<context>
    <name>paydesk::approvals::ApprovalQueueModel</name>
    <message>
        <location filename="../app/approvals/ApprovalQueueModel.cpp" line="33" />
        <source>Waiting</source>
        <translation>Attente</translation>
    </message>
    <message>
        <location filename="../app/approvals/ApprovalQueueModel.cpp" line="35" />
        <source>Maker</source>
        <translation>Auteur</translation>
    </message>
    <message>
        <location filename="../app/approvals/ApprovalQueueModel.cpp" line="37" />
        <source>Amount</source>
        <translation>Montant</translation>
    </message>
    <message>
        <location filename="../app/approvals/ApprovalQueueModel.cpp" line="39" />
        <source>Approvals</source>
        <translation>Approbations</translation>
    </message>
    <message>
        <location filename="../app/approvals/ApprovalQueueModel.cpp" line="41" />
        <source>Warnings</source>
        <translation>Alertes</translation>
    </message>
    <message>
        <location filename="../app/approvals/ApprovalQueueModel.cpp" line="43" />
        <source>Recipient</source>
        <translation>Bénéficiaire</translation>
    </message>
    <message>
        <location filename="../app/approvals/ApprovalQueueModel.cpp" line="77" />
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <location filename="../app/approvals/ApprovalQueueModel.cpp" line="82" />
        <source>None</source>
        <translation>Aucune</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/approvals/ApprovalQueueModel.cpp" line="82" />
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n alerte</numerusform>
            <numerusform>%n alertes</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/approvals/ApprovalQueueModel.cpp" line="239" />
        <source>just now</source>
        <translation>à l'instant</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/approvals/ApprovalQueueModel.cpp" line="241" />
        <source>%n min</source>
        <translation>
            <numerusform>%n min</numerusform>
            <numerusform>%n min</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/approvals/ApprovalQueueModel.cpp" line="243" />
        <source>%n h</source>
        <translation>
            <numerusform>%n h</numerusform>
            <numerusform>%n h</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/approvals/ApprovalQueueModel.cpp" line="244" />
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n jour</numerusform>
            <numerusform>%n jours</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paydesk::approvals::ApprovalStatement</name>
    <message>
        <location filename="../app/approvals/ApprovalStatement.cpp" line="78" />
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <location filename="../app/approvals/ApprovalStatement.cpp" line="171" />
        <source>The approval statement is not a JSON object.</source>
        <translation>La déclaration d'approbation n'est pas un objet JSON.</translation>
    </message>
    <message>
        <location filename="../app/approvals/ApprovalStatement.cpp" line="174" />
        <source>The approval statement is of an unknown format (%1); this Paydesk reads %2.</source>
        <translation>La déclaration d'approbation est d'un format inconnu (%1) ; ce Paydesk lit %2.</translation>
    </message>
    <message>
        <location filename="../app/approvals/ApprovalStatement.cpp" line="184" />
        <source>The approval statement's decision “%1” is neither approve nor reject.</source>
        <translation>La décision “%1” de la déclaration d'approbation n'est ni approve ni reject.</translation>
    </message>
    <message>
        <location filename="../app/approvals/ApprovalStatement.cpp" line="194" />
        <source>The approval statement has a member it should not have: %1.</source>
        <translation>La déclaration d'approbation a un membre qu'elle ne devrait pas avoir : %1.</translation>
    </message>
    <message>
        <location filename="../app/approvals/ApprovalStatement.cpp" line="197" />
        <source>The approval statement lacks its member %1.</source>
        <translation>Il manque à la déclaration d'approbation son membre %1.</translation>
    </message>
    <message>
        <location filename="../app/approvals/ApprovalStatement.cpp" line="201" />
        <location filename="../app/approvals/ApprovalStatement.cpp" line="206" />
        <location filename="../app/approvals/ApprovalStatement.cpp" line="215" />
        <location filename="../app/approvals/ApprovalStatement.cpp" line="226" />
        <source>The approval statement's member %1 is not text.</source>
        <translation>Le membre %1 de la déclaration d'approbation n'est pas du texte.</translation>
    </message>
    <message>
        <location filename="../app/approvals/ApprovalStatement.cpp" line="211" />
        <source>The approval statement's member %1 is not an object.</source>
        <translation>Le membre %1 de la déclaration d'approbation n'est pas un objet.</translation>
    </message>
    <message>
        <location filename="../app/approvals/ApprovalStatement.cpp" line="218" />
        <source>The approval statement's time “%1” is not a UTC time with milliseconds.</source>
        <translation>L'heure “%1” de la déclaration d'approbation n'est pas une heure UTC avec millisecondes.</translation>
    </message>
    <message>
        <location filename="../app/approvals/ApprovalStatement.cpp" line="223" />
        <source>The approval statement's member %1 is not a whole number.</source>
        <translation>Le membre %1 de la déclaration d'approbation n'est pas un nombre entier.</translation>
    </message>
    <message>
        <location filename="../app/approvals/ApprovalStatement.cpp" line="229" />
        <source>The approval statement's submission time “%1” is not a UTC time with milliseconds.</source>
        <translation>L'heure de soumission “%1” de la déclaration d'approbation n'est pas une heure UTC avec millisecondes.</translation>
    </message>
    <message>
        <location filename="../app/approvals/ApprovalStatement.cpp" line="236" />
        <source>The approval statement is not written in its one canonical form.</source>
        <translation>La déclaration d'approbation n'est pas écrite sous son unique forme canonique.</translation>
    </message>
    <message>
        <location filename="../app/approvals/ApprovalStatement.cpp" line="244" />
        <location filename="../app/approvals/ApprovalStatement.cpp" line="272" />
        <source>the profile</source>
        <translation>le profil</translation>
    </message>
    <message>
        <location filename="../app/approvals/ApprovalStatement.cpp" line="245" />
        <location filename="../app/approvals/ApprovalStatement.cpp" line="274" />
        <source>the service</source>
        <translation>le service</translation>
    </message>
    <message>
        <location filename="../app/approvals/ApprovalStatement.cpp" line="246" />
        <location filename="../app/approvals/ApprovalStatement.cpp" line="275" />
        <source>the payout</source>
        <translation>le paiement</translation>
    </message>
    <message>
        <location filename="../app/approvals/ApprovalStatement.cpp" line="247" />
        <location filename="../app/approvals/ApprovalStatement.cpp" line="277" />
        <source>the amount</source>
        <translation>le montant</translation>
    </message>
    <message>
        <location filename="../app/approvals/ApprovalStatement.cpp" line="248" />
        <location filename="../app/approvals/ApprovalStatement.cpp" line="278" />
        <source>the currency</source>
        <translation>la devise</translation>
    </message>
    <message>
        <location filename="../app/approvals/ApprovalStatement.cpp" line="251" />
        <location filename="../app/approvals/ApprovalStatement.cpp" line="279" />
        <source>the recipient</source>
        <translation>le bénéficiaire</translation>
    </message>
    <message>
        <location filename="../app/approvals/ApprovalStatement.cpp" line="252" />
        <source>the request body's hash</source>
        <translation>l'empreinte du corps de la requête</translation>
    </message>
    <message>
        <location filename="../app/approvals/ApprovalStatement.cpp" line="253" />
        <location filename="../app/approvals/ApprovalStatement.cpp" line="283" />
        <source>the idempotency key</source>
        <translation>la clé d'idempotence</translation>
    </message>
    <message>
        <location filename="../app/approvals/ApprovalStatement.cpp" line="254" />
        <location filename="../app/approvals/ApprovalStatement.cpp" line="286" />
        <source>the approver</source>
        <translation>l'approbateur</translation>
    </message>
    <message>
        <location filename="../app/approvals/ApprovalStatement.cpp" line="255" />
        <location filename="../app/approvals/ApprovalStatement.cpp" line="287" />
        <source>the number of approvals needed</source>
        <translation>le nombre d'approbations nécessaires</translation>
    </message>
    <message>
        <location filename="../app/approvals/ApprovalStatement.cpp" line="256" />
        <location filename="../app/approvals/ApprovalStatement.cpp" line="290" />
        <source>the approval round</source>
        <translation>le tour d'approbation</translation>
    </message>
    <message>
        <location filename="../app/approvals/ApprovalStatement.cpp" line="257" />
        <location filename="../app/approvals/ApprovalStatement.cpp" line="292" />
        <source>the time</source>
        <translation>l'heure</translation>
    </message>
    <message>
        <location filename="../app/approvals/ApprovalStatement.cpp" line="258" />
        <location filename="../app/approvals/ApprovalStatement.cpp" line="293" />
        <source>the reason</source>
        <translation>la raison</translation>
    </message>
    <message>
        <location filename="../app/approvals/ApprovalStatement.cpp" line="265" />
        <source>The approval statement lacks %1.</source>
        <translation>Il manque %1 à la déclaration d'approbation.</translation>
    </message>
    <message>
        <location filename="../app/approvals/ApprovalStatement.cpp" line="271" />
        <source>the decision</source>
        <translation>la décision</translation>
    </message>
    <message>
        <location filename="../app/approvals/ApprovalStatement.cpp" line="273" />
        <source>the profile's name</source>
        <translation>le nom du profil</translation>
    </message>
    <message>
        <location filename="../app/approvals/ApprovalStatement.cpp" line="276" />
        <source>the wallet</source>
        <translation>le portefeuille</translation>
    </message>
    <message>
        <location filename="../app/approvals/ApprovalStatement.cpp" line="280" />
        <source>the purpose</source>
        <translation>le motif</translation>
    </message>
    <message>
        <location filename="../app/approvals/ApprovalStatement.cpp" line="281" />
        <source>the sender</source>
        <translation>l'expéditeur</translation>
    </message>
    <message>
        <location filename="../app/approvals/ApprovalStatement.cpp" line="282" />
        <source>the request body</source>
        <translation>le corps de la requête</translation>
    </message>
    <message>
        <location filename="../app/approvals/ApprovalStatement.cpp" line="284" />
        <source>the custom ID</source>
        <translation>le custom_id</translation>
    </message>
    <message>
        <location filename="../app/approvals/ApprovalStatement.cpp" line="285" />
        <source>the maker</source>
        <translation>l'initiateur</translation>
    </message>
</context>
<context>
    <name>paydesk::approvals::HeldPayoutsModel</name>
    <message>
        <location filename="../app/approvals/HeldPayoutsModel.cpp" line="30" />
        <source>Held</source>
        <translation>Retenu</translation>
    </message>
    <message>
        <location filename="../app/approvals/HeldPayoutsModel.cpp" line="32" />
        <source>Reference</source>
        <translation>Référence</translation>
    </message>
    <message>
        <location filename="../app/approvals/HeldPayoutsModel.cpp" line="34" />
        <source>Amount</source>
        <translation>Montant</translation>
    </message>
    <message>
        <location filename="../app/approvals/HeldPayoutsModel.cpp" line="36" />
        <source>Maker</source>
        <translation>Auteur</translation>
    </message>
    <message>
        <location filename="../app/approvals/HeldPayoutsModel.cpp" line="38" />
        <source>Why</source>
        <translation>Pourquoi</translation>
    </message>
    <message>
        <location filename="../app/approvals/HeldPayoutsModel.cpp" line="40" />
        <source>Recipient</source>
        <translation>Bénéficiaire</translation>
    </message>
</context>
<context>
    <name>paydesk::approvals::ReviewWarning</name>
    <message>
        <location filename="../app/approvals/ReviewWarnings.cpp" line="54" />
        <source>This account is already saved as %1: the payout goes to that recipient, under that name, not “%2”.</source>
        <translation>Ce compte est déjà enregistré au nom de %1 : le paiement va à ce bénéficiaire, sous ce nom, et non « %2 ».</translation>
    </message>
    <message>
        <location filename="../app/approvals/ReviewWarnings.cpp" line="65" />
        <source>The account is registered to %1, not to the holder name of this payout.</source>
        <translation>Le compte est enregistré au nom de %1, pas au nom du titulaire de ce paiement.</translation>
    </message>
    <message>
        <location filename="../app/approvals/ReviewWarnings.cpp" line="66" />
        <source>someone else</source>
        <translation>quelqu'un d'autre</translation>
    </message>
    <message>
        <location filename="../app/approvals/ReviewWarnings.cpp" line="70" />
        <source>The account is registered to %1: close to the holder name of this payout, not the same.</source>
        <translation>Le compte est enregistré au nom de %1 : proche du nom du titulaire de ce paiement, mais pas identique.</translation>
    </message>
    <message>
        <location filename="../app/approvals/ReviewWarnings.cpp" line="74" />
        <source>The payment service knows no such account: check the number.</source>
        <translation>Le service de paiement ne connaît pas ce compte : vérifiez le numéro.</translation>
    </message>
    <message>
        <location filename="../app/approvals/ReviewWarnings.cpp" line="77" />
        <source>The holder's name could not be checked.</source>
        <translation>Le nom du titulaire n'a pas pu être vérifié.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/approvals/ReviewWarnings.cpp" line="88" />
        <source>No payout to this recipient in the last %n day(s), by Paydesk or otherwise.</source>
        <translation>
            <numerusform>Aucun paiement à ce bénéficiaire depuis %n jour, par Paydesk ou autrement.</numerusform>
            <numerusform>Aucun paiement à ce bénéficiaire depuis %n jours, par Paydesk ou autrement.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/approvals/ReviewWarnings.cpp" line="90" />
        <source>No earlier payout to this recipient is known.</source>
        <translation>Aucun paiement antérieur à ce bénéficiaire n'est connu.</translation>
    </message>
    <message>
        <location filename="../app/approvals/ReviewWarnings.cpp" line="93" />
        <source>A payout of the same amount to the same recipient was made within 24 hours of this one.</source>
        <translation>Un paiement du même montant au même bénéficiaire a été fait dans les 24 heures de celui-ci.</translation>
    </message>
    <message>
        <location filename="../app/approvals/ReviewWarnings.cpp" line="98" />
        <source>%1 is more than three times what this recipient is usually paid (%2).</source>
        <translation>%1, c'est plus de trois fois ce que reçoit habituellement ce bénéficiaire (%2).</translation>
    </message>
    <message>
        <location filename="../app/approvals/ReviewWarnings.cpp" line="107" />
        <source>The wallet has %1 available, less than this payout.</source>
        <translation>Le portefeuille a %1 disponibles, moins que ce paiement.</translation>
    </message>
    <message>
        <location filename="../app/approvals/ReviewWarnings.cpp" line="111" />
        <source>The payment service has no such wallet now: it would refuse this payout. Its maker should choose the wallet again.</source>
        <translation>Le service de paiement n'a plus ce portefeuille : il refuserait ce paiement. Son auteur doit choisir de nouveau le portefeuille.</translation>
    </message>
</context>
<context>
    <name>paydesk::approvals::SentPayoutsModel</name>
    <message>
        <location filename="../app/approvals/SentPayoutsModel.cpp" line="34" />
        <source>Reference</source>
        <translation>Référence</translation>
    </message>
    <message>
        <location filename="../app/approvals/SentPayoutsModel.cpp" line="36" />
        <source>Amount</source>
        <translation>Montant</translation>
    </message>
    <message>
        <location filename="../app/approvals/SentPayoutsModel.cpp" line="38" />
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <location filename="../app/approvals/SentPayoutsModel.cpp" line="40" />
        <source>Approved by</source>
        <translation>Approuvé par</translation>
    </message>
    <message>
        <location filename="../app/approvals/SentPayoutsModel.cpp" line="42" />
        <source>Recipient</source>
        <translation>Bénéficiaire</translation>
    </message>
    <message>
        <location filename="../app/approvals/SentPayoutsModel.cpp" line="157" />
        <source>Approved, to be sent</source>
        <translation>Approuvé, à envoyer</translation>
    </message>
    <message>
        <location filename="../app/approvals/SentPayoutsModel.cpp" line="159" />
        <source>Being sent</source>
        <translation>En cours d'envoi</translation>
    </message>
    <message>
        <location filename="../app/approvals/SentPayoutsModel.cpp" line="161" />
        <source>Sent, the answer is awaited: Paydesk checks with the service</source>
        <translation>Envoyé, réponse attendue : Paydesk vérifie auprès du service</translation>
    </message>
    <message>
        <location filename="../app/approvals/SentPayoutsModel.cpp" line="166" />
        <source>Accepted by the service</source>
        <translation>Accepté par le service</translation>
    </message>
</context>
<context>
    <name>paydesk::approvals::SignatureVerifier</name>
    <message>
        <location filename="../app/approvals/SignatureVerifier.cpp" line="191" />
        <source>This workstation has kept no administrator key to check approvals against.</source>
        <translation>Ce poste n'a conservé aucune clé d'administrateur pour vérifier les approbations.</translation>
    </message>
    <message>
        <location filename="../app/approvals/SignatureVerifier.cpp" line="206" />
        <source>A signature recorded for this payout (by %1) is not of an approval statement.</source>
        <translation>Une signature enregistrée pour ce paiement (par %1) ne porte pas sur une déclaration d'approbation.</translation>
    </message>
    <message>
        <location filename="../app/approvals/SignatureVerifier.cpp" line="211" />
        <source>A signature recorded for this payout (by %1) is of another payout.</source>
        <translation>Une signature enregistrée pour ce paiement (par %1) porte sur un autre paiement.</translation>
    </message>
    <message>
        <location filename="../app/approvals/SignatureVerifier.cpp" line="218" />
        <source>A signature recorded for this payout (by %1) says another decider or decision than its record.</source>
        <translation>Une signature enregistrée pour ce paiement (par %1) indique un autre décideur ou une autre décision que son enregistrement.</translation>
    </message>
    <message>
        <location filename="../app/approvals/SignatureVerifier.cpp" line="227" />
        <source>The payout is not the one %1 signed: %2 changed since.</source>
        <translation>Le paiement n'est pas celui que %1 a signé (modifié depuis : %2).</translation>
    </message>
    <message>
        <location filename="../app/approvals/SignatureVerifier.cpp" line="232" />
        <source>The signature by %1 is dated before the payout was submitted for approval.</source>
        <translation>La signature de %1 est datée d'avant la soumission du paiement pour approbation.</translation>
    </message>
    <message>
        <location filename="../app/approvals/SignatureVerifier.cpp" line="239" />
        <source>The key %1 signed with is not known.</source>
        <translation>La clé avec laquelle %1 a signé est inconnue.</translation>
    </message>
    <message>
        <location filename="../app/approvals/SignatureVerifier.cpp" line="243" />
        <source>The signature by %1 does not verify with their key.</source>
        <translation>La signature de %1 ne se vérifie pas avec sa clé.</translation>
    </message>
    <message>
        <location filename="../app/approvals/SignatureVerifier.cpp" line="247" />
        <source>%1 signed with a key that was revoked before.</source>
        <translation>%1 a signé avec une clé révoquée auparavant.</translation>
    </message>
    <message>
        <location filename="../app/approvals/SignatureVerifier.cpp" line="252" />
        <source>The key %1 signed with is not vouched for by this team's administrators.</source>
        <translation>La clé avec laquelle %1 a signé n'est pas garantie par les administrateurs de cette équipe.</translation>
    </message>
    <message>
        <location filename="../app/approvals/SignatureVerifier.cpp" line="256" />
        <source>The key %1 signed with is vouched for another operator.</source>
        <translation>La clé avec laquelle %1 a signé est garantie pour un autre opérateur.</translation>
    </message>
    <message>
        <location filename="../app/approvals/SignatureVerifier.cpp" line="260" />
        <source>%1 made this payout and cannot approve it.</source>
        <translation>%1 est l'initiateur de ce paiement et ne peut pas l'approuver.</translation>
    </message>
    <message>
        <location filename="../app/approvals/SignatureVerifier.cpp" line="263" />
        <source>%1 is not vouched for as an approver.</source>
        <translation>%1 n'est pas garanti comme approbateur.</translation>
    </message>
    <message>
        <location filename="../app/approvals/SignatureVerifier.cpp" line="268" />
        <source>%1 rejected this payout.</source>
        <translation>%1 a rejeté ce paiement.</translation>
    </message>
    <message>
        <location filename="../app/approvals/SignatureVerifier.cpp" line="276" />
        <source>No approver has signed this payout.</source>
        <translation>Aucun approbateur n'a signé ce paiement.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/approvals/SignatureVerifier.cpp" line="281" />
        <source>This payout needs %n approvals; %1 signed.</source>
        <translation>
            <numerusform>Ce paiement exige %n approbation ; signataires : %1.</numerusform>
            <numerusform>Ce paiement exige %n approbations ; signataires : %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/outbox/SendCheck.cpp" line="54" />
        <source>The team's administrator key in the database is not the one this computer trusts (%1): nothing is sent until an administrator looks into it.</source>
        <translation>La clé d'administrateur de l'équipe dans la base de données n'est pas celle à laquelle cet ordinateur fait confiance (%1) : rien n'est envoyé tant qu'un administrateur n'a pas examiné la situation.</translation>
    </message>
</context>
<context>
    <name>paydesk::audit::AuditExportTask</name>
    <message>
        <location filename="../app/audit/AuditExportTask.cpp" line="18" />
        <source>Exporting the audit log</source>
        <translation>Export du journal d'audit</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditExportTask.cpp" line="34" />
        <location filename="../app/audit/AuditExportTask.cpp" line="66" />
        <source>The audit log is no longer open.</source>
        <translation>Le journal d'audit n'est plus ouvert.</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditExportTask.cpp" line="38" />
        <source>%1 cannot be written: %2</source>
        <translation>%1 ne peut pas être écrit : %2</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditExportTask.cpp" line="103" />
        <location filename="../app/audit/AuditExportTask.cpp" line="119" />
        <source>%1 could not be written: %2</source>
        <translation>%1 n'a pas pu être écrit : %2</translation>
    </message>
</context>
<context>
    <name>paydesk::audit::AuditFilter</name>
    <message>
        <location filename="../app/audit/AuditFilter.cpp" line="63" />
        <source>%1 to %2</source>
        <translation>%1 à %2</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditFilter.cpp" line="65" />
        <source>from %1</source>
        <translation>à partir du %1</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditFilter.cpp" line="67" />
        <source>up to %1</source>
        <translation>jusqu'au %1</translation>
    </message>
</context>
<context>
    <name>paydesk::audit::AuditIntegrity</name>
    <message>
        <location filename="../app/audit/AuditIntegrity.cpp" line="98" />
        <source>The audit log was changed outside Paydesk. %1 Keep this database as it is and tell whoever looks after it; Verify on the Audit log page checks every entry.</source>
        <translation>Le journal d'audit a été modifié en dehors de Paydesk. %1 Gardez cette base de données telle quelle et prévenez la personne qui s'en occupe ; Vérifier, sur la page Journal d'audit, contrôle chaque entrée.</translation>
    </message>
</context>
<context>
    <name>paydesk::audit::AuditLogModel</name>
    <message>
        <location filename="../app/audit/AuditLogModel.cpp" line="150" />
        <source>Time</source>
        <translation>Heure</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditLogModel.cpp" line="152" />
        <source>What happened</source>
        <translation>Ce qui s'est passé</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditLogModel.cpp" line="154" />
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditLogModel.cpp" line="156" />
        <source>Computer user</source>
        <translation>Utilisateur de l'ordinateur</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditLogModel.cpp" line="158" />
        <source>Entry</source>
        <translation>Entrée</translation>
    </message>
</context>
<context>
    <name>paydesk::audit::AuditText</name>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="46" />
        <source>the %1 wallet</source>
        <translation>portefeuille %1</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="47" />
        <source>the wallet %1 · %2</source>
        <translation>portefeuille %1 · %2</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="54" />
        <source>The available balance of %1, %2, went under its alert level of %3</source>
        <translation>Le solde disponible du %1, %2, est passé sous son seuil d'alerte de %3</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="57" />
        <source>The available balance of %1, %2, is back at or above its alert level of %3</source>
        <translation>Le solde disponible du %1, %2, est de nouveau égal ou supérieur à son seuil d'alerte de %3</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="64" />
        <source>%1 named %2 (%3), with no low-balance alert</source>
        <translation>%1 a nommé le %2 (%3), sans alerte de solde bas</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="66" />
        <source>%1 named %2 (%3), with a low-balance alert under %4</source>
        <translation>%1 a nommé le %2 (%3), avec une alerte de solde bas sous %4</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="76" />
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="76" />
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="142" />
        <source>Someone, as %1</source>
        <translation>Quelqu'un, au nom de %1</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="143" />
        <source>Someone at %1's session, as %2</source>
        <translation>Quelqu'un dans la session de %1, au nom de %2</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="165" />
        <source>Paydesk</source>
        <translation>Paydesk</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="170" />
        <source>Someone</source>
        <translation>Quelqu'un</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="170" />
        <source>%1 (computer user)</source>
        <translation>%1 (utilisateur de l'ordinateur)</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="219" />
        <location filename="../app/audit/AuditText.cpp" line="386" />
        <source>%1 to %2</source>
        <translation>%1 à %2</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="221" />
        <source>a payout of %1</source>
        <translation>un paiement de %1</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="223" />
        <source>a payout to %1</source>
        <translation>un paiement à %1</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="225" />
        <source>a payout</source>
        <translation>un paiement</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="227" />
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="235" />
        <source>%1 added the profile %2 (%3)</source>
        <translation>%1 a ajouté le profil %2 (%3)</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="240" />
        <source>%1 changed the profile %2</source>
        <translation>%1 a modifié le profil %2</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="241" />
        <source>%1 renamed the profile %2 to %3</source>
        <translation>%1 a renommé le profil %2 en %3</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="244" />
        <source>%1 removed the profile %2</source>
        <translation>%1 a supprimé le profil %2</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="246" />
        <source>%1 saved the API key of %2 in the keychain</source>
        <translation>%1 a enregistré la clé d'API de %2 dans le trousseau</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="248" />
        <source>%1 removed the API key of %2 from the keychain</source>
        <translation>%1 a retiré la clé d'API de %2 du trousseau</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="250" />
        <source>%1 gave the API key of %2 for this session only</source>
        <translation>%1 a donné la clé d'API de %2 pour cette session seulement</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="252" />
        <source>%1 drafted %2</source>
        <translation>%1 a préparé %2</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="254" />
        <source>%1 changed the draft %2</source>
        <translation>%1 a modifié le brouillon %2</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="256" />
        <source>%1 deleted the draft %2</source>
        <translation>%1 a supprimé le brouillon %2</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="258" />
        <source>%1 opened %2 again to correct it</source>
        <translation>%1 a rouvert %2 pour le corriger</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="263" />
        <source>%1 was set up as the first administrator, with the role %2</source>
        <translation>%1 a été désigné premier administrateur, avec le rôle %2</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="265" />
        <source>%1 added %2 as %3, with the administrator flag</source>
        <translation>%1 a ajouté %2 comme %3, avec le rôle d'administrateur</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="266" />
        <source>%1 added %2 as %3</source>
        <translation>%1 a ajouté %2 comme %3</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="273" />
        <source>name from %1 to %2</source>
        <translation>nom de %1 en %2</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="277" />
        <source>role from %1 to %2</source>
        <translation>rôle de %1 en %2</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="281" />
        <source>administrator flag given</source>
        <translation>rôle d'administrateur donné</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="282" />
        <source>administrator flag taken away</source>
        <translation>rôle d'administrateur retiré</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="284" />
        <source>%1 changed %2</source>
        <translation>%1 a modifié %2</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="285" />
        <source>%1 changed %2: %3</source>
        <translation>%1 a modifié %2 : %3</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="288" />
        <source>%1 disabled %2</source>
        <translation>%1 a désactivé %2</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="290" />
        <source>%1 enabled %2 again</source>
        <translation>%1 a réactivé %2</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="292" />
        <source>%1 reset the passphrase of %2</source>
        <translation>%1 a réinitialisé la phrase secrète de %2</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="293" />
        <source>%1 changed their passphrase</source>
        <translation>%1 a changé sa phrase secrète</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="295" />
        <source>The passphrase of %1 is now protected more strongly</source>
        <translation>La phrase secrète de %1 est désormais mieux protégée</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="299" />
        <source>A signing key was made for %1 (fingerprint %2): the root that vouches for the others</source>
        <translation>Une clé de signature a été créée pour %1 (empreinte %2) : la clé d'administrateur, garante des autres</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="302" />
        <source>A signing key was made for %1 (fingerprint %2), vouched for by %3</source>
        <translation>Une clé de signature a été créée pour %1 (empreinte %2), garantie par %3</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="304" />
        <source>A signing key was made for %1 (fingerprint %2), not vouched for yet</source>
        <translation>Une clé de signature a été créée pour %1 (empreinte %2), pas encore garantie</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="308" />
        <source>%1 vouched for the signing key of %2</source>
        <translation>%1 s'est porté garant de la clé de signature de %2</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="311" />
        <source>The signing key of %1 was revoked: the operator was disabled</source>
        <translation>La clé de signature de %1 a été révoquée : l'opérateur a été désactivé</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="312" />
        <source>The signing key of %1 was revoked: the passphrase was reset</source>
        <translation>La clé de signature de %1 a été révoquée : la phrase secrète a été réinitialisée</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="314" />
        <source>The signing key of %1 is now protected by the new passphrase</source>
        <translation>La clé de signature de %1 est désormais protégée par la nouvelle phrase secrète</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/audit/AuditText.cpp" line="319" />
        <source> (%n in a row)</source>
        <translation>
            <numerusform> (%n de suite)</numerusform>
            <numerusform> (%n de suite)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="321" />
        <source>Approval by %1 refused: %2%3</source>
        <translation>Approbation par %1 refusée : %2%3</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="322" />
        <source>Sign-in of %1 refused: %2%3</source>
        <translation>Connexion de %1 refusée : %2%3</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="327" />
        <source>%1 removed the approval rule for %2</source>
        <translation>%1 a supprimé la règle d'approbation pour %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/audit/AuditText.cpp" line="332" />
        <source>%1 set the approval rule for %2: a second approver above %3, waiting at most %n day(s)</source>
        <translation>
            <numerusform>%1 a fixé la règle d'approbation pour %2 : un second approbateur au-delà de %3, %n jour d'attente au plus</numerusform>
            <numerusform>%1 a fixé la règle d'approbation pour %2 : un second approbateur au-delà de %3, %n jours d'attente au plus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/audit/AuditText.cpp" line="335" />
        <source>%1 set the approval rule for %2: one approver, waiting at most %n day(s)</source>
        <translation>
            <numerusform>%1 a fixé la règle d'approbation pour %2 : un approbateur, %n jour d'attente au plus</numerusform>
            <numerusform>%1 a fixé la règle d'approbation pour %2 : un approbateur, %n jours d'attente au plus</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="339" />
        <source>%1 sent %2 for approval</source>
        <translation>%1 a soumis %2 pour approbation</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="342" />
        <source>%1 approved %2 (the first of two approvals)</source>
        <translation>%1 a approuvé %2 (la première de deux approbations)</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="343" />
        <source>%1 approved %2</source>
        <translation>%1 a approuvé %2</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="345" />
        <source>%1 sent %2 back to its maker: %3</source>
        <translation>%1 a renvoyé %2 à son auteur : %3</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="347" />
        <source>%1 withdrew %2 from approval</source>
        <translation>%1 a retiré %2 de l'approbation</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/audit/AuditText.cpp" line="349" />
        <source>%1 expired: it waited more than %n day(s) for approval</source>
        <translation>
            <numerusform>%1 a expiré : il a attendu plus de %n jour son approbation</numerusform>
            <numerusform>%1 a expiré : il a attendu plus de %n jours son approbation</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="353" />
        <source>Paydesk sent %1 to the service (attempt %2)</source>
        <translation>Paydesk a envoyé %1 au service (tentative %2)</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="356" />
        <source>The service accepted %1 as %2</source>
        <translation>Le service a accepté %1 sous %2</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="359" />
        <source>The service refused %1</source>
        <translation>Le service a refusé %1</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="360" />
        <source>The service refused %1: %2</source>
        <translation>Le service a refusé %1 : %2</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="364" />
        <source>No answer yet from the service for %1; asked again at %2</source>
        <translation>Pas encore de réponse du service pour %1 ; redemandé à %2</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="366" />
        <source>No answer yet from the service for %1</source>
        <translation>Pas encore de réponse du service pour %1</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="368" />
        <source>%1 went back to its maker as a draft</source>
        <translation>%1 est revenu à son auteur comme brouillon</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="372" />
        <source>Paydesk held %1 and did not send it: %2</source>
        <translation>Paydesk a retenu %1 et ne l'a pas envoyé : %2</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="379" />
        <source>%1 is %2 at the service</source>
        <translation>%1 : %2 au service</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="380" />
        <source>%1 is %2 at the service (it was %3)</source>
        <translation>%1 : %2 au service (auparavant %3)</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="391" />
        <source>%1 asked for a statement of the %2 wallet, %3</source>
        <translation>%1 a demandé un relevé du portefeuille %2, %3</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="393" />
        <source>The statement of the %1 wallet, %2, could not be made</source>
        <translation>Le relevé du portefeuille %1, %2, n'a pas pu être établi</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="394" />
        <source>The statement of the %1 wallet, %2, is ready: opening balance %3, closing balance %4</source>
        <translation>Le relevé du portefeuille %1, %2, est prêt : solde d'ouverture %3, solde de clôture %4</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="401" />
        <source>The audit log was verified whole: 1 entry as it was written</source>
        <translation>Le journal d'audit a été vérifié en entier : 1 entrée telle qu'elle a été écrite</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="402" />
        <source>The audit log was verified whole: %1 entries as they were written</source>
        <translation>Le journal d'audit a été vérifié en entier : %1 entrées telles qu'elles ont été écrites</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="418" />
        <source>When</source>
        <translation>Quand</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="419" />
        <source>%1 UTC</source>
        <translation>%1 UTC</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="420" />
        <source>%1 (%2 UTC)</source>
        <translation>%1 (%2 UTC)</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="423" />
        <source>What</source>
        <translation>Quoi</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="424" />
        <source>Who</source>
        <translation>Qui</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="426" />
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="427" />
        <source>Computer user</source>
        <translation>Utilisateur de l'ordinateur</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="433" />
        <location filename="../app/audit/AuditText.cpp" line="438" />
        <source>Recipient</source>
        <translation>Bénéficiaire</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="435" />
        <location filename="../app/audit/AuditText.cpp" line="437" />
        <source>Amount</source>
        <translation>Montant</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="439" />
        <source>Reference</source>
        <translation>Référence</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="440" />
        <source>Reason</source>
        <translation>Motif</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="441" />
        <source>The service's reasons</source>
        <translation>Motifs du service</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="442" />
        <source>The service's payout id</source>
        <translation>Identifiant du paiement au service</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="443" />
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="444" />
        <source>Context</source>
        <translation>Contexte</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="445" />
        <source>State before</source>
        <translation>État précédent</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="446" />
        <source>Maker</source>
        <translation>Auteur</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="447" />
        <source>Approvals so far</source>
        <translation>Approbations à ce jour</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="448" />
        <source>Approvals needed</source>
        <translation>Approbations nécessaires</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="449" />
        <source>Holder name check</source>
        <translation>Vérification du nom du titulaire</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="450" />
        <source>Registered name</source>
        <translation>Nom enregistré</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="451" />
        <source>Attempt</source>
        <translation>Tentative</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="452" />
        <source>Asked again at</source>
        <translation>Redemandé à</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="453" />
        <source>Days allowed</source>
        <translation>Jours accordés</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="454" />
        <source>Operator</source>
        <translation>Opérateur</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="455" />
        <source>For</source>
        <translation>Pour</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="456" />
        <source>Wrong passphrases in a row</source>
        <translation>Phrases secrètes erronées de suite</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="457" />
        <source>Asked to wait (seconds)</source>
        <translation>Prié d'attendre (secondes)</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="458" />
        <source>Known from</source>
        <translation>Connu par</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="459" />
        <source>Sent by (this Paydesk's process)</source>
        <translation>Envoyé par (le processus de ce Paydesk)</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="460" />
        <source>Outbox row</source>
        <translation>Ligne de la file d'envoi</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="461" />
        <source>Idempotency key</source>
        <translation>Clé d'idempotence</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="462" />
        <source>Revision</source>
        <translation>Révision</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="463" />
        <source>Entries checked</source>
        <translation>Entrées vérifiées</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="464" />
        <source>Checked through entry</source>
        <translation>Vérifié jusqu'à l'entrée</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="465" />
        <source>Hash of that entry</source>
        <translation>Empreinte de cette entrée</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="483" />
        <source>an approval</source>
        <translation>une approbation</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="484" />
        <source>a change of passphrase</source>
        <translation>un changement de phrase secrète</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="485" />
        <source>signing in</source>
        <translation>la connexion</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="487" />
        <source>the service's answer to the request</source>
        <translation>la réponse du service à la demande</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="488" />
        <source>the service's answer to the request sent again</source>
        <translation>la réponse du service à la demande renvoyée</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="489" />
        <source>a look-up by reference, after no answer</source>
        <translation>une recherche par référence, faute de réponse</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="502" />
        <source>Action key</source>
        <translation>Clé de l'action</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="503" />
        <source>Entry</source>
        <translation>Entrée</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="504" />
        <source>Hash</source>
        <translation>Empreinte</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditText.cpp" line="505" />
        <source>Previous hash</source>
        <translation>Empreinte précédente</translation>
    </message>
</context>
<context>
    <name>paydesk::audit::AuditVerifyTask</name>
    <message>
        <location filename="../app/audit/AuditVerifyTask.cpp" line="12" />
        <source>Verifying the audit log</source>
        <translation>Vérification du journal d'audit</translation>
    </message>
    <message>
        <location filename="../app/audit/AuditVerifyTask.cpp" line="30" />
        <location filename="../app/audit/AuditVerifyTask.cpp" line="47" />
        <source>The audit log is no longer open.</source>
        <translation>Le journal d'audit n'est plus ouvert.</translation>
    </message>
</context>
<context>
    <name>paydesk::audit::SignedAuditFile</name>
    <message>
        <location filename="../app/audit/SignedAuditCheck.cpp" line="40" />
        <source>Its statement is not an approval statement: %1</source>
        <translation>Sa déclaration n'est pas une déclaration d'approbation : %1</translation>
    </message>
    <message>
        <location filename="../app/audit/SignedAuditCheck.cpp" line="43" />
        <source>Its statement is of another payout (%1).</source>
        <translation>Sa déclaration porte sur un autre paiement (%1).</translation>
    </message>
    <message>
        <location filename="../app/audit/SignedAuditCheck.cpp" line="46" />
        <source>Its statement names another operator or decision than its record.</source>
        <translation>Sa déclaration nomme un autre opérateur ou une autre décision que son enregistrement.</translation>
    </message>
    <message>
        <location filename="../app/audit/SignedAuditCheck.cpp" line="51" />
        <source>The key it names is not in the file.</source>
        <translation>La clé qu'elle nomme n'est pas dans le fichier.</translation>
    </message>
    <message>
        <location filename="../app/audit/SignedAuditCheck.cpp" line="54" />
        <source>The signature does not verify with the key it names.</source>
        <translation>La signature ne se vérifie pas avec la clé qu'elle nomme.</translation>
    </message>
    <message>
        <location filename="../app/audit/SignedAuditCheck.cpp" line="61" />
        <source>The key was revoked before it signed.</source>
        <translation>La clé a été révoquée avant la signature.</translation>
    </message>
    <message>
        <location filename="../app/audit/SignedAuditCheck.cpp" line="62" />
        <source>The key is not vouched for by a chain of administrators ending at the trusted root.</source>
        <translation>La clé n'est pas garantie par une chaîne d'administrateurs aboutissant à la clé d'administrateur de confiance.</translation>
    </message>
    <message>
        <location filename="../app/audit/SignedAuditCheck.cpp" line="66" />
        <source>The key is vouched for another operator (%1).</source>
        <translation>La clé est garantie pour un autre opérateur (%1).</translation>
    </message>
    <message>
        <location filename="../app/audit/SignedAuditCheck.cpp" line="80" />
        <source>The payout in the file is not the one signed: %1 differ.</source>
        <translation>Le paiement du fichier n'est pas celui qui a été signé (différences : %1).</translation>
    </message>
    <message>
        <location filename="../app/audit/SignedAuditFile.cpp" line="101" />
        <source>%1 lacks its text member %2.</source>
        <translation>%1 : il manque le membre texte %2.</translation>
    </message>
    <message>
        <location filename="../app/audit/SignedAuditFile.cpp" line="111" />
        <source>%1's member %2 is not a UTC time with milliseconds.</source>
        <translation>%1 : le membre %2 n'est pas une heure UTC avec millisecondes.</translation>
    </message>
    <message>
        <location filename="../app/audit/SignedAuditFile.cpp" line="121" />
        <source>%1's member %2 is not Base64.</source>
        <translation>%1 : le membre %2 n'est pas en Base64.</translation>
    </message>
    <message>
        <location filename="../app/audit/SignedAuditFile.cpp" line="125" />
        <source>%1's members %2 and %3 differ.</source>
        <translation>%1 : les membres %2 et %3 diffèrent.</translation>
    </message>
    <message>
        <location filename="../app/audit/SignedAuditFile.cpp" line="131" />
        <source>%1 lacks its list %2.</source>
        <translation>%1 : il manque la liste %2.</translation>
    </message>
    <message>
        <location filename="../app/audit/SignedAuditFile.cpp" line="180" />
        <source>The file is not a JSON object.</source>
        <translation>Le fichier n'est pas un objet JSON.</translation>
    </message>
    <message>
        <location filename="../app/audit/SignedAuditFile.cpp" line="186" />
        <source>The file is not a signed audit file of format %1.</source>
        <translation>Le fichier n'est pas un fichier d'audit signé au format %1.</translation>
    </message>
    <message>
        <location filename="../app/audit/SignedAuditFile.cpp" line="190" />
        <source>The file</source>
        <translation>Le fichier</translation>
    </message>
    <message>
        <location filename="../app/audit/SignedAuditFile.cpp" line="199" />
        <source>Key %1</source>
        <translation>Clé %1</translation>
    </message>
    <message>
        <location filename="../app/audit/SignedAuditFile.cpp" line="213" />
        <source>Payout %1</source>
        <translation>Paiement %1</translation>
    </message>
    <message>
        <location filename="../app/audit/SignedAuditFile.cpp" line="221" />
        <source>%1's state is not a state of the outbox.</source>
        <translation>%1 : l'état n'est pas un état de la file d'envoi.</translation>
    </message>
    <message>
        <location filename="../app/audit/SignedAuditFile.cpp" line="233" />
        <source>Signature %1</source>
        <translation>Signature %1</translation>
    </message>
    <message>
        <location filename="../app/audit/SignedAuditFile.cpp" line="241" />
        <source>%1's decision is neither approve nor reject.</source>
        <translation>%1 : la décision n'est ni approve ni reject.</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::AuditCommands</name>
    <message>
        <location filename="../cli/AuditCommands.cpp" line="46" />
        <source>--root is for a signed audit file: give the FILE</source>
        <translation>--root s'applique à un fichier d'audit signé : indiquez FILE</translation>
    </message>
    <message>
        <location filename="../cli/AuditCommands.cpp" line="55" />
        <source>Verifying the audit log</source>
        <translation>Vérification du journal d'audit</translation>
    </message>
    <message>
        <location filename="../cli/AuditCommands.cpp" line="55" />
        <source>entries</source>
        <translation>entrées</translation>
    </message>
    <message>
        <location filename="../cli/AuditCommands.cpp" line="75" />
        <source>the audit log could not be verified in time</source>
        <translation>le journal d'audit n'a pas pu être vérifié à temps</translation>
    </message>
    <message>
        <location filename="../cli/AuditCommands.cpp" line="79" />
        <source>the audit log of %1 could not be verified: %2</source>
        <translation>le journal d'audit de %1 n'a pas pu être vérifié : %2</translation>
    </message>
    <message>
        <location filename="../cli/AuditCommands.cpp" line="81" />
        <source>no answer</source>
        <translation>pas de réponse</translation>
    </message>
    <message>
        <location filename="../cli/AuditCommands.cpp" line="100" />
        <source>%1 (%2): look at the entry in Paydesk's Audit log page, and restore the database from a backup made before it</source>
        <translation>%1 (%2) : consultez l'entrée dans la page Journal d'audit de Paydesk, et restaurez la base de données à partir d'une sauvegarde antérieure à celle-ci</translation>
    </message>
    <message>
        <location filename="../cli/AuditCommands.cpp" line="113" />
        <source>Verifies the whole audit log of the database in use: exit status 0 when it is whole, 1 naming the first entry that was changed, deleted or added outside Paydesk. With FILE, checks a signed audit file offline instead: 0 when every signature holds, 1 naming each that fails, 2 for a file that is not one.</source>
        <translation>Vérifie l'intégralité du journal d'audit de la base de données utilisée : code de sortie 0 s'il est intact, 1 avec la première entrée modifiée, supprimée ou ajoutée hors de Paydesk. Avec FILE, vérifie plutôt hors ligne un fichier d'audit signé : 0 si toutes les signatures sont valides, 1 en nommant chacune de celles qui échouent, 2 pour un fichier qui n'en est pas un.</translation>
    </message>
    <message>
        <location filename="../cli/AuditCommands.cpp" line="118" />
        <source>With FILE: the root key id you trust (64 hexadecimal digits); without it, the root the file names.</source>
        <translation>Avec FILE : l'identifiant de la clé d'administrateur à laquelle vous faites confiance (64 chiffres hexadécimaux) ; sans lui, celle que nomme le fichier.</translation>
    </message>
    <message>
        <location filename="../cli/AuditCommands.cpp" line="123" />
        <source>A signed audit file (paydesk-cli audit export --signed) to check offline.</source>
        <translation>Un fichier d'audit signé (paydesk-cli audit export --signed) à vérifier hors ligne.</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::CliDispatcher</name>
    <message>
        <location filename="../cli/CliDispatcher.cpp" line="54" />
        <source>Paydesk's command-line front end, for administrators and scripts.</source>
        <translation>Interface en ligne de commande de Paydesk, pour les administrateurs et les scripts.</translation>
    </message>
    <message>
        <location filename="../cli/CliDispatcher.cpp" line="55" />
        <location filename="../cli/CliDispatcher.cpp" line="72" />
        <source>Commands:</source>
        <translation>Commandes :</translation>
    </message>
    <message>
        <location filename="../cli/CliDispatcher.cpp" line="63" />
        <source>“paydesk-cli &lt;group&gt; &lt;command&gt; --help” shows a command's options; “man paydesk-cli” tells more.</source>
        <translation>« paydesk-cli &lt;groupe&gt; &lt;commande&gt; --help » affiche les options d'une commande ; « man paydesk-cli » en dit plus.</translation>
    </message>
    <message>
        <location filename="../cli/CliDispatcher.cpp" line="65" />
        <source>Exit status: 0 success, 1 failure, 2 a bad argument.</source>
        <translation>Code de sortie : 0 succès, 1 échec, 2 argument incorrect.</translation>
    </message>
    <message>
        <location filename="../cli/CliDispatcher.cpp" line="72" />
        <source>Usage: paydesk-cli %1 &lt;command&gt; [options]</source>
        <translation>Usage : paydesk-cli %1 &lt;commande&gt; [options]</translation>
    </message>
    <message>
        <location filename="../cli/CliDispatcher.cpp" line="114" />
        <source>Options:</source>
        <translation>Options :</translation>
    </message>
    <message>
        <location filename="../cli/CliDispatcher.cpp" line="126" />
        <source>Shows this text.</source>
        <translation>Affiche ce texte.</translation>
    </message>
    <message>
        <location filename="../cli/CliDispatcher.cpp" line="53" />
        <source>Usage: paydesk-cli [--help] [--version] &lt;group&gt; [&lt;command&gt;] [options] [arguments]</source>
        <translation>Utilisation : paydesk-cli [--help] [--version] &lt;groupe&gt; [&lt;commande&gt;] [options] [arguments]</translation>
    </message>
    <message>
        <location filename="../cli/CliDispatcher.cpp" line="107" />
        <source>Usage: paydesk-cli %1 %2</source>
        <translation>Utilisation : paydesk-cli %1 %2</translation>
    </message>
    <message>
        <location filename="../cli/CliDispatcher.cpp" line="110" />
        <source>Arguments:</source>
        <translation>Arguments :</translation>
    </message>
    <message>
        <location filename="../cli/CliDispatcher.cpp" line="123" />
        <source>May be given more than once.</source>
        <translation>Peut être indiqué plusieurs fois.</translation>
    </message>
    <message>
        <location filename="../cli/CliDispatcher.cpp" line="134" />
        <source>(see “paydesk-cli %1 --help”)</source>
        <translation>(voir “paydesk-cli %1 --help”)</translation>
    </message>
    <message>
        <location filename="../cli/CliDispatcher.cpp" line="140" />
        <source>%1: unexpected argument “%2” %3</source>
        <translation>%1 : argument inattendu « %2 » %3</translation>
    </message>
    <message>
        <location filename="../cli/CliDispatcher.cpp" line="163" />
        <location filename="../cli/CliDispatcher.cpp" line="169" />
        <source>%1: unknown option “%2” %3</source>
        <translation>%1 : option inconnue “%2” %3</translation>
    </message>
    <message>
        <location filename="../cli/CliDispatcher.cpp" line="176" />
        <source>%1: unknown option “--%2” %3</source>
        <translation>%1 : option inconnue « --%2 » %3</translation>
    </message>
    <message>
        <location filename="../cli/CliDispatcher.cpp" line="180" />
        <source>%1: the option --%2 is given twice</source>
        <translation>%1 : l'option --%2 est donnée deux fois</translation>
    </message>
    <message>
        <location filename="../cli/CliDispatcher.cpp" line="186" />
        <source>%1: the option --%2 takes no value</source>
        <translation>%1 : l'option --%2 ne prend pas de valeur</translation>
    </message>
    <message>
        <location filename="../cli/CliDispatcher.cpp" line="198" />
        <source>%1: the option --%2 needs a value (%3)</source>
        <translation>%1 : l'option --%2 demande une valeur (%3)</translation>
    </message>
    <message>
        <location filename="../cli/CliDispatcher.cpp" line="208" />
        <source>%1: the argument %2 is missing %3</source>
        <translation>%1 : l'argument %2 est manquant %3</translation>
    </message>
    <message>
        <location filename="../cli/CliDispatcher.cpp" line="214" />
        <source>%1: the option --%2 is required %3</source>
        <translation>%1 : l'option --%2 est obligatoire %3</translation>
    </message>
    <message>
        <location filename="../cli/CliDispatcher.cpp" line="237" />
        <source>no command given (“paydesk-cli --help” lists them)</source>
        <translation>aucune commande donnée (« paydesk-cli --help » les liste)</translation>
    </message>
    <message>
        <location filename="../cli/CliDispatcher.cpp" line="251" />
        <source>unknown option “%1” (“paydesk-cli --help” lists the commands)</source>
        <translation>option inconnue « %1 » (« paydesk-cli --help » liste les commandes)</translation>
    </message>
    <message>
        <location filename="../cli/CliDispatcher.cpp" line="257" />
        <source>unknown command group “%1” (“paydesk-cli --help” lists them)</source>
        <translation>groupe de commandes inconnu « %1 » (« paydesk-cli --help » les liste)</translation>
    </message>
    <message>
        <location filename="../cli/CliDispatcher.cpp" line="266" />
        <source>%1: no command given (“paydesk-cli %1 --help” lists them)</source>
        <translation>%1 : aucune commande donnée (« paydesk-cli %1 --help » les liste)</translation>
    </message>
    <message>
        <location filename="../cli/CliDispatcher.cpp" line="277" />
        <source>unknown command “%1 %2” (“paydesk-cli %1 --help” lists them)</source>
        <translation>commande inconnue « %1 %2 » (« paydesk-cli %1 --help » les liste)</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::CliWorkspace</name>
    <message>
        <location filename="../cli/CliWorkspace.cpp" line="72" />
        <source>the payments service did not answer in time</source>
        <translation>le service de paiement n'a pas répondu à temps</translation>
    </message>
    <message>
        <location filename="../cli/CliWorkspace.cpp" line="117" />
        <source>the team database needs the password of the login %1: sign in once in Paydesk with "Remember the password on this computer", or put it in a libpq password file (~/.pgpass)</source>
        <translation>la base de données de l'équipe exige le mot de passe de l'identifiant %1 : connectez-vous une fois dans Paydesk en cochant "Mémoriser le mot de passe sur cet ordinateur", ou placez-le dans un fichier de mots de passe libpq (~/.pgpass)</translation>
    </message>
    <message>
        <location filename="../cli/CliWorkspace.cpp" line="128" />
        <source>Password of %1 for the team database: </source>
        <translation>Mot de passe de %1 pour la base de données de l'équipe : </translation>
    </message>
    <message>
        <location filename="../cli/CliWorkspace.cpp" line="130" />
        <source>no password was typed</source>
        <translation>aucun mot de passe n'a été saisi</translation>
    </message>
    <message>
        <location filename="../cli/CliWorkspace.cpp" line="161" />
        <source>the team database at %1 did not answer in time</source>
        <translation>la base de données de l'équipe sur %1 n'a pas répondu à temps</translation>
    </message>
    <message>
        <location filename="../cli/CliWorkspace.cpp" line="189" />
        <source>Paydesk's database did not open in time: %1</source>
        <translation>la base de données de Paydesk ne s'est pas ouverte à temps : %1</translation>
    </message>
    <message>
        <location filename="../cli/CliWorkspace.cpp" line="214" />
        <source>the team's profiles could not be read in time</source>
        <translation>les profils de l'équipe n'ont pas pu être lus à temps</translation>
    </message>
    <message>
        <location filename="../cli/CliWorkspace.cpp" line="232" />
        <source>there is no profile "%1": the profiles are %2 (paydesk-cli profile list)</source>
        <translation>il n'y a pas de profil "%1" : les profils sont %2 (paydesk-cli profile list)</translation>
    </message>
    <message>
        <location filename="../cli/CliWorkspace.cpp" line="267" />
        <source>there is no profile "%1"</source>
        <translation>il n'y a pas de profil "%1"</translation>
    </message>
    <message>
        <location filename="../cli/CliWorkspace.cpp" line="276" />
        <source>the Local sandbox did not start in time</source>
        <translation>le bac à sable local n'a pas démarré à temps</translation>
    </message>
    <message>
        <location filename="../cli/CliWorkspace.cpp" line="277" />
        <source>the API key of "%1" could not be read from the keychain in time</source>
        <translation>la clé d'API de "%1" n'a pas pu être lue à temps dans le trousseau</translation>
    </message>
    <message>
        <location filename="../cli/CliWorkspace.cpp" line="284" />
        <source>no API key is saved for "%1": give --key-file FILE, or save the key with paydesk-cli profile add or in Paydesk's Settings</source>
        <translation>aucune clé d'API n'est enregistrée pour "%1" : indiquez --key-file FILE, ou enregistrez la clé avec paydesk-cli profile add ou dans les Paramètres de Paydesk</translation>
    </message>
    <message>
        <location filename="../cli/CliWorkspace.cpp" line="289" />
        <source>the API key of "%1" could not be read from the keychain (%2): give --key-file FILE</source>
        <translation>la clé d'API de "%1" n'a pas pu être lue dans le trousseau (%2) : indiquez --key-file FILE</translation>
    </message>
    <message>
        <location filename="../cli/CliWorkspace.cpp" line="297" />
        <source>"%1" cannot be used now</source>
        <translation>"%1" est inutilisable pour le moment</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::CommandSupport</name>
    <message>
        <location filename="../cli/CommandSupport.cpp" line="20" />
        <source>Writes the result as JSON on standard output.</source>
        <translation>Écrit le résultat en JSON sur la sortie standard.</translation>
    </message>
    <message>
        <location filename="../cli/CommandSupport.cpp" line="26" />
        <source>The profile, by name or id (“paydesk-cli profile list”); the one in use in Paydesk when not given.</source>
        <translation>Le profil, par nom ou identifiant (“paydesk-cli profile list”) ; à défaut, celui utilisé dans Paydesk.</translation>
    </message>
    <message>
        <location filename="../cli/CommandSupport.cpp" line="34" />
        <source>Reads the profile's API key from FILE (its first line), which only its owner may read (chmod 600); else from the file PAYDESK_KEY_FILE names, the key file the profile keeps, or the system keychain.</source>
        <translation>Lit la clé d'API du profil dans FILE (sa première ligne), que seul son propriétaire doit pouvoir lire (chmod 600) ; sinon dans le fichier désigné par PAYDESK_KEY_FILE, le fichier de clé conservé par le profil, ou le trousseau système.</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::CsvOptionsArgument</name>
    <message>
        <location filename="../cli/CsvOptionsArgument.cpp" line="26" />
        <source>CSV: the cell delimiter (a comma by default).</source>
        <translation>CSV : le délimiteur de cellules (une virgule par défaut).</translation>
    </message>
    <message>
        <location filename="../cli/CsvOptionsArgument.cpp" line="28" />
        <source>CSV: the decimal separator (a dot by default; a comma needs --delimiter ;).</source>
        <translation>CSV : le séparateur décimal (un point par défaut ; une virgule exige --delimiter ;).</translation>
    </message>
    <message>
        <location filename="../cli/CsvOptionsArgument.cpp" line="31" />
        <source>CSV: starts the file with a byte order mark (what Excel on Windows needs).</source>
        <translation>CSV : commence le fichier par une marque d'ordre des octets (nécessaire à Excel sous Windows).</translation>
    </message>
    <message>
        <location filename="../cli/CsvOptionsArgument.cpp" line="46" />
        <source>--delimiter: give , or ;</source>
        <translation>--delimiter : indiquez , ou ;</translation>
    </message>
    <message>
        <location filename="../cli/CsvOptionsArgument.cpp" line="51" />
        <source>--decimal: give . or ,</source>
        <translation>--decimal : indiquez . ou ,</translation>
    </message>
    <message>
        <location filename="../cli/CsvOptionsArgument.cpp" line="55" />
        <source>--decimal , needs --delimiter ; (a comma cannot be both)</source>
        <translation>--decimal , exige --delimiter ; (une virgule ne peut pas servir aux deux)</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::KeyFile</name>
    <message>
        <location filename="../cli/KeyFile.cpp" line="23" />
        <location filename="../cli/KeyFile.cpp" line="63" />
        <source>the key file %1 cannot be read: %2</source>
        <translation>le fichier de clé %1 ne peut pas être lu : %2</translation>
    </message>
    <message>
        <location filename="../cli/KeyFile.cpp" line="27" />
        <source>the key file %1 is not a file</source>
        <translation>le fichier de clé %1 n'est pas un fichier</translation>
    </message>
    <message>
        <location filename="../cli/KeyFile.cpp" line="31" />
        <source>the key file %1 belongs to another user: keep the key in a file of your own</source>
        <translation>le fichier de clé %1 appartient à un autre utilisateur : conservez la clé dans un fichier qui vous appartient</translation>
    </message>
    <message>
        <location filename="../cli/KeyFile.cpp" line="36" />
        <source>the key file %1 can be read by others (mode %2): run chmod 600 %1, and change the key if others may have read it</source>
        <translation>le fichier de clé %1 est lisible par d'autres (mode %2) : exécutez chmod 600 %1, et changez la clé si d'autres ont pu la lire</translation>
    </message>
    <message>
        <location filename="../cli/KeyFile.cpp" line="52" />
        <source>no key file was named</source>
        <translation>aucun fichier de clé n'a été indiqué</translation>
    </message>
    <message>
        <location filename="../cli/KeyFile.cpp" line="56" />
        <source>the key file %1 does not exist</source>
        <translation>le fichier de clé %1 n'existe pas</translation>
    </message>
    <message>
        <location filename="../cli/KeyFile.cpp" line="71" />
        <source>the key file %1 is empty: its first line must be the API key</source>
        <translation>le fichier de clé %1 est vide : sa première ligne doit être la clé d'API</translation>
    </message>
    <message>
        <location filename="../cli/KeyFile.cpp" line="75" />
        <source>the first line of the key file %1 is not an API key (it has spaces)</source>
        <translation>la première ligne du fichier de clé %1 n'est pas une clé d'API (elle contient des espaces)</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::OutboxCommands</name>
    <message>
        <location filename="../cli/OutboxCommands.cpp" line="327" />
        <source>Sends approved payouts and follows them to SENT or FAILED until stopped (SIGTERM finishes the payout in flight).</source>
        <translation>Envoie les paiements approuvés et les suit jusqu'à SENT ou FAILED, tant qu'il n'est pas arrêté (SIGTERM termine le paiement en cours).</translation>
    </message>
    <message>
        <location filename="../cli/OutboxCommands.cpp" line="329" />
        <source>Sends and looks at what is due now, then exits.</source>
        <translation>Envoie et vérifie ce qui est à traiter maintenant, puis quitte.</translation>
    </message>
    <message>
        <location filename="../cli/OutboxCommands.cpp" line="330" />
        <source>Logs one JSON object per line instead of the journal's format.</source>
        <translation>Journalise un objet JSON par ligne au lieu du format du journal.</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::OwnerConnection</name>
    <message>
        <location filename="../cli/OwnerConnection.cpp" line="41" />
        <source>paydesk-cli could not connect to the team database.</source>
        <translation>paydesk-cli n'a pas pu se connecter à la base de données d'équipe.</translation>
    </message>
    <message>
        <location filename="../cli/OwnerConnection.cpp" line="61" />
        <source>--db must not hold a password: put it in a password file (PGPASSFILE), never on the command line</source>
        <translation>--db ne doit pas contenir de mot de passe : mettez-le dans un fichier de mots de passe (PGPASSFILE), jamais sur la ligne de commande</translation>
    </message>
    <message>
        <location filename="../cli/OwnerConnection.cpp" line="69" />
        <location filename="../cli/OwnerConnection.cpp" line="75" />
        <source>--db: %1</source>
        <translation>--db : %1</translation>
    </message>
    <message>
        <location filename="../cli/OwnerConnection.cpp" line="84" />
        <source>the Qt SQL driver for PostgreSQL (QPSQL) is not installed</source>
        <translation>le pilote Qt SQL pour PostgreSQL (QPSQL) n'est pas installé</translation>
    </message>
    <message>
        <location filename="../cli/OwnerConnection.cpp" line="90" />
        <location filename="../cli/OwnerConnection.cpp" line="102" />
        <source>the database owner</source>
        <translation>le propriétaire de la base de données</translation>
    </message>
    <message>
        <location filename="../cli/OwnerConnection.cpp" line="91" />
        <source>Password for %1: </source>
        <translation>Mot de passe de %1 : </translation>
    </message>
    <message>
        <location filename="../cli/OwnerConnection.cpp" line="100" />
        <source>the server asks for a password for %1 and none was found: put it in a password file (PGPASSFILE, or ~/.pgpass), or run paydesk-cli at a terminal to type it</source>
        <translation>le serveur demande un mot de passe pour %1 et aucun n'a été trouvé : mettez-le dans un fichier de mots de passe (PGPASSFILE, ou ~/.pgpass), ou lancez paydesk-cli dans un terminal pour le saisir</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::PayoutCommands</name>
    <message>
        <location filename="../cli/PayoutCommands.cpp" line="41" />
        <source>--%1 “%2” is not a date: write it as YYYY-MM-DD (2026-11-01)</source>
        <translation>--%1 “%2” n'est pas une date : écrivez-la sous la forme AAAA-MM-JJ (2026-11-01)</translation>
    </message>
    <message>
        <location filename="../cli/PayoutCommands.cpp" line="64" />
        <source>the format “%1” is neither csv nor json</source>
        <translation>le format “%1” n'est ni csv ni json</translation>
    </message>
    <message>
        <location filename="../cli/PayoutCommands.cpp" line="69" />
        <source>-o needs the name of the file to write</source>
        <translation>-o exige le nom du fichier à écrire</translation>
    </message>
    <message>
        <location filename="../cli/PayoutCommands.cpp" line="84" />
        <source>the time zone “%1” is not known: give an IANA name such as Africa/Nairobi or UTC</source>
        <translation>le fuseau horaire “%1” est inconnu : indiquez un nom IANA comme Africa/Nairobi ou UTC</translation>
    </message>
    <message>
        <location filename="../cli/PayoutCommands.cpp" line="93" />
        <source>the period ends (--to %1) before it starts (--from %2)</source>
        <translation>la période se termine (--to %1) avant de commencer (--from %2)</translation>
    </message>
    <message>
        <location filename="../cli/PayoutCommands.cpp" line="107" />
        <source>the state “%1” is none of %2</source>
        <translation>l'état “%1” ne fait pas partie de %2</translation>
    </message>
    <message>
        <location filename="../cli/PayoutCommands.cpp" line="133" />
        <source>Reading payouts</source>
        <translation>Lecture des paiements</translation>
    </message>
    <message>
        <location filename="../cli/PayoutCommands.cpp" line="133" />
        <source>payouts</source>
        <translation>paiements</translation>
    </message>
    <message>
        <location filename="../cli/PayoutCommands.cpp" line="145" />
        <source>the payouts of “%1” could not be read: the service's answer was not a page of payouts</source>
        <translation>les paiements de “%1” n'ont pas pu être lus : la réponse du service n'était pas une page de paiements</translation>
    </message>
    <message>
        <location filename="../cli/PayoutCommands.cpp" line="169" />
        <source>the payouts of “%1” could not be read: %2</source>
        <translation>les paiements de “%1” n'ont pas pu être lus : %2</translation>
    </message>
    <message>
        <location filename="../cli/PayoutCommands.cpp" line="178" />
        <source>the payouts could not be read in time</source>
        <translation>les paiements n'ont pas pu être lus à temps</translation>
    </message>
    <message numerus="yes">
        <location filename="../cli/PayoutCommands.cpp" line="187" />
        <source>Wrote %n payout(s) to %1.</source>
        <translation>
            <numerusform>%n paiement écrit dans %1.</numerusform>
            <numerusform>%n paiements écrits dans %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cli/PayoutCommands.cpp" line="198" />
        <source>Writes the payouts of a period (in a state, if asked) to a CSV or JSON file.</source>
        <translation>Écrit les paiements d'une période (dans un état donné, si demandé) dans un fichier CSV ou JSON.</translation>
    </message>
    <message>
        <location filename="../cli/PayoutCommands.cpp" line="201" />
        <source>The first day of the period (included).</source>
        <translation>Le premier jour de la période (inclus).</translation>
    </message>
    <message>
        <location filename="../cli/PayoutCommands.cpp" line="202" />
        <source>The last day of the period (included).</source>
        <translation>Le dernier jour de la période (inclus).</translation>
    </message>
    <message>
        <location filename="../cli/PayoutCommands.cpp" line="204" />
        <source>Only the payouts in this state: PENDING, SENT, FAILED, CANCELLED or REVERSED (several: separated by commas).</source>
        <translation>Uniquement les paiements dans cet état : PENDING, SENT, FAILED, CANCELLED ou REVERSED (plusieurs : séparés par des virgules).</translation>
    </message>
    <message>
        <location filename="../cli/PayoutCommands.cpp" line="208" />
        <source>The time zone whose days --from and --to are (default: this computer's).</source>
        <translation>Le fuseau horaire des jours --from et --to (par défaut : celui de cet ordinateur).</translation>
    </message>
    <message>
        <location filename="../cli/PayoutCommands.cpp" line="209" />
        <source>The file's format.</source>
        <translation>Le format du fichier.</translation>
    </message>
    <message>
        <location filename="../cli/PayoutCommands.cpp" line="210" />
        <source>The file to write (replaced only once it is whole).</source>
        <translation>Le fichier à écrire (remplacé seulement une fois complet).</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::PayoutListFile</name>
    <message>
        <location filename="../cli/PayoutListFile.cpp" line="59" />
        <source>%1 cannot be written: %2</source>
        <translation>%1 ne peut pas être écrit : %2</translation>
    </message>
    <message>
        <location filename="../cli/PayoutListFile.cpp" line="71" />
        <location filename="../cli/PayoutListFile.cpp" line="137" />
        <source>%1 could not be written: %2</source>
        <translation>%1 n'a pas pu être écrit : %2</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::ProfileCommands</name>
    <message>
        <location filename="../cli/ProfileCommands.cpp" line="47" />
        <location filename="../cli/ProfileCommands.cpp" line="63" />
        <source>the system keychain did not answer in time</source>
        <translation>le trousseau système n'a pas répondu à temps</translation>
    </message>
    <message>
        <location filename="../cli/ProfileCommands.cpp" line="59" />
        <source>no system keychain can be reached from here</source>
        <translation>aucun trousseau système n'est accessible d'ici</translation>
    </message>
    <message>
        <location filename="../cli/ProfileCommands.cpp" line="61" />
        <source>access to the system keychain was refused</source>
        <translation>l'accès au trousseau système a été refusé</translation>
    </message>
    <message>
        <location filename="../cli/ProfileCommands.cpp" line="71" />
        <source>the system keychain said: %1</source>
        <translation>le trousseau système a répondu : %1</translation>
    </message>
    <message>
        <location filename="../cli/ProfileCommands.cpp" line="91" />
        <source>the team database refused it</source>
        <translation>la base de données de l'équipe l'a refusé</translation>
    </message>
    <message>
        <location filename="../cli/ProfileCommands.cpp" line="95" />
        <source>the team database did not answer in time</source>
        <translation>la base de données de l'équipe n'a pas répondu à temps</translation>
    </message>
    <message>
        <location filename="../cli/ProfileCommands.cpp" line="102" />
        <source>built in</source>
        <translation>intégré</translation>
    </message>
    <message>
        <location filename="../cli/ProfileCommands.cpp" line="105" />
        <source>file %1</source>
        <translation>fichier %1</translation>
    </message>
    <message>
        <location filename="../cli/ProfileCommands.cpp" line="106" />
        <source>system keychain</source>
        <translation>trousseau système</translation>
    </message>
    <message>
        <location filename="../cli/ProfileCommands.cpp" line="137" />
        <source>NAME</source>
        <translation>NOM</translation>
    </message>
    <message>
        <location filename="../cli/ProfileCommands.cpp" line="137" />
        <source>KIND</source>
        <translation>TYPE</translation>
    </message>
    <message>
        <location filename="../cli/ProfileCommands.cpp" line="138" />
        <source>BASE URL</source>
        <translation>URL DE BASE</translation>
    </message>
    <message>
        <location filename="../cli/ProfileCommands.cpp" line="138" />
        <source>API KEY</source>
        <translation>CLÉ D'API</translation>
    </message>
    <message>
        <location filename="../cli/ProfileCommands.cpp" line="142" />
        <source>(on this computer)</source>
        <translation>(sur cet ordinateur)</translation>
    </message>
    <message>
        <location filename="../cli/ProfileCommands.cpp" line="147" />
        <source>The team's profiles (team database); * the one in use here.</source>
        <translation>Les profils de l'équipe (base de données de l'équipe) ; * celui utilisé ici.</translation>
    </message>
    <message>
        <location filename="../cli/ProfileCommands.cpp" line="150" />
        <source>* the one in use.</source>
        <translation>* celui utilisé.</translation>
    </message>
    <message>
        <location filename="../cli/ProfileCommands.cpp" line="159" />
        <source>API key of %1: </source>
        <translation>Clé d'API de %1 : </translation>
    </message>
    <message>
        <location filename="../cli/ProfileCommands.cpp" line="165" />
        <source>no API key on standard input: write the key as one line (echo "$KEY" | paydesk-cli profile add …), or give --key-file FILE</source>
        <translation>aucune clé d'API sur l'entrée standard : écrivez la clé sur une seule ligne (echo "$KEY" | paydesk-cli profile add …), ou indiquez --key-file FILE</translation>
    </message>
    <message>
        <location filename="../cli/ProfileCommands.cpp" line="173" />
        <source>what was read from standard input is not an API key (it has spaces): write the key alone on one line</source>
        <translation>ce qui a été lu sur l'entrée standard n'est pas une clé d'API (il contient des espaces) : écrivez la clé seule sur une ligne</translation>
    </message>
    <message>
        <location filename="../cli/ProfileCommands.cpp" line="189" />
        <source>the kind “%1” is neither sandbox (test money) nor production (real money)</source>
        <translation>le type “%1” n'est ni sandbox (argent de test) ni production (argent réel)</translation>
    </message>
    <message>
        <location filename="../cli/ProfileCommands.cpp" line="228" />
        <source>the API key could not be saved in the system keychain (%1): nothing was added; keep the key in a file only you can read and give --key-file FILE</source>
        <translation>la clé d'API n'a pas pu être enregistrée dans le trousseau système (%1) : rien n'a été ajouté ; conservez la clé dans un fichier que vous seul pouvez lire et indiquez --key-file FILE</translation>
    </message>
    <message>
        <location filename="../cli/ProfileCommands.cpp" line="247" />
        <location filename="../cli/ProfileCommands.cpp" line="306" />
        <source>%1 (only the team's administrators add or remove profiles)</source>
        <translation>%1 (seuls les administrateurs de l'équipe ajoutent ou suppriment des profils)</translation>
    </message>
    <message>
        <location filename="../cli/ProfileCommands.cpp" line="256" />
        <source>Added the profile “%1” (%2, %3): its API key is in the system keychain.</source>
        <translation>Profil “%1” ajouté (%2, %3) : sa clé d'API est dans le trousseau système.</translation>
    </message>
    <message>
        <location filename="../cli/ProfileCommands.cpp" line="259" />
        <source>Added the profile “%1” (%2, %3): its API key is read from %4 on this computer.</source>
        <translation>Profil “%1” ajouté (%2, %3) : sa clé d'API est lue depuis %4 sur cet ordinateur.</translation>
    </message>
    <message>
        <location filename="../cli/ProfileCommands.cpp" line="292" />
        <source>the Local sandbox is built in and cannot be removed</source>
        <translation>le bac à sable local est intégré et ne peut pas être supprimé</translation>
    </message>
    <message>
        <location filename="../cli/ProfileCommands.cpp" line="313" />
        <source>Removed the profile “%1”.</source>
        <translation>Profil “%1” supprimé.</translation>
    </message>
    <message>
        <location filename="../cli/ProfileCommands.cpp" line="319" />
        <source>the profile was removed, but its API key could not be removed from the system keychain (%1): remove the entry “%2” of “%3” there</source>
        <translation>le profil a été supprimé, mais sa clé d'API n'a pas pu être retirée du trousseau système (%1) : supprimez-y l'entrée “%2” de “%3”</translation>
    </message>
    <message>
        <location filename="../cli/ProfileCommands.cpp" line="347" />
        <source>the Local sandbox needs no key: it makes its own</source>
        <translation>le bac à sable local n'a pas besoin de clé : il fabrique la sienne</translation>
    </message>
    <message>
        <location filename="../cli/ProfileCommands.cpp" line="353" />
        <source>The API key of “%1” is read from %2 on this computer.</source>
        <translation>La clé d'API de “%1” est lue dans %2 sur cet ordinateur.</translation>
    </message>
    <message>
        <location filename="../cli/ProfileCommands.cpp" line="366" />
        <source>the API key could not be saved in the system keychain (%1): keep the key in a file only you can read and give --key-file FILE</source>
        <translation>la clé d'API n'a pas pu être enregistrée dans le trousseau du système (%1) : gardez la clé dans un fichier que vous seul pouvez lire et indiquez --key-file FILE</translation>
    </message>
    <message>
        <location filename="../cli/ProfileCommands.cpp" line="373" />
        <source>The API key of “%1” is saved in the system keychain.</source>
        <translation>La clé d'API de “%1” est enregistrée dans le trousseau du système.</translation>
    </message>
    <message>
        <location filename="../cli/ProfileCommands.cpp" line="384" />
        <source>The profile's name (quoted when it has spaces).</source>
        <translation>Le nom du profil (entre guillemets s'il contient des espaces).</translation>
    </message>
    <message>
        <location filename="../cli/ProfileCommands.cpp" line="387" />
        <source>Lists the profiles: the payments services Paydesk talks to, and the one in use.</source>
        <translation>Liste les profils : les services de paiement avec lesquels Paydesk communique, et celui utilisé.</translation>
    </message>
    <message>
        <location filename="../cli/ProfileCommands.cpp" line="393" />
        <source>Adds a profile; its API key read from standard input into the system keychain, or kept in a key file.</source>
        <translation>Ajoute un profil ; sa clé d'API est lue sur l'entrée standard et placée dans le trousseau système, ou conservée dans un fichier de clé.</translation>
    </message>
    <message>
        <location filename="../cli/ProfileCommands.cpp" line="396" />
        <source>The address of the payments service, ending with /v1 (https://, or http:// on this computer).</source>
        <translation>L'adresse du service de paiement, terminée par /v1 (https://, ou http:// sur cet ordinateur).</translation>
    </message>
    <message>
        <location filename="../cli/ProfileCommands.cpp" line="399" />
        <source>Test money (sandbox) or real money (production).</source>
        <translation>Argent de test (sandbox) ou argent réel (production).</translation>
    </message>
    <message>
        <location filename="../cli/ProfileCommands.cpp" line="401" />
        <source>Reads the API key from PATH (its first line) whenever the profile is used, instead of the system keychain; only its owner may read it (chmod 600). The path is kept, never the key.</source>
        <translation>Lit la clé d'API dans PATH (sa première ligne) à chaque utilisation du profil, au lieu du trousseau système ; seul son propriétaire doit pouvoir le lire (chmod 600). Le chemin est conservé, jamais la clé.</translation>
    </message>
    <message>
        <location filename="../cli/ProfileCommands.cpp" line="408" />
        <source>Sets where this computer finds a profile's API key: a key file, or (without --key-file) the key read from standard input into the system keychain.</source>
        <translation>Indique où cet ordinateur trouve la clé d'API d'un profil : un fichier de clé, ou (sans --key-file) la clé lue sur l'entrée standard et enregistrée dans le trousseau du système.</translation>
    </message>
    <message>
        <location filename="../cli/ProfileCommands.cpp" line="412" />
        <source>Reads the API key from PATH (its first line) whenever the profile is used on this computer; only its owner may read it (chmod 600). The path is kept, never the key.</source>
        <translation>Lit la clé d'API dans PATH (sa première ligne) chaque fois que le profil sert sur cet ordinateur ; seul son propriétaire peut le lire (chmod 600). Le chemin est conservé, jamais la clé.</translation>
    </message>
    <message>
        <location filename="../cli/ProfileCommands.cpp" line="420" />
        <source>Removes a profile and its API key from the system keychain.</source>
        <translation>Supprime un profil et sa clé d'API du trousseau système.</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::SignedAuditCommands</name>
    <message>
        <location filename="../cli/SignedAuditCommands.cpp" line="25" />
        <source>%1 cannot be read: %2</source>
        <translation>%1 ne peut pas être lu : %2</translation>
    </message>
    <message>
        <location filename="../cli/SignedAuditCommands.cpp" line="31" />
        <source>%1 is not a signed audit file: %2</source>
        <translation>%1 n'est pas un fichier d'audit signé : %2</translation>
    </message>
    <message>
        <location filename="../cli/SignedAuditCommands.cpp" line="61" />
        <source>checked against the root key the file names, %1 (%2): give --root with the key id you trust to check against it</source>
        <translation>vérifié avec la clé d'administrateur que nomme le fichier, %1 (%2) : indiquez avec --root l'identifiant de la clé à laquelle vous faites confiance pour vérifier avec elle</translation>
    </message>
    <message>
        <location filename="../cli/SignedAuditCommands.cpp" line="63" />
        <source>not in the file</source>
        <translation>absente du fichier</translation>
    </message>
    <message>
        <location filename="../cli/SignedAuditCommands.cpp" line="66" />
        <source>payout %1</source>
        <translation>paiement %1</translation>
    </message>
    <message>
        <location filename="../cli/SignedAuditCommands.cpp" line="67" />
        <source>payout %1, signature %2 by %3</source>
        <translation>paiement %1, signature %2 de %3</translation>
    </message>
    <message numerus="yes">
        <location filename="../cli/SignedAuditCommands.cpp" line="73" />
        <source>%n signature(s) of %1 payout(s) hold, checked against root key %2.</source>
        <translation>
            <numerusform>%n signature valide sur %1 paiement(s), vérifiée avec la clé d'administrateur %2.</numerusform>
            <numerusform>%n signatures valides sur %1 paiement(s), vérifiées avec la clé d'administrateur %2.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cli/SignedAuditExport.cpp" line="36" />
        <source>--%1 “%2” is not a day written YYYY-MM-DD</source>
        <translation>--%1 “%2” n'est pas un jour au format AAAA-MM-JJ</translation>
    </message>
    <message>
        <location filename="../cli/SignedAuditExport.cpp" line="130" />
        <source>the signatures could not be read from %1: %2</source>
        <translation>les signatures n'ont pas pu être lues depuis %1 : %2</translation>
    </message>
    <message>
        <location filename="../cli/SignedAuditExport.cpp" line="132" />
        <source>no answer</source>
        <translation>pas de réponse</translation>
    </message>
    <message>
        <location filename="../cli/SignedAuditExport.cpp" line="139" />
        <source>%1 cannot be written: %2</source>
        <translation>%1 ne peut pas être écrit : %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../cli/SignedAuditExport.cpp" line="146" />
        <source>%n signature(s) of %1 payout(s) written to %2, with %3 operator key(s).</source>
        <translation>
            <numerusform>%n signature de %1 paiement(s) écrite dans %2, avec %3 clé(s) d'opérateur.</numerusform>
            <numerusform>%n signatures de %1 paiement(s) écrites dans %2, avec %3 clé(s) d'opérateur.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cli/SignedAuditExport.cpp" line="159" />
        <source>Writes the payouts with their approval signatures and the operators' vouched keys to a signed audit file, for an auditor to check without Paydesk's database.</source>
        <translation>Écrit les paiements avec leurs signatures d'approbation, ainsi que les clés garanties des opérateurs, dans un fichier d'audit signé, qu'un auditeur peut vérifier sans la base de données de Paydesk.</translation>
    </message>
    <message>
        <location filename="../cli/SignedAuditExport.cpp" line="161" />
        <source>The file to write.</source>
        <translation>Le fichier à écrire.</translation>
    </message>
    <message>
        <location filename="../cli/SignedAuditExport.cpp" line="163" />
        <source>The first day (YYYY-MM-DD, UTC) of the signatures; default: the first.</source>
        <translation>Le premier jour (AAAA-MM-JJ, UTC) des signatures ; par défaut : le premier.</translation>
    </message>
    <message>
        <location filename="../cli/SignedAuditExport.cpp" line="165" />
        <source>The last day (YYYY-MM-DD, UTC) of the signatures; default: the last.</source>
        <translation>Le dernier jour (AAAA-MM-JJ, UTC) des signatures ; par défaut : le dernier.</translation>
    </message>
    <message>
        <location filename="../cli/SignedAuditExport.cpp" line="167" />
        <source>Only this profile's payouts, by name or id; default: every profile's.</source>
        <translation>Uniquement les paiements de ce profil, par nom ou identifiant ; par défaut : ceux de tous les profils.</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::StatementCommands</name>
    <message>
        <location filename="../cli/StatementCommands.cpp" line="46" />
        <source>%1 is a folder: give a file name with -o</source>
        <translation>%1 est un dossier : indiquez un nom de fichier avec -o</translation>
    </message>
    <message>
        <location filename="../cli/StatementCommands.cpp" line="51" />
        <source>%1 cannot be written: %2</source>
        <translation>%1 ne peut pas être écrit : %2</translation>
    </message>
    <message>
        <location filename="../cli/StatementCommands.cpp" line="67" />
        <source>the wallets of “%1” could not be read: %2</source>
        <translation>les portefeuilles de “%1” n'ont pas pu être lus : %2</translation>
    </message>
    <message>
        <location filename="../cli/StatementCommands.cpp" line="79" />
        <source>there is no wallet %1: the profile has no wallets</source>
        <translation>il n'y a pas de portefeuille %1 : le profil n'a aucun portefeuille</translation>
    </message>
    <message>
        <location filename="../cli/StatementCommands.cpp" line="80" />
        <source>there is no wallet %1: the wallets are %2</source>
        <translation>il n'y a pas de portefeuille %1 : les portefeuilles sont %2</translation>
    </message>
    <message>
        <location filename="../cli/StatementCommands.cpp" line="97" />
        <source>the statement was not made: %1</source>
        <translation>le relevé n'a pas été généré : %1</translation>
    </message>
    <message>
        <location filename="../cli/StatementCommands.cpp" line="108" />
        <source>the service could not make the statement: %1</source>
        <translation>le service n'a pas pu générer le relevé : %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../cli/StatementCommands.cpp" line="118" />
        <source>the statement was not ready after %n second(s): it is still made; export it from the Statements page, or run again with a longer --wait</source>
        <translation>
            <numerusform>le relevé n'était pas prêt après %n seconde : sa génération continue ; exportez-le depuis la page Relevés, ou relancez avec un --wait plus long</numerusform>
            <numerusform>le relevé n'était pas prêt après %n secondes : sa génération continue ; exportez-le depuis la page Relevés, ou relancez avec un --wait plus long</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cli/StatementCommands.cpp" line="132" />
        <source>--format: “%1” is no statement format: give %2</source>
        <translation>--format : “%1” n'est pas un format de relevé : indiquez %2</translation>
    </message>
    <message>
        <location filename="../cli/StatementCommands.cpp" line="144" />
        <source>--delimiter, --decimal and --bom are for --format csv only</source>
        <translation>--delimiter, --decimal et --bom ne servent qu'avec --format csv</translation>
    </message>
    <message>
        <location filename="../cli/StatementCommands.cpp" line="151" />
        <source>--wait: give a number of seconds, such as 600</source>
        <translation>--wait : indiquez un nombre de secondes, par exemple 600</translation>
    </message>
    <message>
        <location filename="../cli/StatementCommands.cpp" line="198" />
        <location filename="../cli/StatementCommands.cpp" line="205" />
        <source>%1 wallet</source>
        <translation>Portefeuille %1</translation>
    </message>
    <message>
        <location filename="../cli/StatementCommands.cpp" line="209" />
        <source>Exporting</source>
        <translation>Export</translation>
    </message>
    <message>
        <location filename="../cli/StatementCommands.cpp" line="209" />
        <source>lines</source>
        <translation>lignes</translation>
    </message>
    <message>
        <location filename="../cli/StatementCommands.cpp" line="231" />
        <source>the export did not finish</source>
        <translation>l'export ne s'est pas terminé</translation>
    </message>
    <message numerus="yes">
        <location filename="../cli/StatementCommands.cpp" line="249" />
        <source>Wrote the %1 statement of %2 to %3 (%n line(s), %4) to %5</source>
        <translation>
            <numerusform>Relevé %1 du %2 au %3 (%n ligne, %4) écrit dans %5</numerusform>
            <numerusform>Relevé %1 du %2 au %3 (%n lignes, %4) écrit dans %5</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cli/StatementCommands.cpp" line="264" />
        <source>The wallet, by its currency or its id.</source>
        <translation>Le portefeuille, par sa devise ou son identifiant.</translation>
    </message>
    <message>
        <location filename="../cli/StatementCommands.cpp" line="266" />
        <source>yesterday, last-month, a day (2026-10-31) or days (2026-10-01..2026-10-31), in the zone.</source>
        <translation>yesterday, last-month, un jour (2026-10-31) ou des jours (2026-10-01..2026-10-31), dans le fuseau horaire.</translation>
    </message>
    <message>
        <location filename="../cli/StatementCommands.cpp" line="268" />
        <source>The time zone of the days (the system's when not given).</source>
        <translation>Le fuseau horaire des jours (celui du système s'il n'est pas indiqué).</translation>
    </message>
    <message>
        <location filename="../cli/StatementCommands.cpp" line="270" />
        <source>The file's format: csv, pdf, mt940 (SWIFT MT940), camt053 (ISO 20022 camt.053.001.02) or camt053v08 (camt.053.001.08).</source>
        <translation>Le format du fichier : csv, pdf, mt940 (SWIFT MT940), camt053 (ISO 20022 camt.053.001.02) ou camt053v08 (camt.053.001.08).</translation>
    </message>
    <message>
        <location filename="../cli/StatementCommands.cpp" line="273" />
        <source>How long to wait for the service to make the statement (600).</source>
        <translation>Le temps d'attente accordé au service pour générer le relevé (600).</translation>
    </message>
    <message>
        <location filename="../cli/StatementCommands.cpp" line="276" />
        <source>The file to write; it appears whole, or not at all.</source>
        <translation>Le fichier à écrire ; il apparaît complet, ou pas du tout.</translation>
    </message>
    <message>
        <location filename="../cli/StatementCommands.cpp" line="280" />
        <source>Generates a wallet statement and exports it to a file (CSV, PDF, MT940 or CAMT.053).</source>
        <translation>Génère un relevé de portefeuille et l'exporte dans un fichier (CSV, PDF, MT940 ou CAMT.053).</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::StatementPeriodArgument</name>
    <message>
        <location filename="../cli/StatementPeriodArgument.cpp" line="14" />
        <source>--zone: “%1” is no time zone: give one such as Africa/Nairobi, Asia/Kolkata or UTC</source>
        <translation>--zone : “%1” n'est pas un fuseau horaire : indiquez-en un comme Africa/Nairobi, Asia/Kolkata ou UTC</translation>
    </message>
    <message>
        <location filename="../cli/StatementPeriodArgument.cpp" line="37" />
        <location filename="../cli/StatementPeriodArgument.cpp" line="46" />
        <source>--period: “%1” is not a period: give yesterday, last-month, a day (2026-10-31) or days (2026-10-01..2026-10-31)</source>
        <translation>--period : “%1” n'est pas une période : indiquez yesterday, last-month, un jour (2026-10-31) ou des jours (2026-10-01..2026-10-31)</translation>
    </message>
    <message>
        <location filename="../cli/StatementPeriodArgument.cpp" line="53" />
        <source>--period: the last day %1 is before the first %2</source>
        <translation>--period : le dernier jour %1 précède le premier %2</translation>
    </message>
    <message>
        <location filename="../cli/StatementPeriodArgument.cpp" line="58" />
        <source>--period: %1 has not begun yet</source>
        <translation>--period : %1 n'a pas encore commencé</translation>
    </message>
    <message>
        <location filename="../cli/StatementPeriodArgument.cpp" line="63" />
        <source>--period: %1</source>
        <translation>--period : %1</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::TeamCommands</name>
    <message>
        <location filename="../cli/TeamCommands.cpp" line="27" />
        <source>The team database, as a libpq connection string (“host=db.example.com dbname=paydesk user=owner”), without a password.</source>
        <translation>La base de données d'équipe, sous forme de chaîne de connexion libpq (« host=db.example.com dbname=paydesk user=owner »), sans mot de passe.</translation>
    </message>
    <message>
        <location filename="../cli/TeamCommands.cpp" line="34" />
        <source>The operator's login (their PostgreSQL role).</source>
        <translation>L'identifiant de l'opérateur (son rôle PostgreSQL).</translation>
    </message>
    <message>
        <location filename="../cli/TeamCommands.cpp" line="39" />
        <source>Writes the result as JSON.</source>
        <translation>Écrit le résultat en JSON.</translation>
    </message>
    <message>
        <location filename="../cli/TeamCommands.cpp" line="69" />
        <source>%1: the role prefix “%2” must be 1 to 40 of a-z, 0-9 and _, starting with a letter</source>
        <translation>%1 : le préfixe de rôle « %2 » doit comporter 1 à 40 caractères parmi a-z, 0-9 et _, et commencer par une lettre</translation>
    </message>
    <message>
        <location filename="../cli/TeamCommands.cpp" line="89" />
        <source>already up to date: nothing changed</source>
        <translation>déjà à jour : rien n'a changé</translation>
    </message>
    <message>
        <location filename="../cli/TeamCommands.cpp" line="94" />
        <source>The team database is ready (team version %1, schema version %2).</source>
        <translation>La base de données d'équipe est prête (version d'équipe %1, version de schéma %2).</translation>
    </message>
    <message>
        <location filename="../cli/TeamCommands.cpp" line="106" />
        <source>Initial password for %1: </source>
        <translation>Mot de passe initial de %1 : </translation>
    </message>
    <message>
        <location filename="../cli/TeamCommands.cpp" line="108" />
        <source>The same again: </source>
        <translation>Une seconde fois : </translation>
    </message>
    <message>
        <location filename="../cli/TeamCommands.cpp" line="110" />
        <source>%1: the two passwords differ; nothing was changed</source>
        <translation>%1 : les deux mots de passe diffèrent ; rien n'a été modifié</translation>
    </message>
    <message>
        <location filename="../cli/TeamCommands.cpp" line="119" />
        <source>%1: no password on standard input (write the operator's initial password as one line)</source>
        <translation>%1 : aucun mot de passe sur l'entrée standard (écrivez le mot de passe initial de l'opérateur sur une ligne)</translation>
    </message>
    <message>
        <location filename="../cli/TeamCommands.cpp" line="125" />
        <source>%1: the password must have %2 to %3 characters</source>
        <translation>%1 : le mot de passe doit comporter de %2 à %3 caractères</translation>
    </message>
    <message>
        <location filename="../cli/TeamCommands.cpp" line="141" />
        <source>%1: “%2” is not a login Paydesk accepts (1 to 32 of a-z, 0-9, “.”, “_” and “-”, starting with a letter or digit)</source>
        <translation>%1 : « %2 » n'est pas un identifiant accepté par Paydesk (1 à 32 caractères parmi a-z, 0-9, « . », « _ » et « - », commençant par une lettre ou un chiffre)</translation>
    </message>
    <message>
        <location filename="../cli/TeamCommands.cpp" line="156" />
        <source>%1: the name must have 1 to 100 characters</source>
        <translation>%1 : le nom doit comporter de 1 à 100 caractères</translation>
    </message>
    <message>
        <location filename="../cli/TeamCommands.cpp" line="161" />
        <source>%1: the role “%2” is none of maker, approver, viewer</source>
        <translation>%1 : le rôle « %2 » n'est ni maker, ni approver, ni viewer</translation>
    </message>
    <message>
        <location filename="../cli/TeamCommands.cpp" line="178" />
        <source>Added %1 (%2), %3 and administrator: they sign in as “%1” with the password given.</source>
        <translation>Opérateur %1 (%2) ajouté, %3 et administrateur : connexion en tant que « %1 » avec le mot de passe fourni.</translation>
    </message>
    <message>
        <location filename="../cli/TeamCommands.cpp" line="180" />
        <source>Added %1 (%2), %3: they sign in as “%1” with the password given.</source>
        <translation>Opérateur %1 (%2) ajouté, %3 : connexion en tant que « %1 » avec le mot de passe fourni.</translation>
    </message>
    <message>
        <location filename="../cli/TeamCommands.cpp" line="199" />
        <source>Disabled %1: they can no longer sign in.</source>
        <translation>%1 désactivé : cet opérateur ne peut plus se connecter.</translation>
    </message>
    <message>
        <location filename="../cli/TeamCommands.cpp" line="200" />
        <source>Enabled %1: they can sign in again.</source>
        <translation>%1 réactivé : cet opérateur peut de nouveau se connecter.</translation>
    </message>
    <message>
        <location filename="../cli/TeamCommands.cpp" line="208" />
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <location filename="../cli/TeamCommands.cpp" line="208" />
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <location filename="../cli/TeamCommands.cpp" line="232" />
        <source>LOGIN</source>
        <translation>IDENTIFIANT</translation>
    </message>
    <message>
        <location filename="../cli/TeamCommands.cpp" line="232" />
        <source>NAME</source>
        <translation>NOM</translation>
    </message>
    <message>
        <location filename="../cli/TeamCommands.cpp" line="232" />
        <source>ROLE</source>
        <translation>RÔLE</translation>
    </message>
    <message>
        <location filename="../cli/TeamCommands.cpp" line="233" />
        <source>ADMINISTRATOR</source>
        <translation>ADMINISTRATEUR</translation>
    </message>
    <message>
        <location filename="../cli/TeamCommands.cpp" line="233" />
        <source>DISABLED</source>
        <translation>DÉSACTIVÉ</translation>
    </message>
    <message>
        <location filename="../cli/TeamCommands.cpp" line="261" />
        <source>Makes a PostgreSQL database a Paydesk team database, or brings it up to date (run by its owner).</source>
        <translation>Fait d'une base de données PostgreSQL une base de données d'équipe Paydesk, ou la met à jour (à exécuter par son propriétaire).</translation>
    </message>
    <message>
        <location filename="../cli/TeamCommands.cpp" line="265" />
        <source>The first part of the team's group roles' names (default: paydesk).</source>
        <translation>La première partie du nom des rôles de groupe de l'équipe (par défaut : paydesk).</translation>
    </message>
    <message>
        <location filename="../cli/TeamCommands.cpp" line="271" />
        <source>Adds an operator: their login role in the right group, the initial password read from standard input.</source>
        <translation>Ajoute un opérateur : son rôle de connexion dans le bon groupe, avec le mot de passe initial lu sur l'entrée standard.</translation>
    </message>
    <message>
        <location filename="../cli/TeamCommands.cpp" line="275" />
        <source>The name shown for the operator.</source>
        <translation>Le nom affiché pour l'opérateur.</translation>
    </message>
    <message>
        <location filename="../cli/TeamCommands.cpp" line="276" />
        <source>What the operator does with payouts.</source>
        <translation>Ce que l'opérateur fait des paiements.</translation>
    </message>
    <message>
        <location filename="../cli/TeamCommands.cpp" line="277" />
        <source>Also an administrator (manages operators, rules and profiles).</source>
        <translation>Également administrateur (gère les opérateurs, les règles et les profils).</translation>
    </message>
    <message>
        <location filename="../cli/TeamCommands.cpp" line="281" />
        <source>Disables an operator: their login is refused, their sessions ended.</source>
        <translation>Désactive un opérateur : sa connexion est refusée, ses sessions sont fermées.</translation>
    </message>
    <message>
        <location filename="../cli/TeamCommands.cpp" line="286" />
        <source>Enables a disabled operator again.</source>
        <translation>Réactive un opérateur désactivé.</translation>
    </message>
    <message>
        <location filename="../cli/TeamCommands.cpp" line="291" />
        <source>Lists the team's operators.</source>
        <translation>Liste les opérateurs de l'équipe.</translation>
    </message>
    <message>
        <location filename="../cli/TeamImportCommand.cpp" line="31" />
        <source>%1: --%2: there is no file %3</source>
        <translation>%1 : --%2 : le fichier %3 n'existe pas</translation>
    </message>
    <message>
        <location filename="../cli/TeamImportCommand.cpp" line="77" />
        <source>Moves this workstation's operators, payouts not yet sent, senders, rules, profiles and audit log into a new team database, in one transaction.</source>
        <translation>Transfère les opérateurs, les paiements pas encore envoyés, les expéditeurs, les règles, les profils et le journal d'audit de ce poste de travail dans une nouvelle base de données d'équipe, en une seule transaction.</translation>
    </message>
    <message>
        <location filename="../cli/TeamImportCommand.cpp" line="80" />
        <source>The team database, as a libpq connection string, without a password.</source>
        <translation>La base de données d'équipe, sous forme de chaîne de connexion libpq, sans mot de passe.</translation>
    </message>
    <message>
        <location filename="../cli/TeamImportCommand.cpp" line="81" />
        <source>The workstation's store (default: this computer's Paydesk data).</source>
        <translation>Les données du poste de travail (par défaut : les données Paydesk de cet ordinateur).</translation>
    </message>
    <message>
        <location filename="../cli/TeamImportCommand.cpp" line="84" />
        <source>The settings file to read the profiles from (default: this computer's Paydesk settings).</source>
        <translation>Le fichier de paramètres d'où lire les profils (par défaut : les paramètres Paydesk de cet ordinateur).</translation>
    </message>
    <message>
        <location filename="../cli/TeamImportCommand.cpp" line="87" />
        <source>Writes the summary as JSON.</source>
        <translation>Écrit le récapitulatif en JSON.</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::WalletCommands</name>
    <message>
        <location filename="../cli/WalletCommands.cpp" line="31" />
        <source>the wallets of “%1” could not be read: %2</source>
        <translation>les portefeuilles de “%1” n'ont pas pu être lus : %2</translation>
    </message>
    <message>
        <location filename="../cli/WalletCommands.cpp" line="46" />
        <source>CURRENCY</source>
        <translation>DEVISE</translation>
    </message>
    <message>
        <location filename="../cli/WalletCommands.cpp" line="46" />
        <source>AVAILABLE</source>
        <translation>DISPONIBLE</translation>
    </message>
    <message>
        <location filename="../cli/WalletCommands.cpp" line="47" />
        <source>BALANCE</source>
        <translation>SOLDE</translation>
    </message>
    <message>
        <location filename="../cli/WalletCommands.cpp" line="47" />
        <source>WALLET</source>
        <translation>PORTEFEUILLE</translation>
    </message>
    <message>
        <location filename="../cli/WalletCommands.cpp" line="61" />
        <source>Lists the wallets of a profile's account: currency, available, balance and wallet id.</source>
        <translation>Liste les portefeuilles du compte d'un profil : devise, disponible, solde et identifiant du portefeuille.</translation>
    </message>
</context>
<context>
    <name>paydesk::core::CommandLine</name>
    <message>
        <location filename="../app/core/CommandLine.cpp" line="100" />
        <source>Paydesk, the treasury console for the payments service: wallet balances, payouts with approval, statements.</source>
        <translation>Paydesk, la console de trésorerie du service de paiement : soldes des portefeuilles, paiements avec approbation, relevés.</translation>
    </message>
    <message>
        <location filename="../app/core/CommandLine.cpp" line="104" />
        <source>Shows this help.</source>
        <translation>Affiche cette aide.</translation>
    </message>
    <message>
        <location filename="../app/core/CommandLine.cpp" line="105" />
        <source>Shows Paydesk's version.</source>
        <translation>Affiche la version de Paydesk.</translation>
    </message>
    <message>
        <location filename="../app/core/CommandLine.cpp" line="107" />
        <source>Shows the details a support request needs: versions, system, folders.</source>
        <translation>Affiche ce qu'une demande d'assistance doit contenir : versions, système, dossiers.</translation>
    </message>
    <message>
        <location filename="../app/core/CommandLine.cpp" line="110" />
        <source>Qt's own options, such as -platform and -style, are accepted too.</source>
        <translation>Les options propres à Qt, comme -platform et -style, sont aussi acceptées.</translation>
    </message>
    <message>
        <location filename="../app/core/CommandLine.cpp" line="111" />
        <source>Data folder: %1</source>
        <translation>Dossier des données : %1</translation>
    </message>
    <message>
        <location filename="../app/core/CommandLine.cpp" line="112" />
        <source>Log file: %1</source>
        <translation>Fichier journal : %1</translation>
    </message>
</context>
<context>
    <name>paydesk::core::PeriodPresets</name>
    <message>
        <location filename="../app/core/PeriodPreset.cpp" line="16" />
        <source>Today</source>
        <translation>Aujourd'hui</translation>
    </message>
    <message>
        <location filename="../app/core/PeriodPreset.cpp" line="18" />
        <source>Last 7 days</source>
        <translation>7 derniers jours</translation>
    </message>
    <message>
        <location filename="../app/core/PeriodPreset.cpp" line="20" />
        <source>This month</source>
        <translation>Ce mois-ci</translation>
    </message>
    <message>
        <location filename="../app/core/PeriodPreset.cpp" line="22" />
        <source>Last month</source>
        <translation>Le mois dernier</translation>
    </message>
    <message>
        <location filename="../app/core/PeriodPreset.cpp" line="24" />
        <source>Dates…</source>
        <translation>Dates…</translation>
    </message>
</context>
<context>
    <name>paydesk::core::SingleInstance</name>
    <message>
        <location filename="../app/core/SingleInstance.cpp" line="88" />
        <source>Paydesk is already running; its window was brought forward.</source>
        <translation>Paydesk est déjà ouvert ; sa fenêtre a été mise au premier plan.</translation>
    </message>
    <message>
        <location filename="../app/core/SingleInstance.cpp" line="90" />
        <source>Paydesk is already running but does not answer. Wait a moment and start it again; if it still does not answer, end the running Paydesk first.</source>
        <translation>Paydesk est déjà ouvert mais ne répond pas. Attendez un instant et relancez-le ; s'il ne répond toujours pas, mettez d'abord fin au Paydesk ouvert.</translation>
    </message>
</context>
<context>
    <name>paydesk::core::SupportInfo</name>
    <message>
        <location filename="../app/core/SupportInfo.cpp" line="36" />
        <source>Used by libphonenumber</source>
        <translation>Utilisée par libphonenumber</translation>
    </message>
    <message>
        <location filename="../app/core/SupportInfo.cpp" line="38" />
        <source>Windows, network and database access</source>
        <translation>Fenêtres, réseau et accès aux bases de données</translation>
    </message>
    <message>
        <location filename="../app/core/SupportInfo.cpp" line="40" />
        <source>API keys in the system's keychain</source>
        <translation>Les clés d'API dans le trousseau du système</translation>
    </message>
    <message>
        <location filename="../app/core/SupportInfo.cpp" line="41" />
        <source>Checking phone numbers</source>
        <translation>La vérification des numéros de téléphone</translation>
    </message>
    <message>
        <location filename="../app/core/SupportInfo.cpp" line="45" />
        <source>Operators' passphrases (scrypt)</source>
        <translation>Les phrases secrètes des opérateurs (scrypt)</translation>
    </message>
    <message>
        <location filename="../app/core/SupportInfo.cpp" line="46" />
        <source>Public domain</source>
        <translation>Domaine public</translation>
    </message>
    <message>
        <location filename="../app/core/SupportInfo.cpp" line="46" />
        <source>The local database</source>
        <translation>La base de données locale</translation>
    </message>
    <message>
        <location filename="../app/core/SupportInfo.cpp" line="47" />
        <source>A shared database on a PostgreSQL server</source>
        <translation>Une base de données partagée sur un serveur PostgreSQL</translation>
    </message>
    <message>
        <location filename="../app/core/SupportInfo.cpp" line="48" />
        <source>The fonts of printed statements (built in)</source>
        <translation>Les polices des relevés imprimés (intégrées)</translation>
    </message>
</context>
<context>
    <name>paydesk::exporting::CamtWriter</name>
    <message>
        <location filename="../app/export/CamtWriter.cpp" line="129" />
        <source>the statement has no opening and closing balance in one currency.</source>
        <translation>le relevé n'a pas de solde d'ouverture et de clôture dans une même devise.</translation>
    </message>
    <message>
        <location filename="../app/export/CamtWriter.cpp" line="131" />
        <source>the statement has no period.</source>
        <translation>le relevé n'a pas de période.</translation>
    </message>
    <message>
        <location filename="../app/export/CamtWriter.cpp" line="179" />
        <source>line %1 is in %2, not in the statement's currency %3.</source>
        <translation>la ligne %1 est en %2, et non dans la devise du relevé %3.</translation>
    </message>
    <message>
        <location filename="../app/export/CamtWriter.cpp" line="248" />
        <source>the statement's balance is out of range.</source>
        <translation>le solde du relevé est hors limites.</translation>
    </message>
    <message>
        <location filename="../app/export/CamtWriter.cpp" line="256" />
        <source>it does not add up: the opening balance and the lines make %1, the closing balance is %2.</source>
        <translation>le compte n'y est pas : le solde d'ouverture et les lignes donnent %1, le solde de clôture est %2.</translation>
    </message>
</context>
<context>
    <name>paydesk::exporting::Mt940Writer</name>
    <message>
        <location filename="../app/export/Mt940Writer.cpp" line="82" />
        <source>the statement has no opening and closing balance in one currency.</source>
        <translation>le relevé n'a pas de solde d'ouverture et de clôture dans une même devise.</translation>
    </message>
    <message>
        <location filename="../app/export/Mt940Writer.cpp" line="84" />
        <source>the statement has no period.</source>
        <translation>le relevé n'a pas de période.</translation>
    </message>
    <message>
        <location filename="../app/export/Mt940Writer.cpp" line="95" />
        <source>an amount is too large for MT940 (15 characters).</source>
        <translation>un montant est trop grand pour MT940 (15 caractères).</translation>
    </message>
    <message>
        <location filename="../app/export/Mt940Writer.cpp" line="194" />
        <source>line %1 is in %2, not in the statement's currency %3.</source>
        <translation>la ligne %1 est en %2, et non dans la devise du relevé %3.</translation>
    </message>
    <message>
        <location filename="../app/export/Mt940Writer.cpp" line="199" />
        <source>the amount of line %1 is too large for MT940 (15 characters).</source>
        <translation>le montant de la ligne %1 est trop grand pour MT940 (15 caractères).</translation>
    </message>
    <message>
        <location filename="../app/export/Mt940Writer.cpp" line="202" />
        <source>the statement is too long for MT940 (more than %1 messages): export a shorter period.</source>
        <translation>le relevé est trop long pour MT940 (plus de %1 messages) : exportez une période plus courte.</translation>
    </message>
    <message>
        <location filename="../app/export/Mt940Writer.cpp" line="215" />
        <source>the statement's balance is out of range.</source>
        <translation>le solde du relevé est hors limites.</translation>
    </message>
    <message>
        <location filename="../app/export/Mt940Writer.cpp" line="223" />
        <source>it does not add up: the opening balance and the lines make %1, the closing balance is %2.</source>
        <translation>le compte n'y est pas : le solde d'ouverture et les lignes donnent %1, le solde de clôture est %2.</translation>
    </message>
    <message>
        <location filename="../app/export/Mt940Writer.cpp" line="229" />
        <source>the closing balance is too large for MT940 (15 characters).</source>
        <translation>le solde de clôture est trop grand pour MT940 (15 caractères).</translation>
    </message>
</context>
<context>
    <name>paydesk::exporting::StatementCamtExport</name>
    <message>
        <location filename="../app/export/StatementAccountingExport.cpp" line="93" />
        <source>Exporting statement %1 as CAMT.053</source>
        <translation>Export du relevé %1 au format CAMT.053</translation>
    </message>
</context>
<context>
    <name>paydesk::exporting::StatementCsvExport</name>
    <message>
        <location filename="../app/export/StatementCsvExport.cpp" line="22" />
        <source>Exporting statement %1</source>
        <translation>Export du relevé %1</translation>
    </message>
</context>
<context>
    <name>paydesk::exporting::StatementFileExport</name>
    <message>
        <location filename="../app/export/StatementFileExport.cpp" line="46" />
        <location filename="../app/export/StatementFileExport.cpp" line="101" />
        <location filename="../app/export/StatementFileExport.cpp" line="120" />
        <source>The statement could not be exported: %1</source>
        <translation>Le relevé n'a pas pu être exporté : %1</translation>
    </message>
    <message>
        <location filename="../app/export/StatementFileExport.cpp" line="126" />
        <location filename="../app/export/StatementFileExport.cpp" line="137" />
        <source>%1 could not be written: %2</source>
        <translation>%1 n'a pas pu être écrit : %2</translation>
    </message>
</context>
<context>
    <name>paydesk::exporting::StatementFormats</name>
    <message>
        <location filename="../app/export/StatementFormat.cpp" line="73" />
        <source>CSV</source>
        <translation>CSV</translation>
    </message>
    <message>
        <location filename="../app/export/StatementFormat.cpp" line="75" />
        <source>PDF</source>
        <translation>PDF</translation>
    </message>
    <message>
        <location filename="../app/export/StatementFormat.cpp" line="77" />
        <source>MT940 (SWIFT)</source>
        <translation>MT940 (SWIFT)</translation>
    </message>
    <message>
        <location filename="../app/export/StatementFormat.cpp" line="79" />
        <source>CAMT.053 (ISO 20022)</source>
        <translation>CAMT.053 (ISO 20022)</translation>
    </message>
    <message>
        <location filename="../app/export/StatementFormat.cpp" line="81" />
        <source>CAMT.053 version 8 (ISO 20022)</source>
        <translation>CAMT.053 version 8 (ISO 20022)</translation>
    </message>
    <message>
        <location filename="../app/export/StatementFormat.cpp" line="93" />
        <source>CSV files (%1)</source>
        <translation>Fichiers CSV (%1)</translation>
    </message>
    <message>
        <location filename="../app/export/StatementFormat.cpp" line="95" />
        <source>PDF documents (%1)</source>
        <translation>Documents PDF (%1)</translation>
    </message>
    <message>
        <location filename="../app/export/StatementFormat.cpp" line="97" />
        <source>MT940 statements (%1)</source>
        <translation>Relevés MT940 (%1)</translation>
    </message>
    <message>
        <location filename="../app/export/StatementFormat.cpp" line="100" />
        <source>CAMT.053 statements (%1)</source>
        <translation>Relevés CAMT.053 (%1)</translation>
    </message>
</context>
<context>
    <name>paydesk::exporting::StatementLineSpool</name>
    <message>
        <location filename="../app/export/StatementLineSpool.cpp" line="47" />
        <source>No temporary file could be made in %1: %2</source>
        <translation>Aucun fichier temporaire n'a pu être créé dans %1 : %2</translation>
    </message>
    <message>
        <location filename="../app/export/StatementLineSpool.cpp" line="68" />
        <location filename="../app/export/StatementLineSpool.cpp" line="79" />
        <source>The temporary file of the statement could not be written: %1</source>
        <translation>Le fichier temporaire du relevé n'a pas pu être écrit : %1</translation>
    </message>
    <message>
        <location filename="../app/export/StatementLineSpool.cpp" line="98" />
        <source>The temporary file of the statement could not be read back: %1</source>
        <translation>Le fichier temporaire du relevé n'a pas pu être relu : %1</translation>
    </message>
</context>
<context>
    <name>paydesk::exporting::StatementMt940Export</name>
    <message>
        <location filename="../app/export/StatementAccountingExport.cpp" line="82" />
        <source>Exporting statement %1 as MT940</source>
        <translation>Export du relevé %1 au format MT940</translation>
    </message>
</context>
<context>
    <name>paydesk::exporting::StatementPdfExport</name>
    <message>
        <location filename="../app/export/StatementPdfExport.cpp" line="21" />
        <source>Exporting statement %1 as PDF</source>
        <translation>Export du relevé %1 en PDF</translation>
    </message>
    <message>
        <location filename="../app/export/StatementPdfExport.cpp" line="36" />
        <source>The connection to the service is gone.</source>
        <translation>La connexion au service n'existe plus.</translation>
    </message>
    <message>
        <location filename="../app/export/StatementPdfExport.cpp" line="62" />
        <location filename="../app/export/StatementPdfExport.cpp" line="76" />
        <location filename="../app/export/StatementPdfExport.cpp" line="95" />
        <source>The statement could not be exported: %1</source>
        <translation>Le relevé n'a pas pu être exporté : %1</translation>
    </message>
    <message>
        <location filename="../app/export/StatementPdfExport.cpp" line="79" />
        <location filename="../app/export/StatementPdfExport.cpp" line="110" />
        <source>%1 could not be written: %2</source>
        <translation>%1 n'a pas pu être écrit : %2</translation>
    </message>
</context>
<context>
    <name>paydesk::exporting::StatementPdfPainter</name>
    <message>
        <location filename="../app/export/StatementPdfPainter.cpp" line="131" />
        <source>%1 to %2</source>
        <translation>du %1 au %2</translation>
    </message>
    <message>
        <location filename="../app/export/StatementPdfPainter.cpp" line="142" />
        <source>%1 to %2 UTC</source>
        <translation>du %1 au %2 UTC</translation>
    </message>
    <message>
        <location filename="../app/export/StatementPdfPainter.cpp" line="149" />
        <location filename="../app/export/StatementPdfPainter.cpp" line="284" />
        <location filename="../app/export/StatementPdfPainter.cpp" line="288" />
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../app/export/StatementPdfPainter.cpp" line="156" />
        <source>Wallet statement %1</source>
        <translation>Relevé de portefeuille %1</translation>
    </message>
    <message>
        <location filename="../app/export/StatementPdfPainter.cpp" line="203" />
        <location filename="../app/export/StatementPdfPainter.cpp" line="380" />
        <source>Lines</source>
        <translation>Lignes</translation>
    </message>
    <message>
        <location filename="../app/export/StatementPdfPainter.cpp" line="211" />
        <source>There are no lines in this period.</source>
        <translation>Il n'y a aucune ligne sur cette période.</translation>
    </message>
    <message>
        <location filename="../app/export/StatementPdfPainter.cpp" line="229" />
        <source>Wallet statement</source>
        <translation>Relevé de portefeuille</translation>
    </message>
    <message>
        <location filename="../app/export/StatementPdfPainter.cpp" line="236" />
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location filename="../app/export/StatementPdfPainter.cpp" line="247" />
        <source>Times in %1</source>
        <translation>Heures de %1</translation>
    </message>
    <message>
        <location filename="../app/export/StatementPdfPainter.cpp" line="264" />
        <source>Statement %1 · generated %2</source>
        <translation>Relevé %1 · établi le %2</translation>
    </message>
    <message>
        <location filename="../app/export/StatementPdfPainter.cpp" line="265" />
        <source>Page %1 of %2</source>
        <translation>Page %1 sur %2</translation>
    </message>
    <message>
        <location filename="../app/export/StatementPdfPainter.cpp" line="280" />
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <location filename="../app/export/StatementPdfPainter.cpp" line="282" />
        <source>Wallet</source>
        <translation>Portefeuille</translation>
    </message>
    <message>
        <location filename="../app/export/StatementPdfPainter.cpp" line="283" />
        <source>Currency</source>
        <translation>Devise</translation>
    </message>
    <message>
        <location filename="../app/export/StatementPdfPainter.cpp" line="284" />
        <source>Period</source>
        <translation>Période</translation>
    </message>
    <message>
        <location filename="../app/export/StatementPdfPainter.cpp" line="285" />
        <source>Period (UTC)</source>
        <translation>Période (UTC)</translation>
    </message>
    <message>
        <location filename="../app/export/StatementPdfPainter.cpp" line="286" />
        <source>Statement ID</source>
        <translation>Identifiant du relevé</translation>
    </message>
    <message>
        <location filename="../app/export/StatementPdfPainter.cpp" line="287" />
        <source>Generated</source>
        <translation>Établi le</translation>
    </message>
    <message>
        <location filename="../app/export/StatementPdfPainter.cpp" line="291" />
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <location filename="../app/export/StatementPdfPainter.cpp" line="317" />
        <source>Opening balance</source>
        <translation>Solde d'ouverture</translation>
    </message>
    <message>
        <location filename="../app/export/StatementPdfPainter.cpp" line="318" />
        <source>Total credits</source>
        <translation>Total des crédits</translation>
    </message>
    <message>
        <location filename="../app/export/StatementPdfPainter.cpp" line="319" />
        <source>Total debits</source>
        <translation>Total des débits</translation>
    </message>
    <message>
        <location filename="../app/export/StatementPdfPainter.cpp" line="320" />
        <source>Closing balance</source>
        <translation>Solde de clôture</translation>
    </message>
    <message>
        <location filename="../app/export/StatementPdfPainter.cpp" line="352" />
        <source>Totals by line type</source>
        <translation>Totaux par type de ligne</translation>
    </message>
    <message>
        <location filename="../app/export/StatementPdfPainter.cpp" line="380" />
        <source>Line type</source>
        <translation>Type de ligne</translation>
    </message>
    <message>
        <location filename="../app/export/StatementPdfPainter.cpp" line="380" />
        <source>Debits (%1)</source>
        <translation>Débits (%1)</translation>
    </message>
    <message>
        <location filename="../app/export/StatementPdfPainter.cpp" line="380" />
        <source>Credits (%1)</source>
        <translation>Crédits (%1)</translation>
    </message>
    <message>
        <location filename="../app/export/StatementPdfPainter.cpp" line="403" />
        <source>No lines</source>
        <translation>Aucune ligne</translation>
    </message>
    <message>
        <location filename="../app/export/StatementPdfPainter.cpp" line="412" />
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../app/export/StatementPdfPainter.cpp" line="427" />
        <source>Balance check: the balances agree</source>
        <translation>Contrôle des soldes : les soldes concordent</translation>
    </message>
    <message>
        <location filename="../app/export/StatementPdfPainter.cpp" line="432" />
        <source>Balance check: MISMATCH – the balances do not agree</source>
        <translation>Contrôle des soldes : ÉCART – les soldes ne concordent pas</translation>
    </message>
    <message>
        <location filename="../app/export/StatementPdfPainter.cpp" line="438" />
        <source>Balance check: not possible</source>
        <translation>Contrôle des soldes : impossible</translation>
    </message>
    <message>
        <location filename="../app/export/StatementPdfPainter.cpp" line="494" />
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <location filename="../app/export/StatementPdfPainter.cpp" line="495" />
        <source>Description</source>
        <translation>Libellé</translation>
    </message>
    <message>
        <location filename="../app/export/StatementPdfPainter.cpp" line="496" />
        <source>Amount (%1)</source>
        <translation>Montant (%1)</translation>
    </message>
    <message>
        <location filename="../app/export/StatementPdfPainter.cpp" line="497" />
        <source>Balance after (%1)</source>
        <translation>Solde après (%1)</translation>
    </message>
    <message>
        <location filename="../app/export/StatementPdfPainter.cpp" line="556" />
        <source>Payout %1</source>
        <translation>Paiement %1</translation>
    </message>
    <message>
        <location filename="../app/export/StatementPdfPainter.cpp" line="558" />
        <source>Payin %1</source>
        <translation>Encaissement %1</translation>
    </message>
    <message>
        <location filename="../app/export/StatementPdfPainter.cpp" line="560" />
        <source>Line %1</source>
        <translation>Ligne %1</translation>
    </message>
    <message>
        <location filename="../app/export/StatementPdfPainter.cpp" line="560" />
        <source>%1 · line %2</source>
        <translation>%1 · ligne %2</translation>
    </message>
</context>
<context>
    <name>paydesk::exporting::StatementSource</name>
    <message>
        <location filename="../app/export/StatementSource.cpp" line="23" />
        <location filename="../app/export/StatementSource.cpp" line="53" />
        <location filename="../app/export/StatementSource.cpp" line="67" />
        <source>The connection to the service is gone.</source>
        <translation>La connexion au service n'existe plus.</translation>
    </message>
    <message>
        <location filename="../app/export/StatementSource.cpp" line="34" />
        <location filename="../app/export/StatementSource.cpp" line="60" />
        <source>The statement could not be exported: %1</source>
        <translation>Le relevé n'a pas pu être exporté : %1</translation>
    </message>
    <message>
        <location filename="../app/export/StatementSource.cpp" line="38" />
        <source>The statement could not be exported: the service's answer was not a statement.</source>
        <translation>Le relevé n'a pas pu être exporté : la réponse du service n'était pas un relevé.</translation>
    </message>
    <message>
        <location filename="../app/export/StatementSource.cpp" line="41" />
        <source>The statement could not be exported: it is not ready yet (it has no balances).</source>
        <translation>Le relevé n'a pas pu être exporté : il n'est pas encore prêt (il n'a pas de soldes).</translation>
    </message>
    <message>
        <location filename="../app/export/StatementSource.cpp" line="65" />
        <source>The statement could not be exported: the service's answer was not a page of lines.</source>
        <translation>Le relevé n'a pas pu être exporté : la réponse du service n'était pas une page de lignes.</translation>
    </message>
    <message>
        <location filename="../app/export/StatementSource.cpp" line="89" />
        <source>%1 cannot be written: %2</source>
        <translation>%1 ne peut pas être écrit : %2</translation>
    </message>
</context>
<context>
    <name>paydesk::exporting::StatementTotals</name>
    <message>
        <location filename="../app/export/StatementTotals.cpp" line="76" />
        <location filename="../app/export/StatementTotals.cpp" line="97" />
        <source>The lines cannot be added up: one is in another currency than the statement's, or a total is out of range. The balances could not be checked.</source>
        <translation>Les lignes ne peuvent pas être additionnées : l'une est dans une autre devise que celle du relevé, ou un total dépasse les limites. Les soldes n'ont pas pu être contrôlés.</translation>
    </message>
    <message>
        <location filename="../app/export/StatementTotals.cpp" line="81" />
        <source>The service gave no opening or closing balance: the balances could not be checked.</source>
        <translation>Le service n'a donné aucun solde d'ouverture ou de clôture : les soldes n'ont pas pu être contrôlés.</translation>
    </message>
    <message>
        <location filename="../app/export/StatementTotals.cpp" line="82" />
        <source>Not every line was read: the balances could not be checked.</source>
        <translation>Toutes les lignes n'ont pas été lues : les soldes n'ont pas pu être contrôlés.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/export/StatementTotals.cpp" line="84" />
        <source>Opening balance %1 + %n line(s) (%2) = closing balance %3.</source>
        <translation>
            <numerusform>Solde d'ouverture %1 + %n ligne (%2) = solde de clôture %3.</numerusform>
            <numerusform>Solde d'ouverture %1 + %n lignes (%2) = solde de clôture %3.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/export/StatementTotals.cpp" line="89" />
        <source>Opening balance %1 + the lines (%2) = %3, but the closing balance is %4: a difference of %5. Contact support with this statement's ID.</source>
        <translation>Solde d'ouverture %1 + les lignes (%2) = %3, mais le solde de clôture est de %4 : un écart de %5. Contactez le support avec l'identifiant de ce relevé.</translation>
    </message>
</context>
<context>
    <name>paydesk::exporting::TableExportTask</name>
    <message>
        <location filename="../app/export/TableExportTask.cpp" line="36" />
        <location filename="../app/export/TableExportTask.cpp" line="74" />
        <location filename="../app/export/TableExportTask.cpp" line="94" />
        <source>The list to export is gone.</source>
        <translation>La liste à exporter n'existe plus.</translation>
    </message>
    <message>
        <location filename="../app/export/TableExportTask.cpp" line="47" />
        <source>Not every payout could be loaded: %1</source>
        <translation>Tous les paiements n'ont pas pu être chargés : %1</translation>
    </message>
    <message>
        <location filename="../app/export/TableExportTask.cpp" line="77" />
        <source>%1 cannot be written: %2</source>
        <translation>%1 ne peut pas être écrit : %2</translation>
    </message>
    <message>
        <location filename="../app/export/TableExportTask.cpp" line="112" />
        <location filename="../app/export/TableExportTask.cpp" line="123" />
        <source>%1 could not be written: %2</source>
        <translation>%1 n'a pas pu être écrit : %2</translation>
    </message>
</context>
<context>
    <name>paydesk::history::HistoryController</name>
    <message>
        <location filename="../app/history/HistoryController.cpp" line="95" />
        <source>Not made with Paydesk on this computer.</source>
        <translation>Pas préparé avec Paydesk sur cet ordinateur.</translation>
    </message>
    <message>
        <location filename="../app/history/HistoryController.cpp" line="102" />
        <source>Made in Paydesk</source>
        <translation>Fait dans Paydesk</translation>
    </message>
    <message>
        <location filename="../app/history/HistoryController.cpp" line="103" />
        <source>Maker:</source>
        <translation>Auteur :</translation>
    </message>
    <message>
        <location filename="../app/history/HistoryController.cpp" line="104" />
        <source>Approved by:</source>
        <translation>Approuvé par :</translation>
    </message>
    <message>
        <location filename="../app/history/HistoryController.cpp" line="105" />
        <source>Name check when drafted:</source>
        <translation>Vérification du nom à la préparation :</translation>
    </message>
    <message>
        <location filename="../app/history/HistoryController.cpp" line="107" />
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location filename="../app/history/HistoryController.cpp" line="156" />
        <source>Exporting the history</source>
        <translation>Export de l'historique</translation>
    </message>
</context>
<context>
    <name>paydesk::history::HistoryRange</name>
    <message>
        <location filename="../app/history/HistoryRange.cpp" line="88" />
        <source>Choose the first and the last day.</source>
        <translation>Choisissez le premier et le dernier jour.</translation>
    </message>
    <message>
        <location filename="../app/history/HistoryRange.cpp" line="90" />
        <source>Choose when the period starts and ends.</source>
        <translation>Choisissez le début et la fin de la période.</translation>
    </message>
    <message>
        <location filename="../app/history/HistoryRange.cpp" line="92" />
        <source>The period must lie between the years 1 and 9999.</source>
        <translation>La période doit se situer entre les années 1 et 9999.</translation>
    </message>
    <message>
        <location filename="../app/history/HistoryRange.cpp" line="94" />
        <source>The period ends before it starts.</source>
        <translation>La période se termine avant de commencer.</translation>
    </message>
    <message>
        <location filename="../app/history/HistoryRange.cpp" line="134" />
        <source>Today</source>
        <translation>Aujourd'hui</translation>
    </message>
    <message>
        <location filename="../app/history/HistoryRange.cpp" line="136" />
        <source>Last 7 days</source>
        <translation>7 derniers jours</translation>
    </message>
    <message>
        <location filename="../app/history/HistoryRange.cpp" line="139" />
        <location filename="../app/history/HistoryRange.cpp" line="142" />
        <location filename="../app/history/HistoryRange.cpp" line="149" />
        <source>No period</source>
        <translation>Aucune période</translation>
    </message>
    <message>
        <location filename="../app/history/HistoryRange.cpp" line="146" />
        <location filename="../app/history/HistoryRange.cpp" line="150" />
        <source>%1 – %2</source>
        <extracomment>A period of days, both included: "12/11/2026 – 18/11/2026"</extracomment>
        <translation>%1 – %2</translation>
    </message>
</context>
<context>
    <name>paydesk::history::PayoutsModel</name>
    <message>
        <location filename="../app/history/PayoutsModel.cpp" line="432" />
        <source>Created</source>
        <translation>Créé le</translation>
    </message>
    <message>
        <location filename="../app/history/PayoutsModel.cpp" line="434" />
        <source>Amount</source>
        <translation>Montant</translation>
    </message>
    <message>
        <location filename="../app/history/PayoutsModel.cpp" line="436" />
        <source>Recipient</source>
        <translation>Bénéficiaire</translation>
    </message>
    <message>
        <location filename="../app/history/PayoutsModel.cpp" line="438" />
        <source>Purpose</source>
        <translation>Motif</translation>
    </message>
    <message>
        <location filename="../app/history/PayoutsModel.cpp" line="440" />
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <location filename="../app/history/PayoutsModel.cpp" line="442" />
        <source>Reference</source>
        <translation>Référence</translation>
    </message>
    <message>
        <location filename="../app/history/PayoutsModel.cpp" line="444" />
        <source>Payout id</source>
        <translation>Identifiant du paiement</translation>
    </message>
    <message>
        <location filename="../app/history/PayoutsModel.cpp" line="446" />
        <source>Receipt</source>
        <translation>Reçu</translation>
    </message>
</context>
<context>
    <name>paydesk::models::PagedTableModel</name>
    <message>
        <location filename="../app/models/PagedTableModel.cpp" line="23" />
        <source>Loading every row</source>
        <translation>Chargement de toutes les lignes</translation>
    </message>
    <message>
        <location filename="../app/models/PagedTableModel.cpp" line="44" />
        <source>The list was loaded again meanwhile.</source>
        <translation>La liste a été rechargée entre-temps.</translation>
    </message>
    <message>
        <location filename="../app/models/PagedTableModel.cpp" line="55" />
        <source>The list was cleared.</source>
        <translation>La liste a été vidée.</translation>
    </message>
    <message>
        <location filename="../app/models/PagedTableModel.cpp" line="62" />
        <source>The profile is not connected.</source>
        <translation>Le profil n'est pas connecté.</translation>
    </message>
    <message>
        <location filename="../app/models/PagedTableModel.cpp" line="159" />
        <source>No profile is connected.</source>
        <translation>Aucun profil n'est connecté.</translation>
    </message>
</context>
<context>
    <name>paydesk::models::PaymentAccountsModel</name>
    <message>
        <location filename="../app/models/PaymentAccountsModel.cpp" line="82" />
        <source>Bank</source>
        <translation>Banque</translation>
    </message>
    <message>
        <location filename="../app/models/PaymentAccountsModel.cpp" line="85" />
        <source>IFSC %1</source>
        <translation>IFSC %1</translation>
    </message>
    <message>
        <location filename="../app/models/PaymentAccountsModel.cpp" line="86" />
        <source>Routing number %1</source>
        <translation>Code de routage %1</translation>
    </message>
    <message>
        <location filename="../app/models/PaymentAccountsModel.cpp" line="97" />
        <source>Mobile money</source>
        <translation>Mobile money</translation>
    </message>
    <message>
        <location filename="../app/models/PaymentAccountsModel.cpp" line="99" />
        <source>Bank account</source>
        <translation>Compte bancaire</translation>
    </message>
    <message>
        <location filename="../app/models/PaymentAccountsModel.cpp" line="101" />
        <source>Bank account (routing code)</source>
        <translation>Compte bancaire (code de routage)</translation>
    </message>
    <message>
        <location filename="../app/models/PaymentAccountsModel.cpp" line="103" />
        <source>Payment handle (UPI)</source>
        <translation>Identifiant de paiement (UPI)</translation>
    </message>
    <message>
        <location filename="../app/models/PaymentAccountsModel.cpp" line="170" />
        <source>Holder</source>
        <translation>Titulaire</translation>
    </message>
    <message>
        <location filename="../app/models/PaymentAccountsModel.cpp" line="172" />
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <location filename="../app/models/PaymentAccountsModel.cpp" line="174" />
        <source>Country</source>
        <translation>Pays</translation>
    </message>
    <message>
        <location filename="../app/models/PaymentAccountsModel.cpp" line="176" />
        <source>Account</source>
        <translation>Compte</translation>
    </message>
    <message>
        <location filename="../app/models/PaymentAccountsModel.cpp" line="178" />
        <source>Created</source>
        <translation>Créé le</translation>
    </message>
</context>
<context>
    <name>paydesk::models::WalletsModel</name>
    <message>
        <location filename="../app/models/WalletsModel.cpp" line="74" />
        <source>Paid out but not yet settled: balance minus available</source>
        <translation>Décaissé mais pas encore réglé : solde moins disponible</translation>
    </message>
    <message>
        <location filename="../app/models/WalletsModel.cpp" line="69" />
        <source>Under its alert level of %1</source>
        <translation>Sous son seuil d'alerte de %1</translation>
    </message>
    <message>
        <location filename="../app/models/WalletsModel.cpp" line="106" />
        <source>Wallet</source>
        <translation>Portefeuille</translation>
    </message>
    <message>
        <location filename="../app/models/WalletsModel.cpp" line="108" />
        <source>Available</source>
        <translation>Disponible</translation>
    </message>
    <message>
        <location filename="../app/models/WalletsModel.cpp" line="110" />
        <source>Balance</source>
        <translation>Solde</translation>
    </message>
    <message>
        <location filename="../app/models/WalletsModel.cpp" line="112" />
        <source>Not yet settled</source>
        <translation>Pas encore réglé</translation>
    </message>
</context>
<context>
    <name>paydesk::operators::ApprovalRule</name>
    <message>
        <location filename="../app/operators/ApprovalRule.cpp" line="20" />
        <source>The currency of the rule is not one Paydesk knows.</source>
        <translation>La devise de la règle n'est pas une devise connue de Paydesk.</translation>
    </message>
    <message>
        <location filename="../app/operators/ApprovalRule.cpp" line="23" />
        <source>The amount above which a second approver is needed must be in the rule's currency.</source>
        <translation>Le montant au-delà duquel un second approbateur est requis doit être dans la devise de la règle.</translation>
    </message>
    <message>
        <location filename="../app/operators/ApprovalRule.cpp" line="25" />
        <source>The amount above which a second approver is needed cannot be negative.</source>
        <translation>Le montant au-delà duquel un second approbateur est requis ne peut pas être négatif.</translation>
    </message>
    <message>
        <location filename="../app/operators/ApprovalRule.cpp" line="28" />
        <source>Drafts must expire after 1 to 365 days.</source>
        <translation>Les brouillons doivent expirer après 1 à 365 jours.</translation>
    </message>
    <message>
        <location filename="../app/store/ApprovalRuleStore.cpp" line="47" />
        <source>An approval rule is not as Paydesk wrote it: the database was changed outside Paydesk.</source>
        <translation>Une règle d'approbation n'est pas telle que Paydesk l'a écrite : la base de données a été modifiée en dehors de Paydesk.</translation>
    </message>
</context>
<context>
    <name>paydesk::operators::ApprovalRulesModel</name>
    <message>
        <location filename="../app/operators/OperatorTables.cpp" line="187" />
        <source>Never: one approver</source>
        <translation>Jamais : un approbateur</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/operators/OperatorTables.cpp" line="189" />
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n jour</numerusform>
            <numerusform>%n jours</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/operators/OperatorTables.cpp" line="191" />
        <source>%1 by %2</source>
        <translation>%1 par %2</translation>
    </message>
    <message>
        <location filename="../app/operators/OperatorTables.cpp" line="204" />
        <source>Currency</source>
        <translation>Devise</translation>
    </message>
    <message>
        <location filename="../app/operators/OperatorTables.cpp" line="206" />
        <source>Second approver above</source>
        <translation>Second approbateur au-delà de</translation>
    </message>
    <message>
        <location filename="../app/operators/OperatorTables.cpp" line="208" />
        <source>Drafts expire after</source>
        <translation>Expiration des brouillons</translation>
    </message>
    <message>
        <location filename="../app/operators/OperatorTables.cpp" line="210" />
        <source>Last change</source>
        <translation>Dernière modification</translation>
    </message>
</context>
<context>
    <name>paydesk::operators::KeyRecord</name>
    <message>
        <location filename="../app/operators/KeyRecord.cpp" line="85" />
        <source>The key record is not a JSON object.</source>
        <translation>L'enregistrement de clé n'est pas un objet JSON.</translation>
    </message>
    <message>
        <location filename="../app/operators/KeyRecord.cpp" line="88" />
        <source>The key record is of an unknown format (%1); this Paydesk reads %2.</source>
        <translation>L'enregistrement de clé est d'un format inconnu (%1) ; ce Paydesk lit %2.</translation>
    </message>
    <message>
        <location filename="../app/operators/KeyRecord.cpp" line="95" />
        <source>The key record has a member it should not have: %1.</source>
        <translation>L'enregistrement de clé a un membre qu'il ne devrait pas avoir : %1.</translation>
    </message>
    <message>
        <location filename="../app/operators/KeyRecord.cpp" line="98" />
        <source>The key record lacks its member %1.</source>
        <translation>Il manque à l'enregistrement de clé son membre %1.</translation>
    </message>
    <message>
        <location filename="../app/operators/KeyRecord.cpp" line="100" />
        <source>The key record's member %1 is not text.</source>
        <translation>Le membre %1 de l'enregistrement de clé n'est pas du texte.</translation>
    </message>
    <message>
        <location filename="../app/operators/KeyRecord.cpp" line="103" />
        <source>The key record's member %1 is not true or false.</source>
        <translation>Le membre %1 de l'enregistrement de clé n'est ni true ni false.</translation>
    </message>
    <message>
        <location filename="../app/operators/KeyRecord.cpp" line="110" />
        <source>The key record's role “%1” is not a role of Paydesk.</source>
        <translation>Le rôle “%1” de l'enregistrement de clé n'est pas un rôle de Paydesk.</translation>
    </message>
    <message>
        <location filename="../app/operators/KeyRecord.cpp" line="118" />
        <source>The key record's public key is not 32 bytes in Base64.</source>
        <translation>La clé publique de l'enregistrement de clé n'est pas de 32 octets en Base64.</translation>
    </message>
    <message>
        <location filename="../app/operators/KeyRecord.cpp" line="121" />
        <source>The key record's key ID is not the ID of its public key.</source>
        <translation>L'identifiant de clé de l'enregistrement n'est pas celui de sa clé publique.</translation>
    </message>
    <message>
        <location filename="../app/operators/KeyRecord.cpp" line="125" />
        <source>The key record does not name its operator and who vouched for it.</source>
        <translation>L'enregistrement de clé ne nomme pas son opérateur et celui qui s'en est porté garant.</translation>
    </message>
    <message>
        <location filename="../app/operators/KeyRecord.cpp" line="127" />
        <source>The key record's vouching key ID is not 64 lower-case hexadecimal digits.</source>
        <translation>L'identifiant de la clé garante de l'enregistrement n'est pas composé de 64 chiffres hexadécimaux minuscules.</translation>
    </message>
    <message>
        <location filename="../app/operators/KeyRecord.cpp" line="132" />
        <source>The key record's member %1 “%2” is not a UTC time with milliseconds.</source>
        <translation>Le membre %1 “%2” de l'enregistrement de clé n'est pas une heure UTC avec millisecondes.</translation>
    </message>
    <message>
        <location filename="../app/operators/KeyRecord.cpp" line="136" />
        <source>The key record is not written in its one canonical form.</source>
        <translation>L'enregistrement de clé n'est pas écrit sous son unique forme canonique.</translation>
    </message>
</context>
<context>
    <name>paydesk::operators::KeyStanding</name>
    <message>
        <location filename="../app/operators/KeyStanding.cpp" line="58" />
        <source>None yet: made at the next sign-in</source>
        <translation>Aucune pour l'instant : créée à la prochaine connexion</translation>
    </message>
    <message>
        <location filename="../app/operators/KeyStanding.cpp" line="60" />
        <source>Waiting for an administrator</source>
        <translation>En attente d'un administrateur</translation>
    </message>
    <message>
        <location filename="../app/operators/KeyStanding.cpp" line="62" />
        <source>Vouched for by %1</source>
        <translation>Garantie par %1</translation>
    </message>
    <message>
        <location filename="../app/operators/KeyStanding.cpp" line="64" />
        <source>Vouched for by %1 before a change: to be vouched again</source>
        <translation>Garantie par %1 avant une modification : à garantir de nouveau</translation>
    </message>
    <message>
        <location filename="../app/operators/KeyStanding.cpp" line="66" />
        <source>Administrator key of this database</source>
        <translation>Clé d'administrateur de cette base</translation>
    </message>
    <message>
        <location filename="../app/operators/KeyStanding.cpp" line="68" />
        <source>Revoked</source>
        <translation>Révoquée</translation>
    </message>
    <message>
        <location filename="../app/operators/KeyStanding.cpp" line="80" />
        <source>%1 has no signing key in force. It is made when they next sign in, and then waits for an administrator to vouch for it.</source>
        <translation>%1 n'a pas de clé de signature en vigueur. Elle est créée à sa prochaine connexion, puis attend qu'un administrateur s'en porte garant.</translation>
    </message>
    <message>
        <location filename="../app/operators/KeyStanding.cpp" line="84" />
        <source>The signing key of %1 (%2) was revoked on %3, when they were disabled. Approvals they made before stay valid.</source>
        <translation>La clé de signature de %1 (%2) a été révoquée le %3, lors de sa désactivation. Les approbations données auparavant restent valides.</translation>
    </message>
    <message>
        <location filename="../app/operators/KeyStanding.cpp" line="89" />
        <source>Signing key of %1: %2, made on %3. Its approvals do not count until an administrator vouches for it, after comparing this fingerprint with the one %1 reads out from their own screen.</source>
        <translation>Clé de signature de %1 : %2, créée le %3. Ses approbations ne comptent pas tant qu'un administrateur ne s'en est pas porté garant, après avoir comparé cette empreinte avec celle que %1 lit sur son propre écran.</translation>
    </message>
    <message>
        <location filename="../app/operators/KeyStanding.cpp" line="94" />
        <source>Signing key of %1: %2, made on %3, vouched for by %4 on %5.</source>
        <translation>Clé de signature de %1 : %2, créée le %3, garantie par %4 le %5.</translation>
    </message>
    <message>
        <location filename="../app/operators/KeyStanding.cpp" line="98" />
        <source>Signing key of %1: %2, vouched for by %3 on %4 as %5 (%6). %1 was changed since: an administrator vouches for the key again.</source>
        <translation>Clé de signature de %1 : %2, garantie par %3 le %4 en tant que %5 (%6). %1 a été modifié depuis : un administrateur doit se porter de nouveau garant de la clé.</translation>
    </message>
    <message>
        <location filename="../app/operators/KeyStanding.cpp" line="103" />
        <source>, administrator</source>
        <translation>, administrateur</translation>
    </message>
    <message>
        <location filename="../app/operators/KeyStanding.cpp" line="105" />
        <source>Signing key of %1: %2, made on %3. It is the administrator key of this database: it vouched for itself and vouches for the keys of the others. Every workstation keeps its fingerprint.</source>
        <translation>Clé de signature de %1 : %2, créée le %3. C'est la clé d'administrateur de cette base : elle s'est garantie elle-même et se porte garante des clés des autres. Chaque poste conserve son empreinte.</translation>
    </message>
</context>
<context>
    <name>paydesk::operators::Operator</name>
    <message>
        <location filename="../app/operators/Operator.cpp" line="35" />
        <source>Maker</source>
        <translation>Initiateur</translation>
    </message>
    <message>
        <location filename="../app/operators/Operator.cpp" line="37" />
        <source>Approver</source>
        <translation>Approbateur</translation>
    </message>
    <message>
        <location filename="../app/operators/Operator.cpp" line="39" />
        <source>Viewer</source>
        <translation>Lecteur</translation>
    </message>
    <message>
        <location filename="../app/store/OperatorRows.cpp" line="38" />
        <source>An operator is not as Paydesk wrote it: the database was changed outside Paydesk.</source>
        <translation>Un opérateur n'est pas tel que Paydesk l'a écrit : la base de données a été modifiée en dehors de Paydesk.</translation>
    </message>
</context>
<context>
    <name>paydesk::operators::OperatorListModel</name>
    <message>
        <location filename="../app/operators/OperatorTables.cpp" line="79" />
        <source>Signed in now</source>
        <translation>Connecté en ce moment</translation>
    </message>
    <message>
        <location filename="../app/operators/OperatorTables.cpp" line="81" />
        <source>Fingerprint: %1</source>
        <translation>Empreinte : %1</translation>
    </message>
    <message>
        <location filename="../app/operators/OperatorTables.cpp" line="92" />
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <location filename="../app/operators/OperatorTables.cpp" line="94" />
        <source>Disabled</source>
        <translation>Désactivé</translation>
    </message>
    <message>
        <location filename="../app/operators/OperatorTables.cpp" line="94" />
        <source>Active</source>
        <translation>Actif</translation>
    </message>
    <message>
        <location filename="../app/operators/OperatorTables.cpp" line="113" />
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location filename="../app/operators/OperatorTables.cpp" line="115" />
        <source>Sign-in name</source>
        <translation>Nom de connexion</translation>
    </message>
    <message>
        <location filename="../app/operators/OperatorTables.cpp" line="117" />
        <source>Role</source>
        <translation>Rôle</translation>
    </message>
    <message>
        <location filename="../app/operators/OperatorTables.cpp" line="119" />
        <source>Administrator</source>
        <translation>Administrateur</translation>
    </message>
    <message>
        <location filename="../app/operators/OperatorTables.cpp" line="121" />
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <location filename="../app/operators/OperatorTables.cpp" line="123" />
        <source>Signing key</source>
        <translation>Clé de signature</translation>
    </message>
    <message>
        <location filename="../app/operators/OperatorTables.cpp" line="125" />
        <source>Last change</source>
        <translation>Dernière modification</translation>
    </message>
</context>
<context>
    <name>paydesk::operators::Permissions</name>
    <message>
        <location filename="../app/operators/Permissions.cpp" line="52" />
        <source>This operator is disabled.</source>
        <translation>Cet opérateur est désactivé.</translation>
    </message>
    <message>
        <location filename="../app/operators/Permissions.cpp" line="54" />
        <source>Only a maker can draft payouts.</source>
        <translation>Seul un initiateur peut préparer des paiements.</translation>
    </message>
    <message>
        <location filename="../app/operators/Permissions.cpp" line="56" />
        <source>Only an approver can approve payouts.</source>
        <translation>Seul un approbateur peut approuver des paiements.</translation>
    </message>
    <message>
        <location filename="../app/operators/Permissions.cpp" line="58" />
        <source>The maker of a payout cannot approve it: another person must.</source>
        <translation>L'initiateur d'un paiement ne peut pas l'approuver : une autre personne doit le faire.</translation>
    </message>
    <message>
        <location filename="../app/operators/Permissions.cpp" line="60" />
        <source>You have approved this payout already: its second approval must come from another approver.</source>
        <translation>Vous avez déjà approuvé ce paiement : sa seconde approbation doit venir d'un autre approbateur.</translation>
    </message>
    <message>
        <location filename="../app/operators/Permissions.cpp" line="63" />
        <source>This payout has all the approvals it needs.</source>
        <translation>Ce paiement a toutes les approbations nécessaires.</translation>
    </message>
    <message>
        <location filename="../app/operators/Permissions.cpp" line="65" />
        <source>Only an administrator can manage operators and approval rules.</source>
        <translation>Seul un administrateur peut gérer les opérateurs et les règles d'approbation.</translation>
    </message>
</context>
<context>
    <name>paydesk::operators::SigningKey</name>
    <message>
        <location filename="../app/operators/SigningKey.cpp" line="266" />
        <source>The signing key cannot be read: it is damaged or not a Paydesk signing key.</source>
        <translation>La clé de signature ne peut pas être lue : elle est endommagée ou n'est pas une clé de signature Paydesk.</translation>
    </message>
    <message>
        <location filename="../app/operators/SigningKey.cpp" line="272" />
        <location filename="../app/operators/SigningKey.cpp" line="286" />
        <source>The signing key cannot be opened: Paydesk's crypto module is not available.</source>
        <translation>La clé de signature ne peut pas être ouverte : le module cryptographique de Paydesk n'est pas disponible.</translation>
    </message>
    <message>
        <location filename="../app/operators/SigningKey.cpp" line="280" />
        <source>The signing key does not open: the passphrase is wrong, or the key was changed or belongs to another operator.</source>
        <translation>La clé de signature ne s'ouvre pas : la phrase secrète est fausse, ou la clé a été modifiée ou appartient à un autre opérateur.</translation>
    </message>
</context>
<context>
    <name>paydesk::operators::TrustCheck</name>
    <message>
        <location filename="../app/operators/TrustCheck.cpp" line="67" />
        <source>The administrator key of this database is not the one this computer trusts. Payouts are held until an administrator looks into it.</source>
        <translation>La clé d'administrateur de cette base n'est pas celle à laquelle cet ordinateur fait confiance. Les paiements sont retenus jusqu'à ce qu'un administrateur examine la situation.</translation>
    </message>
    <message>
        <location filename="../app/operators/TrustCheck.cpp" line="73" />
        <source>This computer now trusts the administrator key of %1 for this team database. Its fingerprint is:

%2

Compare it with the fingerprint %1 gave you. If they differ, do not approve anything and tell %1 at once.</source>
        <translation>Cet ordinateur fait désormais confiance à la clé d'administrateur de %1 pour cette base d'équipe. Son empreinte est :

%2

Comparez-la avec l'empreinte que %1 vous a donnée. Si elles diffèrent, n'approuvez rien et prévenez immédiatement %1.</translation>
    </message>
</context>
<context>
    <name>paydesk::outbox::OutboxStore</name>
    <message>
        <location filename="../app/outbox/OutboxRows.cpp" line="63" />
        <location filename="../app/outbox/OutboxStore.cpp" line="108" />
        <location filename="../app/outbox/TeamOutboxWrites.cpp" line="81" />
        <source>This payout is no longer in the outbox.</source>
        <translation>Ce paiement n'est plus dans la file d'envoi.</translation>
    </message>
    <message>
        <location filename="../app/outbox/OutboxRows.cpp" line="75" />
        <source>This payout was changed elsewhere (another window or workstation) meanwhile.</source>
        <translation>Ce paiement a été modifié ailleurs (une autre fenêtre ou un autre poste) entre-temps.</translation>
    </message>
    <message>
        <location filename="../app/outbox/OutboxRows.cpp" line="92" />
        <source>The signature given is not of this decision on this payout.</source>
        <translation>La signature fournie ne porte pas sur cette décision pour ce paiement.</translation>
    </message>
    <message>
        <location filename="../app/outbox/OutboxStore.cpp" line="57" />
        <source>The payout could not be read.</source>
        <translation>Le paiement n'a pas pu être lu.</translation>
    </message>
    <message>
        <location filename="../app/outbox/OutboxStore.cpp" line="67" />
        <source>The outbox could not be read.</source>
        <translation>La file d'envoi n'a pas pu être lue.</translation>
    </message>
    <message>
        <location filename="../app/outbox/OutboxStore.cpp" line="113" />
        <location filename="../app/outbox/OutboxStore.cpp" line="243" />
        <location filename="../app/outbox/TeamOutboxWrites.cpp" line="86" />
        <source>This payout is %1 now: it cannot make this step.</source>
        <translation>Ce paiement est maintenant %1 : il ne peut pas faire cette étape.</translation>
    </message>
    <message>
        <location filename="../app/outbox/OutboxApprovalFlow.cpp" line="22" />
        <source>The payout was not submitted for approval.</source>
        <translation>Le paiement n'a pas été soumis pour approbation.</translation>
    </message>
    <message>
        <location filename="../app/outbox/OutboxApprovalFlow.cpp" line="58" />
        <source>The payout was not approved.</source>
        <translation>Le paiement n'a pas été approuvé.</translation>
    </message>
    <message>
        <location filename="../app/outbox/OutboxStore.cpp" line="203" />
        <source>The payout was not returned to its maker.</source>
        <translation>Le paiement n'a pas été renvoyé à son initiateur.</translation>
    </message>
    <message>
        <location filename="../app/outbox/OutboxApprovalFlow.cpp" line="42" />
        <source>Only the operator who drafted a payout submits it for approval.</source>
        <translation>Seul l'opérateur qui a préparé un paiement le soumet à approbation.</translation>
    </message>
    <message>
        <location filename="../app/outbox/OutboxApprovalFlow.cpp" line="45" />
        <source>The payout has no amount.</source>
        <translation>Le paiement n'a pas de montant.</translation>
    </message>
    <message>
        <location filename="../app/outbox/OutboxApprovalFlow.cpp" line="84" />
        <source>The maker of a payout never approves it.</source>
        <translation>L'auteur d'un paiement ne l'approuve jamais.</translation>
    </message>
    <message>
        <location filename="../app/outbox/OutboxApprovalFlow.cpp" line="88" />
        <source>You have approved this payout already: the second approval must be someone else's.</source>
        <translation>Vous avez déjà approuvé ce paiement : la seconde approbation doit venir de quelqu'un d'autre.</translation>
    </message>
    <message>
        <location filename="../app/outbox/OutboxApprovalFlow.cpp" line="92" />
        <source>This payout needs no further approval.</source>
        <translation>Ce paiement n'a besoin d'aucune autre approbation.</translation>
    </message>
    <message>
        <location filename="../app/outbox/OutboxApprovalFlow.cpp" line="98" />
        <source>This payout waited too long for approval and has expired.</source>
        <translation>Ce paiement a attendu trop longtemps son approbation et a expiré.</translation>
    </message>
    <message>
        <location filename="../app/outbox/OutboxApprovalFlow.cpp" line="114" />
        <source>The payout was not sent back to its maker.</source>
        <translation>Le paiement n'a pas été renvoyé à son auteur.</translation>
    </message>
    <message>
        <location filename="../app/outbox/OutboxApprovalFlow.cpp" line="134" />
        <source>The maker of a payout does not reject it: withdraw it instead.</source>
        <translation>L'auteur d'un paiement ne le rejette pas : retirez-le plutôt.</translation>
    </message>
    <message>
        <location filename="../app/outbox/OutboxApprovalFlow.cpp" line="137" />
        <source>Say why the payout is rejected: its maker reads it.</source>
        <translation>Indiquez pourquoi le paiement est rejeté : son auteur le lira.</translation>
    </message>
    <message>
        <location filename="../app/outbox/OutboxApprovalFlow.cpp" line="150" />
        <source>The payout was not withdrawn.</source>
        <translation>Le paiement n'a pas été retiré.</translation>
    </message>
    <message>
        <location filename="../app/outbox/OutboxApprovalFlow.cpp" line="167" />
        <source>Only the operator who drafted a payout withdraws it.</source>
        <translation>Seul l'opérateur qui a préparé un paiement le retire.</translation>
    </message>
    <message>
        <location filename="../app/outbox/OutboxApprovalFlow.cpp" line="176" />
        <source>The payout's expiry was not recorded.</source>
        <translation>L'expiration du paiement n'a pas été enregistrée.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/outbox/OutboxApprovalFlow.cpp" line="187" />
        <source>Not approved within %n day(s): it expired.</source>
        <translation>
            <numerusform>Non approuvé en %n jour : il a expiré.</numerusform>
            <numerusform>Non approuvé en %n jours : il a expiré.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/outbox/OutboxStore.cpp" line="252" />
        <source>The payout was not held.</source>
        <translation>Le paiement n'a pas été retenu.</translation>
    </message>
    <message>
        <location filename="../app/outbox/OutboxStore.cpp" line="276" />
        <source>Say why the payout is held.</source>
        <translation>Indiquez pourquoi le paiement est retenu.</translation>
    </message>
    <message>
        <location filename="../app/outbox/OutboxStore.cpp" line="287" />
        <source>The payout was not sent.</source>
        <translation>Le paiement n'a pas été envoyé.</translation>
    </message>
    <message>
        <location filename="../app/outbox/OutboxStore.cpp" line="306" />
        <source>The service's acceptance of the payout was not recorded.</source>
        <translation>L'acceptation du paiement par le service n'a pas été enregistrée.</translation>
    </message>
    <message>
        <location filename="../app/outbox/OutboxStore.cpp" line="331" />
        <source>The service's refusal of the payout was not recorded.</source>
        <translation>Le refus du paiement par le service n'a pas été enregistré.</translation>
    </message>
    <message>
        <location filename="../app/outbox/OutboxStore.cpp" line="358" />
        <source>The payout's uncertain outcome was not recorded.</source>
        <translation>L'issue incertaine du paiement n'a pas été enregistrée.</translation>
    </message>
    <message>
        <location filename="../app/outbox/OutboxStore.cpp" line="402" />
        <location filename="../app/outbox/OutboxStore.cpp" line="410" />
        <source>No payout could be taken from the outbox.</source>
        <translation>Aucun paiement n'a pu être pris dans la file d'envoi.</translation>
    </message>
    <message>
        <location filename="../app/outbox/OutboxStore.cpp" line="505" />
        <source>The payout's lease was not renewed.</source>
        <translation>Le bail du paiement n'a pas été renouvelé.</translation>
    </message>
    <message>
        <location filename="../app/outbox/OutboxStore.cpp" line="535" />
        <source>The payout's lease was not released.</source>
        <translation>Le bail du paiement n'a pas été libéré.</translation>
    </message>
</context>
<context>
    <name>paydesk::outbox::PayoutFollower</name>
    <message>
        <location filename="../app/outbox/PayoutFollowStore.cpp" line="72" />
        <location filename="../app/outbox/PayoutFollowStore.cpp" line="79" />
        <source>The payouts to follow could not be read.</source>
        <translation>Les paiements à suivre n'ont pas pu être lus.</translation>
    </message>
    <message>
        <location filename="../app/outbox/PayoutFollowStore.cpp" line="154" />
        <source>The payout's next look was not recorded.</source>
        <translation>Le prochain contrôle du paiement n'a pas été enregistré.</translation>
    </message>
    <message>
        <location filename="../app/outbox/PayoutFollowStore.cpp" line="180" />
        <source>The payout could not be read.</source>
        <translation>Le paiement n'a pas pu être lu.</translation>
    </message>
    <message>
        <location filename="../app/outbox/PayoutFollowStore.cpp" line="200" />
        <source>The payout's state was not recorded.</source>
        <translation>L'état du paiement n'a pas été enregistré.</translation>
    </message>
</context>
<context>
    <name>paydesk::overview::BalanceSamples</name>
    <message>
        <location filename="../app/overview/BalanceSamples.cpp" line="26" />
        <source>The balances of today could not be kept for the trends.</source>
        <translation>Les soldes du jour n'ont pas pu être conservés pour les tendances.</translation>
    </message>
    <message>
        <location filename="../app/overview/BalanceSamples.cpp" line="92" />
        <source>The balances of the last days could not be read.</source>
        <translation>Les soldes des derniers jours n'ont pas pu être lus.</translation>
    </message>
</context>
<context>
    <name>paydesk::overview::OverviewItemsModel</name>
    <message numerus="yes">
        <location filename="../app/overview/OverviewItemsModel.cpp" line="27" />
        <source>%n more…</source>
        <translation><numerusform>%n autre…</numerusform><numerusform>%n autres…</numerusform></translation>
    </message>
    <message>
        <location filename="../app/overview/OverviewItemsModel.cpp" line="81" />
        <source>Payout without a reference</source>
        <translation>Paiement sans référence</translation>
    </message>
    <message>
        <location filename="../app/overview/OverviewItemsModel.cpp" line="99" />
        <source>Waiting since %1</source>
        <translation>En attente depuis %1</translation>
    </message>
    <message>
        <location filename="../app/overview/OverviewItemsModel.cpp" line="100" />
        <source>Made by %1, waiting since %2</source>
        <translation>Préparé par %1, en attente depuis %2</translation>
    </message>
    <message>
        <location filename="../app/overview/OverviewItemsModel.cpp" line="103" />
        <source>Approved by %1, waiting for a second approver</source>
        <translation>Approuvé par %1, en attente d'un second approbateur</translation>
    </message>
    <message>
        <location filename="../app/overview/OverviewItemsModel.cpp" line="129" />
        <source>Approved, about to be sent</source>
        <translation>Approuvé, sur le point d'être envoyé</translation>
    </message>
    <message>
        <location filename="../app/overview/OverviewItemsModel.cpp" line="131" />
        <source>Being sent to the payments service</source>
        <translation>En cours d'envoi au service de paiement</translation>
    </message>
    <message>
        <location filename="../app/overview/OverviewItemsModel.cpp" line="133" />
        <source>Sent; Paydesk is asking the payments service whether it arrived</source>
        <translation>Envoyé ; Paydesk demande au service de paiement s'il est arrivé</translation>
    </message>
    <message>
        <location filename="../app/overview/OverviewItemsModel.cpp" line="136" />
        <source>Accepted by the payments service</source>
        <translation>Accepté par le service de paiement</translation>
    </message>
    <message>
        <location filename="../app/overview/OverviewItemsModel.cpp" line="137" />
        <source>At the payments service: %1</source>
        <translation>Au service de paiement : %1</translation>
    </message>
    <message>
        <location filename="../app/overview/OverviewItemsModel.cpp" line="170" />
        <source>%1 on %2: %3</source>
        <translation>%1 le %2 : %3</translation>
    </message>
    <message>
        <location filename="../app/overview/OverviewItemsModel.cpp" line="190" />
        <source>%1 statement, %2 to %3</source>
        <translation>Relevé %1, du %2 au %3</translation>
    </message>
    <message>
        <location filename="../app/overview/OverviewItemsModel.cpp" line="193" />
        <source>Ready since %1</source>
        <translation>Prêt depuis %1</translation>
    </message>
</context>
<context>
    <name>paydesk::overview::WalletTrendModel</name>
    <message numerus="yes">
        <location filename="../app/overview/WalletTrendModel.cpp" line="79" />
        <source>No change in %n days</source>
        <translation><numerusform>Aucune variation en %n jour</numerusform><numerusform>Aucune variation en %n jours</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/overview/WalletTrendModel.cpp" line="82" />
        <source>+%1 in %n days</source>
        <translation><numerusform>+%1 en %n jour</numerusform><numerusform>+%1 en %n jours</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/overview/WalletTrendModel.cpp" line="83" />
        <source>%1 in %n days</source>
        <translation><numerusform>%1 en %n jour</numerusform><numerusform>%1 en %n jours</numerusform></translation>
    </message>
    <message>
        <location filename="../app/overview/WalletTrendModel.cpp" line="91" />
        <source>No trend yet</source>
        <translation>Pas encore de tendance</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/overview/WalletTrendModel.cpp" line="95" />
        <source>Rising over %n days</source>
        <translation><numerusform>En hausse sur %n jour</numerusform><numerusform>En hausse sur %n jours</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/overview/WalletTrendModel.cpp" line="97" />
        <source>Falling over %n days</source>
        <translation><numerusform>En baisse sur %n jour</numerusform><numerusform>En baisse sur %n jours</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/overview/WalletTrendModel.cpp" line="98" />
        <source>Steady over %n days</source>
        <translation><numerusform>Stable sur %n jour</numerusform><numerusform>Stable sur %n jours</numerusform></translation>
    </message>
    <message>
        <location filename="../app/overview/WalletTrendModel.cpp" line="120" />
        <source>Below its alert level of %1</source>
        <translation>Sous son seuil d'alerte de %1</translation>
    </message>
    <message>
        <location filename="../app/overview/WalletTrendModel.cpp" line="122" />
        <source>Below its alert level</source>
        <translation>Sous son seuil d'alerte</translation>
    </message>
    <message>
        <location filename="../app/overview/WalletTrendModel.cpp" line="128" />
        <source>%1 (low balance)</source>
        <translation>%1 (solde bas)</translation>
    </message>
    <message>
        <location filename="../app/overview/WalletTrendModel.cpp" line="141" />
        <source>%1
%2</source>
        <translation>%1
%2</translation>
    </message>
    <message>
        <location filename="../app/overview/WalletTrendModel.cpp" line="143" />
        <source>Available to pay out now</source>
        <translation>Disponible pour des paiements dès maintenant</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/overview/WalletTrendModel.cpp" line="145" />
        <source>The available balance each day over the last %n days</source>
        <translation><numerusform>Le solde disponible de chaque jour sur le %n dernier jour</numerusform><numerusform>Le solde disponible de chaque jour sur les %n derniers jours</numerusform></translation>
    </message>
    <message>
        <location filename="../app/overview/WalletTrendModel.cpp" line="175" />
        <source>Wallet</source>
        <translation>Portefeuille</translation>
    </message>
    <message>
        <location filename="../app/overview/WalletTrendModel.cpp" line="177" />
        <source>Available</source>
        <translation>Disponible</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/overview/WalletTrendModel.cpp" line="179" />
        <source>Last %n days</source>
        <translation><numerusform>%n dernier jour</numerusform><numerusform>%n derniers jours</numerusform></translation>
    </message>
    <message>
        <location filename="../app/overview/WalletTrendModel.cpp" line="181" />
        <source>Change</source>
        <translation>Variation</translation>
    </message>
</context>
<context>
    <name>paydesk::payouts::DraftsListModel</name>
    <message>
        <location filename="../app/payouts/DraftsListModel.cpp" line="182" />
        <source>%1. Open it to return it to a draft.</source>
        <translation>%1. Ouvrez-le pour le remettre en brouillon.</translation>
    </message>
    <message>
        <location filename="../app/payouts/DraftsListModel.cpp" line="187" />
        <source>Waiting for approval</source>
        <translation>En attente d'approbation</translation>
    </message>
    <message>
        <location filename="../app/payouts/DraftsListModel.cpp" line="188" />
        <source>Approved by %1, waiting for a second approver</source>
        <translation>Approuvé par %1, en attente d'un second approbateur</translation>
    </message>
    <message>
        <location filename="../app/payouts/DraftsListModel.cpp" line="190" />
        <source>Refused by the service: open it to correct it</source>
        <translation>Refusé par le service : ouvrez-le pour le corriger</translation>
    </message>
    <message>
        <location filename="../app/payouts/DraftsListModel.cpp" line="192" />
        <source>Expired without approval: open it to submit it again</source>
        <translation>Expiré sans approbation : ouvrez-le pour le soumettre de nouveau</translation>
    </message>
    <message>
        <location filename="../app/payouts/DraftsListModel.cpp" line="197" />
        <source>Draft, not sent for approval</source>
        <translation>Brouillon, non envoyé pour approbation</translation>
    </message>
    <message>
        <location filename="../app/payouts/DraftsListModel.cpp" line="199" />
        <source>Returned: %1</source>
        <translation>Renvoyé : %1</translation>
    </message>
    <message>
        <location filename="../app/payouts/DraftsListModel.cpp" line="200" />
        <source>Rejected by %1: %2</source>
        <translation>Rejeté par %1 : %2</translation>
    </message>
    <message>
        <location filename="../app/payouts/DraftsListModel.cpp" line="250" />
        <source>Saved %1</source>
        <translation>Enregistré le %1</translation>
    </message>
</context>
<context>
    <name>paydesk::payouts::LookupValidator</name>
    <message>
        <location filename="../app/payouts/LookupValidator.cpp" line="346" />
        <source>The holder's name cannot be checked for %1 accounts.</source>
        <translation>Le nom du titulaire ne peut pas être vérifié pour les comptes %1.</translation>
    </message>
    <message>
        <location filename="../app/payouts/LookupValidator.cpp" line="348" />
        <source>The holder's name cannot be checked for this type of account (%1).</source>
        <translation>Le nom du titulaire ne peut pas être vérifié pour ce type de compte (%1).</translation>
    </message>
    <message>
        <location filename="../app/payouts/LookupValidator.cpp" line="351" />
        <source>Checking the account holder…</source>
        <translation>Vérification du titulaire du compte…</translation>
    </message>
    <message>
        <location filename="../app/payouts/LookupValidator.cpp" line="354" />
        <source>Registered to %1.</source>
        <translation>Enregistré au nom de %1.</translation>
    </message>
    <message>
        <location filename="../app/payouts/LookupValidator.cpp" line="357" />
        <source>Registered to %1: the name typed matches.</source>
        <translation>Enregistré au nom de %1 : le nom saisi correspond.</translation>
    </message>
    <message>
        <location filename="../app/payouts/LookupValidator.cpp" line="359" />
        <source>Registered to %1: close to the name typed; check it.</source>
        <translation>Enregistré au nom de %1 : proche du nom saisi ; vérifiez-le.</translation>
    </message>
    <message>
        <location filename="../app/payouts/LookupValidator.cpp" line="361" />
        <source>Registered to %1: the name typed does not match.</source>
        <translation>Enregistré au nom de %1 : le nom saisi ne correspond pas.</translation>
    </message>
    <message>
        <location filename="../app/payouts/LookupValidator.cpp" line="366" />
        <source>No account was found with this number at this bank; check both.</source>
        <translation>Aucun compte n'a été trouvé avec ce numéro dans cette banque ; vérifiez les deux.</translation>
    </message>
    <message>
        <location filename="../app/payouts/LookupValidator.cpp" line="367" />
        <source>No account was found with this number at this operator; check both.</source>
        <translation>Aucun compte n'a été trouvé avec ce numéro chez cet opérateur ; vérifiez les deux.</translation>
    </message>
    <message>
        <location filename="../app/payouts/LookupValidator.cpp" line="369" />
        <source>The holder's name cannot be checked at the moment; try again.</source>
        <translation>Le nom du titulaire ne peut pas être vérifié pour le moment ; réessayez.</translation>
    </message>
    <message>
        <location filename="../app/payouts/LookupValidator.cpp" line="372" />
        <source>The holder's name could not be checked: %1</source>
        <translation>Le nom du titulaire n'a pas pu être vérifié : %1</translation>
    </message>
    <message>
        <location filename="../app/payouts/LookupValidator.cpp" line="373" />
        <source>The holder's name could not be checked.</source>
        <translation>Le nom du titulaire n'a pas pu être vérifié.</translation>
    </message>
</context>
<context>
    <name>paydesk::payouts::PayoutDraft</name>
    <message>
        <location filename="../app/store/OutboxColumns.cpp" line="83" />
        <source>A payout of the outbox is not as Paydesk wrote it: the database was changed outside Paydesk.</source>
        <translation>Un paiement de la file d'envoi n'est pas tel que Paydesk l'a écrit : la base de données a été modifiée en dehors de Paydesk.</translation>
    </message>
    <message>
        <location filename="../app/store/OutboxColumns.cpp" line="206" />
        <source>This draft no longer exists: it was deleted, perhaps in another window.</source>
        <translation>Ce brouillon n'existe plus : il a été supprimé, peut-être dans une autre fenêtre.</translation>
    </message>
</context>
<context>
    <name>paydesk::payouts::PayoutDraftForm</name>
    <message>
        <location filename="../app/payouts/PayoutDraftForm.cpp" line="334" />
        <source>Choose the wallet to pay from.</source>
        <translation>Choisissez le portefeuille à débiter.</translation>
    </message>
    <message>
        <location filename="../app/payouts/PayoutDraftForm.cpp" line="336" />
        <source>Enter the amount.</source>
        <translation>Saisissez le montant.</translation>
    </message>
    <message>
        <location filename="../app/payouts/PayoutDraftForm.cpp" line="338" />
        <source>Enter a reference for this payout, or keep the one proposed: Paydesk uses it to find the payout again.</source>
        <translation>Saisissez une référence pour ce paiement, ou gardez celle proposée : Paydesk s'en sert pour retrouver le paiement.</translation>
    </message>
    <message>
        <location filename="../app/payouts/PayoutDraftForm.cpp" line="344" />
        <source>A purpose is required for payouts to %1.</source>
        <translation>Un motif est requis pour les paiements vers ce pays (%1).</translation>
    </message>
    <message>
        <location filename="../app/payouts/PayoutDraftForm.cpp" line="351" />
        <source>Required for payouts to %1.</source>
        <translation>Requis pour les paiements vers ce pays (%1).</translation>
    </message>
    <message>
        <location filename="../app/payouts/PayoutDraftForm.cpp" line="356" />
        <source>Required once any detail of the sender is given.</source>
        <translation>Requis dès qu'une information sur l'expéditeur est donnée.</translation>
    </message>
    <message>
        <location filename="../app/payouts/PayoutDraftForm.cpp" line="358" />
        <source>Required once any part of the sender's address is given.</source>
        <translation>Requis dès qu'une partie de l'adresse de l'expéditeur est donnée.</translation>
    </message>
    <message>
        <location filename="../app/payouts/PayoutDraftForm.cpp" line="359" />
        <source>Required once any detail of the identity document is given.</source>
        <translation>Requis dès qu'une information sur la pièce d'identité est donnée.</translation>
    </message>
    <message>
        <location filename="../app/payouts/PayoutDraftForm.cpp" line="374" />
        <source>Choose the wallet first: the amount is in its currency.</source>
        <translation>Choisissez d'abord le portefeuille : le montant est dans sa devise.</translation>
    </message>
    <message>
        <location filename="../app/payouts/PayoutDraftForm.cpp" line="381" />
        <source>This is not the id of a wallet.</source>
        <translation>Ce n'est pas l'identifiant d'un portefeuille.</translation>
    </message>
    <message>
        <location filename="../app/payouts/PayoutDraftForm.cpp" line="424" />
        <source>Required for a new recipient.</source>
        <translation>Requis pour un nouveau bénéficiaire.</translation>
    </message>
    <message>
        <location filename="../app/payouts/PayoutDraftForm.cpp" line="473" />
        <source>Choose the recipient.</source>
        <translation>Choisissez le bénéficiaire.</translation>
    </message>
    <message>
        <location filename="../app/payouts/PayoutDraftForm.cpp" line="476" />
        <source>This is not the id of a payment account.</source>
        <translation>Ce n'est pas l'identifiant d'un compte de paiement.</translation>
    </message>
    <message>
        <location filename="../app/payouts/PayoutDraftForm.cpp" line="479" />
        <source>Paydesk does not know the country of this recipient: choose it again from the list of recipients.</source>
        <translation>Paydesk ne connaît pas le pays de ce bénéficiaire : choisissez-le à nouveau dans la liste des bénéficiaires.</translation>
    </message>
    <message>
        <location filename="../app/payouts/PayoutDraftForm.cpp" line="518" />
        <source>The payment service refused this: %1</source>
        <translation>Le service de paiement a refusé cette valeur : %1</translation>
    </message>
    <message>
        <location filename="../app/payouts/PayoutDraftForm.cpp" line="550" />
        <source>The payment service refused %1: %2</source>
        <translation>Le service de paiement a refusé %1 : %2</translation>
    </message>
</context>
<context>
    <name>paydesk::payouts::PayoutRules</name>
    <message>
        <location filename="../app/payouts/PayoutRules.cpp" line="61" />
        <source>%1 to %2</source>
        <translation>de %1 à %2</translation>
    </message>
    <message>
        <location filename="../app/payouts/PayoutRules.cpp" line="62" />
        <source>at least %1</source>
        <translation>au moins %1</translation>
    </message>
    <message>
        <location filename="../app/payouts/PayoutRules.cpp" line="70" />
        <source>%1 is not a currency of the payment service.</source>
        <translation>%1 n'est pas une devise du service de paiement.</translation>
    </message>
    <message>
        <location filename="../app/payouts/PayoutRules.cpp" line="74" />
        <source>Payouts to %1 are paid in %2: choose a wallet in %2.</source>
        <translation>Les paiements vers ce pays (%1) se font en %2 : choisissez un portefeuille en %2.</translation>
    </message>
    <message>
        <location filename="../app/payouts/PayoutRules.cpp" line="87" />
        <source>The amount must be greater than zero.</source>
        <translation>Le montant doit être supérieur à zéro.</translation>
    </message>
    <message>
        <location filename="../app/payouts/PayoutRules.cpp" line="98" />
        <source>In %1 the amount must be at least %2.</source>
        <translation>Pour ce pays (%1), le montant doit être d'au moins %2.</translation>
    </message>
    <message>
        <location filename="../app/payouts/PayoutRules.cpp" line="103" />
        <source>For %1 mobile money in %2 the amount must be between %3 and %4.</source>
        <translation>Pour le mobile money %1 dans ce pays (%2), le montant doit être compris entre %3 et %4.</translation>
    </message>
    <message>
        <location filename="../app/payouts/PayoutRules.cpp" line="106" />
        <source>For mobile money in %1 the amount must be between %2 and %3.</source>
        <translation>Pour le mobile money dans ce pays (%1), le montant doit être compris entre %2 et %3.</translation>
    </message>
    <message>
        <location filename="../app/payouts/PayoutRules.cpp" line="110" />
        <source>For a bank account in %1 the amount must be between %2 and %3.</source>
        <translation>Pour un compte bancaire dans ce pays (%1), le montant doit être compris entre %2 et %3.</translation>
    </message>
    <message>
        <location filename="../app/payouts/PayoutRules.cpp" line="111" />
        <source>In %1 the amount must be between %2 and %3.</source>
        <translation>Pour ce pays (%1), le montant doit être compris entre %2 et %3.</translation>
    </message>
    <message>
        <location filename="../app/payouts/PayoutRules.cpp" line="120" />
        <source>The reference can have at most %1 characters; this one has %2.</source>
        <translation>La référence peut compter au plus %1 caractères ; celle-ci en a %2.</translation>
    </message>
    <message>
        <location filename="../app/payouts/PayoutRules.cpp" line="124" />
        <source>The reference can have only letters (A to Z), digits, hyphens (-) and underscores (_), without spaces.</source>
        <translation>La référence ne peut contenir que des lettres (A à Z), des chiffres, des tirets (-) et des tirets bas (_), sans espaces.</translation>
    </message>
    <message>
        <location filename="../app/payouts/PayoutRules.cpp" line="133" />
        <source>Enter the legal name of the organization, or remove this entry.</source>
        <translation>Saisissez la raison sociale de l'organisation, ou supprimez cette entrée.</translation>
    </message>
    <message>
        <location filename="../app/payouts/PayoutRules.cpp" line="136" />
        <source>A name can have at most %1 characters; this one has %2.</source>
        <translation>Un nom peut compter au plus %1 caractères ; celui-ci en a %2.</translation>
    </message>
    <message>
        <location filename="../app/payouts/PayoutRules.cpp" line="146" />
        <source>%1 is not a purpose of the payment service.</source>
        <translation>%1 n'est pas un motif du service de paiement.</translation>
    </message>
    <message>
        <location filename="../app/payouts/PayoutRules.cpp" line="154" />
        <source>Choose whether the sender is an individual or a business.</source>
        <translation>Indiquez si l'expéditeur est un particulier ou une entreprise.</translation>
    </message>
    <message>
        <location filename="../app/payouts/PayoutRules.cpp" line="163" />
        <source>Enter the country as its two-letter code, such as KE or GB.</source>
        <translation>Saisissez le pays sous forme de code à deux lettres, comme KE ou GB.</translation>
    </message>
    <message>
        <location filename="../app/payouts/PayoutRules.cpp" line="172" />
        <source>This is not a postal code of %1.</source>
        <translation>Ce n'est pas un code postal de ce pays (%1).</translation>
    </message>
    <message>
        <location filename="../app/payouts/PayoutRules.cpp" line="180" />
        <source>Enter the date as year-month-day, such as 1990-04-25.</source>
        <translation>Saisissez la date sous la forme année-mois-jour, comme 1990-04-25.</translation>
    </message>
    <message>
        <location filename="../app/payouts/PayoutRules.cpp" line="188" />
        <source>The date of birth cannot be in the future.</source>
        <translation>La date de naissance ne peut pas être dans le futur.</translation>
    </message>
    <message>
        <location filename="../app/payouts/PayoutRules.cpp" line="197" />
        <source>The document cannot have been issued after it expires.</source>
        <translation>La pièce ne peut pas avoir été délivrée après son expiration.</translation>
    </message>
    <message>
        <location filename="../app/payouts/PayoutRules.cpp" line="205" />
        <source>Choose the type of identity document.</source>
        <translation>Choisissez le type de pièce d'identité.</translation>
    </message>
</context>
<context>
    <name>paydesk::payouts::PayoutStateText</name>
    <message>
        <location filename="../app/payouts/PayoutStateText.cpp" line="30" />
        <source>Pending</source>
        <translation>En attente</translation>
    </message>
    <message>
        <location filename="../app/payouts/PayoutStateText.cpp" line="32" />
        <source>Sent</source>
        <translation>Envoyé</translation>
    </message>
    <message>
        <location filename="../app/payouts/PayoutStateText.cpp" line="34" />
        <source>Failed</source>
        <translation>Échoué</translation>
    </message>
    <message>
        <location filename="../app/payouts/PayoutStateText.cpp" line="36" />
        <source>Cancelled</source>
        <translation>Annulé</translation>
    </message>
    <message>
        <location filename="../app/payouts/PayoutStateText.cpp" line="38" />
        <source>Reversed</source>
        <translation>Contre-passé</translation>
    </message>
    <message>
        <location filename="../app/payouts/PayoutStateText.cpp" line="40" />
        <source>Not found at the service</source>
        <translation>Introuvable auprès du service</translation>
    </message>
    <message>
        <location filename="../app/payouts/PayoutStateText.cpp" line="47" />
        <source>The payout is under compliance review: the service needs to verify it further before it is processed.</source>
        <translation>Le paiement est en cours de contrôle de conformité : le service doit le vérifier davantage avant de le traiter.</translation>
    </message>
    <message>
        <location filename="../app/payouts/PayoutStateText.cpp" line="50" />
        <source>The wallet did not have enough money for this payout when it was processed.</source>
        <translation>Le portefeuille n'avait pas assez d'argent pour ce paiement au moment de son traitement.</translation>
    </message>
    <message>
        <location filename="../app/payouts/PayoutStateText.cpp" line="52" />
        <source>The recipient's account number is not valid.</source>
        <translation>Le numéro de compte du bénéficiaire n'est pas valide.</translation>
    </message>
    <message>
        <location filename="../app/payouts/PayoutStateText.cpp" line="54" />
        <source>The recipient's account cannot hold more money: its balance is at its maximum.</source>
        <translation>Le compte du bénéficiaire ne peut pas recevoir davantage : son solde est à son maximum.</translation>
    </message>
    <message>
        <location filename="../app/payouts/PayoutStateText.cpp" line="56" />
        <source>The amount is more than the recipient's account accepts in one payment.</source>
        <translation>Le montant dépasse ce que le compte du bénéficiaire accepte en un seul paiement.</translation>
    </message>
    <message>
        <location filename="../app/payouts/PayoutStateText.cpp" line="58" />
        <source>The recipient's account has reached its daily limit, or this payout would exceed it.</source>
        <translation>Le compte du bénéficiaire a atteint sa limite journalière, ou ce paiement la dépasserait.</translation>
    </message>
    <message>
        <location filename="../app/payouts/PayoutStateText.cpp" line="60" />
        <source>The recipient's account has reached its weekly limit, or this payout would exceed it.</source>
        <translation>Le compte du bénéficiaire a atteint sa limite hebdomadaire, ou ce paiement la dépasserait.</translation>
    </message>
    <message>
        <location filename="../app/payouts/PayoutStateText.cpp" line="62" />
        <source>The recipient's account has reached its monthly limit, or this payout would exceed it.</source>
        <translation>Le compte du bénéficiaire a atteint sa limite mensuelle, ou ce paiement la dépasserait.</translation>
    </message>
    <message>
        <location filename="../app/payouts/PayoutStateText.cpp" line="64" />
        <source>The recipient's account has reached one of its limits (the service does not say which).</source>
        <translation>Le compte du bénéficiaire a atteint l'une de ses limites (le service ne précise pas laquelle).</translation>
    </message>
    <message>
        <location filename="../app/payouts/PayoutStateText.cpp" line="66" />
        <source>The recipient's account matched a sanctions list during screening.</source>
        <translation>Le compte du bénéficiaire figure sur une liste de sanctions lors du contrôle.</translation>
    </message>
    <message>
        <location filename="../app/payouts/PayoutStateText.cpp" line="68" />
        <source>The sender matched a sanctions list during screening.</source>
        <translation>L'expéditeur figure sur une liste de sanctions lors du contrôle.</translation>
    </message>
    <message>
        <location filename="../app/payouts/PayoutStateText.cpp" line="70" />
        <source>A sanctions list match was not cleared in time.</source>
        <translation>Une correspondance avec une liste de sanctions n'a pas été levée à temps.</translation>
    </message>
    <message>
        <location filename="../app/payouts/PayoutStateText.cpp" line="72" />
        <source>The payment network had a temporary problem; a new payout may go through later.</source>
        <translation>Le réseau de paiement a connu un problème temporaire ; un nouveau paiement pourra aboutir plus tard.</translation>
    </message>
    <message>
        <location filename="../app/payouts/PayoutStateText.cpp" line="74" />
        <source>The recipient's account cannot receive payments from abroad.</source>
        <translation>Le compte du bénéficiaire ne peut pas recevoir de paiements de l'étranger.</translation>
    </message>
    <message>
        <location filename="../app/payouts/PayoutStateText.cpp" line="84" />
        <source>Reason given by the service: %1.</source>
        <translation>Motif donné par le service : %1.</translation>
    </message>
    <message>
        <location filename="../app/payouts/PayoutStateText.cpp" line="87" />
        <source>The service has the payout and is processing it.</source>
        <translation>Le service a reçu le paiement et le traite.</translation>
    </message>
    <message>
        <location filename="../app/payouts/PayoutStateText.cpp" line="89" />
        <source>The payout was sent; the recipient should have the money.</source>
        <translation>Le paiement a été envoyé ; le bénéficiaire devrait avoir reçu l'argent.</translation>
    </message>
    <message>
        <location filename="../app/payouts/PayoutStateText.cpp" line="91" />
        <source>The payout failed and the service gave no reason: contact support.</source>
        <translation>Le paiement a échoué et le service n'a donné aucun motif : contactez le support.</translation>
    </message>
    <message>
        <location filename="../app/payouts/PayoutStateText.cpp" line="93" />
        <source>The payout was cancelled before it reached the recipient; the money is back in the wallet.</source>
        <translation>Le paiement a été annulé avant d'atteindre le bénéficiaire ; l'argent est revenu dans le portefeuille.</translation>
    </message>
    <message>
        <location filename="../app/payouts/PayoutStateText.cpp" line="96" />
        <source>The payout was reversed after it was sent; the money is back in the wallet.</source>
        <translation>Le paiement a été contre-passé après son envoi ; l'argent est revenu dans le portefeuille.</translation>
    </message>
    <message>
        <location filename="../app/payouts/PayoutStateText.cpp" line="98" />
        <source>The service does not find this payout by its identifier: contact support if this lasts.</source>
        <translation>Le service ne trouve pas ce paiement par son identifiant : contactez le support si cela persiste.</translation>
    </message>
    <message>
        <location filename="../app/payouts/PayoutStateText.cpp" line="100" />
        <source>The service reports the state %1.</source>
        <translation>Le service indique l'état %1.</translation>
    </message>
    <message>
        <location filename="../app/payouts/PayoutStateText.cpp" line="105" />
        <source>Held: not sent</source>
        <translation>Retenu : non envoyé</translation>
    </message>
    <message>
        <location filename="../app/payouts/PayoutStateText.cpp" line="112" />
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location filename="../app/payouts/PayoutStateText.cpp" line="117" />
        <source>Paydesk did not send this payout and will not: its approvals could not be verified. Its maker can return it to a draft to be approved again.</source>
        <translation>Paydesk n'a pas envoyé ce paiement et ne l'enverra pas : ses approbations n'ont pas pu être vérifiées. Son initiateur peut le remettre en brouillon pour qu'il soit approuvé de nouveau.</translation>
    </message>
    <message>
        <location filename="../app/payouts/PayoutStateText.cpp" line="121" />
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>paydesk::payouts::PayoutWorkflow</name>
    <message>
        <location filename="../app/payouts/PayoutWorkflow.cpp" line="64" />
        <source>Sign in as a maker to save this payout for approval: the payout records who made it.</source>
        <translation>Connectez-vous en tant qu'auteur pour enregistrer ce paiement pour approbation : le paiement garde la trace de qui l'a préparé.</translation>
    </message>
    <message>
        <location filename="../app/payouts/PayoutWorkflow.cpp" line="67" />
        <source>%1 Sign in as a maker to save this payout for approval.</source>
        <translation>%1 Connectez-vous en tant qu'auteur pour enregistrer ce paiement pour approbation.</translation>
    </message>
    <message>
        <location filename="../app/payouts/PayoutWorkflow.cpp" line="115" />
        <source>Another payout of this profile already has this reference.</source>
        <translation>Un autre paiement de ce profil a déjà cette référence.</translation>
    </message>
    <message>
        <location filename="../app/payouts/PayoutWorkflow.cpp" line="126" />
        <source>This draft was changed, deleted or sent for approval elsewhere meanwhile: nothing was saved. Open it again from the list.</source>
        <translation>Ce brouillon a entre-temps été modifié, supprimé ou soumis pour approbation ailleurs : rien n'a été enregistré. Ouvrez-le à nouveau depuis la liste.</translation>
    </message>
    <message>
        <location filename="../app/payouts/PayoutWorkflow.cpp" line="130" />
        <source>The payout could not be saved: %1</source>
        <translation>Le paiement n'a pas pu être enregistré : %1</translation>
    </message>
    <message>
        <location filename="../app/payouts/PayoutWorkflow.cpp" line="186" />
        <source>Sign in as its maker to correct this payout.</source>
        <translation>Connectez-vous en tant que son auteur pour corriger ce paiement.</translation>
    </message>
    <message>
        <location filename="../app/payouts/PayoutWorkflow.cpp" line="223" />
        <source>The draft could not be deleted: %1</source>
        <translation>Le brouillon n'a pas pu être supprimé : %1</translation>
    </message>
</context>
<context>
    <name>paydesk::payouts::SavedLookup</name>
    <message>
        <location filename="../app/payouts/SavedLookup.cpp" line="16" />
        <source>Registered to %1: matches the holder name.</source>
        <translation>Enregistré au nom de %1 : correspond au nom du titulaire.</translation>
    </message>
    <message>
        <location filename="../app/payouts/SavedLookup.cpp" line="18" />
        <source>Registered to %1: close to the holder name, not the same.</source>
        <translation>Enregistré au nom de %1 : proche du nom du titulaire, sans être identique.</translation>
    </message>
    <message>
        <location filename="../app/payouts/SavedLookup.cpp" line="20" />
        <source>Registered to %1: does NOT match the holder name.</source>
        <translation>Enregistré au nom de %1 : ne correspond PAS au nom du titulaire.</translation>
    </message>
    <message>
        <location filename="../app/payouts/SavedLookup.cpp" line="22" />
        <source>The service knew no such account.</source>
        <translation>Le service ne connaissait pas ce compte.</translation>
    </message>
    <message>
        <location filename="../app/payouts/SavedLookup.cpp" line="24" />
        <source>The holder's name could not be checked.</source>
        <translation>Le nom du titulaire n'a pas pu être vérifié.</translation>
    </message>
    <message>
        <location filename="../app/payouts/SavedLookup.cpp" line="26" />
        <source>No name check exists for this kind of account.</source>
        <translation>Aucune vérification de nom n'existe pour ce type de compte.</translation>
    </message>
    <message>
        <location filename="../app/payouts/SavedLookup.cpp" line="30" />
        <source>No check was made.</source>
        <translation>Aucune vérification n'a été faite.</translation>
    </message>
</context>
<context>
    <name>paydesk::payouts::SavedSender</name>
    <message>
        <location filename="../app/payouts/SavedSender.cpp" line="29" />
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>paydesk::payouts::StoredServiceError</name>
    <message>
        <location filename="../app/payouts/StoredServiceError.cpp" line="34" />
        <source>Refused by the service</source>
        <translation>Refusé par le service</translation>
    </message>
    <message>
        <location filename="../app/payouts/StoredServiceError.cpp" line="34" />
        <source>Refused by the service: %1</source>
        <translation>Refusé par le service : %1</translation>
    </message>
    <message>
        <location filename="../app/payouts/StoredServiceError.cpp" line="41" />
        <source>The service refused this payout: %1</source>
        <translation>Le service a refusé ce paiement : %1</translation>
    </message>
    <message>
        <location filename="../app/payouts/StoredServiceError.cpp" line="46" />
        <source>Rejected by %1: %2</source>
        <translation>Rejeté par %1 : %2</translation>
    </message>
</context>
<context>
    <name>paydesk::profiles::KeyScopeChecker</name>
    <message>
        <location filename="../app/profiles/KeyScopeChecker.cpp" line="160" />
        <source>Paydesk cannot check this scope.</source>
        <translation>Paydesk ne peut pas vérifier cette autorisation.</translation>
    </message>
    <message>
        <location filename="../app/profiles/KeyScopeChecker.cpp" line="207" />
        <source>Unexpected answer (%1): check the address of the service.</source>
        <translation>Réponse inattendue (%1) : vérifiez l'adresse du service.</translation>
    </message>
    <message>
        <location filename="../app/profiles/KeyScopeChecker.cpp" line="261" />
        <source>Cannot be checked without payment-account:write, which this also needs and the key does not have.</source>
        <translation>Impossible à vérifier sans payment-account:write, qui est aussi nécessaire ici et dont la clé ne dispose pas.</translation>
    </message>
    <message>
        <location filename="../app/profiles/KeyScopeChecker.cpp" line="269" />
        <source>Unexpected answer (404 NOT_FOUND): check the address of the service.</source>
        <translation>Réponse inattendue (404 NOT_FOUND) : vérifiez l'adresse du service.</translation>
    </message>
    <message>
        <location filename="../app/profiles/KeyScopeChecker.cpp" line="333" />
        <source>Checking the key…</source>
        <translation>Vérification de la clé…</translation>
    </message>
    <message>
        <location filename="../app/profiles/KeyScopeChecker.cpp" line="335" />
        <source>The service refused this key: it is unknown, revoked or mistyped.</source>
        <translation>Le service a refusé cette clé : elle est inconnue, révoquée ou mal saisie.</translation>
    </message>
    <message>
        <location filename="../app/profiles/KeyScopeChecker.cpp" line="337" />
        <source>The key could not be checked: %1</source>
        <translation>Impossible de vérifier la clé : %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/profiles/KeyScopeChecker.cpp" line="342" />
        <source>The key works; %n scope(s) could not be checked.</source>
        <translation>
            <numerusform>La clé fonctionne ; %n autorisation n'a pas pu être vérifiée.</numerusform>
            <numerusform>La clé fonctionne ; %n autorisations n'ont pas pu être vérifiées.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/profiles/KeyScopeChecker.cpp" line="343" />
        <source>The key works, but %n scope(s) could not be checked: %1</source>
        <translation>
            <numerusform>La clé fonctionne, mais %n autorisation n'a pas pu être vérifiée : %1</numerusform>
            <numerusform>La clé fonctionne, mais %n autorisations n'ont pas pu être vérifiées : %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/profiles/KeyScopeChecker.cpp" line="348" />
        <source>The key works and has every scope.</source>
        <translation>La clé fonctionne et dispose de toutes les autorisations.</translation>
    </message>
    <message>
        <location filename="../app/profiles/KeyScopeChecker.cpp" line="350" />
        <source>The key works but has none of the scopes Paydesk uses.</source>
        <translation>La clé fonctionne, mais ne dispose d'aucune des autorisations utilisées par Paydesk.</translation>
    </message>
    <message>
        <location filename="../app/profiles/KeyScopeChecker.cpp" line="351" />
        <source>The key works and has %1 of the %2 scopes.</source>
        <translation>La clé fonctionne et dispose de %1 des %2 autorisations.</translation>
    </message>
</context>
<context>
    <name>paydesk::profiles::Profile</name>
    <message>
        <location filename="../app/profiles/Profile.cpp" line="17" />
        <location filename="../app/profiles/Profile.cpp" line="36" />
        <source>Local sandbox</source>
        <translation>Bac à sable local</translation>
    </message>
    <message>
        <location filename="../app/profiles/Profile.cpp" line="38" />
        <source>Sandbox</source>
        <translation>Bac à sable</translation>
    </message>
    <message>
        <location filename="../app/profiles/Profile.cpp" line="40" />
        <source>Production</source>
        <translation>Production</translation>
    </message>
    <message>
        <location filename="../app/profiles/Profile.cpp" line="74" />
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>paydesk::profiles::ProfileStore</name>
    <message>
        <location filename="../app/profiles/ProfileStore.cpp" line="155" />
        <source>The Local sandbox is built in and cannot be changed.</source>
        <translation>Le Bac à sable local est intégré et ne peut pas être modifié.</translation>
    </message>
    <message>
        <location filename="../app/profiles/ProfileStore.cpp" line="158" />
        <source>Give the profile a name.</source>
        <translation>Donnez un nom au profil.</translation>
    </message>
    <message>
        <location filename="../app/profiles/ProfileStore.cpp" line="161" />
        <source>Another profile is already called “%1”.</source>
        <translation>Un autre profil s'appelle déjà « %1 ».</translation>
    </message>
    <message>
        <location filename="../app/profiles/ProfileStore.cpp" line="164" />
        <source>Enter the address of the payments service, for example https://api.example.com/v1.</source>
        <translation>Saisissez l'adresse du service de paiement, par exemple https://api.example.com/v1.</translation>
    </message>
    <message>
        <location filename="../app/profiles/ProfileStore.cpp" line="211" />
        <source>The Local sandbox is built in and cannot be removed.</source>
        <translation>Le Bac à sable local est intégré et ne peut pas être supprimé.</translation>
    </message>
    <message>
        <location filename="../app/profiles/ProfileStore.cpp" line="217" />
        <source>This profile does not exist any more.</source>
        <translation>Ce profil n'existe plus.</translation>
    </message>
</context>
<context>
    <name>paydesk::profiles::teamProfiles</name>
    <message>
        <location filename="../app/profiles/TeamProfiles.cpp" line="63" />
        <source>The team's profiles could not be read.</source>
        <translation>Les profils de l'équipe n'ont pas pu être lus.</translation>
    </message>
    <message>
        <location filename="../app/profiles/TeamProfiles.cpp" line="85" />
        <source>The profile “%1” could not be added to the team's profiles.</source>
        <translation>Le profil « %1 » n'a pas pu être ajouté aux profils de l'équipe.</translation>
    </message>
    <message>
        <location filename="../app/profiles/TeamProfiles.cpp" line="86" />
        <source>The profile “%1” could not be changed in the team's profiles.</source>
        <translation>Le profil « %1 » n'a pas pu être modifié dans les profils de l'équipe.</translation>
    </message>
    <message>
        <location filename="../app/profiles/TeamProfiles.cpp" line="106" />
        <source>The profile could not be removed from the team's profiles.</source>
        <translation>Le profil n'a pas pu être retiré des profils de l'équipe.</translation>
    </message>
</context>
<context>
    <name>paydesk::recipients::AccountRules</name>
    <message>
        <location filename="../app/recipients/AccountRules.cpp" line="61" />
        <source>“%1”</source>
        <comment>a character quoted in a sentence</comment>
        <translation>« %1 »</translation>
    </message>
    <message>
        <location filename="../app/recipients/AccountRules.cpp" line="76" />
        <source>Use letters, apostrophes and hyphens only, with spaces between words: %1 is not allowed.</source>
        <translation>Utilisez uniquement des lettres, des apostrophes et des traits d'union, avec des espaces entre les mots : %1 n'est pas autorisé.</translation>
    </message>
    <message>
        <location filename="../app/recipients/AccountRules.cpp" line="93" />
        <source>Type the digits of the number, with a + in front of an international number: %1 is not allowed.</source>
        <translation>Saisissez les chiffres du numéro, précédés d'un + pour un numéro international : %1 n'est pas autorisé.</translation>
    </message>
    <message>
        <location filename="../app/recipients/AccountRules.cpp" line="104" />
        <source>This number does not start with a known country calling code.</source>
        <translation>Ce numéro ne commence pas par un indicatif de pays connu.</translation>
    </message>
    <message>
        <location filename="../app/recipients/AccountRules.cpp" line="106" />
        <source>This number is too short for %1.</source>
        <translation>Ce numéro est trop court pour le pays choisi (%1).</translation>
    </message>
    <message>
        <location filename="../app/recipients/AccountRules.cpp" line="108" />
        <source>This number is too long for %1.</source>
        <translation>Ce numéro est trop long pour le pays choisi (%1).</translation>
    </message>
    <message>
        <location filename="../app/recipients/AccountRules.cpp" line="110" />
        <source>This is not a phone number.</source>
        <translation>Ce n'est pas un numéro de téléphone.</translation>
    </message>
    <message>
        <location filename="../app/recipients/AccountRules.cpp" line="112" />
        <source>Leave out the extension.</source>
        <translation>Retirez le numéro de poste.</translation>
    </message>
    <message>
        <location filename="../app/recipients/AccountRules.cpp" line="114" />
        <source>%1 is a number of %2, not of %3.</source>
        <translation>%1 est un numéro du pays « %2 », pas du pays « %3 ».</translation>
    </message>
    <message>
        <location filename="../app/recipients/AccountRules.cpp" line="119" />
        <source>Paydesk cannot check phone numbers: its phone number module could not be loaded (%1). Reinstall Paydesk.</source>
        <translation>Paydesk ne peut pas vérifier les numéros de téléphone : son module de numéros de téléphone n’a pas pu être chargé (%1). Réinstallez Paydesk.</translation>
    </message>
    <message>
        <location filename="../app/recipients/AccountRules.cpp" line="123" />
        <source>This is not a valid phone number of %1.</source>
        <translation>Ce n'est pas un numéro de téléphone valide pour le pays choisi (%1).</translation>
    </message>
    <message>
        <location filename="../app/recipients/AccountRules.cpp" line="132" />
        <location filename="../app/recipients/AccountRules.cpp" line="151" />
        <source>Use letters and digits only: %1 is not allowed.</source>
        <translation>Utilisez uniquement des lettres et des chiffres : %1 n'est pas autorisé.</translation>
    </message>
    <message>
        <location filename="../app/recipients/AccountRules.cpp" line="134" />
        <source>Type the letters and digits of the account number.</source>
        <translation>Saisissez les lettres et les chiffres du numéro de compte.</translation>
    </message>
    <message>
        <location filename="../app/recipients/AccountRules.cpp" line="144" />
        <source>A routing number has digits only: %1 is not allowed.</source>
        <translation>Un numéro de routage ne comporte que des chiffres : %1 n'est pas autorisé.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/recipients/AccountRules.cpp" line="146" />
        <source>A routing number has 9 digits; this one has %n.</source>
        <translation>
            <numerusform>Un numéro de routage comporte 9 chiffres ; celui-ci en comporte %n.</numerusform>
            <numerusform>Un numéro de routage comporte 9 chiffres ; celui-ci en comporte %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/recipients/AccountRules.cpp" line="155" />
        <source>An IFSC code has 11 characters, like HDFC0001234; this one has %n.</source>
        <translation>
            <numerusform>Un code IFSC comporte 11 caractères, comme HDFC0001234 ; celui-ci en comporte %n.</numerusform>
            <numerusform>Un code IFSC comporte 11 caractères, comme HDFC0001234 ; celui-ci en comporte %n.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/recipients/AccountRules.cpp" line="159" />
        <source>An IFSC code is 4 letters, then 0, then 6 letters or digits, like HDFC0001234.</source>
        <translation>Un code IFSC se compose de 4 lettres, puis d'un 0, puis de 6 lettres ou chiffres, comme HDFC0001234.</translation>
    </message>
    <message>
        <location filename="../app/recipients/AccountRules.cpp" line="169" />
        <source>A UPI address is a name, then @, then the handle of the payment app, like jane.doe@okhdfc.</source>
        <translation>Une adresse UPI se compose d'un nom, puis de @, puis de l'identifiant de l'application de paiement, comme jane.doe@okhdfc.</translation>
    </message>
</context>
<context>
    <name>paydesk::recipients::PaymentAccountForm</name>
    <message>
        <location filename="../app/recipients/PaymentAccountForm.cpp" line="77" />
        <source>Mobile money</source>
        <translation>Mobile money</translation>
    </message>
    <message>
        <location filename="../app/recipients/PaymentAccountForm.cpp" line="79" />
        <source>Bank account</source>
        <translation>Compte bancaire</translation>
    </message>
    <message>
        <location filename="../app/recipients/PaymentAccountForm.cpp" line="81" />
        <source>Bank account by routing code</source>
        <translation>Compte bancaire par code de routage</translation>
    </message>
    <message>
        <location filename="../app/recipients/PaymentAccountForm.cpp" line="83" />
        <source>UPI address</source>
        <translation>Adresse UPI</translation>
    </message>
    <message>
        <location filename="../app/recipients/PaymentAccountForm.cpp" line="201" />
        <source>Individual</source>
        <translation>Particulier</translation>
    </message>
    <message>
        <location filename="../app/recipients/PaymentAccountForm.cpp" line="202" />
        <source>Business</source>
        <translation>Entreprise</translation>
    </message>
    <message>
        <location filename="../app/recipients/PaymentAccountForm.cpp" line="257" />
        <source>The payment service refused this: %1</source>
        <translation>Le service de paiement a refusé cette valeur : %1</translation>
    </message>
    <message>
        <location filename="../app/recipients/PaymentAccountForm.cpp" line="291" />
        <source>%1 is not a type of payment account.</source>
        <translation>%1 n'est pas un type de compte de paiement.</translation>
    </message>
    <message>
        <location filename="../app/recipients/PaymentAccountForm.cpp" line="295" />
        <source>Choose the type of account first.</source>
        <translation>Choisissez d'abord le type de compte.</translation>
    </message>
    <message>
        <location filename="../app/recipients/PaymentAccountForm.cpp" line="298" />
        <source>The payment service has no accounts in %1.</source>
        <translation>Le service de paiement n'a pas de comptes dans ce pays (%1).</translation>
    </message>
    <message>
        <location filename="../app/recipients/PaymentAccountForm.cpp" line="301" />
        <source>This type of account is not available in %1.</source>
        <translation>Ce type de compte n'est pas disponible dans ce pays (%1).</translation>
    </message>
    <message>
        <location filename="../app/recipients/PaymentAccountForm.cpp" line="307" />
        <source>Choose whether the holder is an individual or a business.</source>
        <translation>Indiquez si le titulaire est un particulier ou une entreprise.</translation>
    </message>
    <message>
        <location filename="../app/recipients/PaymentAccountForm.cpp" line="311" />
        <source>%1 is not a mobile money operator of the payment service.</source>
        <translation>%1 n'est pas un opérateur de mobile money du service de paiement.</translation>
    </message>
    <message>
        <location filename="../app/recipients/PaymentAccountForm.cpp" line="313" />
        <location filename="../app/recipients/PaymentAccountForm.cpp" line="327" />
        <location filename="../app/recipients/PaymentAccountForm.cpp" line="331" />
        <location filename="../app/recipients/PaymentAccountForm.cpp" line="346" />
        <source>Choose the country first.</source>
        <translation>Choisissez d'abord le pays.</translation>
    </message>
    <message>
        <location filename="../app/recipients/PaymentAccountForm.cpp" line="320" />
        <source>%1 is not an operator in %2. Choose one of: %3.</source>
        <translation>%1 n'est pas un opérateur de ce pays (%2). Choisissez parmi : %3.</translation>
    </message>
    <message>
        <location filename="../app/recipients/PaymentAccountForm.cpp" line="333" />
        <source>The banks list is not loaded yet.</source>
        <translation>La liste des banques n'est pas encore chargée.</translation>
    </message>
    <message>
        <location filename="../app/recipients/PaymentAccountForm.cpp" line="336" />
        <source>This bank is not in the banks list of the payment service.</source>
        <translation>Cette banque ne figure pas dans la liste des banques du service de paiement.</translation>
    </message>
    <message>
        <location filename="../app/recipients/PaymentAccountForm.cpp" line="338" />
        <source>%1 is a bank in %2, not in %3.</source>
        <translation>%1 est une banque du pays « %2 », pas du pays « %3 ».</translation>
    </message>
    <message>
        <location filename="../app/recipients/PaymentAccountForm.cpp" line="424" />
        <source>the profile's connection was closed</source>
        <translation>la connexion du profil a été fermée</translation>
    </message>
    <message>
        <location filename="../app/recipients/PaymentAccountForm.cpp" line="462" />
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location filename="../app/recipients/PaymentAccountForm.cpp" line="466" />
        <source>The payment service refused the fields marked. Correct them, then try again.</source>
        <translation>Le service de paiement a refusé les champs signalés. Corrigez-les, puis réessayez.</translation>
    </message>
    <message>
        <location filename="../app/recipients/PaymentAccountForm.cpp" line="469" />
        <source>The payment service refused the fields marked, and also: %1</source>
        <translation>Le service de paiement a refusé les champs signalés, ainsi que : %1</translation>
    </message>
</context>
<context>
    <name>paydesk::secrets::KeyStore</name>
    <message>
        <location filename="../app/secrets/KeyStore.cpp" line="206" />
        <source>This profile has no name, so Paydesk cannot tell its key apart.</source>
        <translation>Ce profil n'a pas de nom : Paydesk ne peut donc pas distinguer sa clé de celles des autres profils.</translation>
    </message>
    <message>
        <location filename="../app/secrets/KeyStore.cpp" line="212" />
        <source>There is no key to save.</source>
        <translation>Il n'y a aucune clé à enregistrer.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/secrets/KeyStore.cpp" line="264" />
        <source>The system keychain did not answer within %n second(s), so Paydesk cannot read the saved API key. You can enter the key to use it for this session only; it will not be saved.</source>
        <translation>
            <numerusform>Le trousseau du système n'a pas répondu dans un délai de %n seconde : Paydesk ne peut donc pas lire la clé d'API enregistrée. Vous pouvez saisir la clé pour l'utiliser pendant cette session uniquement ; elle ne sera pas enregistrée.</numerusform>
            <numerusform>Le trousseau du système n'a pas répondu dans un délai de %n secondes : Paydesk ne peut donc pas lire la clé d'API enregistrée. Vous pouvez saisir la clé pour l'utiliser pendant cette session uniquement ; elle ne sera pas enregistrée.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/secrets/KeyStore.cpp" line="270" />
        <source>The system keychain did not answer within %n second(s). You can use the key for this session only; it will not be saved.</source>
        <translation>
            <numerusform>Le trousseau du système n'a pas répondu dans un délai de %n seconde. Vous pouvez utiliser la clé pendant cette session uniquement ; elle ne sera pas enregistrée.</numerusform>
            <numerusform>Le trousseau du système n'a pas répondu dans un délai de %n secondes. Vous pouvez utiliser la clé pendant cette session uniquement ; elle ne sera pas enregistrée.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/secrets/KeyStore.cpp" line="275" />
        <source>The system keychain did not answer within %n second(s); the saved key may not have been removed.</source>
        <translation>
            <numerusform>Le trousseau du système n'a pas répondu dans un délai de %n seconde ; la clé enregistrée n'a peut-être pas été supprimée.</numerusform>
            <numerusform>Le trousseau du système n'a pas répondu dans un délai de %n secondes ; la clé enregistrée n'a peut-être pas été supprimée.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/secrets/KeyStore.cpp" line="374" />
        <source>No API key is saved in the system keychain for this profile.</source>
        <translation>Aucune clé d'API n'est enregistrée dans le trousseau du système pour ce profil.</translation>
    </message>
    <message>
        <location filename="../app/secrets/KeyStore.cpp" line="381" />
        <location filename="../app/secrets/KeyStore.cpp" line="399" />
        <source>the keychain is locked or has no keyring ready</source>
        <translation>le trousseau est verrouillé ou aucun trousseau de clés n'est prêt</translation>
    </message>
    <message>
        <location filename="../app/secrets/KeyStore.cpp" line="385" />
        <location filename="../app/secrets/KeyStore.cpp" line="395" />
        <source>no keychain service is running</source>
        <translation>aucun service de trousseau n'est en cours d'exécution</translation>
    </message>
    <message>
        <location filename="../app/secrets/KeyStore.cpp" line="389" />
        <source>this system has no keychain that Paydesk can use</source>
        <translation>ce système n'a aucun trousseau utilisable par Paydesk</translation>
    </message>
    <message>
        <location filename="../app/secrets/KeyStore.cpp" line="415" />
        <source>Paydesk cannot reach the system keychain (%1), so it cannot read the saved API key. You can enter the key to use it for this session only; it will not be saved.</source>
        <translation>Paydesk ne peut pas accéder au trousseau du système (%1) et ne peut donc pas lire la clé d'API enregistrée. Vous pouvez saisir la clé pour l'utiliser pendant cette session uniquement ; elle ne sera pas enregistrée.</translation>
    </message>
    <message>
        <location filename="../app/secrets/KeyStore.cpp" line="421" />
        <source>Paydesk cannot reach the system keychain (%1). You can use the key for this session only; it will not be saved.</source>
        <translation>Paydesk ne peut pas accéder au trousseau du système (%1). Vous pouvez utiliser la clé pendant cette session uniquement ; elle ne sera pas enregistrée.</translation>
    </message>
    <message>
        <location filename="../app/secrets/KeyStore.cpp" line="426" />
        <source>Paydesk cannot reach the system keychain (%1), so no saved key could be removed.</source>
        <translation>Paydesk ne peut pas accéder au trousseau du système (%1) : aucune clé enregistrée n'a donc pu être supprimée.</translation>
    </message>
    <message>
        <location filename="../app/secrets/KeyStore.cpp" line="433" />
        <source>Access to the system keychain was refused, so the saved key was not removed.</source>
        <translation>L'accès au trousseau du système a été refusé : la clé enregistrée n'a donc pas été supprimée.</translation>
    </message>
    <message>
        <location filename="../app/secrets/KeyStore.cpp" line="434" />
        <source>Access to the system keychain was refused. You can use the key for this session only; it will not be saved.</source>
        <translation>L'accès au trousseau du système a été refusé. Vous pouvez utiliser la clé pendant cette session uniquement ; elle ne sera pas enregistrée.</translation>
    </message>
    <message>
        <location filename="../app/secrets/KeyStore.cpp" line="440" />
        <source>The system keychain could not read the saved API key. You can enter the key to use it for this session only; it will not be saved.</source>
        <translation>Le trousseau du système n'a pas pu lire la clé d'API enregistrée. Vous pouvez saisir la clé pour l'utiliser pendant cette session uniquement ; elle ne sera pas enregistrée.</translation>
    </message>
    <message>
        <location filename="../app/secrets/KeyStore.cpp" line="444" />
        <source>The system keychain could not save the key. You can use the key for this session only; it will not be saved.</source>
        <translation>Le trousseau du système n'a pas pu enregistrer la clé. Vous pouvez utiliser la clé pendant cette session uniquement ; elle ne sera pas enregistrée.</translation>
    </message>
    <message>
        <location filename="../app/secrets/KeyStore.cpp" line="448" />
        <source>The system keychain could not remove the saved key.</source>
        <translation>Le trousseau du système n'a pas pu supprimer la clé enregistrée.</translation>
    </message>
</context>
<context>
    <name>paydesk::session::Session</name>
    <message>
        <location filename="../app/session/Session.cpp" line="66" />
        <source>This profile was removed.</source>
        <translation>Ce profil a été supprimé.</translation>
    </message>
    <message>
        <location filename="../app/session/Session.cpp" line="109" />
        <source>The local sandbox could not start: %1</source>
        <translation>Le bac à sable local n'a pas pu démarrer : %1</translation>
    </message>
    <message>
        <location filename="../app/session/Session.cpp" line="110" />
        <source>it is not available here</source>
        <translation>il n'est pas disponible ici</translation>
    </message>
    <message>
        <location filename="../app/session/Session.cpp" line="130" />
        <source>No API key is saved for “%1”.</source>
        <translation>Aucune clé d'API n'est enregistrée pour « %1 ».</translation>
    </message>
</context>
<context>
    <name>paydesk::settings::StorePlace</name>
    <message>
        <location filename="../app/settings/StorePlace.cpp" line="46" />
        <source>No encryption: passwords are protected by SCRAM, but everything else crosses the network in the clear. Only on a network you trust entirely.</source>
        <translation>Aucun chiffrement : les mots de passe sont protégés par SCRAM, mais tout le reste circule en clair sur le réseau. Uniquement sur un réseau de toute confiance.</translation>
    </message>
    <message>
        <location filename="../app/settings/StorePlace.cpp" line="49" />
        <source>Encrypted when the server offers it, in the clear otherwise; the server is not checked.</source>
        <translation>Chiffré quand le serveur le propose, en clair sinon ; le serveur n'est pas vérifié.</translation>
    </message>
    <message>
        <location filename="../app/settings/StorePlace.cpp" line="51" />
        <source>Always encrypted, or no connection; the server's certificate is not checked.</source>
        <translation>Toujours chiffré, sinon pas de connexion ; le certificat du serveur n'est pas vérifié.</translation>
    </message>
    <message>
        <location filename="../app/settings/StorePlace.cpp" line="53" />
        <source>Always encrypted, and the server's certificate must be signed by an authority this computer trusts (~/.postgresql/root.crt).</source>
        <translation>Toujours chiffré, et le certificat du serveur doit être signé par une autorité à laquelle cet ordinateur fait confiance (~/.postgresql/root.crt).</translation>
    </message>
    <message>
        <location filename="../app/settings/StorePlace.cpp" line="56" />
        <source>Recommended: always encrypted, the server's certificate signed by an authority this computer trusts (~/.postgresql/root.crt), and made out to the host name above, so that nobody can pose as the team's server.</source>
        <translation>Recommandé : toujours chiffré, le certificat du serveur signé par une autorité à laquelle cet ordinateur fait confiance (~/.postgresql/root.crt) et établi au nom d'hôte ci-dessus, afin que personne ne puisse se faire passer pour le serveur de l'équipe.</translation>
    </message>
    <message>
        <location filename="../app/settings/StorePlace.cpp" line="78" />
        <source>Enter the address of the team's PostgreSQL server.</source>
        <translation>Saisissez l'adresse du serveur PostgreSQL de l'équipe.</translation>
    </message>
    <message>
        <location filename="../app/settings/StorePlace.cpp" line="80" />
        <source>“%1” is not a server address: use a host name or an IP address.</source>
        <translation>« %1 » n'est pas une adresse de serveur : utilisez un nom d'hôte ou une adresse IP.</translation>
    </message>
    <message>
        <location filename="../app/settings/StorePlace.cpp" line="83" />
        <source>The port must be between 1 and 65535 (PostgreSQL's is usually 5432).</source>
        <translation>Le port doit être compris entre 1 et 65535 (celui de PostgreSQL est généralement 5432).</translation>
    </message>
    <message>
        <location filename="../app/settings/StorePlace.cpp" line="86" />
        <source>Enter the name of the team database.</source>
        <translation>Saisissez le nom de la base de données d'équipe.</translation>
    </message>
    <message>
        <location filename="../app/settings/StorePlace.cpp" line="88" />
        <source>Choose a TLS mode.</source>
        <translation>Choisissez un mode TLS.</translation>
    </message>
    <message>
        <location filename="../app/settings/StorePlace.cpp" line="90" />
        <source>Enter your database login (your administrator gave it to you).</source>
        <translation>Saisissez votre identifiant de base de données (fourni par votre administrateur).</translation>
    </message>
    <message>
        <location filename="../app/settings/StorePlace.cpp" line="111" />
        <source>%1 on %2 at %3:%4</source>
        <translation>%1 sur %2 à %3:%4</translation>
    </message>
</context>
<context>
    <name>paydesk::settings::TeamConnectionCheck</name>
    <message>
        <location filename="../app/settings/TeamConnectionCheck.cpp" line="50" />
        <source>The server refused the password of “%1” (or there is no such login). Check the password, or ask your administrator.</source>
        <translation>Le serveur a refusé le mot de passe de « %1 » (ou cet identifiant n'existe pas). Vérifiez le mot de passe ou adressez-vous à votre administrateur.</translation>
    </message>
    <message>
        <location filename="../app/settings/TeamConnectionCheck.cpp" line="57" />
        <source>The secure connection (TLS mode %1) to %2 could not be made: %3. Ask your administrator which TLS mode the server needs, and for its certificate authority when it is checked.</source>
        <translation>La connexion sécurisée (mode TLS %1) à %2 n'a pas pu être établie : %3. Demandez à votre administrateur quel mode TLS le serveur exige et, si le certificat est vérifié, quelle est son autorité de certification.</translation>
    </message>
    <message>
        <location filename="../app/settings/TeamConnectionCheck.cpp" line="65" />
        <source>The server %1 cannot be reached. Check the address and the port, and that this computer may reach it (network, firewall, VPN).</source>
        <translation>Le serveur %1 est injoignable. Vérifiez l'adresse et le port, et que cet ordinateur peut y accéder (réseau, pare-feu, VPN).</translation>
    </message>
    <message>
        <location filename="../app/settings/TeamConnectionCheck.cpp" line="84" />
        <source>Paydesk could not read the database.</source>
        <translation>Paydesk n'a pas pu lire la base de données.</translation>
    </message>
    <message>
        <location filename="../app/settings/TeamConnectionCheck.cpp" line="89" />
        <source>Connected, but %1 is not a Paydesk team database (it has no team_settings). The database owner makes one with “paydesk-cli team init”.</source>
        <translation>Connecté, mais %1 n'est pas une base de données d'équipe Paydesk (elle n'a pas de team_settings). Le propriétaire de la base de données en crée une avec « paydesk-cli team init ».</translation>
    </message>
    <message>
        <location filename="../app/settings/TeamConnectionCheck.cpp" line="94" />
        <source>Paydesk could not read the team's settings.</source>
        <translation>Paydesk n'a pas pu lire les paramètres de l'équipe.</translation>
    </message>
    <message>
        <location filename="../app/settings/TeamConnectionCheck.cpp" line="103" />
        <source>The team database was set up by a newer Paydesk. Install the Paydesk version your team uses, then try again.</source>
        <translation>La base de données d'équipe a été configurée par une version plus récente de Paydesk. Installez la version de Paydesk qu'utilise votre équipe, puis réessayez.</translation>
    </message>
    <message>
        <location filename="../app/settings/TeamConnectionCheck.cpp" line="112" />
        <source>The team database is behind this version of Paydesk. The team's owner must bring it up to date with “paydesk-cli team init”; operators cannot.</source>
        <translation>La base de données d'équipe est en retard sur cette version de Paydesk. Le propriétaire de l'équipe doit la mettre à jour avec « paydesk-cli team init » ; les opérateurs ne le peuvent pas.</translation>
    </message>
    <message>
        <location filename="../app/settings/TeamConnectionCheck.cpp" line="121" />
        <source>Paydesk could not read the team's operators.</source>
        <translation>Paydesk n'a pas pu lire les opérateurs de l'équipe.</translation>
    </message>
    <message>
        <location filename="../app/settings/TeamConnectionCheck.cpp" line="125" />
        <source>Connected, but “%1” is not an active operator of this team. Ask a team administrator to add or enable you.</source>
        <translation>Connecté, mais « %1 » n'est pas un opérateur actif de cette équipe. Demandez à un administrateur de l'équipe de vous ajouter ou de vous réactiver.</translation>
    </message>
    <message>
        <location filename="../app/settings/TeamConnectionCheck.cpp" line="134" />
        <source>Connected as %1 (%2).</source>
        <translation>Connecté en tant que %1 (%2).</translation>
    </message>
    <message>
        <location filename="../app/settings/TeamConnectionCheck.cpp" line="147" />
        <source>The Qt SQL driver QPSQL is not installed with Paydesk.</source>
        <translation>Le pilote Qt SQL QPSQL n'est pas installé avec Paydesk.</translation>
    </message>
    <message>
        <location filename="../app/settings/TeamConnectionCheck.cpp" line="168" />
        <source>maker</source>
        <translation>initiateur</translation>
    </message>
    <message>
        <location filename="../app/settings/TeamConnectionCheck.cpp" line="169" />
        <source>approver</source>
        <translation>approbateur</translation>
    </message>
    <message>
        <location filename="../app/settings/TeamConnectionCheck.cpp" line="170" />
        <source>viewer</source>
        <translation>lecteur</translation>
    </message>
    <message>
        <location filename="../app/settings/TeamConnectionCheck.cpp" line="173" />
        <source>%1, administrator</source>
        <translation>%1, administrateur</translation>
    </message>
</context>
<context>
    <name>paydesk::settings::TeamDatabaseSettings</name>
    <message>
        <location filename="../app/settings/TeamDatabaseSettings.cpp" line="65" />
        <source>Type your password to test the connection: none is remembered for %1.</source>
        <translation>Saisissez votre mot de passe pour tester la connexion : aucun n'est mémorisé pour %1.</translation>
    </message>
</context>
<context>
    <name>paydesk::settings::TeamDatabaseSignIn</name>
    <message>
        <location filename="../app/settings/TeamDatabaseSignIn.cpp" line="55" />
        <source>Type your password.</source>
        <translation>Saisissez votre mot de passe.</translation>
    </message>
    <message>
        <location filename="../app/settings/TeamDatabaseSignIn.cpp" line="88" />
        <source>The password remembered on this computer was refused (changed since?). Type your password.</source>
        <translation>Le mot de passe mémorisé sur cet ordinateur a été refusé (modifié entre-temps ?). Saisissez votre mot de passe.</translation>
    </message>
</context>
<context>
    <name>paydesk::settings::TeamPasswords</name>
    <message>
        <location filename="../app/settings/TeamPasswords.cpp" line="32" />
        <source>No remembered password could be read from the system keychain (%1). Type the password.</source>
        <translation>Aucun mot de passe mémorisé n'a pu être lu dans le trousseau du système (%1). Saisissez le mot de passe.</translation>
    </message>
    <message>
        <location filename="../app/settings/TeamPasswords.cpp" line="33" />
        <source>it did not answer</source>
        <translation>il n'a pas répondu</translation>
    </message>
    <message>
        <location filename="../app/settings/TeamPasswords.cpp" line="34" />
        <source>it cannot be reached</source>
        <translation>il est inaccessible</translation>
    </message>
    <message>
        <location filename="../app/settings/TeamPasswords.cpp" line="36" />
        <source>The password could not be remembered: the system keychain cannot be reached. It is used for this run only; you will be asked for it at the next start.</source>
        <translation>Le mot de passe n'a pas pu être mémorisé : le trousseau du système est inaccessible. Il ne sert que pour cette session ; il vous sera redemandé au prochain démarrage.</translation>
    </message>
    <message>
        <location filename="../app/settings/TeamPasswords.cpp" line="39" />
        <source>The remembered password could not be removed from the system keychain. Remove the entry “Paydesk” named %1 there.</source>
        <translation>Le mot de passe mémorisé n'a pas pu être retiré du trousseau du système. Supprimez-y l'entrée « Paydesk » nommée %1.</translation>
    </message>
</context>
<context>
    <name>paydesk::shell::ApprovalAlerts</name>
    <message>
        <location filename="../app/shell/ApprovalAlerts.cpp" line="41" />
        <source>A payout waits for your approval</source>
        <translation>Un paiement attend votre approbation</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/shell/ApprovalAlerts.cpp" line="42" />
        <source>%n payout(s) wait for your approval</source>
        <translation>
            <numerusform>%n paiement attend votre approbation</numerusform>
            <numerusform>%n paiements attendent votre approbation</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/shell/ApprovalAlerts.cpp" line="47" />
        <source>Open Approvals in Paydesk to review %n payout(s).</source>
        <translation>
            <numerusform>Ouvrez Approbations dans Paydesk pour examiner %n paiement.</numerusform>
            <numerusform>Ouvrez Approbations dans Paydesk pour examiner %n paiements.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paydesk::shell::PayoutAlerts</name>
    <message>
        <location filename="../app/shell/PayoutAlerts.cpp" line="20" />
        <source>Payout failed</source>
        <translation>Paiement échoué</translation>
    </message>
    <message>
        <location filename="../app/shell/PayoutAlerts.cpp" line="25" />
        <source>Payout %1 failed: %2</source>
        <translation>Le paiement %1 a échoué : %2</translation>
    </message>
</context>
<context>
    <name>paydesk::shell::TeamLink</name>
    <message>
        <location filename="../app/shell/TeamLink.cpp" line="20" />
        <source>The team database cannot be reached — what you see may be out of date; Paydesk keeps trying.</source>
        <translation>La base de données d'équipe est injoignable — ce que vous voyez n'est peut-être plus à jour ; Paydesk continue d'essayer.</translation>
    </message>
</context>
<context>
    <name>paydesk::spec</name>
    <message>
        <location filename="../app/domain/SpecTables.cpp" line="24" />
        <source>Kenyan shilling</source>
        <translation>shilling kényan</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTables.cpp" line="25" />
        <source>Tanzanian shilling</source>
        <translation>shilling tanzanien</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTables.cpp" line="26" />
        <source>Rwandan franc</source>
        <translation>franc rwandais</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTables.cpp" line="27" />
        <source>Ghanaian cedi</source>
        <translation>cedi ghanéen</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTables.cpp" line="28" />
        <source>Ugandan shilling</source>
        <translation>shilling ougandais</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTables.cpp" line="29" />
        <source>West African CFA franc</source>
        <translation>franc CFA (BCEAO)</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTables.cpp" line="30" />
        <source>Central African CFA franc</source>
        <translation>franc CFA (BEAC)</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTables.cpp" line="31" />
        <source>Bangladeshi taka</source>
        <translation>taka bangladais</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTables.cpp" line="32" />
        <source>Philippine peso</source>
        <translation>peso philippin</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTables.cpp" line="33" />
        <source>Pakistani rupee</source>
        <translation>roupie pakistanaise</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTables.cpp" line="34" />
        <source>Indian rupee</source>
        <translation>roupie indienne</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTables.cpp" line="35" />
        <source>Ethiopian birr</source>
        <translation>birr éthiopien</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTables.cpp" line="36" />
        <source>Nigerian naira</source>
        <translation>naira nigérian</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTables.cpp" line="37" />
        <source>Egyptian pound</source>
        <translation>livre égyptienne</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTables.cpp" line="38" />
        <source>US dollar</source>
        <translation>dollar des États-Unis</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTables.cpp" line="39" />
        <source>Euro</source>
        <translation>euro</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTables.cpp" line="40" />
        <source>Pound sterling</source>
        <translation>livre sterling</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTables.cpp" line="44" />
        <source>Kenya</source>
        <translation>Kenya</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTables.cpp" line="45" />
        <source>Tanzania</source>
        <translation>Tanzanie</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTables.cpp" line="46" />
        <source>Rwanda</source>
        <translation>Rwanda</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTables.cpp" line="47" />
        <source>Ghana</source>
        <translation>Ghana</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTables.cpp" line="48" />
        <source>Uganda</source>
        <translation>Ouganda</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTables.cpp" line="49" />
        <source>Côte d'Ivoire</source>
        <translation>Côte d'Ivoire</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTables.cpp" line="50" />
        <source>Senegal</source>
        <translation>Sénégal</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTables.cpp" line="51" />
        <source>Cameroon</source>
        <translation>Cameroun</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTables.cpp" line="52" />
        <source>Republic of the Congo</source>
        <translation>République du Congo</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTables.cpp" line="53" />
        <source>Gabon</source>
        <translation>Gabon</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTables.cpp" line="54" />
        <source>Ethiopia</source>
        <translation>Éthiopie</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTables.cpp" line="55" />
        <source>Egypt</source>
        <translation>Égypte</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTables.cpp" line="56" />
        <source>Nigeria</source>
        <translation>Nigeria</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTables.cpp" line="57" />
        <source>Bangladesh</source>
        <translation>Bangladesh</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTables.cpp" line="58" />
        <source>Philippines</source>
        <translation>Philippines</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTables.cpp" line="59" />
        <source>Pakistan</source>
        <translation>Pakistan</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTables.cpp" line="60" />
        <source>India</source>
        <translation>Inde</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTables.cpp" line="65" />
        <source>Mobile money wallet, identified by a phone number and its operator</source>
        <translation>Portefeuille de mobile money, identifié par un numéro de téléphone et son opérateur</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTables.cpp" line="67" />
        <source>Bank account at a bank of the banks list</source>
        <translation>Compte bancaire dans une banque de la liste des banques</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTables.cpp" line="69" />
        <source>Bank account identified by a routing code (IFSC in India, routing number in Bangladesh)</source>
        <translation>Compte bancaire identifié par un code d'acheminement (code IFSC en Inde, numéro d'acheminement au Bangladesh)</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTables.cpp" line="73" />
        <source>Payment handle within an alias network (UPI in India)</source>
        <translation>Identifiant de paiement dans un réseau d'alias (UPI en Inde)</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTables.cpp" line="77" />
        <source>A person, by full name</source>
        <translation>Une personne physique, désignée par son nom complet</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTables.cpp" line="78" />
        <source>A business, by registered legal name</source>
        <translation>Une entreprise, désignée par sa raison sociale</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTables.cpp" line="82" />
        <source>Safaricom M-Pesa</source>
        <translation>Safaricom M-Pesa</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTables.cpp" line="83" />
        <source>AirtelTigo Money</source>
        <translation>AirtelTigo Money</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTables.cpp" line="84" />
        <source>Airtel Money</source>
        <translation>Airtel Money</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTables.cpp" line="85" />
        <source>Vodacom M-Pesa</source>
        <translation>Vodacom M-Pesa</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTables.cpp" line="86" />
        <source>Tigo Pesa</source>
        <translation>Tigo Pesa</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTables.cpp" line="87" />
        <source>HaloPesa</source>
        <translation>HaloPesa</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTables.cpp" line="88" />
        <source>TTCL T-Pesa</source>
        <translation>TTCL T-Pesa</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTables.cpp" line="89" />
        <source>MTN Mobile Money</source>
        <translation>MTN Mobile Money</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTables.cpp" line="90" />
        <source>Vodafone Cash</source>
        <translation>Vodafone Cash</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTables.cpp" line="91" />
        <source>Moov Money</source>
        <translation>Moov Money</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTables.cpp" line="92" />
        <source>Orange Money</source>
        <translation>Orange Money</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTables.cpp" line="93" />
        <source>Free Money</source>
        <translation>Free Money</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTables.cpp" line="94" />
        <source>E-Money (Expresso)</source>
        <translation>E-Money (Expresso)</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTables.cpp" line="95" />
        <source>Wave</source>
        <translation>Wave</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTables.cpp" line="96" />
        <source>bKash</source>
        <translation>bKash</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTables.cpp" line="97" />
        <source>Nagad</source>
        <translation>Nagad</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTables.cpp" line="98" />
        <source>GCash</source>
        <translation>GCash</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTables.cpp" line="99" />
        <source>Maya</source>
        <translation>Maya</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTables.cpp" line="100" />
        <source>Coins.ph</source>
        <translation>Coins.ph</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTables.cpp" line="101" />
        <source>GrabPay</source>
        <translation>GrabPay</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTables.cpp" line="102" />
        <source>Easypaisa</source>
        <translation>Easypaisa</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTables.cpp" line="103" />
        <source>JazzCash</source>
        <translation>JazzCash</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTables.cpp" line="104" />
        <source>UPaisa</source>
        <translation>UPaisa</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTables.cpp" line="105" />
        <source>SadaPay</source>
        <translation>SadaPay</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTables.cpp" line="106" />
        <source>NayaPay</source>
        <translation>NayaPay</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTables.cpp" line="107" />
        <source>Finja</source>
        <translation>Finja</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTables.cpp" line="108" />
        <source>Paymax</source>
        <translation>Paymax</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTables.cpp" line="143" />
        <source>Unified Payments Interface (India), identified by a virtual payment address</source>
        <translation>Unified Payments Interface (Inde), avec identification par adresse de paiement virtuelle</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesPayouts.cpp" line="18" />
        <source>Purchase of goods</source>
        <translation>Achat de biens</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesPayouts.cpp" line="19" />
        <source>Payment for services</source>
        <translation>Paiement de services</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesPayouts.cpp" line="20" />
        <source>Invoice payment</source>
        <translation>Paiement de facture</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesPayouts.cpp" line="21" />
        <source>Loan repayment</source>
        <translation>Remboursement de prêt</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesPayouts.cpp" line="22" />
        <source>Bills payment</source>
        <translation>Paiement de factures courantes</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesPayouts.cpp" line="23" />
        <source>Salary and wages</source>
        <translation>Salaires et traitements</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesPayouts.cpp" line="24" />
        <source>Domestic person-to-person transfer</source>
        <translation>Transfert national entre particuliers</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesPayouts.cpp" line="25" />
        <source>Cross-border person-to-person remittance</source>
        <translation>Transfert international d'argent entre particuliers</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesPayouts.cpp" line="26" />
        <source>Donation</source>
        <translation>Don</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesPayouts.cpp" line="27" />
        <source>Grants and scholarships</source>
        <translation>Subventions et bourses d'études</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesPayouts.cpp" line="28" />
        <source>Travel and accommodation</source>
        <translation>Voyage et hébergement</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesPayouts.cpp" line="29" />
        <source>Tax payment</source>
        <translation>Paiement d'impôts</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesPayouts.cpp" line="30" />
        <source>Insurance premium</source>
        <translation>Prime d'assurance</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesPayouts.cpp" line="36" />
        <source>Passport</source>
        <translation>Passeport</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesPayouts.cpp" line="37" />
        <location filename="../app/domain/SpecTablesPayouts.cpp" line="39" />
        <source>Driving licence</source>
        <translation>Permis de conduire</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesPayouts.cpp" line="40" />
        <source>National identity card</source>
        <translation>Carte nationale d'identité</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesPayouts.cpp" line="41" />
        <source>Residence permit</source>
        <translation>Titre de séjour</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesService.cpp" line="17" />
        <location filename="../app/domain/SpecTablesService.cpp" line="59" />
        <source>Accepted, awaiting processing</source>
        <translation>Accepté, en attente de traitement</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesService.cpp" line="18" />
        <source>Processed; the recipient should have the funds</source>
        <translation>Traité ; le bénéficiaire devrait avoir reçu les fonds</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesService.cpp" line="19" />
        <source>Reversed after it was sent</source>
        <translation>Contre-passé après son envoi</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesService.cpp" line="20" />
        <source>Cancelled before it reached the recipient</source>
        <translation>Annulé avant d'atteindre le bénéficiaire</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesService.cpp" line="21" />
        <source>The funds did not reach the recipient</source>
        <translation>Les fonds ne sont pas parvenus au bénéficiaire</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesService.cpp" line="26" />
        <source>Under compliance review; needs further verification</source>
        <translation>En cours d'examen de conformité ; des vérifications complémentaires sont nécessaires</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesService.cpp" line="30" />
        <source>The wallet lacks funds</source>
        <translation>Le portefeuille ne dispose pas de fonds suffisants</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesService.cpp" line="32" />
        <source>The account number is invalid</source>
        <translation>Le numéro de compte n'est pas valide</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesService.cpp" line="34" />
        <source>The recipient's balance reached its maximum</source>
        <translation>Le solde du bénéficiaire a atteint son plafond</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesService.cpp" line="36" />
        <source>The amount exceeds the account's per-transaction maximum</source>
        <translation>Le montant dépasse le plafond par transaction du compte</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesService.cpp" line="38" />
        <source>The account's daily limit is reached or would be exceeded</source>
        <translation>Le plafond quotidien du compte est atteint ou serait dépassé</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesService.cpp" line="40" />
        <source>The account's weekly limit is reached or would be exceeded</source>
        <translation>Le plafond hebdomadaire du compte est atteint ou serait dépassé</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesService.cpp" line="42" />
        <source>The account's monthly limit is reached or would be exceeded</source>
        <translation>Le plafond mensuel du compte est atteint ou serait dépassé</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesService.cpp" line="44" />
        <source>A limit of the account was reached (which one is unknown)</source>
        <translation>Un plafond du compte a été atteint (lequel n'est pas connu)</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesService.cpp" line="46" />
        <source>Sanction list hit on the payment account during screening</source>
        <translation>Correspondance avec une liste de sanctions pour le compte de paiement lors du filtrage</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesService.cpp" line="48" />
        <source>Sanction list hit on the sender during screening</source>
        <translation>Correspondance avec une liste de sanctions pour l'expéditeur lors du filtrage</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesService.cpp" line="50" />
        <source>A sanction hit was not cleared in time</source>
        <translation>Une correspondance avec une liste de sanctions n'a pas été levée à temps</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesService.cpp" line="52" />
        <source>Temporary issue with the provider's network or systems</source>
        <translation>Problème temporaire touchant le réseau ou les systèmes du prestataire</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesService.cpp" line="55" />
        <source>The recipient account cannot receive international remittances</source>
        <translation>Le compte du bénéficiaire ne peut pas recevoir de transferts internationaux</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesService.cpp" line="61" />
        <source>Collected from the originating account, being settled</source>
        <translation>Prélevé sur le compte d'origine, en cours de règlement</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesService.cpp" line="62" />
        <source>Settled; the funds are available in the wallet</source>
        <translation>Réglé ; les fonds sont disponibles dans le portefeuille</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesService.cpp" line="63" />
        <source>The funds were not collected</source>
        <translation>Les fonds n'ont pas été prélevés</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesService.cpp" line="68" />
        <source>The originating account lacks funds</source>
        <translation>Le compte d'origine ne dispose pas de fonds suffisants</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesService.cpp" line="70" />
        <source>The holder rejected the payment</source>
        <translation>Le titulaire a refusé le paiement</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesService.cpp" line="72" />
        <source>Not completed in the required time; no money was collected</source>
        <translation>Non finalisé dans le délai imparti ; aucun montant n'a été prélevé</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesService.cpp" line="76" />
        <source>Being generated</source>
        <translation>En cours de génération</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesService.cpp" line="77" />
        <source>Generated; its lines can be listed</source>
        <translation>Généré ; ses lignes peuvent être consultées</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesService.cpp" line="78" />
        <source>Generation failed</source>
        <translation>Échec de la génération</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesService.cpp" line="82" />
        <source>Funds collected into the wallet</source>
        <translation>Fonds encaissés sur le portefeuille</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesService.cpp" line="84" />
        <source>Collected funds converted to the wallet currency</source>
        <translation>Fonds encaissés convertis dans la devise du portefeuille</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesService.cpp" line="85" />
        <source>Currency conversion initiated</source>
        <translation>Conversion de devise lancée</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesService.cpp" line="86" />
        <source>Currency conversion completed</source>
        <translation>Conversion de devise terminée</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesService.cpp" line="87" />
        <source>Payout initiated from the wallet</source>
        <translation>Décaissement lancé depuis le portefeuille</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesService.cpp" line="89" />
        <source>Payout failed; funds returned to the wallet</source>
        <translation>Échec du décaissement ; fonds restitués au portefeuille</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesService.cpp" line="91" />
        <source>Payout reversed; funds returned to the wallet</source>
        <translation>Décaissement contre-passé ; fonds restitués au portefeuille</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesService.cpp" line="93" />
        <source>A payout that was sent moved to failed</source>
        <translation>Un décaissement envoyé est passé à l'état échoué</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesService.cpp" line="95" />
        <source>A payout that had failed moved to sent</source>
        <translation>Un décaissement échoué est passé à l'état envoyé</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesService.cpp" line="101" />
        <source>The request is not valid JSON or lacks its JSON content type</source>
        <translation>La demande n'est pas du JSON valide ou n'indique pas le type de contenu JSON</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesService.cpp" line="103" />
        <source>The API key is missing, unknown or revoked</source>
        <translation>La clé d'API est absente, inconnue ou révoquée</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesService.cpp" line="105" />
        <source>The API key does not have the permission this needs</source>
        <translation>La clé d'API n'a pas l'autorisation nécessaire</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesService.cpp" line="107" />
        <source>The wallet does not have enough available funds</source>
        <translation>Le portefeuille ne dispose pas de fonds disponibles suffisants</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesService.cpp" line="110" />
        <source>No such record, or no such address</source>
        <translation>Enregistrement ou adresse inconnus</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesService.cpp" line="109" />
        <source>No holder could be found for this account</source>
        <translation>Aucun titulaire n'a été trouvé pour ce compte</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesService.cpp" line="112" />
        <source>The same request key is in use by another or a different request</source>
        <translation>La même clé de demande est utilisée par une autre demande, identique ou différente</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesService.cpp" line="115" />
        <source>The request was accepted earlier under the same request key</source>
        <translation>La demande a déjà été acceptée avec la même clé de demande</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesService.cpp" line="116" />
        <source>The statement is not ready</source>
        <translation>Le relevé n'est pas prêt</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesService.cpp" line="117" />
        <source>Some fields are not valid</source>
        <translation>Certains champs ne sont pas valides</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesService.cpp" line="118" />
        <source>The request is too large</source>
        <translation>La demande est trop volumineuse</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesService.cpp" line="119" />
        <source>Too many requests; try again shortly</source>
        <translation>Trop de demandes ; réessayez dans un instant</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesService.cpp" line="121" />
        <source>The receiving bank is temporarily unavailable</source>
        <translation>La banque destinataire est temporairement indisponible</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesService.cpp" line="123" />
        <source>The mobile money operator is temporarily unavailable</source>
        <translation>L'opérateur de mobile money est temporairement indisponible</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesService.cpp" line="125" />
        <source>The alias network is temporarily unavailable</source>
        <translation>Le réseau d'alias est temporairement indisponible</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesService.cpp" line="127" />
        <source>The service is temporarily unavailable</source>
        <translation>Le service est temporairement indisponible</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesService.cpp" line="128" />
        <source>The service had an internal error</source>
        <translation>Le service a rencontré une erreur interne</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesService.cpp" line="132" />
        <source>Create payouts</source>
        <translation>Créer des décaissements</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesService.cpp" line="133" />
        <source>See payouts</source>
        <translation>Consulter les décaissements</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesService.cpp" line="134" />
        <source>Create payment accounts</source>
        <translation>Créer des comptes de paiement</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesService.cpp" line="135" />
        <source>See payment accounts</source>
        <translation>Consulter les comptes de paiement</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesService.cpp" line="136" />
        <source>See wallets and balances</source>
        <translation>Consulter les portefeuilles et les soldes</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesService.cpp" line="137" />
        <source>See the banks list</source>
        <translation>Consulter la liste des banques</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesService.cpp" line="138" />
        <source>Look up account holders</source>
        <translation>Rechercher les titulaires de comptes</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesService.cpp" line="139" />
        <source>Create wallet statements</source>
        <translation>Créer des relevés de portefeuille</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesService.cpp" line="140" />
        <source>See wallet statements</source>
        <translation>Consulter les relevés de portefeuille</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesService.cpp" line="141" />
        <source>Create payins</source>
        <translation>Créer des encaissements</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesService.cpp" line="142" />
        <source>See payins</source>
        <translation>Consulter les encaissements</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesService.cpp" line="146" />
        <source>A payin reached completion</source>
        <translation>Un encaissement est arrivé à son terme</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesService.cpp" line="147" />
        <source>A payout reached completion</source>
        <translation>Un décaissement est arrivé à son terme</translation>
    </message>
    <message>
        <location filename="../app/domain/SpecTablesService.cpp" line="149" />
        <source>A statement finished generating</source>
        <translation>La génération d'un relevé est terminée</translation>
    </message>
</context>
<context>
    <name>paydesk::statements::StatementDigest</name>
    <message>
        <location filename="../app/statements/StatementDigest.cpp" line="13" />
        <source>Reading statement %1</source>
        <translation>Lecture du relevé %1</translation>
    </message>
    <message>
        <location filename="../app/statements/StatementDigest.cpp" line="30" />
        <location filename="../app/statements/StatementDigest.cpp" line="40" />
        <source>The connection to the service is gone.</source>
        <translation>La connexion au service n'existe plus.</translation>
    </message>
    <message>
        <location filename="../app/statements/StatementDigest.cpp" line="65" />
        <source>The statement is not ready yet.</source>
        <translation>Le relevé n'est pas encore prêt.</translation>
    </message>
    <message>
        <location filename="../app/statements/StatementDigest.cpp" line="66" />
        <source>The lines could not be read: %1</source>
        <translation>Les lignes n'ont pas pu être lues : %1</translation>
    </message>
    <message>
        <location filename="../app/statements/StatementDigest.cpp" line="38" />
        <source>The lines could not be read: the service's answer was not a page of lines.</source>
        <translation>Les lignes n'ont pas pu être lues : la réponse du service n'était pas une page de lignes.</translation>
    </message>
</context>
<context>
    <name>paydesk::statements::StatementGenerator</name>
    <message>
        <location filename="../app/statements/StatementGenerator.cpp" line="82" />
        <source>This profile is not connected to the service yet: try again in a moment.</source>
        <translation>Ce profil n'est pas encore connecté au service : réessayez dans un instant.</translation>
    </message>
    <message>
        <location filename="../app/statements/StatementGenerator.cpp" line="93" />
        <source>The service's answer held no statement.</source>
        <translation>La réponse du service ne contenait aucun relevé.</translation>
    </message>
    <message>
        <location filename="../app/statements/StatementGenerator.cpp" line="126" />
        <source>The service could not generate this statement.</source>
        <translation>Le service n'a pas pu générer ce relevé.</translation>
    </message>
    <message>
        <location filename="../app/statements/StatementGenerator.cpp" line="233" />
        <source>The service could not generate this statement. Contact support if it happens again.</source>
        <translation>Le service n'a pas pu générer ce relevé. Contactez le support si cela se reproduit.</translation>
    </message>
    <message>
        <location filename="../app/statements/StatementGenerator.cpp" line="235" />
        <source>The service could not generate this statement (%1).</source>
        <translation>Le service n'a pas pu générer ce relevé (%1).</translation>
    </message>
</context>
<context>
    <name>paydesk::statements::StatementLinesModel</name>
    <message>
        <location filename="../app/statements/StatementLinesModel.cpp" line="58" />
        <source>The balances are checked once every line is loaded.</source>
        <translation>Les soldes sont vérifiés une fois toutes les lignes chargées.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/statements/StatementLinesModel.cpp" line="60" />
        <source>Opening balance plus the %n line(s) gives the closing balance.</source>
        <translation>
            <numerusform>Le solde d'ouverture plus %n ligne donne le solde de clôture.</numerusform>
            <numerusform>Le solde d'ouverture plus les %n lignes donne le solde de clôture.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/statements/StatementLinesModel.cpp" line="63" />
        <source>The lines do not add up: opening balance plus the lines gives %1, the closing balance is %2 (a difference of %3). Contact support with this statement's ID.</source>
        <translation>Les lignes ne concordent pas : le solde d'ouverture plus les lignes donne %1, le solde de clôture est %2 (un écart de %3). Contactez le support avec l'identifiant de ce relevé.</translation>
    </message>
    <message>
        <location filename="../app/statements/StatementLinesModel.cpp" line="70" />
        <source>The lines cannot be added up: one is in another currency or out of range.</source>
        <translation>Les lignes ne peuvent pas être additionnées : l'une est dans une autre devise ou hors limites.</translation>
    </message>
    <message>
        <location filename="../app/statements/StatementLinesModel.cpp" line="138" />
        <source>Time</source>
        <translation>Heure</translation>
    </message>
    <message>
        <location filename="../app/statements/StatementLinesModel.cpp" line="140" />
        <source>Movement</source>
        <translation>Mouvement</translation>
    </message>
    <message>
        <location filename="../app/statements/StatementLinesModel.cpp" line="142" />
        <source>Amount</source>
        <translation>Montant</translation>
    </message>
    <message>
        <location filename="../app/statements/StatementLinesModel.cpp" line="144" />
        <source>Balance after</source>
        <translation>Solde après</translation>
    </message>
    <message>
        <location filename="../app/statements/StatementLinesModel.cpp" line="146" />
        <source>Payout or payin</source>
        <translation>Paiement ou encaissement</translation>
    </message>
</context>
<context>
    <name>paydesk::statements::StatementPeriod</name>
    <message>
        <location filename="../app/statements/StatementPeriod.cpp" line="36" />
        <source>Choose the start and the end of the period.</source>
        <translation>Choisissez le début et la fin de la période.</translation>
    </message>
    <message>
        <location filename="../app/statements/StatementPeriod.cpp" line="38" />
        <source>The service makes statements of whole hours in UTC, and this period starts or ends at %1 past the hour in UTC (the time zone is not a whole number of hours from UTC). Choose the period in UTC.</source>
        <translation>Le service établit les relevés par heures entières en UTC, et cette période commence ou finit à %1 minutes après l'heure pile en UTC (le fuseau horaire n'est pas décalé d'un nombre entier d'heures par rapport à UTC). Choisissez la période en UTC.</translation>
    </message>
    <message>
        <location filename="../app/statements/StatementPeriod.cpp" line="44" />
        <source>The start of the period must be before its end.</source>
        <translation>Le début de la période doit précéder sa fin.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/statements/StatementPeriod.cpp" line="46" />
        <source>A statement covers at most %n day(s): choose a shorter period.</source>
        <translation>
            <numerusform>Un relevé couvre au plus %n jour : choisissez une période plus courte.</numerusform>
            <numerusform>Un relevé couvre au plus %n jours : choisissez une période plus courte.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paydesk::statements::StatementsController</name>
    <message>
        <location filename="../app/statements/StatementsController.cpp" line="91" />
        <source>Not connected to the service: the statement cannot be asked for now.</source>
        <translation>Pas de connexion au service : le relevé ne peut pas être demandé maintenant.</translation>
    </message>
    <message>
        <location filename="../app/statements/StatementsController.cpp" line="203" />
        <location filename="../app/statements/StatementsController.cpp" line="223" />
        <source>%1 wallet</source>
        <translation>Portefeuille %1</translation>
    </message>
    <message>
        <location filename="../app/statements/StatementsController.cpp" line="234" />
        <source>statement.%1</source>
        <translation>releve.%1</translation>
    </message>
    <message>
        <location filename="../app/statements/StatementsController.cpp" line="237" />
        <source>statement-%1-%2.%3</source>
        <translation>releve-%1-%2.%3</translation>
    </message>
    <message>
        <location filename="../app/statements/StatementsController.cpp" line="238" />
        <source>statement-%1-%2-to-%3.%4</source>
        <translation>releve-%1-%2-au-%3.%4</translation>
    </message>
</context>
<context>
    <name>paydesk::statements::StatementsModel</name>
    <message>
        <location filename="../app/statements/StatementsModel.cpp" line="89" />
        <location filename="../app/statements/StatementsModel.cpp" line="91" />
        <source>%1 to %2</source>
        <translation>du %1 au %2</translation>
    </message>
    <message>
        <location filename="../app/statements/StatementsModel.cpp" line="93" />
        <source>%1 (UTC)</source>
        <translation>%1 (UTC)</translation>
    </message>
    <message>
        <location filename="../app/statements/StatementsModel.cpp" line="100" />
        <source>Being generated…</source>
        <translation>En cours de génération…</translation>
    </message>
    <message>
        <location filename="../app/statements/StatementsModel.cpp" line="102" />
        <source>Ready</source>
        <translation>Prêt</translation>
    </message>
    <message>
        <location filename="../app/statements/StatementsModel.cpp" line="104" />
        <source>Failed at the service</source>
        <translation>Échec au service</translation>
    </message>
    <message>
        <location filename="../app/statements/StatementsModel.cpp" line="105" />
        <source>Failed at the service (%1)</source>
        <translation>Échec au service (%1)</translation>
    </message>
    <message>
        <location filename="../app/statements/StatementsModel.cpp" line="133" />
        <source>Statement %1 of wallet %2</source>
        <translation>Relevé %1 du portefeuille %2</translation>
    </message>
    <message>
        <location filename="../app/statements/StatementsModel.cpp" line="158" />
        <source>Requested</source>
        <translation>Demandé le</translation>
    </message>
    <message>
        <location filename="../app/statements/StatementsModel.cpp" line="160" />
        <source>Wallet</source>
        <translation>Portefeuille</translation>
    </message>
    <message>
        <location filename="../app/statements/StatementsModel.cpp" line="162" />
        <source>Period</source>
        <translation>Période</translation>
    </message>
    <message>
        <location filename="../app/statements/StatementsModel.cpp" line="164" />
        <source>State</source>
        <translation>État</translation>
    </message>
</context>
<context>
    <name>paydesk::store::ApprovalRuleStore</name>
    <message>
        <location filename="../app/store/ApprovalRuleStore.cpp" line="76" />
        <source>The approval rules could not be read.</source>
        <translation>Les règles d'approbation n'ont pas pu être lues.</translation>
    </message>
    <message>
        <location filename="../app/store/ApprovalRuleStore.cpp" line="115" />
        <source>The approval rule of %1 was not saved.</source>
        <translation>La règle d'approbation de %1 n'a pas été enregistrée.</translation>
    </message>
    <message>
        <location filename="../app/store/ApprovalRuleStore.cpp" line="177" />
        <source>The rule was changed elsewhere after it was opened. Open it again to see that change.</source>
        <translation>La règle a été modifiée ailleurs après avoir été ouverte. Ouvrez-la à nouveau pour voir cette modification.</translation>
    </message>
    <message>
        <location filename="../app/store/ApprovalRuleStore.cpp" line="226" />
        <source>The rule was changed elsewhere meanwhile. Open it again.</source>
        <translation>La règle a été modifiée ailleurs entre-temps. Ouvrez-la à nouveau.</translation>
    </message>
</context>
<context>
    <name>paydesk::store::AuditEvent</name>
    <message>
        <location filename="../app/store/AuditEvent.cpp" line="87" />
        <source>wrong passphrase</source>
        <translation>phrase secrète erronée</translation>
    </message>
    <message>
        <location filename="../app/store/AuditEvent.cpp" line="89" />
        <source>no such operator</source>
        <translation>opérateur inconnu</translation>
    </message>
    <message>
        <location filename="../app/store/AuditEvent.cpp" line="91" />
        <source>the operator is disabled</source>
        <translation>l'opérateur est désactivé</translation>
    </message>
    <message>
        <location filename="../app/store/AuditEvent.cpp" line="93" />
        <source>too many wrong passphrases in a row, asked to wait</source>
        <translation>trop de phrases secrètes erronées de suite, prié d'attendre</translation>
    </message>
    <message>
        <location filename="../app/store/AuditEvent.cpp" line="104" />
        <source>Profile added</source>
        <translation>Profil ajouté</translation>
    </message>
    <message>
        <location filename="../app/store/AuditEvent.cpp" line="106" />
        <source>Profile changed</source>
        <translation>Profil modifié</translation>
    </message>
    <message>
        <location filename="../app/store/AuditEvent.cpp" line="108" />
        <source>Profile removed</source>
        <translation>Profil supprimé</translation>
    </message>
    <message>
        <location filename="../app/store/AuditEvent.cpp" line="110" />
        <source>API key saved in the keychain</source>
        <translation>Clé d'API enregistrée dans le trousseau</translation>
    </message>
    <message>
        <location filename="../app/store/AuditEvent.cpp" line="112" />
        <source>API key removed from the keychain</source>
        <translation>Clé d'API retirée du trousseau</translation>
    </message>
    <message>
        <location filename="../app/store/AuditEvent.cpp" line="114" />
        <source>API key kept for this session</source>
        <translation>Clé d'API gardée pour cette session</translation>
    </message>
    <message>
        <location filename="../app/store/AuditEvent.cpp" line="116" />
        <source>Payout drafted</source>
        <translation>Paiement préparé</translation>
    </message>
    <message>
        <location filename="../app/store/AuditEvent.cpp" line="118" />
        <source>Payout draft changed</source>
        <translation>Brouillon de paiement modifié</translation>
    </message>
    <message>
        <location filename="../app/store/AuditEvent.cpp" line="120" />
        <source>Payout draft deleted</source>
        <translation>Brouillon de paiement supprimé</translation>
    </message>
    <message>
        <location filename="../app/store/AuditEvent.cpp" line="122" />
        <source>Payout draft opened to be changed</source>
        <translation>Brouillon de paiement ouvert pour être modifié</translation>
    </message>
    <message>
        <location filename="../app/store/AuditEvent.cpp" line="124" />
        <source>Operator added</source>
        <translation>Opérateur ajouté</translation>
    </message>
    <message>
        <location filename="../app/store/AuditEvent.cpp" line="126" />
        <source>Operator changed</source>
        <translation>Opérateur modifié</translation>
    </message>
    <message>
        <location filename="../app/store/AuditEvent.cpp" line="128" />
        <source>Operator disabled</source>
        <translation>Opérateur désactivé</translation>
    </message>
    <message>
        <location filename="../app/store/AuditEvent.cpp" line="130" />
        <source>Operator enabled</source>
        <translation>Opérateur réactivé</translation>
    </message>
    <message>
        <location filename="../app/store/AuditEvent.cpp" line="132" />
        <source>Passphrase changed</source>
        <translation>Phrase secrète changée</translation>
    </message>
    <message>
        <location filename="../app/store/AuditEvent.cpp" line="134" />
        <source>Passphrase protected more strongly</source>
        <translation>Phrase secrète mieux protégée</translation>
    </message>
    <message>
        <location filename="../app/store/AuditEvent.cpp" line="136" />
        <source>Signing key made</source>
        <translation>Clé de signature créée</translation>
    </message>
    <message>
        <location filename="../app/store/AuditEvent.cpp" line="138" />
        <source>Signing key vouched for</source>
        <translation>Clé de signature garantie</translation>
    </message>
    <message>
        <location filename="../app/store/AuditEvent.cpp" line="140" />
        <source>Signing key revoked</source>
        <translation>Clé de signature révoquée</translation>
    </message>
    <message>
        <location filename="../app/store/AuditEvent.cpp" line="142" />
        <source>Signing key protected with the new passphrase</source>
        <translation>Clé de signature protégée par la nouvelle phrase secrète</translation>
    </message>
    <message>
        <location filename="../app/store/AuditEvent.cpp" line="144" />
        <source>Approval rule changed</source>
        <translation>Règle d'approbation modifiée</translation>
    </message>
    <message>
        <location filename="../app/store/AuditEvent.cpp" line="146" />
        <source>Payout sent for approval</source>
        <translation>Paiement envoyé pour approbation</translation>
    </message>
    <message>
        <location filename="../app/store/AuditEvent.cpp" line="148" />
        <source>Payout approved</source>
        <translation>Paiement approuvé</translation>
    </message>
    <message>
        <location filename="../app/store/AuditEvent.cpp" line="150" />
        <source>Payout sent to the service</source>
        <translation>Paiement envoyé au service</translation>
    </message>
    <message>
        <location filename="../app/store/AuditEvent.cpp" line="152" />
        <source>Payout accepted by the service</source>
        <translation>Paiement accepté par le service</translation>
    </message>
    <message>
        <location filename="../app/store/AuditEvent.cpp" line="154" />
        <source>Payout refused by the service</source>
        <translation>Paiement refusé par le service</translation>
    </message>
    <message>
        <location filename="../app/store/AuditEvent.cpp" line="156" />
        <source>No answer yet from the service</source>
        <translation>Pas encore de réponse du service</translation>
    </message>
    <message>
        <location filename="../app/store/AuditEvent.cpp" line="158" />
        <source>Payout back to its maker as a draft</source>
        <translation>Paiement rendu à son auteur comme brouillon</translation>
    </message>
    <message>
        <location filename="../app/store/AuditEvent.cpp" line="160" />
        <source>Payout held: not sent</source>
        <translation>Paiement retenu : non envoyé</translation>
    </message>
    <message>
        <location filename="../app/store/AuditEvent.cpp" line="162" />
        <source>Payout rejected by an approver</source>
        <translation>Paiement rejeté par un approbateur</translation>
    </message>
    <message>
        <location filename="../app/store/AuditEvent.cpp" line="164" />
        <source>Payout withdrawn from approval</source>
        <translation>Paiement retiré de l'approbation</translation>
    </message>
    <message>
        <location filename="../app/store/AuditEvent.cpp" line="166" />
        <source>Payout expired without approval</source>
        <translation>Paiement expiré sans approbation</translation>
    </message>
    <message>
        <location filename="../app/store/AuditEvent.cpp" line="168" />
        <source>Payout state changed at the service</source>
        <translation>État du paiement changé au service</translation>
    </message>
    <message>
        <location filename="../app/store/AuditEvent.cpp" line="170" />
        <source>Wallet statement requested</source>
        <translation>Relevé de portefeuille demandé</translation>
    </message>
    <message>
        <location filename="../app/store/AuditEvent.cpp" line="172" />
        <source>Wallet statement ready</source>
        <translation>Relevé de portefeuille prêt</translation>
    </message>
    <message>
        <location filename="../app/store/AuditEvent.cpp" line="174" />
        <source>Wallet statement failed at the service</source>
        <translation>Échec du relevé de portefeuille auprès du service</translation>
    </message>
    <message>
        <location filename="../app/store/AuditEvent.cpp" line="176" />
        <source>Passphrase refused</source>
        <translation>Phrase secrète refusée</translation>
    </message>
    <message>
        <location filename="../app/store/AuditEvent.cpp" line="178" />
        <source>Audit log verified whole</source>
        <translation>Journal d'audit vérifié en entier</translation>
    </message>
    <message>
        <location filename="../app/store/AuditEvent.cpp" line="180" />
        <source>Wallet name or alert level changed</source>
        <translation>Nom ou seuil d'alerte du portefeuille modifié</translation>
    </message>
    <message>
        <location filename="../app/store/AuditEvent.cpp" line="182" />
        <source>Wallet balance under its alert level</source>
        <translation>Solde du portefeuille sous son seuil d'alerte</translation>
    </message>
    <message>
        <location filename="../app/store/AuditEvent.cpp" line="184" />
        <source>Wallet balance back at its alert level</source>
        <translation>Solde du portefeuille revenu à son seuil d'alerte</translation>
    </message>
</context>
<context>
    <name>paydesk::store::AuditLog</name>
    <message>
        <location filename="../app/store/AuditLog.cpp" line="68" />
        <location filename="../app/store/AuditLog.cpp" line="94" />
        <source>The audit log entry could not be written.</source>
        <translation>L'entrée du journal d'audit n'a pas pu être enregistrée.</translation>
    </message>
    <message>
        <location filename="../app/store/AuditLog.cpp" line="112" />
        <source>The record of where the audit log ends is missing: the database was changed outside Paydesk.</source>
        <translation>L'enregistrement qui marque la fin du journal d'audit est absent : la base de données a été modifiée en dehors de Paydesk.</translation>
    </message>
    <message>
        <location filename="../app/store/AuditLog.cpp" line="168" />
        <location filename="../app/store/AuditLog.cpp" line="190" />
        <location filename="../app/store/AuditLogSearch.cpp" line="70" />
        <location filename="../app/store/AuditLogSearch.cpp" line="108" />
        <location filename="../app/store/AuditLogVerify.cpp" line="202" />
        <location filename="../app/store/AuditLogVerify.cpp" line="222" />
        <source>The audit log could not be read.</source>
        <translation>Le journal d'audit n'a pas pu être lu.</translation>
    </message>
    <message>
        <location filename="../app/store/AuditLogVerify.cpp" line="61" />
        <location filename="../app/store/AuditLogVerify.cpp" line="99" />
        <location filename="../app/store/AuditLogVerify.cpp" line="120" />
        <location filename="../app/store/AuditLogVerify.cpp" line="234" />
        <source>The audit log could not be checked.</source>
        <translation>Le journal d'audit n'a pas pu être vérifié.</translation>
    </message>
    <message>
        <location filename="../app/store/AuditLogVerify.cpp" line="246" />
        <source>The audit log's check could not be recorded.</source>
        <translation>La vérification du journal d'audit n'a pas pu être enregistrée.</translation>
    </message>
    <message>
        <location filename="../app/store/AuditLogVerify.cpp" line="282" />
        <source>Audit entry %1 changed while the log was checked.</source>
        <translation>L'entrée d'audit %1 a changé pendant la vérification du journal.</translation>
    </message>
</context>
<context>
    <name>paydesk::store::AuditVerification</name>
    <message>
        <location filename="../app/store/AuditVerification.cpp" line="28" />
        <source>The audit log is whole: nothing was written after entry %1 since it was last verified whole.</source>
        <translation>Le journal d'audit est intact : rien n'a été écrit après l'entrée %1 depuis sa dernière vérification complète.</translation>
    </message>
    <message>
        <location filename="../app/store/AuditVerification.cpp" line="32" />
        <source>The audit log is whole: entries %1 to %2, written since it was last verified whole, are as they were written.</source>
        <translation>Le journal d'audit est intact : les entrées %1 à %2, écrites depuis sa dernière vérification complète, sont telles qu'elles ont été écrites.</translation>
    </message>
    <message>
        <location filename="../app/store/AuditVerification.cpp" line="38" />
        <source>The audit log is whole: it has no entries yet.</source>
        <translation>Le journal d'audit est intact : il ne contient encore aucune entrée.</translation>
    </message>
    <message>
        <location filename="../app/store/AuditVerification.cpp" line="39" />
        <source>The audit log is whole: entries 1 to %1 are as they were written.</source>
        <translation>Le journal d'audit est intact : les entrées 1 à %1 sont telles qu'elles ont été écrites.</translation>
    </message>
    <message>
        <location filename="../app/store/AuditVerification.cpp" line="41" />
        <source>Audit entry %1 was changed after it was written.</source>
        <translation>L'entrée d'audit %1 a été modifiée après son écriture.</translation>
    </message>
    <message>
        <location filename="../app/store/AuditVerification.cpp" line="43" />
        <source>Audit entry %1 is missing: it was deleted.</source>
        <translation>L'entrée d'audit %1 est absente : elle a été supprimée.</translation>
    </message>
    <message>
        <location filename="../app/store/AuditVerification.cpp" line="45" />
        <source>Audit entry %1 does not follow the entry before it: one of them was replaced.</source>
        <translation>L'entrée d'audit %1 ne fait pas suite à l'entrée précédente : l'une des deux a été remplacée.</translation>
    </message>
    <message>
        <location filename="../app/store/AuditVerification.cpp" line="47" />
        <source>Audit entry %1 was not written by Paydesk: it lies beyond the recorded end of the log.</source>
        <translation>L'entrée d'audit %1 n'a pas été écrite par Paydesk : elle se trouve au-delà de la fin enregistrée du journal.</translation>
    </message>
    <message>
        <location filename="../app/store/AuditVerification.cpp" line="50" />
        <source>Audit entry %1 is not the last entry Paydesk wrote: it was replaced.</source>
        <translation>L'entrée d'audit %1 n'est pas la dernière entrée écrite par Paydesk : elle a été remplacée.</translation>
    </message>
    <message>
        <location filename="../app/store/AuditVerification.cpp" line="52" />
        <source>The record of where the audit log ends is missing or altered: the database was changed outside Paydesk.</source>
        <translation>L'enregistrement qui marque la fin du journal d'audit est absent ou altéré : la base de données a été modifiée en dehors de Paydesk.</translation>
    </message>
    <message>
        <location filename="../app/store/AuditVerification.cpp" line="55" />
        <source>Audit entry %1 is not as it was when the log was last verified whole: it was changed or replaced since.</source>
        <translation>L'entrée d'audit %1 n'est plus telle qu'elle était lors de la dernière vérification complète du journal : elle a été modifiée ou remplacée depuis.</translation>
    </message>
</context>
<context>
    <name>paydesk::store::AuthResult</name>
    <message>
        <location filename="../app/store/OperatorSignIn.cpp" line="40" />
        <source>The operator or the passphrase is not right.</source>
        <translation>L'opérateur ou la phrase secrète n'est pas correct.</translation>
    </message>
    <message>
        <location filename="../app/store/OperatorSignIn.cpp" line="42" />
        <source>This operator is disabled. An administrator can enable it again.</source>
        <translation>Cet opérateur est désactivé. Un administrateur peut le réactiver.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/store/OperatorSignIn.cpp" line="44" />
        <source>Too many wrong passphrases in a row for this operator. Try again in %n second(s).</source>
        <translation>
            <numerusform>Trop de phrases secrètes erronées de suite pour cet opérateur. Réessayez dans %n seconde.</numerusform>
            <numerusform>Trop de phrases secrètes erronées de suite pour cet opérateur. Réessayez dans %n secondes.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paydesk::store::CanonicalJson</name>
    <message>
        <location filename="../app/store/CanonicalJson.cpp" line="76" />
        <source>The number %1 cannot be recorded exactly; record it as text.</source>
        <translation>Le nombre %1 ne peut pas être enregistré exactement ; enregistrez-le sous forme de texte.</translation>
    </message>
    <message>
        <location filename="../app/store/CanonicalJson.cpp" line="84" />
        <source>The number %1 is too large to be recorded exactly; record it as text.</source>
        <translation>Le nombre %1 est trop grand pour être enregistré exactement ; enregistrez-le sous forme de texte.</translation>
    </message>
    <message>
        <location filename="../app/store/CanonicalJson.cpp" line="124" />
        <source>An undefined value cannot be recorded.</source>
        <translation>Une valeur indéfinie ne peut pas être enregistrée.</translation>
    </message>
</context>
<context>
    <name>paydesk::store::Operators</name>
    <message>
        <location filename="../app/store/OperatorSignIn.cpp" line="135" />
        <location filename="../app/store/OperatorSignIn.cpp" line="206" />
        <location filename="../app/store/Operators.cpp" line="47" />
        <location filename="../app/store/TeamSignIn.cpp" line="66" />
        <location filename="../app/store/TeamSignIn.cpp" line="87" />
        <source>The operator could not be read.</source>
        <translation>L'opérateur n'a pas pu être lu.</translation>
    </message>
    <message>
        <location filename="../app/store/Operators.cpp" line="58" />
        <location filename="../app/store/Operators.cpp" line="267" />
        <source>There is no operator “%1”.</source>
        <translation>Il n'y a pas d'opérateur « %1 ».</translation>
    </message>
    <message>
        <location filename="../app/store/Operators.cpp" line="65" />
        <location filename="../app/store/Operators.cpp" line="87" />
        <source>The operators could not be read.</source>
        <translation>Les opérateurs n'ont pas pu être lus.</translation>
    </message>
    <message>
        <location filename="../app/store/Operators.cpp" line="161" />
        <source>The operator was not added.</source>
        <translation>L'opérateur n'a pas été ajouté.</translation>
    </message>
    <message>
        <location filename="../app/store/Operators.cpp" line="162" />
        <source>The passphrase was not changed.</source>
        <translation>La phrase secrète n'a pas été modifiée.</translation>
    </message>
    <message>
        <location filename="../app/store/Operators.cpp" line="163" />
        <source>The operator was not changed.</source>
        <translation>L'opérateur n'a pas été modifié.</translation>
    </message>
    <message>
        <location filename="../app/store/Operators.cpp" line="169" />
        <source>An operator's name for signing in is 1 to 32 small letters, digits, dots, underscores or hyphens, starting with a letter or a digit.</source>
        <translation>Le nom de connexion d'un opérateur compte 1 à 32 lettres minuscules, chiffres, points, tirets bas ou tirets, et commence par une lettre ou un chiffre.</translation>
    </message>
    <message>
        <location filename="../app/store/Operators.cpp" line="174" />
        <source>The name shown must be 1 to 100 characters, without spaces around it.</source>
        <translation>Le nom affiché doit compter 1 à 100 caractères, sans espaces autour.</translation>
    </message>
    <message>
        <location filename="../app/store/Operators.cpp" line="179" />
        <source>A passphrase must have at least %1 characters.</source>
        <translation>Une phrase secrète doit compter au moins %1 caractères.</translation>
    </message>
    <message>
        <location filename="../app/store/Operators.cpp" line="192" />
        <source>The passphrase could not be protected.</source>
        <translation>La phrase secrète n'a pas pu être protégée.</translation>
    </message>
    <message>
        <location filename="../app/store/Operators.cpp" line="249" />
        <source>There is already an operator “%1”.</source>
        <translation>Il existe déjà un opérateur « %1 ».</translation>
    </message>
    <message>
        <location filename="../app/store/Operators.cpp" line="260" />
        <source>Paydesk has operators already: an administrator adds the next ones.</source>
        <translation>Paydesk a déjà des opérateurs : un administrateur ajoute les suivants.</translation>
    </message>
    <message>
        <location filename="../app/store/Operators.cpp" line="275" />
        <location filename="../app/store/Operators.cpp" line="370" />
        <source>This operator was changed elsewhere after it was opened. Open it again to see those changes.</source>
        <translation>Cet opérateur a été modifié ailleurs après avoir été ouvert. Ouvrez-le à nouveau pour voir ces modifications.</translation>
    </message>
    <message>
        <location filename="../app/store/Operators.cpp" line="326" />
        <source>%1 is the last administrator: make another operator an administrator first.</source>
        <translation>%1 est le dernier administrateur : faites d'abord d'un autre opérateur un administrateur.</translation>
    </message>
    <message>
        <location filename="../app/store/TeamSignIn.cpp" line="100" />
        <source>Your operator is disabled. Ask an administrator of the team.</source>
        <translation>Votre opérateur est désactivé. Adressez-vous à un administrateur de l'équipe.</translation>
    </message>
    <message>
        <location filename="../app/store/TeamSignIn.cpp" line="120" />
        <source>In a team database the team's owner adds the first operators (“paydesk-cli team add-operator”).</source>
        <translation>Dans une base de données d'équipe, le propriétaire de l'équipe ajoute les premiers opérateurs (« paydesk-cli team add-operator »).</translation>
    </message>
    <message>
        <location filename="../app/store/OperatorKeys.cpp" line="118" />
        <source>The signing key was revoked meanwhile.</source>
        <translation>La clé de signature a été révoquée entre-temps.</translation>
    </message>
    <message>
        <location filename="../app/store/OperatorKeys.cpp" line="242" />
        <location filename="../app/store/OperatorKeys.cpp" line="396" />
        <location filename="../app/store/TeamKeys.cpp" line="89" />
        <source>The signing key could not be made.</source>
        <translation>La clé de signature n'a pas pu être créée.</translation>
    </message>
    <message>
        <location filename="../app/store/OperatorKeys.cpp" line="277" />
        <source>The current passphrase does not open your signing key.</source>
        <translation>La phrase secrète actuelle n'ouvre pas votre clé de signature.</translation>
    </message>
    <message>
        <location filename="../app/store/OperatorKeys.cpp" line="363" />
        <source>The signing key was changed meanwhile: try again.</source>
        <translation>La clé de signature a été modifiée entre-temps : réessayez.</translation>
    </message>
    <message>
        <location filename="../app/store/OperatorKeys.cpp" line="465" />
        <source>The signing key was not vouched for.</source>
        <translation>La clé de signature n'a pas été garantie.</translation>
    </message>
    <message>
        <location filename="../app/store/OperatorKeys.cpp" line="468" />
        <source>Sign in again with your passphrase to vouch for keys.</source>
        <translation>Reconnectez-vous avec votre phrase secrète pour vous porter garant de clés.</translation>
    </message>
    <message>
        <location filename="../app/store/OperatorKeys.cpp" line="485" />
        <source>Your signing key is no longer the one in force: sign in again.</source>
        <translation>Votre clé de signature n'est plus celle en vigueur : reconnectez-vous.</translation>
    </message>
    <message>
        <location filename="../app/store/OperatorKeys.cpp" line="492" />
        <location filename="../app/store/TeamKeys.cpp" line="231" />
        <source>There is no such key in force.</source>
        <translation>Aucune clé de ce type n'est en vigueur.</translation>
    </message>
    <message>
        <location filename="../app/store/OperatorKeys.cpp" line="497" />
        <source>Another administrator vouches for your own key.</source>
        <translation>C'est un autre administrateur qui se porte garant de votre propre clé.</translation>
    </message>
    <message>
        <location filename="../app/store/OperatorKeys.cpp" line="512" />
        <location filename="../app/store/TeamKeys.cpp" line="245" />
        <source>This key is vouched for already, as it is.</source>
        <translation>Cette clé est déjà garantie, telle quelle.</translation>
    </message>
</context>
<context>
    <name>paydesk::store::OutboxLists</name>
    <message>
        <location filename="../app/store/OutboxLists.cpp" line="127" />
        <location filename="../app/store/OutboxLists.cpp" line="134" />
        <source>The approval queue could not be read.</source>
        <translation>La file d'approbation n'a pas pu être lue.</translation>
    </message>
    <message>
        <location filename="../app/store/OutboxLists.cpp" line="152" />
        <source>The payouts sent could not be read.</source>
        <translation>Les paiements envoyés n'ont pas pu être lus.</translation>
    </message>
    <message>
        <location filename="../app/store/OutboxLists.cpp" line="166" />
        <source>The drafts could not be read.</source>
        <translation>Les brouillons n'ont pas pu être lus.</translation>
    </message>
    <message>
        <location filename="../app/store/OutboxLists.cpp" line="205" />
        <location filename="../app/store/OutboxLists.cpp" line="250" />
        <location filename="../app/store/OutboxLists.cpp" line="276" />
        <source>The earlier payouts could not be read.</source>
        <translation>Les paiements précédents n'ont pas pu être lus.</translation>
    </message>
    <message>
        <location filename="../app/store/OutboxLists.cpp" line="319" />
        <location filename="../app/store/OutboxLists.cpp" line="355" />
        <source>The payouts waiting for approval could not be read.</source>
        <translation>Les paiements en attente d'approbation n'ont pas pu être lus.</translation>
    </message>
    <message>
        <location filename="../app/store/OutboxLists.cpp" line="381" />
        <source>The held payouts could not be read.</source>
        <translation>Les paiements retenus n'ont pas pu être lus.</translation>
    </message>
</context>
<context>
    <name>paydesk::store::PayoutDrafts</name>
    <message>
        <location filename="../app/store/PayoutDrafts.cpp" line="111" />
        <source>The draft could not be read.</source>
        <translation>Le brouillon n'a pas pu être lu.</translation>
    </message>
    <message>
        <location filename="../app/store/PayoutDrafts.cpp" line="123" />
        <source>The payout's record could not be read.</source>
        <translation>La trace du paiement n'a pas pu être lue.</translation>
    </message>
    <message>
        <location filename="../app/store/PayoutDrafts.cpp" line="150" />
        <source>The saved senders could not be read.</source>
        <translation>Les expéditeurs enregistrés n'ont pas pu être lus.</translation>
    </message>
    <message>
        <location filename="../app/store/PayoutDrafts.cpp" line="181" />
        <source>The drafts could not be read.</source>
        <translation>Les brouillons n'ont pas pu être lus.</translation>
    </message>
    <message>
        <location filename="../app/store/PayoutDrafts.cpp" line="235" />
        <source>The draft was not saved.</source>
        <translation>Le brouillon n'a pas été enregistré.</translation>
    </message>
    <message>
        <location filename="../app/store/PayoutDrafts.cpp" line="236" />
        <source>The changes to the draft were not saved.</source>
        <translation>Les modifications du brouillon n'ont pas été enregistrées.</translation>
    </message>
    <message>
        <location filename="../app/store/PayoutDrafts.cpp" line="237" />
        <source>The draft was not deleted.</source>
        <translation>Le brouillon n'a pas été supprimé.</translation>
    </message>
    <message>
        <location filename="../app/store/PayoutDrafts.cpp" line="240" />
        <source>It belongs to no profile.</source>
        <translation>Il n'appartient à aucun profil.</translation>
    </message>
    <message>
        <location filename="../app/store/PayoutDrafts.cpp" line="245" />
        <source>A payout needs its custom ID before it is saved: Paydesk finds a payout whose answer was lost by it.</source>
        <translation>Un paiement doit avoir sa référence (custom ID) avant d'être enregistré : c'est par elle que Paydesk retrouve un paiement dont la réponse a été perdue.</translation>
    </message>
    <message>
        <location filename="../app/store/PayoutDrafts.cpp" line="282" />
        <source>This payout is no longer a draft (it is %1 now): it can no longer be changed or deleted.</source>
        <translation>Ce paiement n'est plus un brouillon (il est maintenant %1) : il ne peut plus être modifié ni supprimé.</translation>
    </message>
    <message>
        <location filename="../app/store/PayoutDrafts.cpp" line="290" />
        <location filename="../app/store/PayoutDrafts.cpp" line="423" />
        <source>This draft was changed elsewhere (another window or workstation) after it was opened. Open it again to see those changes.</source>
        <translation>Ce brouillon a été modifié ailleurs (une autre fenêtre ou un autre poste) après avoir été ouvert. Ouvrez-le à nouveau pour voir ces modifications.</translation>
    </message>
    <message>
        <location filename="../app/store/PayoutDrafts.cpp" line="340" />
        <location filename="../app/store/PayoutDrafts.cpp" line="411" />
        <source>The custom ID “%1” is already used by another payout of this profile. Choose another one.</source>
        <translation>La référence « %1 » est déjà utilisée par un autre paiement de ce profil. Choisissez-en une autre.</translation>
    </message>
</context>
<context>
    <name>paydesk::store::PayoutReferences</name>
    <message>
        <location filename="../app/store/PayoutReferences.cpp" line="32" />
        <source>The payouts' references could not be read.</source>
        <translation>Les références des paiements n'ont pas pu être lues.</translation>
    </message>
</context>
<context>
    <name>paydesk::store::SchemaMigrator</name>
    <message>
        <location filename="../app/store/SchemaMigrator.cpp" line="37" />
        <source>This database was last updated by a newer version of Paydesk (database version %1; this Paydesk knows versions up to %2). Paydesk leaves it untouched: update Paydesk to use it.</source>
        <translation>Cette base de données a été mise à jour en dernier par une version plus récente de Paydesk (version de la base %1 ; cette version de Paydesk connaît les versions jusqu'à %2). Paydesk n'y touche pas : mettez Paydesk à jour pour l'utiliser.</translation>
    </message>
    <message>
        <location filename="../app/store/SchemaMigrator.cpp" line="70" />
        <source>Paydesk's list of database updates is broken. Please report this.</source>
        <translation>La liste des mises à jour de la base de données de Paydesk est défectueuse. Merci de le signaler.</translation>
    </message>
    <message>
        <location filename="../app/store/SchemaMigrator.cpp" line="108" />
        <source>Paydesk could not update the database to version %1 (%2).</source>
        <translation>Paydesk n'a pas pu mettre à jour la base de données vers la version %1 (%2).</translation>
    </message>
</context>
<context>
    <name>paydesk::store::SigningKeys</name>
    <message>
        <location filename="../app/store/SigningKeys.cpp" line="134" />
        <source>The operators' signing keys could not be read.</source>
        <translation>Les clés de signature des opérateurs n'ont pas pu être lues.</translation>
    </message>
    <message>
        <location filename="../app/store/SigningKeys.cpp" line="153" />
        <source>The operator's signing key could not be read.</source>
        <translation>La clé de signature de l'opérateur n'a pas pu être lue.</translation>
    </message>
    <message>
        <location filename="../app/store/SigningKeys.cpp" line="165" />
        <source>The administrators' root key could not be read.</source>
        <translation>La clé d'administrateur de cette base n'a pas pu être lue.</translation>
    </message>
    <message>
        <location filename="../app/store/SigningKeys.cpp" line="177" />
        <source>The payout's signatures could not be read.</source>
        <translation>Les signatures du paiement n'ont pas pu être lues.</translation>
    </message>
    <message>
        <location filename="../app/store/SigningKeys.cpp" line="200" />
        <source>The approvals' signatures could not be read.</source>
        <translation>Les signatures des approbations n'ont pas pu être lues.</translation>
    </message>
</context>
<context>
    <name>paydesk::store::Statements</name>
    <message>
        <location filename="../app/store/Statements.cpp" line="44" />
        <source>A statement of this installation is not as Paydesk wrote it: the database was changed outside Paydesk.</source>
        <translation>Un relevé de cette installation n'est plus tel que Paydesk l'a écrit : la base de données a été modifiée en dehors de Paydesk.</translation>
    </message>
    <message>
        <location filename="../app/store/Statements.cpp" line="88" />
        <source>This statement is not among those of this profile.</source>
        <translation>Ce relevé ne fait pas partie de ceux de ce profil.</translation>
    </message>
    <message>
        <location filename="../app/store/Statements.cpp" line="182" />
        <source>The statement could not be read.</source>
        <translation>Le relevé n'a pas pu être lu.</translation>
    </message>
    <message>
        <location filename="../app/store/Statements.cpp" line="202" />
        <source>The statements could not be read.</source>
        <translation>Les relevés n'ont pas pu être lus.</translation>
    </message>
    <message>
        <location filename="../app/store/Statements.cpp" line="232" />
        <source>The statement was not recorded.</source>
        <translation>Le relevé n'a pas été enregistré.</translation>
    </message>
    <message>
        <location filename="../app/store/Statements.cpp" line="238" />
        <source>It lacks its profile, its wallet, its period or the service's ID.</source>
        <translation>Il lui manque son profil, son portefeuille, sa période ou l'identifiant du service.</translation>
    </message>
    <message>
        <location filename="../app/store/Statements.cpp" line="321" />
        <source>The state of the statement was not recorded.</source>
        <translation>L'état du relevé n'a pas été enregistré.</translation>
    </message>
    <message>
        <location filename="../app/store/Statements.cpp" line="348" />
        <source>This statement was already settled (%1).</source>
        <translation>Ce relevé était déjà terminé (%1).</translation>
    </message>
</context>
<context>
    <name>paydesk::store::Store</name>
    <message>
        <location filename="../app/store/Store.cpp" line="123" />
        <source>Paydesk could not connect to its database.</source>
        <translation>Paydesk n'a pas pu se connecter à sa base de données.</translation>
    </message>
    <message>
        <location filename="../app/store/Store.cpp" line="138" />
        <source>The Qt SQL driver %1 is not installed with Paydesk.</source>
        <translation>Le pilote Qt SQL %1 n'est pas installé avec Paydesk.</translation>
    </message>
    <message>
        <location filename="../app/store/Store.cpp" line="180" />
        <source>The schema “%1” does not exist in %2. Ask the database administrator to create it, or correct its name.</source>
        <translation>Le schéma « %1 » n'existe pas dans %2. Demandez à l'administrateur de la base de données de le créer, ou corrigez son nom.</translation>
    </message>
    <message>
        <location filename="../app/store/TeamOpen.cpp" line="21" />
        <source>Paydesk could not open the team database.</source>
        <translation>Paydesk n'a pas pu ouvrir la base de données d'équipe.</translation>
    </message>
    <message>
        <location filename="../app/store/TeamOpen.cpp" line="46" />
        <source>It was set up by a newer version of Paydesk (database version %1, team version %2; this Paydesk knows versions up to %3 and %4). Update Paydesk to use it.</source>
        <translation>Elle a été configurée par une version plus récente de Paydesk (version de base de données %1, version d'équipe %2 ; cette version de Paydesk connaît les versions jusqu'à %3 et %4). Mettez Paydesk à jour pour l'utiliser.</translation>
    </message>
    <message>
        <location filename="../app/store/TeamOpen.cpp" line="58" />
        <source>It is behind this version of Paydesk (database version %1, team version %2; this Paydesk needs %3 and %4). The team's owner must update it with “paydesk-cli team init”; operators cannot.</source>
        <translation>Elle est en retard sur cette version de Paydesk (version de base de données %1, version d'équipe %2 ; cette version de Paydesk exige %3 et %4). Le propriétaire de l'équipe doit la mettre à jour avec « paydesk-cli team init » ; les opérateurs ne le peuvent pas.</translation>
    </message>
</context>
<context>
    <name>paydesk::store::StoreConfig</name>
    <message>
        <location filename="../app/store/StoreConfig.cpp" line="87" />
        <source>“%1” has no value (write it as %1=value).</source>
        <translation>« %1 » n'a pas de valeur (écrivez %1=valeur).</translation>
    </message>
    <message>
        <location filename="../app/store/StoreConfig.cpp" line="106" />
        <source>The value of “%1” has no closing quote.</source>
        <translation>La valeur de « %1 » n'a pas de guillemet fermant.</translation>
    </message>
    <message>
        <location filename="../app/store/StoreConfig.cpp" line="123" />
        <source>The port “%1” is not a number.</source>
        <translation>Le port « %1 » n'est pas un nombre.</translation>
    </message>
    <message>
        <location filename="../app/store/StoreConfig.cpp" line="139" />
        <source>The connection timeout “%1” is not a number of seconds.</source>
        <translation>Le délai de connexion « %1 » n'est pas un nombre de secondes.</translation>
    </message>
    <message>
        <location filename="../app/store/StoreConfig.cpp" line="143" />
        <source>“%1” is not a setting Paydesk knows for a PostgreSQL connection.</source>
        <translation>« %1 » n'est pas un paramètre de connexion PostgreSQL connu de Paydesk.</translation>
    </message>
    <message>
        <location filename="../app/store/StoreConfig.cpp" line="157" />
        <source>The time to wait for a busy database must be longer than zero.</source>
        <translation>Le délai d'attente d'une base de données occupée doit être supérieur à zéro.</translation>
    </message>
    <message>
        <location filename="../app/store/StoreConfig.cpp" line="161" />
        <source>No file is set for the local database, and the system gives Paydesk no folder for its data.</source>
        <translation>Aucun fichier n'est défini pour la base de données locale, et le système n'attribue à Paydesk aucun dossier pour ses données.</translation>
    </message>
    <message>
        <location filename="../app/store/StoreConfig.cpp" line="166" />
        <source>Enter the address of the PostgreSQL server.</source>
        <translation>Saisissez l'adresse du serveur PostgreSQL.</translation>
    </message>
    <message>
        <location filename="../app/store/StoreConfig.cpp" line="168" />
        <source>The port of the PostgreSQL server must be between 1 and 65535.</source>
        <translation>Le port du serveur PostgreSQL doit être compris entre 1 et 65535.</translation>
    </message>
    <message>
        <location filename="../app/store/StoreConfig.cpp" line="170" />
        <source>Enter the user name for the PostgreSQL database.</source>
        <translation>Saisissez le nom d'utilisateur de la base de données PostgreSQL.</translation>
    </message>
    <message>
        <location filename="../app/store/StoreConfig.cpp" line="173" />
        <source>The schema name “%1” is not valid: use letters, digits and underscores, starting with a letter.</source>
        <translation>Le nom de schéma « %1 » n'est pas valide : utilisez des lettres, des chiffres et des traits de soulignement, en commençant par une lettre.</translation>
    </message>
    <message>
        <location filename="../app/store/StoreConfig.cpp" line="178" />
        <source>The TLS mode “%1” is not one of: %2.</source>
        <translation>Le mode TLS « %1 » ne fait pas partie de : %2.</translation>
    </message>
    <message>
        <location filename="../app/store/StoreConfig.cpp" line="180" />
        <source>The connection timeout cannot be negative.</source>
        <translation>Le délai de connexion ne peut pas être négatif.</translation>
    </message>
    <message>
        <location filename="../app/store/StoreConfig.cpp" line="183" />
        <source>Unknown kind of database.</source>
        <translation>Type de base de données inconnu.</translation>
    </message>
    <message>
        <location filename="../app/store/StoreConfig.cpp" line="190" />
        <source>the file %1</source>
        <translation>le fichier %1</translation>
    </message>
    <message>
        <location filename="../app/store/StoreConfig.cpp" line="193" />
        <source>the PostgreSQL server %1</source>
        <translation>le serveur PostgreSQL %1</translation>
    </message>
    <message>
        <location filename="../app/store/StoreConfig.cpp" line="194" />
        <source>the database %1 on %2</source>
        <translation>la base de données %1 sur %2</translation>
    </message>
    <message>
        <location filename="../app/store/StoreConfig.cpp" line="196" />
        <source>%1, schema %2</source>
        <translation>%1, schéma %2</translation>
    </message>
</context>
<context>
    <name>paydesk::store::StoreError</name>
    <message numerus="yes">
        <location filename="../app/store/StoreError.cpp" line="69" />
        <source>Another Paydesk window or program was using the database and kept it locked for more than %n second(s). Try again in a moment.</source>
        <translation>
            <numerusform>Une autre fenêtre de Paydesk ou un autre programme utilisait la base de données et l'a gardée verrouillée plus de %n seconde. Réessayez dans un instant.</numerusform>
            <numerusform>Une autre fenêtre de Paydesk ou un autre programme utilisait la base de données et l'a gardée verrouillée plus de %n secondes. Réessayez dans un instant.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/store/StoreError.cpp" line="76" />
        <source>The file %1 is damaged or is not a Paydesk database. Restore it from a backup, or move it away so that Paydesk starts a new one.</source>
        <translation>Le fichier %1 est endommagé ou n'est pas une base de données Paydesk. Restaurez-le depuis une sauvegarde, ou déplacez-le pour que Paydesk en crée un nouveau.</translation>
    </message>
    <message>
        <location filename="../app/store/StoreError.cpp" line="84" />
        <source>The file %1 cannot be opened or created: check that its folder exists and that you may write there.</source>
        <translation>Le fichier %1 ne peut être ni ouvert ni créé : vérifiez que son dossier existe et que vous pouvez y écrire.</translation>
    </message>
    <message>
        <location filename="../app/store/StoreError.cpp" line="90" />
        <source>The file %1 cannot be written: it is read-only, or you may not write in its folder.</source>
        <translation>Le fichier %1 ne peut pas être écrit : il est en lecture seule, ou vous ne pouvez pas écrire dans son dossier.</translation>
    </message>
    <message>
        <location filename="../app/store/StoreError.cpp" line="94" />
        <source>The disk that holds %1 is full.</source>
        <translation>Le disque qui contient %1 est plein.</translation>
    </message>
    <message>
        <location filename="../app/store/StoreError.cpp" line="97" />
        <location filename="../app/store/StoreError.cpp" line="151" />
        <source>The database reported an error: %1.</source>
        <translation>La base de données a signalé une erreur : %1.</translation>
    </message>
    <message>
        <location filename="../app/store/StoreError.cpp" line="108" />
        <source>The PostgreSQL server at %1 cannot be reached (%2). Check the address and your network, or try again later.</source>
        <translation>Le serveur PostgreSQL %1 est injoignable (%2). Vérifiez l'adresse et votre réseau, ou réessayez plus tard.</translation>
    </message>
    <message>
        <location filename="../app/store/StoreError.cpp" line="119" />
        <location filename="../app/store/StoreError.cpp" line="131" />
        <source>The PostgreSQL server at %1 refused the user name or password (%2).</source>
        <translation>Le serveur PostgreSQL %1 a refusé le nom d'utilisateur ou le mot de passe (%2).</translation>
    </message>
    <message>
        <location filename="../app/store/StoreError.cpp" line="123" />
        <location filename="../app/store/StoreError.cpp" line="149" />
        <source>The PostgreSQL server at %1 says: %2.</source>
        <translation>Le serveur PostgreSQL %1 indique : %2.</translation>
    </message>
    <message>
        <location filename="../app/store/StoreError.cpp" line="134" />
        <source>The database user “%1” is not allowed to do this (%2). Ask the database administrator for the privilege.</source>
        <translation>L'utilisateur de base de données « %1 » n'a pas le droit de faire cela (%2). Demandez ce privilège à l'administrateur de la base de données.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/store/StoreError.cpp" line="139" />
        <source>Another Paydesk was using the team database and kept it locked for more than %n second(s). Try again in a moment.</source>
        <translation>
            <numerusform>Un autre Paydesk utilisait la base de données de l'équipe et l'a gardée verrouillée plus de %n seconde. Réessayez dans un instant.</numerusform>
            <numerusform>Un autre Paydesk utilisait la base de données de l'équipe et l'a gardée verrouillée plus de %n secondes. Réessayez dans un instant.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/store/StoreError.cpp" line="144" />
        <source>The team database took too long to answer. Try again in a moment.</source>
        <translation>La base de données de l'équipe a mis trop de temps à répondre. Réessayez dans un instant.</translation>
    </message>
    <message>
        <location filename="../app/store/TeamErrors.cpp" line="25" />
        <location filename="../app/store/TeamSignIn.cpp" line="30" />
        <source>You are not an operator of this team, or your operator is disabled. Ask an administrator of the team.</source>
        <translation>Vous n'êtes pas opérateur de cette équipe, ou votre compte d'opérateur est désactivé. Adressez-vous à un administrateur de l'équipe.</translation>
    </message>
    <message>
        <location filename="../app/store/TeamErrors.cpp" line="29" />
        <source>Your role in the team does not allow this.</source>
        <translation>Votre rôle dans l'équipe ne le permet pas.</translation>
    </message>
    <message>
        <location filename="../app/store/TeamErrors.cpp" line="31" />
        <source>Only the operator who drafted a payout changes, submits or withdraws it.</source>
        <translation>Seul l'opérateur qui a préparé un paiement peut le modifier, le soumettre ou le retirer.</translation>
    </message>
    <message>
        <location filename="../app/store/TeamErrors.cpp" line="34" />
        <source>You drafted this payout or approved it already: this approval must be someone else's.</source>
        <translation>Vous avez préparé ce paiement ou l'avez déjà approuvé : cette approbation doit venir de quelqu'un d'autre.</translation>
    </message>
    <message>
        <location filename="../app/store/TeamErrors.cpp" line="38" />
        <source>This is not in a state that allows this step any more (another window or workstation moved it on): look at it again.</source>
        <translation>Cet élément n'est plus dans un état qui permet cette étape (une autre fenêtre ou un autre poste de travail l'a fait avancer) : examinez-le de nouveau.</translation>
    </message>
    <message>
        <location filename="../app/store/TeamErrors.cpp" line="42" />
        <source>This was changed meanwhile (another window or workstation): look at it again.</source>
        <translation>Cet élément a été modifié entre-temps (dans une autre fenêtre ou sur un autre poste de travail) : examinez-le de nouveau.</translation>
    </message>
    <message>
        <location filename="../app/store/TeamErrors.cpp" line="45" />
        <source>It is no longer in the team database.</source>
        <translation>Cet élément ne figure plus dans la base de données d'équipe.</translation>
    </message>
    <message>
        <location filename="../app/store/TeamErrors.cpp" line="47" />
        <source>An approval is taken with the password typed for it: type your password again to approve.</source>
        <translation>Une approbation exige le mot de passe saisi pour elle : saisissez de nouveau votre mot de passe pour approuver.</translation>
    </message>
    <message>
        <location filename="../app/store/TeamErrors.cpp" line="51" />
        <source>Another Paydesk is working on this payout now.</source>
        <translation>Une autre instance de Paydesk traite ce paiement en ce moment.</translation>
    </message>
    <message>
        <location filename="../app/store/TeamErrors.cpp" line="53" />
        <source>The team's last active administrator cannot be disabled or lose the administrator role.</source>
        <translation>Le dernier administrateur actif de l'équipe ne peut être ni désactivé ni privé du rôle d'administrateur.</translation>
    </message>
    <message>
        <location filename="../app/store/TeamErrors.cpp" line="57" />
        <source>The team database refused a value (%1).</source>
        <translation>La base de données d'équipe a refusé une valeur (%1).</translation>
    </message>
    <message>
        <location filename="../app/store/TeamErrors.cpp" line="87" />
        <source>The team database refused this (%1).</source>
        <translation>La base de données d'équipe a refusé cette opération (%1).</translation>
    </message>
</context>
<context>
    <name>paydesk::store::TeamImport</name>
    <message>
        <location filename="../app/store/TeamImport.cpp" line="124" />
        <source>There is no Paydesk data to move at %1.</source>
        <translation>Il n'y a aucune donnée Paydesk à transférer dans %1.</translation>
    </message>
    <message>
        <location filename="../app/store/TeamImport.cpp" line="135" />
        <location filename="../app/store/TeamImport.cpp" line="141" />
        <source>This workstation's data could not be read.</source>
        <translation>Les données de ce poste de travail n'ont pas pu être lues.</translation>
    </message>
    <message>
        <location filename="../app/store/TeamImport.cpp" line="144" />
        <source>The team database could not be reached.</source>
        <translation>La base de données d'équipe est injoignable.</translation>
    </message>
    <message>
        <location filename="../app/store/TeamImport.cpp" line="158" />
        <source>%1 is not a Paydesk team database: run “paydesk-cli team init” on it first.</source>
        <translation>%1 n'est pas une base de données d'équipe Paydesk : exécutez d'abord « paydesk-cli team init » dessus.</translation>
    </message>
    <message>
        <location filename="../app/store/TeamImport.cpp" line="166" />
        <source>%1 was set up by a newer Paydesk (team version %2): import with that Paydesk.</source>
        <translation>%1 a été configurée par une version plus récente de Paydesk (version d'équipe %2) : importez avec cette version de Paydesk.</translation>
    </message>
    <message>
        <location filename="../app/store/TeamImport.cpp" line="178" />
        <source>This workstation's data is not a Paydesk store.</source>
        <translation>Les données de ce poste de travail ne sont pas au format Paydesk.</translation>
    </message>
    <message>
        <location filename="../app/store/TeamImport.cpp" line="183" />
        <source>This workstation's data was last opened by a newer Paydesk (schema %1) than the one that made the team database (schema %2): run “paydesk-cli team init” of that Paydesk on it first.</source>
        <translation>Les données de ce poste de travail ont été ouvertes en dernier par une version de Paydesk plus récente (schéma %1) que celle qui a créé la base de données d'équipe (schéma %2) : exécutez d'abord dessus « paydesk-cli team init » de cette version de Paydesk.</translation>
    </message>
    <message>
        <location filename="../app/store/TeamImport.cpp" line="193" />
        <source>The team database could not be read.</source>
        <translation>La base de données d'équipe n'a pas pu être lue.</translation>
    </message>
    <message>
        <location filename="../app/store/TeamImport.cpp" line="196" />
        <source>The data of %1 was imported into this team database already.</source>
        <translation>Les données de %1 ont déjà été importées dans cette base de données d'équipe.</translation>
    </message>
    <message>
        <location filename="../app/store/TeamImport.cpp" line="204" />
        <source>This workstation's audit log could not be read.</source>
        <translation>Le journal d'audit de ce poste de travail n'a pas pu être lu.</translation>
    </message>
    <message>
        <location filename="../app/store/TeamImport.cpp" line="223" />
        <source>This workstation's audit log is not whole, so it cannot be moved: %1</source>
        <translation>Le journal d'audit de ce poste de travail est incomplet, il ne peut donc pas être transféré : %1</translation>
    </message>
    <message>
        <location filename="../app/store/TeamImport.cpp" line="234" />
        <source>The operators could not be moved.</source>
        <translation>Les opérateurs n'ont pas pu être transférés.</translation>
    </message>
    <message>
        <location filename="../app/store/TeamImport.cpp" line="263" />
        <location filename="../app/store/TeamImport.cpp" line="271" />
        <source>(the operator %1)</source>
        <translation>(l'opérateur %1)</translation>
    </message>
    <message>
        <location filename="../app/store/TeamImport.cpp" line="280" />
        <source>The payouts not yet sent could not be moved.</source>
        <translation>Les paiements pas encore envoyés n'ont pas pu être transférés.</translation>
    </message>
    <message>
        <location filename="../app/store/TeamImport.cpp" line="315" />
        <source>(the payout %1 of this workstation)</source>
        <translation>(le paiement %1 de ce poste de travail)</translation>
    </message>
    <message>
        <location filename="../app/store/TeamImport.cpp" line="325" />
        <source>The saved senders could not be moved.</source>
        <translation>Les expéditeurs enregistrés n'ont pas pu être transférés.</translation>
    </message>
    <message>
        <location filename="../app/store/TeamImport.cpp" line="346" />
        <source>The approval rules could not be moved.</source>
        <translation>Les règles d'approbation n'ont pas pu être transférées.</translation>
    </message>
    <message>
        <location filename="../app/store/TeamImport.cpp" line="372" />
        <source>The profiles could not be moved.</source>
        <translation>Les profils n'ont pas pu être transférés.</translation>
    </message>
    <message>
        <location filename="../app/store/TeamImport.cpp" line="401" />
        <source>The audit log could not be moved.</source>
        <translation>Le journal d'audit n'a pas pu être transféré.</translation>
    </message>
    <message>
        <location filename="../app/store/TeamImport.cpp" line="425" />
        <source>The workstation's audit log changed while it was moved.</source>
        <translation>Le journal d'audit du poste de travail a changé pendant son transfert.</translation>
    </message>
    <message>
        <location filename="../app/store/TeamImport.cpp" line="457" />
        <source>The team database could not start the import.</source>
        <translation>La base de données d'équipe n'a pas pu démarrer l'importation.</translation>
    </message>
    <message>
        <location filename="../app/store/TeamImport.cpp" line="467" />
        <location filename="../app/store/TeamImport.cpp" line="474" />
        <source>Nothing was imported.</source>
        <translation>Rien n'a été importé.</translation>
    </message>
    <message>
        <location filename="../app/store/TeamImport.cpp" line="472" />
        <source>The import could not be committed.</source>
        <translation>L'importation n'a pas pu être validée.</translation>
    </message>
    <message>
        <location filename="../app/store/TeamImport.cpp" line="500" />
        <source>Imported from %1.</source>
        <translation>Importé depuis %1.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/store/TeamImport.cpp" line="501" />
        <source>Operators added: %n (each can sign in once an administrator sets their password: their login is NOLOGIN until then).</source>
        <translation>
            <numerusform>Opérateur ajouté : %n (il pourra se connecter dès qu'un administrateur aura défini son mot de passe : son identifiant reste NOLOGIN d'ici là).</numerusform>
            <numerusform>Opérateurs ajoutés : %n (chacun pourra se connecter dès qu'un administrateur aura défini son mot de passe : son identifiant reste NOLOGIN d'ici là).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/store/TeamImport.cpp" line="507" />
        <source>Operators the team already had, kept as they are: %1.</source>
        <translation>Opérateurs que l'équipe avait déjà, conservés tels quels : %1.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/store/TeamImport.cpp" line="510" />
        <source>Payouts not yet sent, moved: %n.</source>
        <translation>
            <numerusform>Paiement pas encore envoyé, transféré : %n.</numerusform>
            <numerusform>Paiements pas encore envoyés, transférés : %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/store/TeamImport.cpp" line="512" />
        <source>Payouts already sent, not moved (their history stays at the service): %n.</source>
        <translation>
            <numerusform>Paiement déjà envoyé, non transféré (son historique reste auprès du service) : %n.</numerusform>
            <numerusform>Paiements déjà envoyés, non transférés (leur historique reste auprès du service) : %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/store/TeamImport.cpp" line="515" />
        <source>Saved senders: %n.</source>
        <translation>
            <numerusform>Expéditeur enregistré : %n.</numerusform>
            <numerusform>Expéditeurs enregistrés : %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/store/TeamImport.cpp" line="516" />
        <source>Approval rules: %n.</source>
        <translation>
            <numerusform>Règle d'approbation : %n.</numerusform>
            <numerusform>Règles d'approbation : %n.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/store/TeamImport.cpp" line="518" />
        <source>Rules the team already had, kept: %1.</source>
        <translation>Règles que l'équipe avait déjà, conservées : %1.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/store/TeamImport.cpp" line="519" />
        <source>Profiles: %n (API keys stay in each workstation's keychain).</source>
        <translation>
            <numerusform>Profil : %n (les clés d'API restent dans le trousseau de chaque poste de travail).</numerusform>
            <numerusform>Profils : %n (les clés d'API restent dans le trousseau de chaque poste de travail).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/store/TeamImport.cpp" line="522" />
        <source>Profiles the team already had, kept: %1.</source>
        <translation>Profils que l'équipe avait déjà, conservés : %1.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/store/TeamImport.cpp" line="523" />
        <source>Audit entries: %n, chain verified, last entry %1 with hash %2; closed by the team's audit entry %3.</source>
        <translation>
            <numerusform>Entrée d'audit : %n, chaîne vérifiée, dernière entrée %1 avec l'empreinte %2 ; close par l'entrée d'audit %3 de l'équipe.</numerusform>
            <numerusform>Entrées d'audit : %n, chaîne vérifiée, dernière entrée %1 avec l'empreinte %2 ; close par l'entrée d'audit %3 de l'équipe.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paydesk::store::TeamSchema</name>
    <message>
        <location filename="../app/store/TeamConnection.cpp" line="37" />
        <source>A team database is a PostgreSQL database.</source>
        <translation>Une base de données d'équipe est une base de données PostgreSQL.</translation>
    </message>
    <message>
        <location filename="../app/store/TeamConnection.cpp" line="45" />
        <source>Qt's PostgreSQL driver (QPSQL) is not installed.</source>
        <translation>Le pilote PostgreSQL de Qt (QPSQL) n'est pas installé.</translation>
    </message>
    <message>
        <location filename="../app/store/TeamConnection.cpp" line="56" />
        <source>The schema “%1” does not exist in %2.</source>
        <translation>Le schéma « %1 » n'existe pas dans %2.</translation>
    </message>
    <message>
        <location filename="../app/store/TeamOperators.cpp" line="34" />
        <source>%1 is not a team database: run “paydesk-cli team init” first.</source>
        <translation>%1 n'est pas une base de données d'équipe : exécutez d'abord « paydesk-cli team init ».</translation>
    </message>
    <message>
        <location filename="../app/store/TeamOperators.cpp" line="78" />
        <source>The operator %1 was not disabled.</source>
        <translation>L'opérateur %1 n'a pas été désactivé.</translation>
    </message>
    <message>
        <location filename="../app/store/TeamOperators.cpp" line="79" />
        <source>The operator %1 was not enabled.</source>
        <translation>L'opérateur %1 n'a pas été réactivé.</translation>
    </message>
    <message>
        <location filename="../app/store/TeamOperators.cpp" line="96" />
        <source>The operator %1 was not added.</source>
        <translation>L'opérateur %1 n'a pas été ajouté.</translation>
    </message>
    <message>
        <location filename="../app/store/TeamOperators.cpp" line="101" />
        <source>A login is 1 to 32 lower-case letters, digits, '.', '_' or '-', starting with a letter or digit.</source>
        <translation>Un identifiant comporte 1 à 32 lettres minuscules, chiffres, '.', '_' ou '-', et commence par une lettre ou un chiffre.</translation>
    </message>
    <message>
        <location filename="../app/store/TeamOperators.cpp" line="107" />
        <source>The name must have 1 to 100 characters.</source>
        <translation>Le nom doit comporter de 1 à 100 caractères.</translation>
    </message>
    <message>
        <location filename="../app/store/TeamOperators.cpp" line="113" />
        <source>The password must have at least %1 characters.</source>
        <translation>Le mot de passe doit comporter au moins %1 caractères.</translation>
    </message>
    <message>
        <location filename="../app/store/TeamOperators.cpp" line="146" />
        <source>The operators could not be read.</source>
        <translation>Les opérateurs n'ont pas pu être lus.</translation>
    </message>
    <message>
        <location filename="../app/store/TeamSchema.cpp" line="176" />
        <source>Whether this is a team database could not be read.</source>
        <translation>Impossible de déterminer s'il s'agit d'une base de données d'équipe.</translation>
    </message>
    <message>
        <location filename="../app/store/TeamSchema.cpp" line="199" />
        <source>The team database was not set up.</source>
        <translation>La base de données d'équipe n'a pas été configurée.</translation>
    </message>
    <message>
        <location filename="../app/store/TeamSchema.cpp" line="204" />
        <source>The role prefix “%1” is not valid: use 1 to 40 lower-case letters, digits or '_', starting with a letter.</source>
        <translation>Le préfixe de rôle « %1 » n'est pas valide : utilisez 1 à 40 lettres minuscules, chiffres ou '_', en commençant par une lettre.</translation>
    </message>
    <message>
        <location filename="../app/store/TeamSchema.cpp" line="224" />
        <source>Created Paydesk's tables (database version %1).</source>
        <translation>Tables de Paydesk créées (version de base de données %1).</translation>
    </message>
    <message>
        <location filename="../app/store/TeamSchema.cpp" line="227" />
        <source>Brought Paydesk's tables from version %1 to %2.</source>
        <translation>Tables de Paydesk mises à jour de la version %1 à la version %2.</translation>
    </message>
    <message>
        <location filename="../app/store/TeamSchema.cpp" line="260" />
        <source>This team database was set up by a newer Paydesk (team version %1; this Paydesk knows %2). Install the newer Paydesk; the database was left untouched.</source>
        <translation>Cette base de données d'équipe a été configurée par une version plus récente de Paydesk (version d'équipe %1 ; cette version de Paydesk connaît la %2). Installez la version plus récente de Paydesk ; la base de données n'a pas été modifiée.</translation>
    </message>
    <message>
        <location filename="../app/store/TeamSchema.cpp" line="272" />
        <source>This team database's roles are named from “%1”, not “%2”: run it again with --role-prefix %1.</source>
        <translation>Les rôles de cette base de données d'équipe sont nommés à partir de « %1 », et non de « %2 » : relancez la commande avec --role-prefix %1.</translation>
    </message>
    <message>
        <location filename="../app/store/TeamSchema.cpp" line="304" />
        <source>Created the group roles %1.</source>
        <translation>Rôles de groupe %1 créés.</translation>
    </message>
    <message>
        <location filename="../app/store/TeamSchema.cpp" line="308" />
        <source>Used the group roles %1_* that exist already on this server: if another team database uses them, its operators can read this one; give each team database its own --role-prefix.</source>
        <translation>Les rôles de groupe %1_* qui existaient déjà sur ce serveur ont été utilisés : si une autre base de données d'équipe les utilise, ses opérateurs peuvent lire celle-ci ; donnez à chaque base de données d'équipe son propre --role-prefix.</translation>
    </message>
    <message>
        <location filename="../app/store/TeamSchema.cpp" line="347" />
        <source>Created the team's tables (team version %1).</source>
        <translation>Tables de l'équipe créées (version d'équipe %1).</translation>
    </message>
    <message>
        <location filename="../app/store/TeamSchema.cpp" line="349" />
        <source>Brought the team's tables from team version %1 to %2.</source>
        <translation>Tables de l'équipe mises à jour de la version d'équipe %1 à la version %2.</translation>
    </message>
    <message>
        <location filename="../app/store/TeamSchema.cpp" line="352" />
        <source>Installed %1 functions through which operators change the database.</source>
        <translation>%1 fonctions installées, par lesquelles les opérateurs modifient la base de données.</translation>
    </message>
    <message>
        <location filename="../app/store/TeamSchema.cpp" line="353" />
        <source>Gave the operators' groups reading of every table and writing of none.</source>
        <translation>Les groupes d'opérateurs ont reçu le droit de lire toutes les tables et de n'écrire dans aucune.</translation>
    </message>
</context>
<context>
    <name>paydesk::store::TeamSession</name>
    <message>
        <location filename="../app/store/TeamCall.cpp" line="93" />
        <source>Paydesk could not sign in to the team database.</source>
        <translation>Paydesk n'a pas pu se connecter à la base de données d'équipe.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::AboutDialog</name>
    <message>
        <location filename="../ui/dialogs/AboutDialog.cpp" line="51" />
        <source>About Paydesk</source>
        <translation>À propos de Paydesk</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/AboutDialog.cpp" line="68" />
        <source>Version %1</source>
        <translation>Version %1</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/AboutDialog.cpp" line="71" />
        <source>The treasury console for the payments service: wallet balances, payouts with approval, statements.</source>
        <translation>La console de trésorerie du service de paiement : soldes des portefeuilles, paiements avec approbation, relevés.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/AboutDialog.cpp" line="87" />
        <source>&amp;About</source>
        <translation>À &amp;propos</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/AboutDialog.cpp" line="88" />
        <source>&amp;Libraries</source>
        <translation>&amp;Bibliothèques</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/AboutDialog.cpp" line="89" />
        <source>&amp;Folders</source>
        <translation>&amp;Dossiers</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/AboutDialog.cpp" line="97" />
        <source>Copy &amp;details</source>
        <translation>Copier les dé&amp;tails</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/AboutDialog.cpp" line="99" />
        <source>Versions, system and folders, to paste into a support request</source>
        <translation>Versions, système et dossiers, à coller dans une demande au support</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/AboutDialog.cpp" line="103" />
        <source>The details are in the clipboard: paste them into your support request.</source>
        <translation>Les détails sont dans le presse-papiers : collez-les dans votre demande au support.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/AboutDialog.cpp" line="105" />
        <source>&amp;User guide</source>
        <translation>&amp;Guide de l'utilisateur</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/AboutDialog.cpp" line="107" />
        <source>How to use Paydesk, step by step, for the people who make and approve payouts</source>
        <translation>Comment utiliser Paydesk, étape par étape, pour les personnes qui préparent et approuvent les paiements</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/AboutDialog.cpp" line="125" />
        <source>© 2026 Paydesk developers</source>
        <translation>© 2026 les développeurs de Paydesk</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/AboutDialog.cpp" line="126" />
        <source>Licence: GPL-3.0-or-later</source>
        <translation>Licence : GPL-3.0-or-later</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/AboutDialog.cpp" line="131" />
        <source>Paydesk is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License as published by the Free Software Foundation, either version 3 of the License, or (at your option) any later version. It is distributed in the hope that it will be useful, but without any warranty; without even the implied warranty of merchantability or fitness for a particular purpose.</source>
        <translation>Paydesk est un logiciel libre : vous pouvez le redistribuer et/ou le modifier selon les termes de la Licence publique générale GNU publiée par la Free Software Foundation, soit la version 3 de la licence, soit (à votre choix) toute version ultérieure. Il est distribué dans l'espoir qu'il sera utile, mais sans aucune garantie ; sans même la garantie implicite de qualité marchande ou d'adéquation à un usage particulier.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/AboutDialog.cpp" line="138" />
        <source>Read the GNU General Public License</source>
        <translation>Lire la Licence publique générale GNU</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/AboutDialog.cpp" line="144" />
        <source>Running on %1, %2, with Qt %3.</source>
        <translation>Fonctionne sous %1, %2, avec Qt %3.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/AboutDialog.cpp" line="169" />
        <source>Libraries</source>
        <translation>Bibliothèques</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/AboutDialog.cpp" line="171" />
        <source>Library</source>
        <translation>Bibliothèque</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/AboutDialog.cpp" line="171" />
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/AboutDialog.cpp" line="171" />
        <source>Licence</source>
        <translation>Licence</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/AboutDialog.cpp" line="171" />
        <source>Used for</source>
        <translation>Utilisée pour</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/AboutDialog.cpp" line="192" />
        <source>Each licence's text is on &lt;a href="https://spdx.org/licenses/"&gt;spdx.org/licenses&lt;/a&gt;, under the name given here.</source>
        <translation>Le texte de chaque licence se trouve sur &lt;a href="https://spdx.org/licenses/"&gt;spdx.org/licenses&lt;/a&gt;, sous le nom indiqué ici.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/AboutDialog.cpp" line="215" />
        <source>Data:</source>
        <translation>Données :</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/AboutDialog.cpp" line="217" />
        <source>Settings:</source>
        <translation>Paramètres :</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/AboutDialog.cpp" line="219" />
        <source>Settings (registry):</source>
        <translation>Paramètres (registre) :</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/AboutDialog.cpp" line="220" />
        <source>Log files:</source>
        <translation>Journaux :</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/AboutDialog.cpp" line="223" />
        <source>The data folder holds the local database (drafts, approvals, audit log). The log files hold no API key and no passphrase: you may send them with a support request.</source>
        <translation>Le dossier des données contient la base de données locale (brouillons, approbations, journal d'audit). Les journaux ne contiennent ni clé d'API ni phrase secrète : vous pouvez les joindre à une demande au support.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/AboutDialog.cpp" line="250" />
        <source>Open folder</source>
        <translation>Ouvrir le dossier</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/AboutDialog.cpp" line="256" />
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/AboutDialog.cpp" line="261" />
        <source>Copied to the clipboard: %1</source>
        <translation>Copié dans le presse-papiers : %1</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/AboutDialog.cpp" line="273" />
        <source>The folder could not be opened here: copy its path and open it yourself.</source>
        <translation>Le dossier n'a pas pu être ouvert ici : copiez son chemin et ouvrez-le vous-même.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::ApprovalDialog</name>
    <message>
        <location filename="../ui/dialogs/ApprovalDialog.cpp" line="35" />
        <source>Approve payout %1</source>
        <translation>Approuver le paiement %1</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/ApprovalDialog.cpp" line="36" />
        <source>Reject payout %1</source>
        <translation>Rejeter le paiement %1</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/ApprovalDialog.cpp" line="39" />
        <source>Approve %1 to %2? Once every approval it needs is given, Paydesk sends it to the payment service.</source>
        <translation>Approuver %1 pour %2 ? Une fois toutes les approbations nécessaires données, Paydesk l'envoie au service de paiement.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/ApprovalDialog.cpp" line="42" />
        <source>Reject %1 to %2? It goes back to its maker as a draft, with your reason.</source>
        <translation>Rejeter %1 pour %2 ? Il retourne à son auteur comme brouillon, avec votre motif.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/ApprovalDialog.cpp" line="74" />
        <source>&amp;Passphrase:</source>
        <translation>&amp;Phrase secrète :</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/ApprovalDialog.cpp" line="79" />
        <source>Your passphrase unlocks your signing key for this one signature: you sign this exact payout.</source>
        <translation>Votre phrase secrète déverrouille votre clé de signature pour cette seule signature : vous signez exactement ce paiement.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/ApprovalDialog.cpp" line="81" />
        <source>Your passphrase unlocks your signing key for this one signature: you sign this rejection.</source>
        <translation>Votre phrase secrète déverrouille votre clé de signature pour cette seule signature : vous signez ce rejet.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/ApprovalDialog.cpp" line="90" />
        <source>What the maker should correct</source>
        <translation>Ce que l'auteur doit corriger</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/ApprovalDialog.cpp" line="59" />
        <source>Appro&amp;ver:</source>
        <translation>Appro&amp;bateur :</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/ApprovalDialog.cpp" line="100" />
        <source>Rea&amp;son:</source>
        <translation>&amp;Motif :</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/ApprovalDialog.cpp" line="114" />
        <source>No approver may act on this payout here: an approver other than its maker %1, and not one who approved it already. An administrator adds approvers on the Operators page.</source>
        <translation>Aucun approbateur ne peut agir sur ce paiement ici : il faut un approbateur autre que son auteur %1, et qui ne l'a pas déjà approuvé. Un administrateur ajoute des approbateurs sur la page Opérateurs.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/ApprovalDialog.cpp" line="123" />
        <source>&amp;Approve</source>
        <translation>&amp;Approuver</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/ApprovalDialog.cpp" line="123" />
        <source>&amp;Reject</source>
        <translation>&amp;Rejeter</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/ApprovalDialog.cpp" line="159" />
        <source>Checking the passphrase…</source>
        <translation>Vérification de la phrase secrète…</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/ApprovalDialog.cpp" line="177" />
        <source>Say why the payout is rejected: its maker reads it.</source>
        <translation>Indiquez pourquoi le paiement est rejeté : son auteur le lira.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/ApprovalDialog.cpp" line="186" />
        <source>Type your passphrase: approving is done by a person, now.</source>
        <translation>Saisissez votre phrase secrète : une approbation est donnée par une personne, maintenant.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::ApprovalRuleDialog</name>
    <message>
        <location filename="../ui/dialogs/ApprovalRuleDialog.cpp" line="54" />
        <source>Add approval rule</source>
        <translation>Ajouter une règle d'approbation</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/ApprovalRuleDialog.cpp" line="54" />
        <source>Edit approval rule</source>
        <translation>Modifier la règle d'approbation</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/ApprovalRuleDialog.cpp" line="57" />
        <source>How many approvers a payout in this currency needs, and how long a draft may wait for them.</source>
        <translation>Combien d'approbateurs un paiement dans cette devise exige, et combien de temps un brouillon peut les attendre.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/ApprovalRuleDialog.cpp" line="67" />
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/ApprovalRuleDialog.cpp" line="80" />
        <source> days</source>
        <translation> jours</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/ApprovalRuleDialog.cpp" line="87" />
        <source>&amp;Currency:</source>
        <translation>&amp;Devise :</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/ApprovalRuleDialog.cpp" line="89" />
        <source>Second appro&amp;ver above:</source>
        <translation>Second a&amp;pprobateur au-delà de :</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/ApprovalRuleDialog.cpp" line="91" />
        <source>Drafts &amp;expire after:</source>
        <translation>Les brouillons &amp;expirent après :</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/ApprovalRuleDialog.cpp" line="103" />
        <source>&amp;Add</source>
        <translation>&amp;Ajouter</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/ApprovalRuleDialog.cpp" line="103" />
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/ApprovalRuleDialog.cpp" line="133" />
        <source>Every currency has a rule already: edit one of them.</source>
        <translation>Chaque devise a déjà une règle : modifiez-en une.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/ApprovalRuleDialog.cpp" line="151" />
        <source>Empty: one approver is always enough</source>
        <translation>Vide : un approbateur suffit toujours</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/ApprovalRuleDialog.cpp" line="172" />
        <source>Not an amount in %1.</source>
        <translation>Ce n'est pas un montant en %1.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/ApprovalRuleDialog.cpp" line="237" />
        <source>The approval rule of %1 was saved.</source>
        <translation>La règle d'approbation de %1 a été enregistrée.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::ApprovalsPage</name>
    <message>
        <location filename="../ui/pages/ApprovalsPage.cpp" line="66" />
        <source>Approvals</source>
        <translation>Approbations</translation>
    </message>
    <message>
        <location filename="../ui/pages/ApprovalsPage.cpp" line="130" />
        <source>Sent and in progress</source>
        <translation>Envoyés et en cours</translation>
    </message>
    <message>
        <location filename="../ui/pages/ApprovalsPage.cpp" line="141" />
        <source>Review</source>
        <translation>Examen</translation>
    </message>
    <message>
        <location filename="../ui/pages/ApprovalsPage.cpp" line="166" />
        <source>&amp;Approve…</source>
        <translation>&amp;Approuver…</translation>
    </message>
    <message>
        <location filename="../ui/pages/ApprovalsPage.cpp" line="168" />
        <source>&amp;Reject…</source>
        <translation>&amp;Rejeter…</translation>
    </message>
    <message>
        <location filename="../ui/pages/ApprovalsPage.cpp" line="176" />
        <source>&lt;b&gt;Holder name check&lt;/b&gt;</source>
        <translation>&lt;b&gt;Vérification du nom du titulaire&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../ui/pages/ApprovalsPage.cpp" line="181" />
        <source>&lt;b&gt;Warnings&lt;/b&gt;</source>
        <translation>&lt;b&gt;Alertes&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../ui/pages/ApprovalsPage.cpp" line="391" />
        <source>Select a payout in the queue to review it.</source>
        <translation>Sélectionnez un paiement de la file pour l'examiner.</translation>
    </message>
    <message>
        <location filename="../ui/pages/ApprovalsPage.cpp" line="291" />
        <source>No payout waits for approval in this profile.</source>
        <translation>Aucun paiement n'attend d'approbation dans ce profil.</translation>
    </message>
    <message>
        <location filename="../ui/pages/ApprovalsPage.cpp" line="96" />
        <source>Held, not sent</source>
        <translation>Retenus, non envoyés</translation>
    </message>
    <message>
        <location filename="../ui/pages/ApprovalsPage.cpp" line="108" />
        <source>Payouts held and not sent</source>
        <translation>Paiements retenus et non envoyés</translation>
    </message>
    <message>
        <location filename="../ui/pages/ApprovalsPage.cpp" line="127" />
        <source>Payouts waiting for approval</source>
        <translation>Paiements en attente d'approbation</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/pages/ApprovalsPage.cpp" line="292" />
        <source>%n payout(s) wait for approval.</source>
        <translation>
            <numerusform>%n paiement attend une approbation.</numerusform>
            <numerusform>%n paiements attendent une approbation.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/pages/ApprovalsPage.cpp" line="327" />
        <source>%n payout(s) held and not sent: their approvals could not be verified. Each stays held until its maker returns it to a draft, to be approved again; look into why first.</source>
        <translation>
            <numerusform>%n paiement retenu et non envoyé : ses approbations n'ont pas pu être vérifiées. Il reste retenu jusqu'à ce que son initiateur le remette en brouillon, pour qu'il soit approuvé de nouveau ; cherchez d'abord pourquoi.</numerusform>
            <numerusform>%n paiements retenus et non envoyés : leurs approbations n'ont pas pu être vérifiées. Chacun reste retenu jusqu'à ce que son initiateur le remette en brouillon, pour qu'il soit approuvé de nouveau ; cherchez d'abord pourquoi.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/pages/ApprovalsPage.cpp" line="422" />
        <source>%1 to %2, a saved recipient</source>
        <translation>%1 à %2, un bénéficiaire enregistré</translation>
    </message>
    <message>
        <location filename="../ui/pages/ApprovalsPage.cpp" line="424" />
        <source>%1 to %2</source>
        <translation>%1 pour %2</translation>
    </message>
    <message>
        <location filename="../ui/pages/ApprovalsPage.cpp" line="438" />
        <source>Account:</source>
        <translation>Compte :</translation>
    </message>
    <message>
        <location filename="../ui/pages/ApprovalsPage.cpp" line="439" />
        <source>Wallet:</source>
        <translation>Portefeuille :</translation>
    </message>
    <message>
        <location filename="../ui/pages/ApprovalsPage.cpp" line="443" />
        <source>Available now:</source>
        <translation>Disponible maintenant :</translation>
    </message>
    <message>
        <location filename="../ui/pages/ApprovalsPage.cpp" line="444" />
        <source>Purpose:</source>
        <translation>Motif :</translation>
    </message>
    <message>
        <location filename="../ui/pages/ApprovalsPage.cpp" line="445" />
        <source>Reference:</source>
        <translation>Référence :</translation>
    </message>
    <message>
        <location filename="../ui/pages/ApprovalsPage.cpp" line="446" />
        <source>Made by:</source>
        <translation>Préparé par :</translation>
    </message>
    <message>
        <location filename="../ui/pages/ApprovalsPage.cpp" line="447" />
        <source>Waiting since:</source>
        <translation>En attente depuis :</translation>
    </message>
    <message>
        <location filename="../ui/pages/ApprovalsPage.cpp" line="449" />
        <source>Approvals:</source>
        <translation>Approbations :</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/pages/ApprovalsPage.cpp" line="450" />
        <source>none yet, %n needed</source>
        <translation>
            <numerusform>aucune pour l'instant, %n nécessaire</numerusform>
            <numerusform>aucune pour l'instant, %n nécessaires</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/pages/ApprovalsPage.cpp" line="451" />
        <source>%1 of %2 (%3)</source>
        <translation>%1 sur %2 (%3)</translation>
    </message>
    <message>
        <location filename="../ui/pages/ApprovalsPage.cpp" line="460" />
        <source>When drafted: %1</source>
        <translation>À la préparation : %1</translation>
    </message>
    <message>
        <location filename="../ui/pages/ApprovalsPage.cpp" line="473" />
        <source>Not offered for this account.</source>
        <translation>Non proposée pour ce compte.</translation>
    </message>
    <message>
        <location filename="../ui/pages/ApprovalsPage.cpp" line="474" />
        <source>Not connected: the name cannot be checked now.</source>
        <translation>Non connecté : le nom ne peut pas être vérifié maintenant.</translation>
    </message>
    <message>
        <location filename="../ui/pages/ApprovalsPage.cpp" line="475" />
        <source>Now: %1</source>
        <translation>Maintenant : %1</translation>
    </message>
    <message>
        <location filename="../ui/pages/ApprovalsPage.cpp" line="405" />
        <source>Reading earlier payouts…</source>
        <translation>Lecture des paiements précédents…</translation>
    </message>
    <message>
        <location filename="../ui/pages/ApprovalsPage.cpp" line="405" />
        <source>None.</source>
        <translation>Aucune.</translation>
    </message>
    <message>
        <location filename="../ui/pages/ApprovalsPage.cpp" line="508" />
        <source>%1 rejected: it is back with its maker.</source>
        <translation>%1 rejeté : il est retourné à son auteur.</translation>
    </message>
    <message>
        <location filename="../ui/pages/ApprovalsPage.cpp" line="511" />
        <source>%1 approved: Paydesk sends it now, in the background.</source>
        <translation>%1 approuvé : Paydesk l'envoie maintenant, en arrière-plan.</translation>
    </message>
    <message>
        <location filename="../ui/pages/ApprovalsPage.cpp" line="513" />
        <source>%1 approved by %2: it waits for a second, different approver.</source>
        <translation>%1 approuvé par %2 : il attend un second approbateur, différent.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::AuditPage</name>
    <message>
        <location filename="../ui/pages/AuditPage.cpp" line="361" />
        <location filename="../ui/pages/AuditPage.cpp" line="375" />
        <source>No entries yet.</source>
        <translation>Aucune entrée pour le moment.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/pages/AuditPage.cpp" line="383" />
        <source>All %n entry(ies) shown.</source>
        <translation>
            <numerusform>La seule entrée est affichée.</numerusform>
            <numerusform>Les %n entrées sont toutes affichées.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/pages/AuditPage.cpp" line="384" />
        <source>The newest %n entry(ies) shown; more come as you scroll.</source>
        <translation>
            <numerusform>La dernière entrée est affichée ; les autres viennent en faisant défiler.</numerusform>
            <numerusform>Les %n dernières entrées sont affichées ; les autres viennent en faisant défiler.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/pages/AuditPage.cpp" line="60" />
        <source>Audit log</source>
        <translation>Journal d'audit</translation>
    </message>
    <message>
        <location filename="../ui/pages/AuditPage.cpp" line="72" />
        <source>Search: a name, an action (“approved”), a reference or an id</source>
        <translation>Rechercher : un nom, une action (« approuvé »), une référence ou un identifiant</translation>
    </message>
    <message>
        <location filename="../ui/pages/AuditPage.cpp" line="74" />
        <source>Search the audit log</source>
        <translation>Rechercher dans le journal d'audit</translation>
    </message>
    <message>
        <location filename="../ui/pages/AuditPage.cpp" line="77" />
        <source>Entries with every word, in what happened, who, the profile or the detail (%1)</source>
        <translation>Les entrées contenant chaque mot, dans ce qui s'est passé, qui, le profil ou le détail (%1)</translation>
    </message>
    <message>
        <location filename="../ui/pages/AuditPage.cpp" line="89" />
        <source>&amp;Between</source>
        <translation>&amp;Entre</translation>
    </message>
    <message>
        <location filename="../ui/pages/AuditPage.cpp" line="91" />
        <source>Only the entries between two days</source>
        <translation>Seulement les entrées entre deux jours</translation>
    </message>
    <message>
        <location filename="../ui/pages/AuditPage.cpp" line="96" />
        <source>First day shown</source>
        <translation>Premier jour affiché</translation>
    </message>
    <message>
        <location filename="../ui/pages/AuditPage.cpp" line="100" />
        <source>Last day shown</source>
        <translation>Dernier jour affiché</translation>
    </message>
    <message>
        <location filename="../ui/pages/AuditPage.cpp" line="101" />
        <source>and</source>
        <translation>et</translation>
    </message>
    <message>
        <location filename="../ui/pages/AuditPage.cpp" line="104" />
        <source>Days in this computer's time zone, both included</source>
        <translation>Jours dans le fuseau horaire de cet ordinateur, tous deux inclus</translation>
    </message>
    <message>
        <location filename="../ui/pages/AuditPage.cpp" line="106" />
        <source>C&amp;lear</source>
        <translation>E&amp;ffacer</translation>
    </message>
    <message>
        <location filename="../ui/pages/AuditPage.cpp" line="108" />
        <source>Show every entry again</source>
        <translation>Afficher de nouveau toutes les entrées</translation>
    </message>
    <message>
        <location filename="../ui/pages/AuditPage.cpp" line="171" />
        <source>The audit log's check</source>
        <translation>La vérification du journal d'audit</translation>
    </message>
    <message>
        <location filename="../ui/pages/AuditPage.cpp" line="186" />
        <source>Audit log entries</source>
        <translation>Entrées du journal d'audit</translation>
    </message>
    <message>
        <location filename="../ui/pages/AuditPage.cpp" line="198" />
        <source>The selected entry</source>
        <translation>L'entrée sélectionnée</translation>
    </message>
    <message>
        <location filename="../ui/pages/AuditPage.cpp" line="225" />
        <source>&amp;Verify</source>
        <translation>&amp;Vérifier</translation>
    </message>
    <message>
        <location filename="../ui/pages/AuditPage.cpp" line="227" />
        <source>Check that no entry was changed, removed or added outside Paydesk</source>
        <translation>Vérifier qu'aucune entrée n'a été modifiée, supprimée ou ajoutée en dehors de Paydesk</translation>
    </message>
    <message>
        <location filename="../ui/pages/AuditPage.cpp" line="228" />
        <source>&amp;Export CSV…</source>
        <translation>&amp;Exporter en CSV…</translation>
    </message>
    <message>
        <location filename="../ui/pages/AuditPage.cpp" line="230" />
        <source>Every entry as stored: the action keys, the detail and the hashes</source>
        <translation>Chaque entrée telle qu'enregistrée : les clés des actions, le détail et les empreintes</translation>
    </message>
    <message>
        <location filename="../ui/pages/AuditPage.cpp" line="236" />
        <source>Export the audit log</source>
        <translation>Exporter le journal d'audit</translation>
    </message>
    <message>
        <location filename="../ui/pages/AuditPage.cpp" line="238" />
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../ui/pages/AuditPage.cpp" line="278" />
        <source>Select an entry to see all of it.</source>
        <translation>Sélectionnez une entrée pour la voir en entier.</translation>
    </message>
    <message>
        <location filename="../ui/pages/AuditPage.cpp" line="316" />
        <source>Checking the chain…</source>
        <translation>Vérification de la chaîne…</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/pages/AuditPage.cpp" line="328" />
        <source>%n entry(ies) checked…</source>
        <translation>
            <numerusform>%n entrée vérifiée…</numerusform>
            <numerusform>%n entrées vérifiées…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/pages/AuditPage.cpp" line="334" />
        <source>The verification was cancelled.</source>
        <translation>La vérification a été annulée.</translation>
    </message>
    <message>
        <location filename="../ui/pages/AuditPage.cpp" line="357" />
        <source>Filter: %1</source>
        <translation>Filtre : %1</translation>
    </message>
    <message>
        <location filename="../ui/pages/AuditPage.cpp" line="362" />
        <source>No entry matches %1.</source>
        <translation>Aucune entrée ne correspond à %1.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/pages/AuditPage.cpp" line="373" />
        <source>Searching… %n matching entry(ies) so far.</source>
        <translation>
            <numerusform>Recherche… %n entrée correspondante pour l’instant.</numerusform>
            <numerusform>Recherche… %n entrées correspondantes pour l’instant.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/pages/AuditPage.cpp" line="375" />
        <source>No entry matches.</source>
        <translation>Aucune entrée ne correspond.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/pages/AuditPage.cpp" line="379" />
        <source>%n matching entry(ies).</source>
        <translation>
            <numerusform>%n entrée correspondante.</numerusform>
            <numerusform>%n entrées correspondantes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/pages/AuditPage.cpp" line="380" />
        <source>The newest %n matching entry(ies) shown; more come as you scroll.</source>
        <translation>
            <numerusform>La plus récente entrée correspondante est affichée ; les autres viennent en faisant défiler.</numerusform>
            <numerusform>Les %n entrées correspondantes les plus récentes sont affichées ; les autres viennent en faisant défiler.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/pages/AuditPage.cpp" line="395" />
        <source>Exporting…</source>
        <translation>Export en cours…</translation>
    </message>
    <message>
        <location filename="../ui/pages/AuditPage.cpp" line="399" />
        <source>The audit log was not exported: %1</source>
        <translation>Le journal d'audit n'a pas été exporté : %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/pages/AuditPage.cpp" line="400" />
        <source>Exported %n entry(ies) to %1.</source>
        <translation>
            <numerusform>%n entrée exportée vers %1.</numerusform>
            <numerusform>%n entrées exportées vers %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/pages/AuditPage.cpp" line="405" />
        <source>%n entry(ies) written…</source>
        <translation>
            <numerusform>%n entrée écrite…</numerusform>
            <numerusform>%n entrées écrites…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/pages/AuditPage.cpp" line="411" />
        <source>The export was cancelled; no file was written.</source>
        <translation>L'export a été annulé ; aucun fichier n'a été écrit.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::BalanceChart</name>
    <message>
        <location filename="../ui/widgets/BalanceChart.cpp" line="35" />
        <source>Balance over the period</source>
        <translation>Solde sur la période</translation>
    </message>
    <message>
        <location filename="../ui/widgets/BalanceChart.cpp" line="87" />
        <source>No movement to draw.</source>
        <translation>Aucun mouvement à tracer.</translation>
    </message>
    <message>
        <location filename="../ui/widgets/BalanceChart.cpp" line="145" />
        <source>%1 (millions)</source>
        <translation>%1 (millions)</translation>
    </message>
    <message>
        <location filename="../ui/widgets/BalanceChart.cpp" line="146" />
        <source>%1 (thousands)</source>
        <translation>%1 (milliers)</translation>
    </message>
    <message>
        <location filename="../ui/widgets/BalanceChart.cpp" line="149" />
        <source>Lowest balance %1, highest %2</source>
        <translation>Solde le plus bas %1, le plus haut %2</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::CsvOptionsDialog</name>
    <message>
        <location filename="../ui/dialogs/CsvOptionsDialog.cpp" line="23" />
        <source>Byte order mark (what Excel needs to read accents)</source>
        <translation>Indicateur d'ordre des octets (ce qu'il faut à Excel pour lire les accents)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/CsvOptionsDialog.cpp" line="27" />
        <source>Export CSV</source>
        <translation>Exporter en CSV</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/CsvOptionsDialog.cpp" line="29" />
        <source>Comma ( , )</source>
        <translation>Virgule ( , )</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/CsvOptionsDialog.cpp" line="30" />
        <source>Semicolon ( ; )</source>
        <translation>Point-virgule ( ; )</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/CsvOptionsDialog.cpp" line="33" />
        <source>Point (1500.50)</source>
        <translation>Point (1500.50)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/CsvOptionsDialog.cpp" line="34" />
        <source>Comma (1500,50)</source>
        <translation>Virgule (1500,50)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/CsvOptionsDialog.cpp" line="43" />
        <source>Choose the file…</source>
        <translation>Choisir le fichier…</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/CsvOptionsDialog.cpp" line="45" />
        <source>&amp;Separator between cells:</source>
        <translation>&amp;Séparateur entre cellules :</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/CsvOptionsDialog.cpp" line="46" />
        <source>&amp;Decimal separator:</source>
        <translation>Séparateur &amp;décimal :</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/CsvOptionsDialog.cpp" line="60" />
        <source>A comma cannot separate both cells and decimals: choose the semicolon between cells.</source>
        <translation>Une virgule ne peut pas séparer à la fois les cellules et les décimales : choisissez le point-virgule entre les cellules.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::DraftsPanel</name>
    <message>
        <location filename="../ui/pages/DraftsPanel.cpp" line="21" />
        <source>Your payouts in progress</source>
        <translation>Vos paiements en cours</translation>
    </message>
    <message>
        <location filename="../ui/pages/DraftsPanel.cpp" line="31" />
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <location filename="../ui/pages/DraftsPanel.cpp" line="33" />
        <location filename="../ui/pages/DraftsPanel.cpp" line="110" />
        <source>Open the draft in the form to change it</source>
        <translation>Ouvrir le brouillon dans le formulaire pour le modifier</translation>
    </message>
    <message>
        <location filename="../ui/pages/DraftsPanel.cpp" line="34" />
        <source>Delete…</source>
        <translation>Supprimer…</translation>
    </message>
    <message>
        <location filename="../ui/pages/DraftsPanel.cpp" line="36" />
        <source>Withdraw</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <location filename="../ui/pages/DraftsPanel.cpp" line="38" />
        <location filename="../ui/pages/DraftsPanel.cpp" line="114" />
        <source>Take the payout back from the approval queue to change it</source>
        <translation>Reprendre le paiement de la file d'approbation pour le modifier</translation>
    </message>
    <message>
        <location filename="../ui/pages/DraftsPanel.cpp" line="90" />
        <source>Your payouts in progress (%1)</source>
        <translation>Vos paiements en cours (%1)</translation>
    </message>
    <message>
        <location filename="../ui/pages/DraftsPanel.cpp" line="91" />
        <source>Payouts in progress (%1)</source>
        <translation>Paiements en cours (%1)</translation>
    </message>
    <message>
        <location filename="../ui/pages/DraftsPanel.cpp" line="109" />
        <source>Return it to a draft and open it in the form</source>
        <translation>Le remettre en brouillon et l'ouvrir dans le formulaire</translation>
    </message>
    <message>
        <location filename="../ui/pages/DraftsPanel.cpp" line="115" />
        <source>Only its maker withdraws a payout, signed in.</source>
        <translation>Seul son auteur, connecté, retire un paiement.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::HistoryPage</name>
    <message>
        <location filename="../ui/pages/HistoryPage.cpp" line="92" />
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <location filename="../ui/pages/HistoryPage.cpp" line="105" />
        <source>Sho&amp;w</source>
        <translation>Affic&amp;her</translation>
    </message>
    <message>
        <location filename="../ui/pages/HistoryPage.cpp" line="115" />
        <source>Any state</source>
        <translation>Tous les états</translation>
    </message>
    <message>
        <location filename="../ui/pages/HistoryPage.cpp" line="121" />
        <source>Any currency</source>
        <translation>Toutes les devises</translation>
    </message>
    <message>
        <location filename="../ui/pages/HistoryPage.cpp" line="126" />
        <source>from</source>
        <translation>de</translation>
    </message>
    <message>
        <location filename="../ui/pages/HistoryPage.cpp" line="129" />
        <source>to</source>
        <translation>à</translation>
    </message>
    <message>
        <location filename="../ui/pages/HistoryPage.cpp" line="132" />
        <location filename="../ui/pages/HistoryPage.cpp" line="402" />
        <source>An amount range needs a currency</source>
        <translation>Une fourchette de montants demande une devise</translation>
    </message>
    <message>
        <location filename="../ui/pages/HistoryPage.cpp" line="136" />
        <source>Name, number, reference or id</source>
        <translation>Nom, numéro, référence ou identifiant</translation>
    </message>
    <message>
        <location filename="../ui/pages/HistoryPage.cpp" line="140" />
        <source>pyt-… or reference</source>
        <translation>pyt-… ou référence</translation>
    </message>
    <message>
        <location filename="../ui/pages/HistoryPage.cpp" line="141" />
        <source>&amp;Open</source>
        <translation>&amp;Ouvrir</translation>
    </message>
    <message>
        <location filename="../ui/pages/HistoryPage.cpp" line="143" />
        <source>&amp;Export CSV…</source>
        <translation>&amp;Exporter en CSV…</translation>
    </message>
    <message>
        <location filename="../ui/pages/HistoryPage.cpp" line="170" />
        <source>Show:</source>
        <translation>Afficher :</translation>
    </message>
    <message>
        <location filename="../ui/pages/HistoryPage.cpp" line="173" />
        <source>Amount:</source>
        <translation>Montant :</translation>
    </message>
    <message>
        <location filename="../ui/pages/HistoryPage.cpp" line="220" />
        <source>Payout</source>
        <translation>Paiement</translation>
    </message>
    <message>
        <location filename="../ui/pages/HistoryPage.cpp" line="285" />
        <source>Export the history</source>
        <translation>Exporter l'historique</translation>
    </message>
    <message>
        <location filename="../ui/pages/HistoryPage.cpp" line="286" />
        <source>payouts-%1.csv</source>
        <translation>paiements-%1.csv</translation>
    </message>
    <message>
        <location filename="../ui/pages/HistoryPage.cpp" line="287" />
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../ui/pages/HistoryPage.cpp" line="315" />
        <source>Loading the payouts…</source>
        <translation>Chargement des paiements…</translation>
    </message>
    <message>
        <location filename="../ui/pages/HistoryPage.cpp" line="319" />
        <source>The payouts could not be loaded.</source>
        <translation>Les paiements n'ont pas pu être chargés.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/pages/HistoryPage.cpp" line="419" />
        <source>%1: %n payout(s) loaded; more as you scroll.</source>
        <translation>
            <numerusform>%1 : %n paiement chargé ; d'autres en faisant défiler.</numerusform>
            <numerusform>%1 : %n paiements chargés ; d'autres en faisant défiler.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/pages/HistoryPage.cpp" line="421" />
        <source>%1: all %n payout(s).</source>
        <translation>
            <numerusform>%1 : le seul paiement.</numerusform>
            <numerusform>%1 : les %n paiements.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/pages/HistoryPage.cpp" line="423" />
        <source>%n shown by the filters.</source>
        <translation>
            <numerusform>%n affiché par les filtres.</numerusform>
            <numerusform>%n affichés par les filtres.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/pages/HistoryPage.cpp" line="468" />
        <source>Looking for %1…</source>
        <translation>Recherche de %1…</translation>
    </message>
    <message>
        <location filename="../ui/pages/HistoryPage.cpp" line="480" />
        <source>No payout has the id or reference %1 in this profile.</source>
        <translation>Aucun paiement n'a l'identifiant ou la référence %1 dans ce profil.</translation>
    </message>
    <message>
        <location filename="../ui/pages/HistoryPage.cpp" line="491" />
        <source>Select a payout to see all of it.</source>
        <translation>Sélectionnez un paiement pour le voir en entier.</translation>
    </message>
    <message>
        <location filename="../ui/pages/HistoryPage.cpp" line="502" />
        <source>State:</source>
        <translation>État :</translation>
    </message>
    <message>
        <location filename="../ui/pages/HistoryPage.cpp" line="506" />
        <source>Created:</source>
        <translation>Créé :</translation>
    </message>
    <message>
        <location filename="../ui/pages/HistoryPage.cpp" line="146" />
        <source>Period</source>
        <translation>Période</translation>
    </message>
    <message>
        <location filename="../ui/pages/HistoryPage.cpp" line="147" />
        <source>First day</source>
        <translation>Premier jour</translation>
    </message>
    <message>
        <location filename="../ui/pages/HistoryPage.cpp" line="148" />
        <source>Last day</source>
        <translation>Dernier jour</translation>
    </message>
    <message>
        <location filename="../ui/pages/HistoryPage.cpp" line="149" />
        <source>From</source>
        <translation>Début</translation>
    </message>
    <message>
        <location filename="../ui/pages/HistoryPage.cpp" line="150" />
        <source>To</source>
        <translation>Fin</translation>
    </message>
    <message>
        <location filename="../ui/pages/HistoryPage.cpp" line="151" />
        <source>State shown</source>
        <translation>État affiché</translation>
    </message>
    <message>
        <location filename="../ui/pages/HistoryPage.cpp" line="152" />
        <source>Currency shown</source>
        <translation>Devise affichée</translation>
    </message>
    <message>
        <location filename="../ui/pages/HistoryPage.cpp" line="153" />
        <source>Smallest amount</source>
        <translation>Montant minimal</translation>
    </message>
    <message>
        <location filename="../ui/pages/HistoryPage.cpp" line="154" />
        <source>Largest amount</source>
        <translation>Montant maximal</translation>
    </message>
    <message>
        <location filename="../ui/pages/HistoryPage.cpp" line="155" />
        <source>Search the payouts</source>
        <translation>Rechercher dans les paiements</translation>
    </message>
    <message>
        <location filename="../ui/pages/HistoryPage.cpp" line="156" />
        <source>Payout to open: its id or reference</source>
        <translation>Paiement à ouvrir : son identifiant ou sa référence</translation>
    </message>
    <message>
        <location filename="../ui/pages/HistoryPage.cpp" line="160" />
        <source>&amp;Period:</source>
        <translation>Pé&amp;riode :</translation>
    </message>
    <message>
        <location filename="../ui/pages/HistoryPage.cpp" line="181" />
        <source>Payouts</source>
        <translation>Paiements</translation>
    </message>
    <message>
        <location filename="../ui/pages/HistoryPage.cpp" line="507" />
        <source>%1 UTC</source>
        <translation>%1 UTC</translation>
    </message>
    <message>
        <location filename="../ui/pages/HistoryPage.cpp" line="509" />
        <source>%1 %2 time (%3 UTC)</source>
        <translation>%1 heure de %2 (%3 UTC)</translation>
    </message>
    <message>
        <location filename="../ui/pages/HistoryPage.cpp" line="513" />
        <source>Payout id:</source>
        <translation>Identifiant du paiement :</translation>
    </message>
    <message>
        <location filename="../ui/pages/HistoryPage.cpp" line="514" />
        <source>Reference:</source>
        <translation>Référence :</translation>
    </message>
    <message>
        <location filename="../ui/pages/HistoryPage.cpp" line="515" />
        <source>Receipt:</source>
        <translation>Reçu :</translation>
    </message>
    <message>
        <location filename="../ui/pages/HistoryPage.cpp" line="517" />
        <source>Wallet:</source>
        <translation>Portefeuille :</translation>
    </message>
    <message>
        <location filename="../ui/pages/HistoryPage.cpp" line="523" />
        <source>Recipient:</source>
        <translation>Bénéficiaire :</translation>
    </message>
    <message>
        <location filename="../ui/pages/HistoryPage.cpp" line="525" />
        <source>Purpose:</source>
        <translation>Motif :</translation>
    </message>
    <message>
        <location filename="../ui/pages/HistoryPage.cpp" line="527" />
        <source>On behalf of:</source>
        <translation>Pour le compte de :</translation>
    </message>
    <message>
        <location filename="../ui/pages/HistoryPage.cpp" line="532" />
        <source>a business</source>
        <translation>une entreprise</translation>
    </message>
    <message>
        <location filename="../ui/pages/HistoryPage.cpp" line="533" />
        <source>a person</source>
        <translation>une personne</translation>
    </message>
    <message>
        <location filename="../ui/pages/HistoryPage.cpp" line="539" />
        <source>Sender:</source>
        <translation>Expéditeur :</translation>
    </message>
    <message>
        <location filename="../ui/pages/HistoryPage.cpp" line="541" />
        <source>Asking the service for the rest…</source>
        <translation>Demande du reste au service…</translation>
    </message>
    <message>
        <location filename="../ui/pages/HistoryPage.cpp" line="546" />
        <source>%1 at %2</source>
        <translation>%1 à %2</translation>
    </message>
    <message>
        <location filename="../ui/pages/HistoryPage.cpp" line="549" />
        <source>Seen here:</source>
        <translation>Vu ici :</translation>
    </message>
    <message>
        <location filename="../ui/pages/HistoryPage.cpp" line="578" />
        <source>Exported to %1.</source>
        <translation>Exporté vers %1.</translation>
    </message>
    <message>
        <location filename="../ui/pages/HistoryPage.cpp" line="579" />
        <source>Not exported: %1</source>
        <translation>Non exporté : %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/pages/HistoryPage.cpp" line="585" />
        <source>%n payout(s) loaded…</source>
        <translation>
            <numerusform>%n paiement chargé…</numerusform>
            <numerusform>%n paiements chargés…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paydesk::ui::MainWindow</name>
    <message>
        <location filename="../ui/MainWindow.cpp" line="158" />
        <source>Refresh</source>
        <translation>Actualiser</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="187" />
        <source>Local database: %1</source>
        <translation>Base de données locale : %1</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="210" />
        <source>About Paydesk</source>
        <translation>À propos de Paydesk</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="212" />
        <source>Version, licence, libraries, and where Paydesk keeps its files</source>
        <translation>Version, licence, bibliothèques, et où Paydesk range ses fichiers</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="219" />
        <source>Version %1</source>
        <translation>Version %1</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="229" />
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="276" />
        <source>Profile:</source>
        <translation>Profil :</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="280" />
        <source>The payments service Paydesk works with</source>
        <translation>Le service de paiement avec lequel Paydesk travaille</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="282" />
        <source>PRODUCTION</source>
        <translation>PRODUCTION</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="284" />
        <source>This profile moves real money.</source>
        <translation>Ce profil engage des fonds réels.</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="287" />
        <source>Settings…</source>
        <translation>Paramètres…</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="291" />
        <source>Profiles and API keys (%1)</source>
        <translation>Profils et clés d'API (%1)</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="297" />
        <source>Quit Paydesk</source>
        <translation>Quitter Paydesk</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="313" />
        <source>Sign in…</source>
        <translation>Se connecter…</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="316" />
        <source>Say who is at the keyboard: what is drafted is recorded under their name</source>
        <translation>Dire qui est au clavier : ce qui est préparé est enregistré à son nom</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="318" />
        <source>Switch operator…</source>
        <translation>Changer d'opérateur…</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="320" />
        <source>Another person signs in at this keyboard</source>
        <translation>Une autre personne se connecte à ce clavier</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="322" />
        <source>Sign &amp;out</source>
        <translation>Se &amp;déconnecter</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="354" />
        <source>Profile not changed</source>
        <translation>Profil non modifié</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="400" />
        <source>Payout not saved</source>
        <translation>Paiement non enregistré</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="401" />
        <source>The payout being entered is not saved for approval, and would be lost. Discard it?</source>
        <translation>Le paiement en cours de saisie n'est pas enregistré pour approbation et serait perdu. L'abandonner ?</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="440" />
        <source>Paydesk — %1 — PRODUCTION</source>
        <translation>Paydesk — %1 — PRODUCTION</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="441" />
        <source>Paydesk — %1</source>
        <translation>Paydesk — %1</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="252" />
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="138" />
        <source>Pages</source>
        <translation>Pages</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="471" />
        <source>Only an administrator adds, changes or removes profiles and their keys. Sign in as one to change them; until then they are shown as they are.</source>
        <translation>Seul un administrateur ajoute, modifie ou supprime les profils et leurs clés. Connectez-vous en tant qu'administrateur pour les modifier ; d'ici là, ils sont affichés tels quels.</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="474" />
        <source>Only an administrator adds, changes or removes profiles and their keys, and %1 is not one: they are shown as they are.</source>
        <translation>Seul un administrateur ajoute, modifie ou supprime les profils et leurs clés, et %1 n'en est pas un : ils sont affichés tels quels.</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="479" />
        <source>The profiles are the team's, kept in the team database: only a team administrator changes them, for every workstation. API keys stay on each computer.</source>
        <translation>Les profils appartiennent à l'équipe et sont conservés dans la base de données d'équipe : seul un administrateur de l'équipe les modifie, pour tous les postes de travail. Les clés d'API restent sur chaque ordinateur.</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="532" />
        <source>Not signed in</source>
        <translation>Personne n'est connecté</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="540" />
        <source>%1, administrator</source>
        <translation>%1, administrateur</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="542" />
        <source>&lt;b&gt;%1&lt;/b&gt; (%2)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2)</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="543" />
        <source>Signed in as %1 (%2)</source>
        <translation>Connecté en tant que %1 (%2)</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="546" />
        <source>In a team, each person signs in at their own computer</source>
        <translation>Dans une équipe, chaque personne se connecte sur son propre ordinateur</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="559" />
        <source>Connecting…</source>
        <translation>Connexion en cours…</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="566" />
        <location filename="../ui/MainWindow.cpp" line="576" />
        <source>Not connected: %1</source>
        <translation>Non connecté : %1</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="579" />
        <source>Connected</source>
        <translation>Connecté</translation>
    </message>
    <message>
        <location filename="../ui/MainWindowTeam.cpp" line="43" />
        <source>&amp;Team database</source>
        <translation>Base de données d'&amp;équipe</translation>
    </message>
    <message>
        <location filename="../ui/MainWindowTeam.cpp" line="62" />
        <source>Administrator key of the team</source>
        <translation>Clé d'administrateur de l'équipe</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::NewPayoutPage</name>
    <message>
        <location filename="../ui/pages/NewPayoutPage.cpp" line="69" />
        <source>yyyy-mm-dd</source>
        <translation>aaaa-mm-jj</translation>
    </message>
    <message>
        <location filename="../ui/pages/NewPayoutPage.cpp" line="116" />
        <source>New payout</source>
        <translation>Nouveau paiement</translation>
    </message>
    <message>
        <location filename="../ui/pages/NewPayoutPage.cpp" line="216" />
        <source>Clear</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <location filename="../ui/pages/NewPayoutPage.cpp" line="218" />
        <source>&amp;Save for approval</source>
        <translation>&amp;Enregistrer pour approbation</translation>
    </message>
    <message>
        <location filename="../ui/pages/NewPayoutPage.cpp" line="224" />
        <source>Clear the payout</source>
        <translation>Effacer le paiement</translation>
    </message>
    <message>
        <location filename="../ui/pages/NewPayoutPage.cpp" line="225" />
        <source>Clear everything typed for this payout? It is not saved.</source>
        <translation>Effacer tout ce qui a été saisi pour ce paiement ? Il n'est pas enregistré.</translation>
    </message>
    <message>
        <location filename="../ui/pages/NewPayoutPage.cpp" line="263" />
        <source>Pay from</source>
        <translation>Débiter</translation>
    </message>
    <message>
        <location filename="../ui/pages/NewPayoutPage.cpp" line="267" />
        <location filename="../ui/pages/NewPayoutPageFields.cpp" line="257" />
        <source>Loading wallets…</source>
        <translation>Chargement des portefeuilles…</translation>
    </message>
    <message>
        <location filename="../ui/pages/NewPayoutPage.cpp" line="268" />
        <source>&amp;Wallet:</source>
        <translation>&amp;Portefeuille :</translation>
    </message>
    <message>
        <location filename="../ui/pages/NewPayoutPage.cpp" line="294" />
        <source>&amp;Amount:</source>
        <translation>&amp;Montant :</translation>
    </message>
    <message>
        <location filename="../ui/pages/NewPayoutPage.cpp" line="303" />
        <source>Pay to</source>
        <translation>Payer à</translation>
    </message>
    <message>
        <location filename="../ui/pages/NewPayoutPage.cpp" line="305" />
        <source>A recipient already sa&amp;ved</source>
        <translation>Un bénéficiaire déjà enre&amp;gistré</translation>
    </message>
    <message>
        <location filename="../ui/pages/NewPayoutPage.cpp" line="307" />
        <source>A &amp;new recipient</source>
        <translation>Un &amp;nouveau bénéficiaire</translation>
    </message>
    <message>
        <location filename="../ui/pages/NewPayoutPage.cpp" line="337" />
        <source>Type a name, number or account to search</source>
        <translation>Saisissez un nom, un numéro ou un compte pour chercher</translation>
    </message>
    <message>
        <location filename="../ui/pages/NewPayoutPage.cpp" line="341" />
        <source>R&amp;ecipient:</source>
        <translation>Bénéfi&amp;ciaire :</translation>
    </message>
    <message>
        <location filename="../ui/pages/NewPayoutPage.cpp" line="392" />
        <source>Use the saved recipient</source>
        <translation>Utiliser le bénéficiaire enregistré</translation>
    </message>
    <message>
        <location filename="../ui/pages/NewPayoutPage.cpp" line="405" />
        <source>Use this name</source>
        <translation>Utiliser ce nom</translation>
    </message>
    <message>
        <location filename="../ui/pages/NewPayoutPage.cpp" line="407" />
        <source>Put the registered name into the holder name</source>
        <translation>Reprendre le nom enregistré comme nom du titulaire</translation>
    </message>
    <message>
        <location filename="../ui/pages/NewPayoutPage.cpp" line="408" />
        <source>Check again</source>
        <translation>Vérifier à nouveau</translation>
    </message>
    <message>
        <location filename="../ui/pages/NewPayoutPage.cpp" line="426" />
        <source>Details</source>
        <translation>Détails</translation>
    </message>
    <message>
        <location filename="../ui/pages/NewPayoutPage.cpp" line="428" />
        <source>&amp;Purpose:</source>
        <translation>Mot&amp;if :</translation>
    </message>
    <message>
        <location filename="../ui/pages/NewPayoutPage.cpp" line="428" />
        <source>None given</source>
        <translation>Aucun</translation>
    </message>
    <message>
        <location filename="../ui/pages/NewPayoutPage.cpp" line="436" />
        <source>Optional: the parties the payout is made for, one per line</source>
        <translation>Facultatif : les parties pour lesquelles le paiement est fait, une par ligne</translation>
    </message>
    <message>
        <location filename="../ui/pages/NewPayoutPage.cpp" line="439" />
        <source>On behal&amp;f of:</source>
        <translation>Pour le compte de :</translation>
    </message>
    <message>
        <location filename="../ui/pages/NewPayoutPage.cpp" line="456" />
        <source>Sender</source>
        <translation>Expéditeur</translation>
    </message>
    <message>
        <location filename="../ui/pages/NewPayoutPage.cpp" line="462" />
        <source>Saved sender:</source>
        <translation>Expéditeur enregistré :</translation>
    </message>
    <message>
        <location filename="../ui/pages/NewPayoutPage.cpp" line="465" />
        <source>Saved sender</source>
        <translation>Expéditeur enregistré</translation>
    </message>
    <message>
        <location filename="../ui/pages/NewPayoutPage.cpp" line="466" />
        <source>The senders of this profile's earlier payouts, the last one used first</source>
        <translation>Les expéditeurs des paiements précédents de ce profil, le dernier utilisé en premier</translation>
    </message>
    <message>
        <location filename="../ui/pages/NewPayoutPage.cpp" line="480" />
        <source>Sender is:</source>
        <translation>L'expéditeur est :</translation>
    </message>
    <message>
        <location filename="../ui/pages/NewPayoutPage.cpp" line="480" />
        <location filename="../ui/pages/NewPayoutPage.cpp" line="493" />
        <source>Choose</source>
        <translation>Choisissez</translation>
    </message>
    <message>
        <location filename="../ui/pages/NewPayoutPage.cpp" line="481" />
        <source>Sender name:</source>
        <translation>Nom de l'expéditeur :</translation>
    </message>
    <message>
        <location filename="../ui/pages/NewPayoutPage.cpp" line="482" />
        <source>Address line &amp;1:</source>
        <translation>Adresse, ligne &amp;1 :</translation>
    </message>
    <message>
        <location filename="../ui/pages/NewPayoutPage.cpp" line="483" />
        <source>Address line 2:</source>
        <translation>Adresse, ligne 2 :</translation>
    </message>
    <message>
        <location filename="../ui/pages/NewPayoutPage.cpp" line="484" />
        <source>Address line 3:</source>
        <translation>Adresse, ligne 3 :</translation>
    </message>
    <message>
        <location filename="../ui/pages/NewPayoutPage.cpp" line="485" />
        <source>Cit&amp;y:</source>
        <translation>&amp;Ville :</translation>
    </message>
    <message>
        <location filename="../ui/pages/NewPayoutPage.cpp" line="486" />
        <source>Postal code:</source>
        <translation>Code postal :</translation>
    </message>
    <message>
        <location filename="../ui/pages/NewPayoutPage.cpp" line="488" />
        <location filename="../ui/pages/NewPayoutPage.cpp" line="496" />
        <source>Two letters, e.g. KE</source>
        <translation>Deux lettres, p. ex. KE</translation>
    </message>
    <message>
        <location filename="../ui/pages/NewPayoutPage.cpp" line="490" />
        <source>Country:</source>
        <translation>Pays :</translation>
    </message>
    <message>
        <location filename="../ui/pages/NewPayoutPage.cpp" line="491" />
        <source>Date of birth:</source>
        <translation>Date de naissance :</translation>
    </message>
    <message>
        <location filename="../ui/pages/NewPayoutPage.cpp" line="492" />
        <source>Identity document:</source>
        <translation>Pièce d'identité :</translation>
    </message>
    <message>
        <location filename="../ui/pages/NewPayoutPage.cpp" line="494" />
        <source>Document number:</source>
        <translation>Numéro de la pièce :</translation>
    </message>
    <message>
        <location filename="../ui/pages/NewPayoutPage.cpp" line="498" />
        <source>Issued by (country):</source>
        <translation>Délivrée par (pays) :</translation>
    </message>
    <message>
        <location filename="../ui/pages/NewPayoutPage.cpp" line="499" />
        <source>Issued on:</source>
        <translation>Délivrée le :</translation>
    </message>
    <message>
        <location filename="../ui/pages/NewPayoutPage.cpp" line="500" />
        <source>Expires on:</source>
        <translation>Expire le :</translation>
    </message>
    <message>
        <location filename="../ui/pages/NewPayoutPageFields.cpp" line="210" />
        <source>Required for a payout to %1: the fields marked *.</source>
        <translation>Requis pour un paiement vers ce pays (%1) : les champs marqués *.</translation>
    </message>
    <message>
        <location filename="../ui/pages/NewPayoutPageFields.cpp" line="212" />
        <source>Optional for this recipient. Once any of it is given, its other fields marked * are needed too.</source>
        <translation>Facultatif pour ce bénéficiaire. Dès qu'une partie est donnée, ses autres champs marqués * sont requis aussi.</translation>
    </message>
    <message>
        <location filename="../ui/pages/NewPayoutPageFields.cpp" line="230" />
        <source>Allowed: %1</source>
        <translation>Autorisé : %1</translation>
    </message>
    <message>
        <location filename="../ui/pages/NewPayoutPage.cpp" line="431" />
        <source>Your reference for this payout, unique in the profile: the service keeps it (as custom_id), and Paydesk finds the payout by it when an answer is lost.</source>
        <translation>Votre référence pour ce paiement, unique dans le profil : le service la conserve (custom_id), et Paydesk retrouve le paiement par elle quand une réponse se perd.</translation>
    </message>
    <message>
        <location filename="../ui/pages/NewPayoutPage.cpp" line="433" />
        <source>&amp;Reference:</source>
        <translation>&amp;Référence :</translation>
    </message>
    <message>
        <location filename="../ui/pages/NewPayoutPageFields.cpp" line="250" />
        <source>%1 · %2 available</source>
        <translation>%1 · %2 disponibles</translation>
    </message>
    <message>
        <location filename="../ui/pages/NewPayoutPageFields.cpp" line="256" />
        <source>The wallets could not be loaded</source>
        <translation>Les portefeuilles n'ont pas pu être chargés</translation>
    </message>
    <message>
        <location filename="../ui/pages/NewPayoutPageFields.cpp" line="258" />
        <source>Choose the wallet to pay from</source>
        <translation>Choisissez le portefeuille à débiter</translation>
    </message>
    <message>
        <location filename="../ui/pages/NewPayoutPageFields.cpp" line="299" />
        <source>Ready to be saved for approval.</source>
        <translation>Prêt à être enregistré pour approbation.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/pages/NewPayoutPageFields.cpp" line="302" />
        <source>%n field(s) to fill in or correct before saving.</source>
        <translation>
            <numerusform>%n champ à remplir ou à corriger avant d'enregistrer.</numerusform>
            <numerusform>%n champs à remplir ou à corriger avant d'enregistrer.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/pages/NewPayoutPageWorkflow.cpp" line="200" />
        <source>Saving…</source>
        <translation>Enregistrement…</translation>
    </message>
    <message>
        <location filename="../ui/pages/NewPayoutPageWorkflow.cpp" line="209" />
        <source>Saved for approval: %1, %2 to %3.</source>
        <translation>Enregistré pour approbation : %1, %2 à %3.</translation>
    </message>
    <message>
        <location filename="../ui/pages/NewPayoutPageWorkflow.cpp" line="211" />
        <source>Draft %1 saved.</source>
        <translation>Brouillon %1 enregistré.</translation>
    </message>
    <message>
        <location filename="../ui/pages/NewPayoutPageWorkflow.cpp" line="90" />
        <source>Sent for approval: %1, %2 to %3. A second person approves it on the Approvals page before anything is paid.</source>
        <translation>Envoyé pour approbation : %1, %2 pour %3. Une seconde personne l'approuve sur la page Approbations avant tout paiement.</translation>
    </message>
    <message>
        <location filename="../ui/pages/NewPayoutPageWorkflow.cpp" line="99" />
        <source>Saved as a draft, but not sent for approval: %1</source>
        <translation>Enregistré comme brouillon, mais pas envoyé pour approbation : %1</translation>
    </message>
    <message>
        <location filename="../ui/pages/NewPayoutPageWorkflow.cpp" line="103" />
        <source>%1 withdrawn from approval: open it to change it.</source>
        <translation>%1 retiré de l'approbation : ouvrez-le pour le modifier.</translation>
    </message>
    <message>
        <location filename="../ui/pages/NewPayoutPageWorkflow.cpp" line="241" />
        <source>Payout not saved</source>
        <translation>Paiement non enregistré</translation>
    </message>
    <message>
        <location filename="../ui/pages/NewPayoutPageWorkflow.cpp" line="242" />
        <source>The payout being entered is not saved, and would be lost. Discard it and open the draft?</source>
        <translation>Le paiement en cours de saisie n'est pas enregistré et serait perdu. L'abandonner et ouvrir le brouillon ?</translation>
    </message>
    <message>
        <location filename="../ui/pages/NewPayoutPageWorkflow.cpp" line="281" />
        <source>Editing the draft %1. Save keeps it for approval with your changes.</source>
        <translation>Modification du brouillon %1. Enregistrer le garde pour approbation avec vos modifications.</translation>
    </message>
    <message>
        <location filename="../ui/pages/NewPayoutPageWorkflow.cpp" line="291" />
        <source>Delete draft</source>
        <translation>Supprimer le brouillon</translation>
    </message>
    <message>
        <location filename="../ui/pages/NewPayoutPageWorkflow.cpp" line="292" />
        <source>Delete the draft %1? It will not be sent for approval.</source>
        <translation>Supprimer le brouillon %1 ? Il ne sera pas soumis pour approbation.</translation>
    </message>
    <message>
        <location filename="../ui/pages/NewPayoutPageWorkflow.cpp" line="126" />
        <source>Draft %1 deleted.</source>
        <translation>Brouillon %1 supprimé.</translation>
    </message>
    <message>
        <location filename="../ui/pages/NewPayoutPageFields.cpp" line="367" />
        <source>This account is already saved as %1.</source>
        <translation>Ce compte est déjà enregistré au nom de %1.</translation>
    </message>
    <message>
        <location filename="../ui/pages/NewPayoutPageFields.cpp" line="368" />
        <source>This account is already saved as %1: the payout would go to that recipient, under that name, not “%2”.</source>
        <translation>Ce compte est déjà enregistré au nom de %1 : le paiement irait à ce bénéficiaire, sous ce nom, et non « %2 ».</translation>
    </message>
    <message>
        <location filename="../ui/pages/NewPayoutPageFields.cpp" line="397" />
        <source>A new sender</source>
        <translation>Un nouvel expéditeur</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::NewRecipientDialog</name>
    <message>
        <location filename="../ui/dialogs/NewRecipientDialog.cpp" line="28" />
        <source>New recipient</source>
        <translation>Nouveau bénéficiaire</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/NewRecipientDialog.cpp" line="51" />
        <location filename="../ui/dialogs/NewRecipientDialog.cpp" line="134" />
        <source>C&amp;reate</source>
        <translation>C&amp;réer</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/NewRecipientDialog.cpp" line="79" />
        <source>Creating the recipient…</source>
        <translation>Création du bénéficiaire…</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/NewRecipientDialog.cpp" line="82" />
        <source>Recipient created (%1).</source>
        <translation>Bénéficiaire créé (%1).</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/NewRecipientDialog.cpp" line="90" />
        <source>This account already existed, saved for “%1”, not “%2” (%3). Nothing was changed.</source>
        <translation>Ce compte existait déjà, enregistré au nom de « %1 », pas de « %2 » (%3). Rien n’a été modifié.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/NewRecipientDialog.cpp" line="94" />
        <source>This recipient already existed (%1). Nothing was changed.</source>
        <translation>Ce bénéficiaire existait déjà (%1). Rien n'a été modifié.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/NewRecipientDialog.cpp" line="134" />
        <source>Creating…</source>
        <translation>Création…</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/NewRecipientDialog.cpp" line="141" />
        <source>Still to fill in: %1</source>
        <translation>Reste à remplir : %1</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/NewRecipientDialog.cpp" line="143" />
        <source>Some fields are not right yet: see the notes under them.</source>
        <translation>Certains champs ne sont pas encore corrects : voyez les remarques en dessous.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::OperatorDialog</name>
    <message>
        <location filename="../ui/dialogs/OperatorDialog.cpp" line="60" />
        <source>Add operator</source>
        <translation>Ajouter un opérateur</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/OperatorDialog.cpp" line="61" />
        <source>A person who will use Paydesk. Give them their passphrase in person; they can change it once signed in.</source>
        <translation>Une personne qui utilisera Paydesk. Remettez-lui sa phrase secrète en personne ; elle pourra la changer une fois connectée.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/OperatorDialog.cpp" line="66" />
        <source>Change operator</source>
        <translation>Modifier l'opérateur</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/OperatorDialog.cpp" line="67" />
        <source>What %1 is called and what they may do.</source>
        <translation>Le nom de %1 et ce que cette personne peut faire.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/OperatorDialog.cpp" line="72" />
        <source>Reset passphrase</source>
        <translation>Réinitialiser la phrase secrète</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/OperatorDialog.cpp" line="73" />
        <source>A new passphrase for %1 (%2), who forgot theirs. Give it to them in person; they can change it once signed in.</source>
        <translation>Une nouvelle phrase secrète pour %1 (%2), qui a oublié la sienne. Remettez-la en personne ; elle pourra être changée une fois connecté.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/OperatorDialog.cpp" line="76" />
        <source>&amp;Reset</source>
        <translation>&amp;Réinitialiser</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/OperatorDialog.cpp" line="79" />
        <source>Change my passphrase</source>
        <translation>Changer ma phrase secrète</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/OperatorDialog.cpp" line="80" />
        <source>Your current passphrase first, then the new one twice.</source>
        <translation>Votre phrase secrète actuelle d'abord, puis la nouvelle deux fois.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/OperatorDialog.cpp" line="63" />
        <source>A&amp;dd</source>
        <translation>A&amp;jouter</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/OperatorDialog.cpp" line="69" />
        <source>Sa&amp;ve</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/OperatorDialog.cpp" line="81" />
        <source>C&amp;hange</source>
        <translation>C&amp;hanger</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/OperatorDialog.cpp" line="143" />
        <source>Saving…</source>
        <translation>Enregistrement…</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/OperatorDialog.cpp" line="144" />
        <source>Protecting the passphrase…</source>
        <translation>Protection de la phrase secrète…</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/OperatorDialog.cpp" line="213" />
        <source>%1 (%2) was added: %3%4.</source>
        <translation>%1 (%2) a été ajouté : %3%4.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/OperatorDialog.cpp" line="215" />
        <source>, administrator</source>
        <translation>, administrateur</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/OperatorDialog.cpp" line="218" />
        <source>%1 (%2) was changed.</source>
        <translation>%1 (%2) a été modifié.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/OperatorDialog.cpp" line="221" />
        <source>The passphrase of %1 (%2) was reset.</source>
        <translation>La phrase secrète de %1 (%2) a été réinitialisée.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/OperatorDialog.cpp" line="224" />
        <source>Your passphrase was changed.</source>
        <translation>Votre phrase secrète a été changée.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::OperatorFields</name>
    <message>
        <location filename="../ui/widgets/OperatorFields.cpp" line="30" />
        <source>&amp;Sign-in name:</source>
        <translation>&amp;Nom de connexion :</translation>
    </message>
    <message>
        <location filename="../ui/widgets/OperatorFields.cpp" line="32" />
        <source>e.g. ana or j.okello</source>
        <translation>p. ex. ana ou j.okello</translation>
    </message>
    <message>
        <location filename="../ui/widgets/OperatorFields.cpp" line="33" />
        <source>What the person types to sign in, and what payouts record as their maker or approver. It cannot be changed later.</source>
        <translation>Ce que la personne tape pour se connecter, et ce que les paiements enregistrent comme initiateur ou approbateur. Il ne pourra plus être changé.</translation>
    </message>
    <message>
        <location filename="../ui/widgets/OperatorFields.cpp" line="37" />
        <source>&amp;Name shown:</source>
        <translation>Nom &amp;affiché :</translation>
    </message>
    <message>
        <location filename="../ui/widgets/OperatorFields.cpp" line="39" />
        <source>e.g. Ana Moreira</source>
        <translation>p. ex. Ana Moreira</translation>
    </message>
    <message>
        <location filename="../ui/widgets/OperatorFields.cpp" line="48" />
        <source>&amp;Role:</source>
        <translation>&amp;Rôle :</translation>
    </message>
    <message>
        <location filename="../ui/widgets/OperatorFields.cpp" line="57" />
        <source>&amp;Administrator: adds and changes operators and approval rules</source>
        <translation>A&amp;dministrateur : ajoute et modifie les opérateurs et les règles d'approbation</translation>
    </message>
    <message>
        <location filename="../ui/widgets/OperatorFields.cpp" line="64" />
        <source>&amp;Current passphrase:</source>
        <translation>Phrase secrète a&amp;ctuelle :</translation>
    </message>
    <message>
        <location filename="../ui/widgets/OperatorFields.cpp" line="70" />
        <source>&amp;New passphrase:</source>
        <translation>&amp;Nouvelle phrase secrète :</translation>
    </message>
    <message>
        <location filename="../ui/widgets/OperatorFields.cpp" line="70" />
        <source>&amp;Passphrase:</source>
        <translation>&amp;Phrase secrète :</translation>
    </message>
    <message>
        <location filename="../ui/widgets/OperatorFields.cpp" line="74" />
        <source>At least %1 characters</source>
        <translation>Au moins %1 caractères</translation>
    </message>
    <message>
        <location filename="../ui/widgets/OperatorFields.cpp" line="76" />
        <source>A few words that only this person knows are easy to type and hard to guess.</source>
        <translation>Quelques mots que seule cette personne connaît sont faciles à taper et difficiles à deviner.</translation>
    </message>
    <message>
        <location filename="../ui/widgets/OperatorFields.cpp" line="78" />
        <source>Repea&amp;t it:</source>
        <translation>Répé&amp;tez-la :</translation>
    </message>
    <message>
        <location filename="../ui/widgets/OperatorFields.cpp" line="141" />
        <source>The sign-in name never changes: payouts and the audit log record it.</source>
        <translation>Le nom de connexion ne change jamais : les paiements et le journal d'audit l'enregistrent.</translation>
    </message>
    <message>
        <location filename="../ui/widgets/OperatorFields.cpp" line="205" />
        <source>Choose the name this person signs in with.</source>
        <translation>Choisissez le nom avec lequel cette personne se connecte.</translation>
    </message>
    <message>
        <location filename="../ui/widgets/OperatorFields.cpp" line="207" />
        <source>1 to 32 small letters, digits, dots, underscores or hyphens, starting with a letter or a digit.</source>
        <translation>1 à 32 lettres minuscules, chiffres, points, tirets bas ou tirets, commençant par une lettre ou un chiffre.</translation>
    </message>
    <message>
        <location filename="../ui/widgets/OperatorFields.cpp" line="213" />
        <source>Type the name to show, e.g. the person's full name.</source>
        <translation>Tapez le nom à afficher, p. ex. le nom complet de la personne.</translation>
    </message>
    <message>
        <location filename="../ui/widgets/OperatorFields.cpp" line="215" />
        <source>1 to 100 characters, without spaces at the start or the end.</source>
        <translation>1 à 100 caractères, sans espace au début ni à la fin.</translation>
    </message>
    <message>
        <location filename="../ui/widgets/OperatorFields.cpp" line="219" />
        <source>Type your current passphrase.</source>
        <translation>Tapez votre phrase secrète actuelle.</translation>
    </message>
    <message>
        <location filename="../ui/widgets/OperatorFields.cpp" line="224" />
        <source>Choose a passphrase of at least %1 characters.</source>
        <translation>Choisissez une phrase secrète d'au moins %1 caractères.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/widgets/OperatorFields.cpp" line="226" />
        <source>At least %1 characters: %n so far.</source>
        <translation>
            <numerusform>Au moins %1 caractères : %n pour l'instant.</numerusform>
            <numerusform>Au moins %1 caractères : %n pour l'instant.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/widgets/OperatorFields.cpp" line="229" />
        <source>At most %1 characters.</source>
        <translation>Au plus %1 caractères.</translation>
    </message>
    <message>
        <location filename="../ui/widgets/OperatorFields.cpp" line="234" />
        <source>Type the passphrase a second time.</source>
        <translation>Tapez la phrase secrète une seconde fois.</translation>
    </message>
    <message>
        <location filename="../ui/widgets/OperatorFields.cpp" line="235" />
        <source>The two passphrases are not the same.</source>
        <translation>Les deux phrases secrètes ne sont pas identiques.</translation>
    </message>
    <message>
        <location filename="../ui/widgets/OperatorFields.cpp" line="268" />
        <source>Drafts payouts and sends them for approval; approves none.</source>
        <translation>Prépare des paiements et les soumet à approbation ; n'en approuve aucun.</translation>
    </message>
    <message>
        <location filename="../ui/widgets/OperatorFields.cpp" line="271" />
        <source>Approves or rejects other people's payouts; drafts none.</source>
        <translation>Approuve ou rejette les paiements des autres ; n'en prépare aucun.</translation>
    </message>
    <message>
        <location filename="../ui/widgets/OperatorFields.cpp" line="274" />
        <source>Looks at balances, payouts and the audit log; drafts and approves nothing.</source>
        <translation>Consulte les soldes, les paiements et le journal d'audit ; ne prépare et n'approuve rien.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::OperatorsPage</name>
    <message>
        <location filename="../ui/pages/OperatorsPage.cpp" line="101" />
        <location filename="../ui/pages/OperatorsPage.cpp" line="139" />
        <source>Operators</source>
        <translation>Opérateurs</translation>
    </message>
    <message>
        <location filename="../ui/pages/OperatorsPage.cpp" line="129" />
        <source>Sign &amp;in…</source>
        <translation>Se &amp;connecter…</translation>
    </message>
    <message>
        <location filename="../ui/pages/OperatorsPage.cpp" line="140" />
        <source>&amp;Add operator…</source>
        <translation>&amp;Ajouter un opérateur…</translation>
    </message>
    <message>
        <location filename="../ui/pages/OperatorsPage.cpp" line="141" />
        <source>Chan&amp;ge…</source>
        <translation>&amp;Modifier…</translation>
    </message>
    <message>
        <location filename="../ui/pages/OperatorsPage.cpp" line="142" />
        <location filename="../ui/pages/OperatorsPage.cpp" line="380" />
        <source>&amp;Disable…</source>
        <translation>&amp;Désactiver…</translation>
    </message>
    <message>
        <location filename="../ui/pages/OperatorsPage.cpp" line="146" />
        <source>Change &amp;my passphrase…</source>
        <translation>Changer ma phrase &amp;secrète…</translation>
    </message>
    <message>
        <location filename="../ui/pages/OperatorsPage.cpp" line="165" />
        <source>People</source>
        <translation>Personnes</translation>
    </message>
    <message>
        <location filename="../ui/pages/OperatorsPage.cpp" line="178" />
        <source>Add &amp;rule…</source>
        <translation>Ajouter une &amp;règle…</translation>
    </message>
    <message>
        <location filename="../ui/pages/OperatorsPage.cpp" line="143" />
        <source>Reset pa&amp;ssphrase…</source>
        <translation>Réinitialiser la &amp;phrase secrète…</translation>
    </message>
    <message>
        <location filename="../ui/pages/OperatorsPage.cpp" line="144" />
        <source>Vo&amp;uch for key…</source>
        <translation>Se porter &amp;garant de la clé…</translation>
    </message>
    <message>
        <location filename="../ui/pages/OperatorsPage.cpp" line="145" />
        <source>Vouch for the signing key of the operator selected</source>
        <translation>Se porter garant de la clé de signature de l'opérateur sélectionné</translation>
    </message>
    <message>
        <location filename="../ui/pages/OperatorsPage.cpp" line="179" />
        <source>Edi&amp;t rule…</source>
        <translation>Modifi&amp;er la règle…</translation>
    </message>
    <message>
        <location filename="../ui/pages/OperatorsPage.cpp" line="180" />
        <source>Remo&amp;ve rule…</source>
        <translation>Suppr&amp;imer la règle…</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/pages/OperatorsPage.cpp" line="189" />
        <source>A currency without a rule needs one approver, and its drafts expire after %n day(s).</source>
        <translation>
            <numerusform>Une devise sans règle exige un approbateur, et ses brouillons expirent après %n jour.</numerusform>
            <numerusform>Une devise sans règle exige un approbateur, et ses brouillons expirent après %n jours.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/pages/OperatorsPage.cpp" line="177" />
        <location filename="../ui/pages/OperatorsPage.cpp" line="198" />
        <source>Approval rules</source>
        <translation>Règles d'approbation</translation>
    </message>
    <message>
        <location filename="../ui/pages/OperatorsPage.cpp" line="259" />
        <source>Reading the operators…</source>
        <translation>Lecture des opérateurs…</translation>
    </message>
    <message>
        <location filename="../ui/pages/OperatorsPage.cpp" line="306" />
        <source>Choose an operator to see their signing key.</source>
        <translation>Choisissez un opérateur pour voir sa clé de signature.</translation>
    </message>
    <message>
        <location filename="../ui/pages/OperatorsPage.cpp" line="319" />
        <source>Another administrator vouches for your key: nobody vouches for their own.</source>
        <translation>Un autre administrateur se porte garant de votre clé : personne ne se porte garant de la sienne.</translation>
    </message>
    <message>
        <location filename="../ui/pages/OperatorsPage.cpp" line="322" />
        <source>%1 has no signing key yet: it is made when they next sign in.</source>
        <translation>%1 n'a pas encore de clé de signature : elle sera créée à sa prochaine connexion.</translation>
    </message>
    <message>
        <location filename="../ui/pages/OperatorsPage.cpp" line="324" />
        <source>The key of %1 was revoked when they were disabled.</source>
        <translation>La clé de %1 a été révoquée lors de sa désactivation.</translation>
    </message>
    <message>
        <location filename="../ui/pages/OperatorsPage.cpp" line="327" />
        <source>The key of %1 is vouched for already.</source>
        <translation>La clé de %1 est déjà garantie.</translation>
    </message>
    <message>
        <location filename="../ui/pages/OperatorsPage.cpp" line="343" />
        <source>%1, administrator</source>
        <translation>%1, administrateur</translation>
    </message>
    <message>
        <location filename="../ui/pages/OperatorsPage.cpp" line="344" />
        <source>Signed in as &lt;b&gt;%1&lt;/b&gt; (%2): %3.</source>
        <translation>Connecté en tant que &lt;b&gt;%1&lt;/b&gt; (%2) : %3.</translation>
    </message>
    <message>
        <location filename="../ui/pages/OperatorsPage.cpp" line="348" />
        <source>Your signing key's fingerprint: &lt;b&gt;%1&lt;/b&gt;.</source>
        <translation>Empreinte de votre clé de signature : &lt;b&gt;%1&lt;/b&gt;.</translation>
    </message>
    <message>
        <location filename="../ui/pages/OperatorsPage.cpp" line="352" />
        <source>Nobody is signed in. Sign in to change operators, rules or your passphrase.</source>
        <translation>Personne n'est connecté. Connectez-vous pour modifier les opérateurs, les règles ou votre phrase secrète.</translation>
    </message>
    <message>
        <location filename="../ui/pages/OperatorsPage.cpp" line="358" />
        <source>Sign in as an administrator first. %1</source>
        <translation>Connectez-vous d'abord en tant qu'administrateur. %1</translation>
    </message>
    <message>
        <location filename="../ui/pages/OperatorsPage.cpp" line="316" />
        <location filename="../ui/pages/OperatorsPage.cpp" line="368" />
        <source>Choose an operator in the list first.</source>
        <translation>Choisissez d'abord un opérateur dans la liste.</translation>
    </message>
    <message>
        <location filename="../ui/pages/OperatorsPage.cpp" line="369" />
        <source>Choose a rule in the list first.</source>
        <translation>Choisissez d'abord une règle dans la liste.</translation>
    </message>
    <message>
        <location filename="../ui/pages/OperatorsPage.cpp" line="380" />
        <source>&amp;Enable…</source>
        <translation>Réac&amp;tiver…</translation>
    </message>
    <message>
        <location filename="../ui/pages/OperatorsPage.cpp" line="382" />
        <source>Sign in first.</source>
        <translation>Connectez-vous d'abord.</translation>
    </message>
    <message>
        <location filename="../ui/pages/OperatorsPage.cpp" line="406" />
        <source>%1 was changed or disabled since signing in, and is signed out. Sign in again.</source>
        <translation>%1 a été modifié ou désactivé depuis sa connexion, et a été déconnecté. Connectez-vous à nouveau.</translation>
    </message>
    <message>
        <location filename="../ui/pages/OperatorsPageActions.cpp" line="76" />
        <source>Disable %1 (%2)? They will no longer sign in, draft or approve. Their payouts and audit entries keep their name, and they can be enabled again.</source>
        <translation>Désactiver %1 (%2) ? Cette personne ne pourra plus se connecter, préparer ni approuver. Ses paiements et ses entrées d'audit gardent son nom, et elle pourra être réactivée.</translation>
    </message>
    <message>
        <location filename="../ui/pages/OperatorsPageActions.cpp" line="80" />
        <source>Enable %1 (%2) again? They will sign in, and draft or approve as a %3, from now on.</source>
        <translation>Réactiver %1 (%2) ? Cette personne pourra dès maintenant se connecter, et préparer ou approuver en tant que %3.</translation>
    </message>
    <message>
        <location filename="../ui/pages/OperatorsPageActions.cpp" line="83" />
        <source>Disable operator</source>
        <translation>Désactiver l'opérateur</translation>
    </message>
    <message>
        <location filename="../ui/pages/OperatorsPageActions.cpp" line="83" />
        <source>Enable operator</source>
        <translation>Réactiver l'opérateur</translation>
    </message>
    <message>
        <location filename="../ui/pages/OperatorsPageActions.cpp" line="88" />
        <source>Disabling %1…</source>
        <translation>Désactivation de %1…</translation>
    </message>
    <message>
        <location filename="../ui/pages/OperatorsPageActions.cpp" line="89" />
        <source>Enabling %1…</source>
        <translation>Réactivation de %1…</translation>
    </message>
    <message>
        <location filename="../ui/pages/OperatorsPageActions.cpp" line="96" />
        <source>%1 (%2) was disabled.</source>
        <translation>%1 (%2) a été désactivé.</translation>
    </message>
    <message>
        <location filename="../ui/pages/OperatorsPageActions.cpp" line="97" />
        <source>%1 (%2) was enabled.</source>
        <translation>%1 (%2) a été réactivé.</translation>
    </message>
    <message>
        <location filename="../ui/pages/OperatorsPageActions.cpp" line="141" />
        <source>Remove approval rule</source>
        <translation>Supprimer la règle d'approbation</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/pages/OperatorsPageActions.cpp" line="142" />
        <source>Remove the rule of %1? Payouts in %1 will then need one approver, and drafts will expire after %n day(s).</source>
        <translation>
            <numerusform>Supprimer la règle de %1 ? Les paiements en %1 exigeront alors un approbateur, et les brouillons expireront après %n jour.</numerusform>
            <numerusform>Supprimer la règle de %1 ? Les paiements en %1 exigeront alors un approbateur, et les brouillons expireront après %n jours.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/pages/OperatorsPageActions.cpp" line="155" />
        <source>The approval rule of %1 was removed.</source>
        <translation>La règle d'approbation de %1 a été supprimée.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::OverviewPage</name>
    <message>
        <location filename="../ui/pages/OverviewPage.cpp" line="67" />
        <source>Overview</source>
        <translation>Vue d'ensemble</translation>
    </message>
    <message>
        <location filename="../ui/pages/OverviewPage.cpp" line="114" />
        <location filename="../ui/pages/OverviewPage.cpp" line="118" />
        <source>Balances</source>
        <translation>Soldes</translation>
    </message>
    <message>
        <location filename="../ui/pages/OverviewPage.cpp" line="163" />
        <location filename="../ui/pages/OverviewPage.cpp" line="265" />
        <source>Waiting for your approval</source>
        <translation>En attente de votre approbation</translation>
    </message>
    <message>
        <location filename="../ui/pages/OverviewPage.cpp" line="152" />
        <source>Reading what waits for you…</source>
        <translation>Lecture de ce qui vous attend…</translation>
    </message>
    <message>
        <location filename="../ui/pages/OverviewPage.cpp" line="164" />
        <location filename="../ui/pages/OverviewPage.cpp" line="269" />
        <source>Nothing waits for your approval.</source>
        <translation>Rien n'attend votre approbation.</translation>
    </message>
    <message>
        <location filename="../ui/pages/OverviewPage.cpp" line="165" />
        <location filename="../ui/pages/OverviewPage.cpp" line="266" />
        <source>Returned to you</source>
        <translation>Renvoyés vers vous</translation>
    </message>
    <message>
        <location filename="../ui/pages/OverviewPage.cpp" line="166" />
        <location filename="../ui/pages/OverviewPage.cpp" line="271" />
        <source>Nothing was returned to you.</source>
        <translation>Rien ne vous a été renvoyé.</translation>
    </message>
    <message>
        <location filename="../ui/pages/OverviewPage.cpp" line="167" />
        <source>In flight</source>
        <translation>En cours</translation>
    </message>
    <message>
        <location filename="../ui/pages/OverviewPage.cpp" line="168" />
        <source>No payout is on its way.</source>
        <translation>Aucun paiement n'est en cours d'envoi.</translation>
    </message>
    <message>
        <location filename="../ui/pages/OverviewPage.cpp" line="171" />
        <source>Failed in the last 7 days</source>
        <translation>Échoués ces 7 derniers jours</translation>
    </message>
    <message>
        <location filename="../ui/pages/OverviewPage.cpp" line="172" />
        <source>No payout failed in the last 7 days.</source>
        <translation>Aucun paiement n'a échoué ces 7 derniers jours.</translation>
    </message>
    <message>
        <location filename="../ui/pages/OverviewPage.cpp" line="173" />
        <source>Statements ready</source>
        <translation>Relevés prêts</translation>
    </message>
    <message>
        <location filename="../ui/pages/OverviewPage.cpp" line="175" />
        <source>No statement became ready in the last 7 days.</source>
        <translation>Aucun relevé n'est devenu prêt ces 7 derniers jours.</translation>
    </message>
    <message>
        <location filename="../ui/pages/OverviewPage.cpp" line="190" />
        <source>Refresh</source>
        <translation>Actualiser</translation>
    </message>
    <message>
        <location filename="../ui/pages/OverviewPage.cpp" line="192" />
        <source>Read the balances and lists again (F5)</source>
        <translation>Relire les soldes et les listes (F5)</translation>
    </message>
    <message>
        <location filename="../ui/pages/OverviewPage.cpp" line="265" />
        <source>Waiting for approval</source>
        <translation>En attente d'approbation</translation>
    </message>
    <message>
        <location filename="../ui/pages/OverviewPage.cpp" line="266" />
        <source>Returned to their makers</source>
        <translation>Renvoyés à leurs initiateurs</translation>
    </message>
    <message>
        <location filename="../ui/pages/OverviewPage.cpp" line="270" />
        <source>Nothing waits for approval.</source>
        <translation>Rien n'attend d'approbation.</translation>
    </message>
    <message>
        <location filename="../ui/pages/OverviewPage.cpp" line="272" />
        <source>Nothing was returned to its maker.</source>
        <translation>Rien n'a été renvoyé à son initiateur.</translation>
    </message>
    <message>
        <location filename="../ui/pages/OverviewPage.cpp" line="290" />
        <source>The balances are read once the profile is connected.</source>
        <translation>Les soldes sont lus une fois le profil connecté.</translation>
    </message>
    <message>
        <location filename="../ui/pages/OverviewPage.cpp" line="293" />
        <source>Loading the balances…</source>
        <translation>Chargement des soldes…</translation>
    </message>
    <message>
        <location filename="../ui/pages/OverviewPage.cpp" line="296" />
        <source>The balances could not be refreshed: %1</source>
        <translation>Les soldes n'ont pas pu être actualisés : %1</translation>
    </message>
    <message>
        <location filename="../ui/pages/OverviewPage.cpp" line="302" />
        <source>This account has no active wallets yet.</source>
        <translation>Ce compte n'a encore aucun portefeuille actif.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/pages/OverviewPage.cpp" line="311" />
        <source>Under the alert level: %1. Fund it before its payouts fail.</source>
        <translation><numerusform>Sous son seuil d'alerte : %1. Approvisionnez-le avant que ses paiements n'échouent.</numerusform><numerusform>Sous leur seuil d'alerte : %1. Approvisionnez-les avant que leurs paiements n'échouent.</numerusform></translation>
    </message>
</context>
<context>
    <name>paydesk::ui::Page</name>
    <message>
        <location filename="../ui/pages/Page.cpp" line="191" />
        <source>No profile is in use.</source>
        <translation>Aucun profil n'est utilisé.</translation>
    </message>
    <message>
        <location filename="../ui/pages/Page.cpp" line="196" />
        <source>Connecting…</source>
        <translation>Connexion en cours…</translation>
    </message>
    <message>
        <location filename="../ui/pages/Page.cpp" line="202" />
        <source>Not connected.</source>
        <translation>Non connecté.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::PaymentAccountFields</name>
    <message>
        <location filename="../ui/widgets/PaymentAccountFields.cpp" line="40" />
        <source>&amp;Type:</source>
        <translation>&amp;Type :</translation>
    </message>
    <message>
        <location filename="../ui/widgets/PaymentAccountFields.cpp" line="41" />
        <source>&amp;Country:</source>
        <translation>Pa&amp;ys :</translation>
    </message>
    <message>
        <location filename="../ui/widgets/PaymentAccountFields.cpp" line="42" />
        <source>Ho&amp;lder name:</source>
        <translation>Nom du tit&amp;ulaire :</translation>
    </message>
    <message>
        <location filename="../ui/widgets/PaymentAccountFields.cpp" line="42" />
        <source>Full name, or registered business name</source>
        <translation>Nom complet, ou raison sociale de l'entreprise</translation>
    </message>
    <message>
        <location filename="../ui/widgets/PaymentAccountFields.cpp" line="44" />
        <source>Hol&amp;der is:</source>
        <translation>&amp;Statut du titulaire :</translation>
    </message>
    <message>
        <location filename="../ui/widgets/PaymentAccountFields.cpp" line="45" />
        <source>&amp;Operator:</source>
        <translation>&amp;Opérateur :</translation>
    </message>
    <message>
        <location filename="../ui/widgets/PaymentAccountFields.cpp" line="46" />
        <source>Phone nu&amp;mber:</source>
        <translation>Numéro de té&amp;léphone :</translation>
    </message>
    <message>
        <location filename="../ui/widgets/PaymentAccountFields.cpp" line="46" />
        <source>e.g. 0712 345 678 or +254 712 345 678</source>
        <translation>p. ex. 0712 345 678 ou +254 712 345 678</translation>
    </message>
    <message>
        <location filename="../ui/widgets/PaymentAccountFields.cpp" line="48" />
        <source>&amp;Bank:</source>
        <translation>&amp;Banque :</translation>
    </message>
    <message>
        <location filename="../ui/widgets/PaymentAccountFields.cpp" line="49" />
        <source>Acco&amp;unt number:</source>
        <translation>Numéro &amp;de compte :</translation>
    </message>
    <message>
        <location filename="../ui/widgets/PaymentAccountFields.cpp" line="49" />
        <source>Letters and digits</source>
        <translation>Lettres et chiffres</translation>
    </message>
    <message>
        <location filename="../ui/widgets/PaymentAccountFields.cpp" line="51" />
        <location filename="../ui/widgets/PaymentAccountFields.cpp" line="208" />
        <source>Rout&amp;ing code:</source>
        <translation>Code de routage :</translation>
    </message>
    <message>
        <location filename="../ui/widgets/PaymentAccountFields.cpp" line="52" />
        <source>UPI address:</source>
        <translation>Adresse UPI :</translation>
    </message>
    <message>
        <location filename="../ui/widgets/PaymentAccountFields.cpp" line="52" />
        <source>e.g. jane.doe@okhdfc</source>
        <translation>p. ex. jane.doe@okhdfc</translation>
    </message>
    <message>
        <location filename="../ui/widgets/PaymentAccountFields.cpp" line="67" />
        <source>Retry</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <location filename="../ui/widgets/PaymentAccountFields.cpp" line="173" />
        <source>Required</source>
        <translation>Requis</translation>
    </message>
    <message>
        <location filename="../ui/widgets/PaymentAccountFields.cpp" line="183" />
        <source>International form: %1</source>
        <translation>Format international : %1</translation>
    </message>
    <message>
        <location filename="../ui/widgets/PaymentAccountFields.cpp" line="206" />
        <source>&amp;IFSC code:</source>
        <translation>Code I&amp;FSC :</translation>
    </message>
    <message>
        <location filename="../ui/widgets/PaymentAccountFields.cpp" line="207" />
        <source>Rout&amp;ing number:</source>
        <translation>Numéro de routage :</translation>
    </message>
    <message>
        <location filename="../ui/widgets/PaymentAccountFields.cpp" line="211" />
        <source>e.g. HDFC0001234</source>
        <translation>p. ex. HDFC0001234</translation>
    </message>
    <message>
        <location filename="../ui/widgets/PaymentAccountFields.cpp" line="212" />
        <source>9 digits</source>
        <translation>9 chiffres</translation>
    </message>
    <message>
        <location filename="../ui/widgets/PaymentAccountFields.cpp" line="245" />
        <source>Choose a country</source>
        <translation>Choisissez un pays</translation>
    </message>
    <message>
        <location filename="../ui/widgets/PaymentAccountFields.cpp" line="249" />
        <source>Choose an operator</source>
        <translation>Choisissez un opérateur</translation>
    </message>
    <message>
        <location filename="../ui/widgets/PaymentAccountFields.cpp" line="249" />
        <location filename="../ui/widgets/PaymentAccountFields.cpp" line="262" />
        <source>Choose the country first</source>
        <translation>Choisissez d'abord le pays</translation>
    </message>
    <message>
        <location filename="../ui/widgets/PaymentAccountFields.cpp" line="258" />
        <source>Loading banks…</source>
        <translation>Chargement des banques…</translation>
    </message>
    <message>
        <location filename="../ui/widgets/PaymentAccountFields.cpp" line="260" />
        <source>The banks could not be loaded</source>
        <translation>Les banques n'ont pas pu être chargées</translation>
    </message>
    <message>
        <location filename="../ui/widgets/PaymentAccountFields.cpp" line="264" />
        <source>No bank of %1 in the banks list</source>
        <translation>Aucune banque de ce pays (%1) dans la liste</translation>
    </message>
    <message>
        <location filename="../ui/widgets/PaymentAccountFields.cpp" line="265" />
        <source>Choose a bank</source>
        <translation>Choisissez une banque</translation>
    </message>
    <message>
        <location filename="../ui/widgets/PaymentAccountFields.cpp" line="268" />
        <source>Choose</source>
        <translation>Choisissez</translation>
    </message>
    <message>
        <location filename="../ui/widgets/PaymentAccountFields.cpp" line="278" />
        <source>The banks could not be loaded. %1</source>
        <translation>Les banques n'ont pas pu être chargées. %1</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::PayoutNotifier</name>
    <message>
        <location filename="../ui/PayoutNotifier.cpp" line="22" />
        <source>Paydesk</source>
        <translation>Paydesk</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::PeriodPicker</name>
    <message>
        <location filename="../ui/widgets/PeriodPicker.cpp" line="27" />
        <source>Period</source>
        <translation>Période</translation>
    </message>
    <message>
        <location filename="../ui/widgets/PeriodPicker.cpp" line="30" />
        <source>From</source>
        <translation>Début</translation>
    </message>
    <message>
        <location filename="../ui/widgets/PeriodPicker.cpp" line="33" />
        <source>To</source>
        <translation>Fin</translation>
    </message>
    <message>
        <location filename="../ui/widgets/PeriodPicker.cpp" line="35" />
        <source>With &amp;times</source>
        <translation>A&amp;vec les heures</translation>
    </message>
    <message>
        <location filename="../ui/widgets/PeriodPicker.cpp" line="37" />
        <source>Choose the hours too (whole hours)</source>
        <translation>Choisir aussi les heures (heures entières)</translation>
    </message>
    <message>
        <location filename="../ui/widgets/PeriodPicker.cpp" line="38" />
        <source>Choose the times of day too</source>
        <translation>Choisir aussi les heures de la journée</translation>
    </message>
    <message>
        <location filename="../ui/widgets/PeriodPicker.cpp" line="142" />
        <source>When the period starts</source>
        <translation>Début de la période</translation>
    </message>
    <message>
        <location filename="../ui/widgets/PeriodPicker.cpp" line="142" />
        <source>The first day of the period</source>
        <translation>Le premier jour de la période</translation>
    </message>
    <message>
        <location filename="../ui/widgets/PeriodPicker.cpp" line="143" />
        <source>When the period ends (that instant not included)</source>
        <translation>Fin de la période (cet instant non compris)</translation>
    </message>
    <message>
        <location filename="../ui/widgets/PeriodPicker.cpp" line="144" />
        <source>The last day of the period (included)</source>
        <translation>Le dernier jour de la période (compris)</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::RecipientsPage</name>
    <message>
        <location filename="../ui/pages/RecipientsPage.cpp" line="68" />
        <location filename="../ui/pages/RecipientsPage.cpp" line="202" />
        <source>Search all recipients</source>
        <translation>Chercher dans tous les bénéficiaires</translation>
    </message>
    <message>
        <location filename="../ui/pages/RecipientsPage.cpp" line="71" />
        <source>Load the recipients not loaded yet, so that the search covers them all</source>
        <translation>Charger les bénéficiaires pas encore chargés, pour que la recherche les couvre tous</translation>
    </message>
    <message>
        <location filename="../ui/pages/RecipientsPage.cpp" line="89" />
        <source>Search name, number, bank, country…</source>
        <translation>Chercher un nom, un numéro, une banque, un pays…</translation>
    </message>
    <message>
        <location filename="../ui/pages/RecipientsPage.cpp" line="98" />
        <source>Refresh</source>
        <translation>Actualiser</translation>
    </message>
    <message>
        <location filename="../ui/pages/RecipientsPage.cpp" line="100" />
        <source>Load the recipients again (F5)</source>
        <translation>Recharger les bénéficiaires (F5)</translation>
    </message>
    <message>
        <location filename="../ui/pages/RecipientsPage.cpp" line="102" />
        <source>&amp;New recipient…</source>
        <translation>&amp;Nouveau bénéficiaire…</translation>
    </message>
    <message>
        <location filename="../ui/pages/RecipientsPage.cpp" line="104" />
        <source>Save a new recipient: a mobile money, bank or UPI account (Ctrl+N)</source>
        <translation>Enregistrer un nouveau bénéficiaire : un compte mobile money, bancaire ou UPI (Ctrl+N)</translation>
    </message>
    <message>
        <location filename="../ui/pages/RecipientsPage.cpp" line="119" />
        <source>Search the recipients (%1)</source>
        <translation>Chercher dans les bénéficiaires (%1)</translation>
    </message>
    <message>
        <location filename="../ui/pages/RecipientsPage.cpp" line="49" />
        <location filename="../ui/pages/RecipientsPage.cpp" line="130" />
        <source>Recipients</source>
        <translation>Bénéficiaires</translation>
    </message>
    <message>
        <location filename="../ui/pages/RecipientsPage.cpp" line="91" />
        <source>Search the recipients</source>
        <translation>Chercher dans les bénéficiaires</translation>
    </message>
    <message>
        <location filename="../ui/pages/RecipientsPage.cpp" line="181" />
        <source>Saved %1.</source>
        <translation>%1 enregistré.</translation>
    </message>
    <message>
        <location filename="../ui/pages/RecipientsPage.cpp" line="182" />
        <source>%1 was already saved.</source>
        <translation>%1 était déjà enregistré.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/pages/RecipientsPage.cpp" line="201" />
        <source>%n recipient(s) loaded</source>
        <translation>
            <numerusform>%n bénéficiaire chargé</numerusform>
            <numerusform>%n bénéficiaires chargés</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/pages/RecipientsPage.cpp" line="203" />
        <source>Loading the recipients not loaded yet…</source>
        <translation>Chargement des bénéficiaires pas encore chargés…</translation>
    </message>
    <message>
        <location filename="../ui/pages/RecipientsPage.cpp" line="213" />
        <source>Connecting…</source>
        <translation>Connexion en cours…</translation>
    </message>
    <message>
        <location filename="../ui/pages/RecipientsPage.cpp" line="216" />
        <source>Loading recipients…</source>
        <translation>Chargement des bénéficiaires…</translation>
    </message>
    <message>
        <location filename="../ui/pages/RecipientsPage.cpp" line="221" />
        <source>More recipients could not be loaded.
%1</source>
        <translation>La suite des bénéficiaires n'a pas pu être chargée.
%1</translation>
    </message>
    <message>
        <location filename="../ui/pages/RecipientsPage.cpp" line="224" />
        <source>The recipients could not be loaded.</source>
        <translation>Les bénéficiaires n'ont pas pu être chargés.</translation>
    </message>
    <message>
        <location filename="../ui/pages/RecipientsPage.cpp" line="245" />
        <source>No recipients yet. A recipient is saved when you create one here, or when a payout is sent to a new account.</source>
        <translation>Aucun bénéficiaire pour l'instant. Un bénéficiaire est enregistré quand vous le créez ici, ou quand un paiement est envoyé à un nouveau compte.</translation>
    </message>
    <message>
        <location filename="../ui/pages/RecipientsPage.cpp" line="267" />
        <source>%1 of the %2 recipients loaded match; more are on the service.</source>
        <translation>%1 des %2 bénéficiaires chargés correspondent ; le service en a d'autres.</translation>
    </message>
    <message>
        <location filename="../ui/pages/RecipientsPage.cpp" line="269" />
        <source>%1 of %2 recipients match.</source>
        <translation>%1 bénéficiaires sur %2 correspondent.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/pages/RecipientsPage.cpp" line="271" />
        <source>%n recipient(s) loaded; more load as you scroll.</source>
        <translation>
            <numerusform>%n bénéficiaire chargé ; la suite se charge en faisant défiler.</numerusform>
            <numerusform>%n bénéficiaires chargés ; la suite se charge en faisant défiler.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/pages/RecipientsPage.cpp" line="272" />
        <source>All %n recipient(s).</source>
        <translation>
            <numerusform>%n bénéficiaire en tout.</numerusform>
            <numerusform>Les %n bénéficiaires.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/pages/RecipientsPage.cpp" line="274" />
        <source>Loading more…</source>
        <translation>Chargement de la suite…</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::RemedyText</name>
    <message>
        <location filename="../ui/RemedyText.cpp" line="12" />
        <source>Open Settings…</source>
        <translation>Ouvrir les Paramètres…</translation>
    </message>
    <message>
        <location filename="../ui/RemedyText.cpp" line="14" />
        <source>Check Key…</source>
        <translation>Vérifier la clé…</translation>
    </message>
    <message>
        <location filename="../ui/RemedyText.cpp" line="16" />
        <source>Retry</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <location filename="../ui/RemedyText.cpp" line="35" />
        <source>Change this in Settings.</source>
        <translation>Modifiez ce réglage dans les Paramètres.</translation>
    </message>
    <message>
        <location filename="../ui/RemedyText.cpp" line="37" />
        <source>Check the key in Settings.</source>
        <translation>Vérifiez la clé dans les Paramètres.</translation>
    </message>
    <message>
        <location filename="../ui/RemedyText.cpp" line="39" />
        <source>If it keeps happening, contact support.</source>
        <translation>Si le problème persiste, contactez le support.</translation>
    </message>
    <message>
        <location filename="../ui/RemedyText.cpp" line="42" />
        <source>Install the newest Paydesk to use it.</source>
        <translation>Installez la dernière version de Paydesk pour l'utiliser.</translation>
    </message>
    <message>
        <location filename="../ui/RemedyText.cpp" line="45" />
        <source>Restore it from a backup, or ask your administrator.</source>
        <translation>Restaurez-la depuis une sauvegarde, ou demandez à votre administrateur.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::SettingsDialog</name>
    <message>
        <location filename="../ui/dialogs/SettingsDialog.cpp" line="59" />
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/SettingsDialog.cpp" line="90" />
        <source>Profiles</source>
        <translation>Profils</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/SettingsDialog.cpp" line="91" />
        <source>&amp;Add</source>
        <translation>&amp;Ajouter</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/SettingsDialog.cpp" line="93" />
        <source>&amp;Remove</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/SettingsDialog.cpp" line="102" />
        <source>The Local sandbox runs inside Paydesk on this computer, with demo data and a key made for the session. It needs nothing.</source>
        <translation>Le Bac à sable local fonctionne dans Paydesk, sur cet ordinateur, avec des données de démonstration et une clé créée pour la session. Il ne nécessite aucune configuration.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/SettingsDialog.cpp" line="129" />
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/SettingsDialog.cpp" line="130" />
        <source>K&amp;ind:</source>
        <translation>&amp;Type :</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/SettingsDialog.cpp" line="132" />
        <source>Service a&amp;ddress:</source>
        <translation>A&amp;dresse du service :</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/SettingsDialog.cpp" line="133" />
        <source>API &amp;key:</source>
        <translation>&amp;Clé d'API :</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/SettingsDialog.cpp" line="136" />
        <source>&amp;Check key</source>
        <translation>&amp;Vérifier la clé</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/SettingsDialog.cpp" line="138" />
        <source>Finds which scopes the key has, by calls that change nothing.</source>
        <translation>Détermine les autorisations dont dispose la clé, au moyen d'appels qui ne modifient rien.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/SettingsDialog.cpp" line="141" />
        <source>What the key may do</source>
        <translation>Ce que la clé peut faire</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/SettingsDialog.cpp" line="154" />
        <source>Use for this session only</source>
        <translation>Utiliser pour cette session uniquement</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/SettingsDialog.cpp" line="156" />
        <source>Keeps the key in memory until Paydesk closes; it is not saved.</source>
        <translation>Conserve la clé en mémoire jusqu'à la fermeture de Paydesk ; elle n'est pas enregistrée.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/SettingsDialog.cpp" line="160" />
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/SettingsDialog.cpp" line="184" />
        <source>&amp;Profiles</source>
        <translation>&amp;Profils</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/SettingsDialog.cpp" line="223" />
        <source>New profile</source>
        <translation>Nouveau profil</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/SettingsDialog.cpp" line="288" />
        <source>e.g. Acme sandbox</source>
        <translation>p. ex. Bac à sable Acme</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/SettingsDialog.cpp" line="292" />
        <source>Made for each session</source>
        <translation>Créée pour chaque session</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/SettingsDialog.cpp" line="295" />
        <location filename="../ui/dialogs/SettingsDialog.cpp" line="331" />
        <source>Paste the API key</source>
        <translation>Collez la clé d'API</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/SettingsDialog.cpp" line="296" />
        <source>The key will be saved in the system keychain, not in a file.</source>
        <translation>La clé sera enregistrée dans le trousseau du système, et non dans un fichier.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/SettingsDialog.cpp" line="310" />
        <source>Reading the saved key…</source>
        <translation>Lecture de la clé enregistrée…</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/SettingsDialog.cpp" line="311" />
        <source>Reading the saved key from the system keychain…</source>
        <translation>Lecture de la clé enregistrée dans le trousseau du système…</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/SettingsDialog.cpp" line="332" />
        <source>No key is saved for this profile.</source>
        <translation>Aucune clé n'est enregistrée pour ce profil.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/SettingsDialog.cpp" line="339" />
        <source>Key %1 is kept for this session only. Type a new key to replace it.</source>
        <translation>La clé %1 est conservée pour cette session uniquement. Saisissez une nouvelle clé pour la remplacer.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/SettingsDialog.cpp" line="340" />
        <source>Key %1 is saved in the system keychain. Type a new key to replace it.</source>
        <translation>La clé %1 est enregistrée dans le trousseau du système. Saisissez une nouvelle clé pour la remplacer.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/SettingsDialog.cpp" line="351" />
        <source>PRODUCTION: payouts made with this profile move real money.</source>
        <translation>PRODUCTION : les décaissements effectués avec ce profil engagent des fonds réels.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/SettingsDialog.cpp" line="409" />
        <source>Remove profile</source>
        <translation>Supprimer le profil</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/SettingsDialog.cpp" line="410" />
        <source>Remove the profile “%1”? Its API key is removed from the system keychain too.</source>
        <translation>Supprimer le profil « %1 » ? Sa clé d'API sera également supprimée du trousseau du système.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/SettingsDialog.cpp" line="425" />
        <source>The profile “%1” was removed, but its key could not be removed from the system keychain: %2</source>
        <translation>Le profil « %1 » a été supprimé, mais sa clé n'a pas pu être supprimée du trousseau du système : %2</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/SettingsDialog.cpp" line="433" />
        <source>The profile “%1” was removed.</source>
        <translation>Le profil « %1 » a été supprimé.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/SettingsDialog.cpp" line="487" />
        <source>Saved. This profile has no API key yet.</source>
        <translation>Enregistré. Ce profil n'a pas encore de clé d'API.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/SettingsDialog.cpp" line="487" />
        <source>Saved.</source>
        <translation>Enregistré.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/SettingsDialog.cpp" line="489" />
        <source>Saving the key in the system keychain…</source>
        <translation>Enregistrement de la clé dans le trousseau du système…</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/SettingsDialog.cpp" line="512" />
        <source>Saved. The key is in the system keychain.</source>
        <translation>Enregistré. La clé se trouve dans le trousseau du système.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/SettingsDialog.cpp" line="523" />
        <source>Type the API key first, then choose to use it for this session only.</source>
        <translation>Saisissez d'abord la clé d'API, puis choisissez de l'utiliser pour cette session uniquement.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/SettingsDialog.cpp" line="532" />
        <source>The key will be used until Paydesk closes. It is not saved anywhere, so Paydesk will ask for it again next time.</source>
        <translation>La clé sera utilisée jusqu'à la fermeture de Paydesk. Elle n'est enregistrée nulle part : Paydesk vous la redemandera la prochaine fois.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/SettingsDialog.cpp" line="546" />
        <source>Type the API key first.</source>
        <translation>Saisissez d'abord la clé d'API.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/SettingsDialog.cpp" line="572" />
        <source>%1  %2 (%3)</source>
        <translation>%1  %2 (%3)</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::SignInDialog</name>
    <message>
        <location filename="../ui/dialogs/SignInDialog.cpp" line="34" />
        <location filename="../ui/dialogs/SignInDialog.cpp" line="181" />
        <location filename="../ui/dialogs/SignInDialog.cpp" line="188" />
        <location filename="../ui/dialogs/SignInDialog.cpp" line="208" />
        <source>Sign in</source>
        <translation>Connexion</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/SignInDialog.cpp" line="62" />
        <source>&amp;Operator:</source>
        <translation>&amp;Opérateur :</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/SignInDialog.cpp" line="64" />
        <source>&amp;Passphrase:</source>
        <translation>&amp;Phrase secrète :</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/SignInDialog.cpp" line="75" />
        <source>The first operator is an administrator: they add the others.</source>
        <translation>Le premier opérateur est administrateur : il ajoute les autres.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/SignInDialog.cpp" line="89" />
        <location filename="../ui/dialogs/SignInDialog.cpp" line="185" />
        <location filename="../ui/dialogs/SignInDialog.cpp" line="193" />
        <source>&amp;Sign in</source>
        <translation>Se &amp;connecter</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/SignInDialog.cpp" line="162" />
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/SignInDialog.cpp" line="171" />
        <source>Every operator is disabled: nobody can sign in.</source>
        <translation>Tous les opérateurs sont désactivés : personne ne peut se connecter.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/SignInDialog.cpp" line="182" />
        <source>Reading the operators…</source>
        <translation>Lecture des opérateurs…</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/SignInDialog.cpp" line="189" />
        <source>Choose who you are and type your passphrase. What you draft is recorded under your name.</source>
        <translation>Choisissez qui vous êtes et tapez votre phrase secrète. Ce que vous préparez est enregistré à votre nom.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/SignInDialog.cpp" line="197" />
        <source>Set up the first administrator</source>
        <translation>Créer le premier administrateur</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/SignInDialog.cpp" line="198" />
        <source>Paydesk has no operators yet. Set up the first one: the person who adds the others (makers who draft payouts, approvers who approve them) and sets the approval rules.</source>
        <translation>Paydesk n'a pas encore d'opérateur. Créez le premier : la personne qui ajoute les autres (des initiateurs qui préparent les paiements, des approbateurs qui les approuvent) et fixe les règles d'approbation.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/SignInDialog.cpp" line="203" />
        <source>Set &amp;up and sign in</source>
        <translation>&amp;Créer et se connecter</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/SignInDialog.cpp" line="209" />
        <source>The operators could not be read.</source>
        <translation>Les opérateurs n'ont pas pu être lus.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/SignInDialog.cpp" line="212" />
        <source>&amp;Retry</source>
        <translation>&amp;Réessayer</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/SignInDialog.cpp" line="277" />
        <source>Type your passphrase.</source>
        <translation>Tapez votre phrase secrète.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/SignInDialog.cpp" line="282" />
        <source>Checking…</source>
        <translation>Vérification…</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/SignInDialog.cpp" line="307" />
        <source>Setting up %1…</source>
        <translation>Création de %1…</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::StatePanel</name>
    <message>
        <location filename="../ui/widgets/StatePanel.cpp" line="28" />
        <location filename="../ui/widgets/StatePanel.cpp" line="61" />
        <location filename="../ui/widgets/StatePanel.cpp" line="90" />
        <location filename="../ui/widgets/StatePanel.cpp" line="101" />
        <source>Retry</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <location filename="../ui/widgets/StatePanel.cpp" line="90" />
        <source>Try again</source>
        <translation>Réessayer</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::StatementRequestForm</name>
    <message>
        <location filename="../ui/pages/StatementRequestForm.cpp" line="39" />
        <source>New statement</source>
        <translation>Nouveau relevé</translation>
    </message>
    <message>
        <location filename="../ui/pages/StatementRequestForm.cpp" line="53" />
        <source>My time (%1)</source>
        <translation>Mon heure (%1)</translation>
    </message>
    <message>
        <location filename="../ui/pages/StatementRequestForm.cpp" line="55" />
        <source>UTC</source>
        <translation>UTC</translation>
    </message>
    <message>
        <location filename="../ui/pages/StatementRequestForm.cpp" line="56" />
        <source>The clock the period is read on</source>
        <translation>L'horloge sur laquelle la période est lue</translation>
    </message>
    <message>
        <location filename="../ui/pages/StatementRequestForm.cpp" line="57" />
        <source>Time zone</source>
        <translation>Fuseau horaire</translation>
    </message>
    <message>
        <location filename="../ui/pages/StatementRequestForm.cpp" line="61" />
        <source>Generate</source>
        <translation>Générer</translation>
    </message>
    <message>
        <location filename="../ui/pages/StatementRequestForm.cpp" line="65" />
        <source>&amp;Wallet:</source>
        <translation>&amp;Portefeuille :</translation>
    </message>
    <message>
        <location filename="../ui/pages/StatementRequestForm.cpp" line="67" />
        <source>&amp;Period:</source>
        <translation>Pé&amp;riode :</translation>
    </message>
    <message>
        <location filename="../ui/pages/StatementRequestForm.cpp" line="150" />
        <source>%1 · %2 available</source>
        <translation>%1 · %2 disponibles</translation>
    </message>
    <message>
        <location filename="../ui/pages/StatementRequestForm.cpp" line="159" />
        <source>The wallets could not be loaded</source>
        <translation>Les portefeuilles n'ont pas pu être chargés</translation>
    </message>
    <message>
        <location filename="../ui/pages/StatementRequestForm.cpp" line="160" />
        <source>Loading wallets…</source>
        <translation>Chargement des portefeuilles…</translation>
    </message>
    <message>
        <location filename="../ui/pages/StatementRequestForm.cpp" line="169" />
        <source>Choose the wallet first.</source>
        <translation>Choisissez d'abord le portefeuille.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::StatementsPage</name>
    <message>
        <location filename="../ui/pages/StatementsPage.cpp" line="83" />
        <location filename="../ui/pages/StatementsPage.cpp" line="160" />
        <source>Statements</source>
        <translation>Relevés</translation>
    </message>
    <message>
        <location filename="../ui/pages/StatementsPage.cpp" line="212" />
        <source>Ask for it again</source>
        <translation>Le redemander</translation>
    </message>
    <message>
        <location filename="../ui/pages/StatementsPage.cpp" line="221" />
        <source>Lines of the statement</source>
        <translation>Lignes du relevé</translation>
    </message>
    <message>
        <location filename="../ui/pages/StatementsPage.cpp" line="241" />
        <source>Double-click a line to open its payout in History</source>
        <translation>Double-cliquez sur une ligne pour ouvrir son paiement dans l'historique</translation>
    </message>
    <message>
        <location filename="../ui/pages/StatementsPage.cpp" line="256" />
        <source>Open payout in History</source>
        <translation>Ouvrir le paiement dans l'historique</translation>
    </message>
    <message>
        <location filename="../ui/pages/StatementsPage.cpp" line="258" />
        <source>Export CSV…</source>
        <translation>Exporter en CSV…</translation>
    </message>
    <message>
        <location filename="../ui/pages/StatementsPage.cpp" line="260" />
        <source>Export PDF…</source>
        <translation>Exporter en PDF…</translation>
    </message>
    <message>
        <location filename="../ui/pages/StatementsPage.cpp" line="263" />
        <source>Export for accounting</source>
        <translation>Export pour la comptabilité</translation>
    </message>
    <message>
        <location filename="../ui/pages/StatementsPage.cpp" line="291" />
        <source>This statement is not ready yet.</source>
        <translation>Ce relevé n'est pas encore prêt.</translation>
    </message>
    <message>
        <location filename="../ui/pages/StatementsPage.cpp" line="295" />
        <source>The lines could not be loaded: %1</source>
        <translation>Les lignes n'ont pas pu être chargées : %1</translation>
    </message>
    <message>
        <location filename="../ui/pages/StatementsPage.cpp" line="319" />
        <source>Asking the service for the statement…</source>
        <translation>Demande du relevé au service…</translation>
    </message>
    <message>
        <location filename="../ui/pages/StatementsPage.cpp" line="355" />
        <source>No statement was asked for in this profile yet. Choose a wallet and a period above, then Generate.</source>
        <translation>Aucun relevé n'a encore été demandé dans ce profil. Choisissez un portefeuille et une période ci-dessus, puis Générer.</translation>
    </message>
    <message>
        <location filename="../ui/pages/StatementsPage.cpp" line="357" />
        <source>Choose a statement in the list.</source>
        <translation>Choisissez un relevé dans la liste.</translation>
    </message>
    <message>
        <location filename="../ui/pages/StatementsPage.cpp" line="367" />
        <source>&lt;b&gt;%1 wallet&lt;/b&gt; %2</source>
        <translation>&lt;b&gt;Portefeuille %1&lt;/b&gt; %2</translation>
    </message>
    <message>
        <location filename="../ui/pages/StatementsPage.cpp" line="368" />
        <source>&lt;b&gt;Period&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Période&lt;/b&gt; %1</translation>
    </message>
    <message>
        <location filename="../ui/pages/StatementsPage.cpp" line="370" />
        <source>&lt;b&gt;Statement&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Relevé&lt;/b&gt; %1</translation>
    </message>
    <message>
        <location filename="../ui/pages/StatementsPage.cpp" line="372" />
        <source>&lt;b&gt;Opening balance&lt;/b&gt; %1 &amp;nbsp; &lt;b&gt;Closing balance&lt;/b&gt; %2</source>
        <translation>&lt;b&gt;Solde d'ouverture&lt;/b&gt; %1 &amp;nbsp; &lt;b&gt;Solde de clôture&lt;/b&gt; %2</translation>
    </message>
    <message>
        <location filename="../ui/pages/StatementsPage.cpp" line="383" />
        <source>The service is generating this statement. Paydesk looks again on its own; the lines show here once it is ready.</source>
        <translation>Le service génère ce relevé. Paydesk regarde de nouveau de lui-même ; les lignes s'affichent ici dès qu'il est prêt.</translation>
    </message>
    <message>
        <location filename="../ui/pages/StatementsPage.cpp" line="390" />
        <source>The service could not generate this statement. Ask for it again; if it fails again, contact the provider's support with the statement id.</source>
        <translation>Le service n'a pas pu générer ce relevé. Redemandez-le ; s'il échoue encore, contactez le support du prestataire avec l'identifiant du relevé.</translation>
    </message>
    <message>
        <location filename="../ui/pages/StatementsPage.cpp" line="392" />
        <source>The service could not generate this statement (%1). Ask for it again; if it fails again, contact the provider's support with the statement id.</source>
        <translation>Le service n'a pas pu générer ce relevé (%1). Redemandez-le ; s'il échoue encore, contactez le support du prestataire avec l'identifiant du relevé.</translation>
    </message>
    <message>
        <location filename="../ui/pages/StatementsPage.cpp" line="408" />
        <source>Reading the lines…</source>
        <translation>Lecture des lignes…</translation>
    </message>
    <message>
        <location filename="../ui/pages/StatementsPage.cpp" line="409" />
        <source>Checking the balances over every line…</source>
        <translation>Vérification des soldes sur toutes les lignes…</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/pages/StatementsPage.cpp" line="415" />
        <source>Checking the balances over every line… %n line(s) read</source>
        <translation>
            <numerusform>Vérification des soldes sur toutes les lignes… %n ligne lue</numerusform>
            <numerusform>Vérification des soldes sur toutes les lignes… %n lignes lues</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/pages/StatementsPage.cpp" line="424" />
        <source>The balances could not be checked: %1</source>
        <translation>Les soldes n'ont pas pu être vérifiés : %1</translation>
    </message>
    <message>
        <location filename="../ui/pages/StatementsPage.cpp" line="426" />
        <source>No chart: the lines could not be read.</source>
        <translation>Pas de graphique : les lignes n'ont pas pu être lues.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/pages/StatementsPage.cpp" line="439" />
        <source>✔ Opening balance plus the %n line(s) gives the closing balance.</source>
        <translation>
            <numerusform>✔ Le solde d'ouverture plus la ligne donne le solde de clôture.</numerusform>
            <numerusform>✔ Le solde d'ouverture plus les %n lignes donne le solde de clôture.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/pages/StatementsPage.cpp" line="445" />
        <source>⚠ The lines do not add up: opening %1 plus the lines gives %2, but the closing balance is %3 (a difference of %4). Tell the provider before using this statement.</source>
        <translation>⚠ Les lignes ne concordent pas : l'ouverture %1 plus les lignes donne %2, mais le solde de clôture est %3 (un écart de %4). Prévenez le prestataire avant d'utiliser ce relevé.</translation>
    </message>
    <message>
        <location filename="../ui/pages/StatementsPage.cpp" line="456" />
        <source>⚠ The balances cannot be checked: a line is in another currency or out of range.</source>
        <translation>⚠ Les soldes ne peuvent pas être vérifiés : une ligne est dans une autre devise ou hors limites.</translation>
    </message>
    <message>
        <location filename="../ui/pages/StatementsPage.cpp" line="460" />
        <source>The balances of this statement are not known.</source>
        <translation>Les soldes de ce relevé ne sont pas connus.</translation>
    </message>
    <message>
        <location filename="../ui/pages/StatementsPage.cpp" line="468" />
        <source>Line type</source>
        <translation>Type de ligne</translation>
    </message>
    <message>
        <location filename="../ui/pages/StatementsPage.cpp" line="468" />
        <source>Lines</source>
        <translation>Lignes</translation>
    </message>
    <message>
        <location filename="../ui/pages/StatementsPage.cpp" line="469" />
        <source>Debits</source>
        <translation>Débits</translation>
    </message>
    <message>
        <location filename="../ui/pages/StatementsPage.cpp" line="469" />
        <source>Credits</source>
        <translation>Crédits</translation>
    </message>
    <message>
        <location filename="../ui/pages/StatementsPage.cpp" line="478" />
        <source>All lines</source>
        <translation>Toutes les lignes</translation>
    </message>
    <message>
        <location filename="../ui/pages/StatementsPage.cpp" line="516" />
        <source>Export the statement</source>
        <translation>Exporter le relevé</translation>
    </message>
    <message>
        <location filename="../ui/pages/StatementsPage.cpp" line="539" />
        <source>Exported to %1.</source>
        <translation>Exporté vers %1.</translation>
    </message>
    <message>
        <location filename="../ui/pages/StatementsPage.cpp" line="540" />
        <source>Not exported: %1</source>
        <translation>Non exporté : %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/pages/StatementsPage.cpp" line="546" />
        <source>%n line(s) exported…</source>
        <translation>
            <numerusform>%n ligne exportée…</numerusform>
            <numerusform>%n lignes exportées…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/pages/StatementsPage.cpp" line="566" />
        <source>Reading the statements asked for here…</source>
        <translation>Lecture des relevés demandés ici…</translation>
    </message>
    <message>
        <location filename="../ui/pages/StatementsPage.cpp" line="570" />
        <source>The statements could not be read from the local database: %1</source>
        <translation>Les relevés n'ont pas pu être lus dans la base locale : %1</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::TaskProgressDialog</name>
    <message>
        <location filename="../ui/widgets/TaskProgressDialog.cpp" line="41" />
        <source>%1
%2 of %3</source>
        <translation>%1
%2 sur %3</translation>
    </message>
    <message>
        <location filename="../ui/widgets/TaskProgressDialog.cpp" line="44" />
        <source>%1 done</source>
        <translation>%1 fait(s)</translation>
    </message>
    <message>
        <location filename="../ui/widgets/TaskProgressDialog.cpp" line="57" />
        <source>%1 stopped: %2</source>
        <translation>%1 arrêté : %2</translation>
    </message>
    <message>
        <location filename="../ui/widgets/TaskProgressDialog.cpp" line="58" />
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::TeamDatabasePage</name>
    <message>
        <location filename="../ui/dialogs/TeamDatabasePage.cpp" line="31" />
        <source>This &amp;computer only</source>
        <translation>Cet &amp;ordinateur uniquement</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/TeamDatabasePage.cpp" line="33" />
        <source>&amp;Team database (PostgreSQL)</source>
        <translation>Base de données d'&amp;équipe (PostgreSQL)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/TeamDatabasePage.cpp" line="38" />
        <source>On this computer only, Paydesk keeps its data in a file here. In a team database, every member works on the same payouts from their own computer, signed in with their own database login, and the database checks who may do what.</source>
        <translation>Sur cet ordinateur uniquement, Paydesk conserve ses données dans un fichier local. Dans une base de données d'équipe, chaque membre travaille sur les mêmes paiements depuis son propre ordinateur, connecté avec son propre identifiant de base de données, et la base de données vérifie qui peut faire quoi.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/TeamDatabasePage.cpp" line="66" />
        <source>&amp;Remember the password on this computer</source>
        <translation>&amp;Mémoriser le mot de passe sur cet ordinateur</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/TeamDatabasePage.cpp" line="68" />
        <source>In the system keychain only; otherwise Paydesk asks for it at start.</source>
        <translation>Dans le trousseau du système uniquement ; sinon, Paydesk le demande au démarrage.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/TeamDatabasePage.cpp" line="74" />
        <source>&amp;Server:</source>
        <translation>&amp;Serveur :</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/TeamDatabasePage.cpp" line="75" />
        <source>&amp;Port:</source>
        <translation>&amp;Port :</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/TeamDatabasePage.cpp" line="76" />
        <source>&amp;Database:</source>
        <translation>&amp;Base de données :</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/TeamDatabasePage.cpp" line="77" />
        <source>T&amp;LS mode:</source>
        <translation>Mode T&amp;LS :</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/TeamDatabasePage.cpp" line="79" />
        <source>Your database &amp;login:</source>
        <translation>Votre &amp;identifiant de base de données :</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/TeamDatabasePage.cpp" line="80" />
        <source>Pass&amp;word:</source>
        <translation>Mo&amp;t de passe :</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/TeamDatabasePage.cpp" line="84" />
        <source>T&amp;est connection</source>
        <translation>Tester la co&amp;nnexion</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/TeamDatabasePage.cpp" line="93" />
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/TeamDatabasePage.cpp" line="122" />
        <source>A password is remembered for this login on this computer: leave the field empty to keep it.</source>
        <translation>Un mot de passe est mémorisé pour cet identifiant sur cet ordinateur : laissez le champ vide pour le conserver.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/TeamDatabasePage.cpp" line="226" />
        <source>Connecting to %1…</source>
        <translation>Connexion à %1…</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/TeamDatabasePage.cpp" line="251" />
        <source>Saving…</source>
        <translation>Enregistrement…</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/TeamDatabasePage.cpp" line="268" />
        <source>Saved: the team database %1.</source>
        <translation>Enregistré : la base de données d'équipe %1.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/TeamDatabasePage.cpp" line="269" />
        <source>Saved: this computer only.</source>
        <translation>Enregistré : cet ordinateur uniquement.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/TeamDatabasePage.cpp" line="276" />
        <source>Paydesk works on one database at a time: to use the team database %1, it closes its window and opens again, signed in to the team. Restart Paydesk now?</source>
        <translation>Paydesk travaille sur une seule base de données à la fois : pour utiliser la base de données d'équipe %1, il ferme sa fenêtre et se rouvre, connecté à l'équipe. Redémarrer Paydesk maintenant ?</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/TeamDatabasePage.cpp" line="279" />
        <source>Paydesk works on one database at a time: to use the file on this computer, it closes its window and opens again. Restart Paydesk now?</source>
        <translation>Paydesk travaille sur une seule base de données à la fois : pour utiliser le fichier de cet ordinateur, il ferme sa fenêtre et se rouvre. Redémarrer Paydesk maintenant ?</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/TeamDatabasePage.cpp" line="281" />
        <source>Restart Paydesk</source>
        <translation>Redémarrer Paydesk</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/TeamDatabasePage.cpp" line="286" />
        <source>Paydesk uses it from its next start.</source>
        <translation>Paydesk l'utilisera à partir de son prochain démarrage.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::TeamSignInDialog</name>
    <message>
        <location filename="../ui/dialogs/TeamSignInDialog.cpp" line="27" />
        <source>Sign in to the team database</source>
        <translation>Se connecter à la base de données d'équipe</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/TeamSignInDialog.cpp" line="28" />
        <source>Paydesk works on the team database %1 at %2:%3.</source>
        <translation>Paydesk travaille sur la base de données d'équipe %1 sur %2:%3.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/TeamSignInDialog.cpp" line="39" />
        <source>&amp;Remember the password on this computer</source>
        <translation>&amp;Mémoriser le mot de passe sur cet ordinateur</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/TeamSignInDialog.cpp" line="42" />
        <source>In the system keychain only; otherwise Paydesk asks for it at each start.</source>
        <translation>Dans le trousseau du système uniquement ; sinon, Paydesk le demande à chaque démarrage.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/TeamSignInDialog.cpp" line="49" />
        <source>Login:</source>
        <translation>Identifiant :</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/TeamSignInDialog.cpp" line="50" />
        <source>&amp;Password:</source>
        <translation>Mo&amp;t de passe :</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/TeamSignInDialog.cpp" line="54" />
        <source>&amp;Sign in</source>
        <translation>Se &amp;connecter</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/TeamSignInDialog.cpp" line="57" />
        <source>&amp;Try again</source>
        <translation>&amp;Réessayer</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/TeamSignInDialog.cpp" line="138" />
        <source>Signing in…</source>
        <translation>Connexion…</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/TeamSignInDialog.cpp" line="147" />
        <source>Not signed in</source>
        <translation>Personne n'est connecté</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/TeamSignInDialog.cpp" line="148" />
        <source>Without signing in, Paydesk cannot open the team database. Work on this computer only for this run (its own data, not the team's)? No quits Paydesk. Settings keep the team database for the next start.</source>
        <translation>Sans connexion, Paydesk ne peut pas ouvrir la base de données d'équipe. Travailler uniquement sur cet ordinateur pour cette session (ses propres données, pas celles de l'équipe) ? Non quitte Paydesk. Les paramètres conservent la base de données d'équipe pour le prochain démarrage.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::TrustBanner</name>
    <message>
        <location filename="../ui/widgets/TrustBanner.cpp" line="57" />
        <source>Trusted here: %1. This database has no administrator key now.</source>
        <translation>De confiance sur ce poste : %1. Cette base n'a actuellement aucune clé d'administrateur.</translation>
    </message>
    <message>
        <location filename="../ui/widgets/TrustBanner.cpp" line="59" />
        <source>Trusted here: %1. This database's: %2 (%3).</source>
        <translation>De confiance sur ce poste : %1. Celle de cette base : %2 (%3).</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::VouchKeyDialog</name>
    <message>
        <location filename="../ui/dialogs/VouchKeyDialog.cpp" line="31" />
        <source>Vouch for the signing key of %1</source>
        <translation>Se porter garant de la clé de signature de %1</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/VouchKeyDialog.cpp" line="35" />
        <source>Ask %1 to read out the fingerprint of their signing key, as the Operators page shows it on their own screen, and compare it with the one below, group by group. Vouch only when every group is the same: from then on, the approvals %1 signs with this key count.</source>
        <translation>Demandez à %1 de vous lire l'empreinte de sa clé de signature, telle que la page Opérateurs l'affiche sur son propre écran, et comparez-la avec celle ci-dessous, groupe par groupe. Ne vous portez garant que si tous les groupes sont identiques : dès lors, les approbations que %1 signe avec cette clé comptent.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/VouchKeyDialog.cpp" line="46" />
        <source>Operator:</source>
        <translation>Opérateur :</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/VouchKeyDialog.cpp" line="49" />
        <source>%1, administrator</source>
        <translation>%1, administrateur</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/VouchKeyDialog.cpp" line="52" />
        <source>Role:</source>
        <translation>Rôle :</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/VouchKeyDialog.cpp" line="60" />
        <source>Fingerprint of the key of %1</source>
        <translation>Empreinte de la clé de %1</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/VouchKeyDialog.cpp" line="63" />
        <source>Fingerprint:</source>
        <translation>Empreinte :</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/VouchKeyDialog.cpp" line="70" />
        <source>Your &amp;passphrase:</source>
        <translation>Votre &amp;phrase secrète :</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/VouchKeyDialog.cpp" line="73" />
        <source>Your own signing key signs this vouch: your passphrase unlocks it.</source>
        <translation>Votre propre clé de signature signe cette garantie : votre phrase secrète la déverrouille.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/VouchKeyDialog.cpp" line="91" />
        <source>&amp;Vouch: the fingerprints are the same</source>
        <translation>Se porter &amp;garant : les empreintes sont identiques</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/VouchKeyDialog.cpp" line="137" />
        <source>Type your passphrase: it unlocks your signing key, which signs the vouch.</source>
        <translation>Saisissez votre phrase secrète : elle déverrouille votre clé de signature, qui signe la garantie.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/VouchKeyDialog.cpp" line="156" />
        <source>The key was not vouched for.</source>
        <translation>La clé n'a pas été garantie.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/VouchKeyDialog.cpp" line="168" />
        <source>You vouched for the signing key of %1 (%2): their approvals count from now on.</source>
        <translation>Vous vous êtes porté garant de la clé de signature de %1 (%2) : ses approbations comptent désormais.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::WalletSettingsDialog</name>
    <message>
        <location filename="../ui/dialogs/WalletSettingsDialog.cpp" line="51" />
        <source>Name and alert level of %1</source>
        <translation>Nom et seuil d'alerte de %1</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/WalletSettingsDialog.cpp" line="53" />
        <source>The name everyone in the team sees for this wallet, and the available balance under which Paydesk warns you.</source>
        <translation>Le nom que toute l'équipe voit pour ce portefeuille, et le solde disponible en dessous duquel Paydesk vous avertit.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/WalletSettingsDialog.cpp" line="62" />
        <source>Empty: “%1 wallet”</source>
        <translation>Vide : « Portefeuille %1 »</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/WalletSettingsDialog.cpp" line="63" />
        <source>Wallet name</source>
        <translation>Nom du portefeuille</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/WalletSettingsDialog.cpp" line="70" />
        <source>Empty: no low-balance alert</source>
        <translation>Vide : pas d'alerte de solde bas</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/WalletSettingsDialog.cpp" line="71" />
        <source>Alert when the available balance is under</source>
        <translation>Alerter quand le solde disponible est inférieur à</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/WalletSettingsDialog.cpp" line="72" />
        <source>An amount in %1; empty for no alert</source>
        <translation>Un montant en %1 ; vide pour aucune alerte</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/WalletSettingsDialog.cpp" line="81" />
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/WalletSettingsDialog.cpp" line="83" />
        <source>&amp;Alert under (%1):</source>
        <translation>Seuil d'&amp;alerte (%1) :</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/WalletSettingsDialog.cpp" line="94" />
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/WalletSettingsDialog.cpp" line="123" />
        <source>The name and alert level of the wallet were saved.</source>
        <translation>Le nom et le seuil d'alerte du portefeuille ont été enregistrés.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/WalletSettingsDialog.cpp" line="150" />
        <source>A wallet's name has at most %1 characters.</source>
        <translation>Le nom d'un portefeuille compte au plus %1 caractères.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/WalletSettingsDialog.cpp" line="156" />
        <source>Not an amount in %1.</source>
        <translation>Ce n'est pas un montant en %1.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/WalletSettingsDialog.cpp" line="159" />
        <source>The alert level cannot be under zero.</source>
        <translation>Le seuil d'alerte ne peut pas être négatif.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/WalletSettingsDialog.cpp" line="213" />
        <source>Sign in as an administrator first.</source>
        <translation>Connectez-vous d'abord en tant qu'administrateur.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::WalletsPage</name>
    <message>
        <location filename="../ui/pages/WalletsPage.cpp" line="68" />
        <location filename="../ui/pages/WalletsPage.cpp" line="165" />
        <source>Wallets</source>
        <translation>Portefeuilles</translation>
    </message>
    <message>
        <location filename="../ui/pages/WalletsPage.cpp" line="84" />
        <source>Refresh</source>
        <translation>Actualiser</translation>
    </message>
    <message>
        <location filename="../ui/pages/WalletsPage.cpp" line="86" />
        <source>Reload the balances (F5)</source>
        <translation>Recharger les soldes (F5)</translation>
    </message>
    <message>
        <location filename="../ui/pages/WalletsPage.cpp" line="88" />
        <source>&amp;Name and alert level…</source>
        <translation>&amp;Nom et seuil d'alerte…</translation>
    </message>
    <message>
        <location filename="../ui/pages/WalletsPage.cpp" line="90" />
        <source>Name the selected wallet and set the balance under which Paydesk warns (administrators)</source>
        <translation>Nommer le portefeuille sélectionné et fixer le solde en dessous duquel Paydesk avertit (administrateurs)</translation>
    </message>
    <message>
        <location filename="../ui/pages/WalletsPage.cpp" line="138" />
        <source>&amp;Copy wallet id</source>
        <translation>&amp;Copier l'identifiant du portefeuille</translation>
    </message>
    <message>
        <location filename="../ui/pages/WalletsPage.cpp" line="192" />
        <source>Updated %1</source>
        <translation>Mis à jour à %1</translation>
    </message>
    <message>
        <location filename="../ui/pages/WalletsPage.cpp" line="198" />
        <source>Connecting…</source>
        <translation>Connexion en cours…</translation>
    </message>
    <message>
        <location filename="../ui/pages/WalletsPage.cpp" line="200" />
        <source>Loading wallets…</source>
        <translation>Chargement des portefeuilles…</translation>
    </message>
    <message>
        <location filename="../ui/pages/WalletsPage.cpp" line="204" />
        <source>The balances could not be refreshed; these are from %1 and may be out of date.
%2</source>
        <translation>Impossible d'actualiser les soldes ; ceux affichés datent de %1 et ne sont peut-être plus à jour.
%2</translation>
    </message>
    <message>
        <location filename="../ui/pages/WalletsPage.cpp" line="208" />
        <source>The wallets could not be loaded.</source>
        <translation>Les portefeuilles n'ont pas pu être chargés.</translation>
    </message>
    <message>
        <location filename="../ui/pages/WalletsPage.cpp" line="210" />
        <source>This account has no active wallets yet. Wallets are opened by the payments service; once one is funded it appears here.</source>
        <translation>Ce compte n'a encore aucun portefeuille actif. Les portefeuilles sont ouverts par le service de paiement ; dès que l'un d'eux est approvisionné, il apparaît ici.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::a11y</name>
    <message>
        <location filename="../ui/Accessible.cpp" line="31" />
        <source>%1 (required)</source>
        <translation>%1 (obligatoire)</translation>
    </message>
    <message>
        <location filename="../ui/Accessible.cpp" line="57" />
        <source>Clear the search</source>
        <translation>Effacer la recherche</translation>
    </message>
</context>
<context>
    <name>paydesk::wallets::WalletSettingsStore</name>
    <message>
        <location filename="../app/wallets/WalletSettingsStore.cpp" line="113" />
        <source>The wallet is not named.</source>
        <translation>Aucun portefeuille n'est indiqué.</translation>
    </message>
    <message>
        <location filename="../app/wallets/WalletSettingsStore.cpp" line="115" />
        <source>%1 is not a currency Paydesk knows.</source>
        <translation>%1 n'est pas une devise connue de Paydesk.</translation>
    </message>
    <message>
        <location filename="../app/wallets/WalletSettingsStore.cpp" line="117" />
        <source>A wallet's name has at most %1 characters.</source>
        <translation>Le nom d'un portefeuille compte au plus %1 caractères.</translation>
    </message>
    <message>
        <location filename="../app/wallets/WalletSettingsStore.cpp" line="119" />
        <source>The alert level cannot be under zero.</source>
        <translation>Le seuil d'alerte ne peut pas être négatif.</translation>
    </message>
    <message>
        <location filename="../app/wallets/WalletSettingsStore.cpp" line="122" />
        <source>The alert level is too large.</source>
        <translation>Le seuil d'alerte est trop élevé.</translation>
    </message>
    <message>
        <location filename="../app/wallets/WalletSettingsStore.cpp" line="128" />
        <source>The wallets' names and alert levels could not be read.</source>
        <translation>Les noms et seuils d'alerte des portefeuilles n'ont pas pu être lus.</translation>
    </message>
    <message>
        <location filename="../app/wallets/WalletSettingsStore.cpp" line="152" />
        <source>The wallet's name and alert level were not saved.</source>
        <translation>Le nom et le seuil d'alerte du portefeuille n'ont pas été enregistrés.</translation>
    </message>
    <message>
        <location filename="../app/wallets/WalletSettingsStore.cpp" line="246" />
        <location filename="../app/wallets/WalletSettingsStore.cpp" line="278" />
        <location filename="../app/wallets/WalletSettingsStore.cpp" line="343" />
        <source>The low-balance alert of a wallet could not be recorded.</source>
        <translation>L'alerte de solde bas d'un portefeuille n'a pas pu être enregistrée.</translation>
    </message>
</context>
<context>
    <name>paydesk::wallets::WalletsDesk</name>
    <message>
        <location filename="../app/wallets/WalletsDesk.cpp" line="146" />
        <source>Low balance</source>
        <translation>Solde bas</translation>
    </message>
    <message>
        <location filename="../app/wallets/WalletsDesk.cpp" line="147" />
        <source>Balance back above its alert level</source>
        <translation>Solde revenu au-dessus de son seuil d'alerte</translation>
    </message>
    <message>
        <location filename="../app/wallets/WalletsDesk.cpp" line="155" />
        <source>%1 is under its alert level: %2 available, alert under %3.</source>
        <translation>%1 est sous son seuil d'alerte : %2 disponibles, alerte sous %3.</translation>
    </message>
    <message>
        <location filename="../app/wallets/WalletsDesk.cpp" line="157" />
        <source>%1 is back at or above its alert level: %2 available (alert under %3).</source>
        <translation>%1 est revenu à son seuil d'alerte ou au-dessus : %2 disponibles (alerte sous %3).</translation>
    </message>
</context>
</TS>