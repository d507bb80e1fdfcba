<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>Money</name>
    <message>
        <location filename="../app/domain/Money.cpp" line="81"/>
        <source>The amount is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/domain/Money.cpp" line="83"/>
        <source>“%1” is not an amount.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/domain/Money.cpp" line="87"/>
        <source>“%1” has decimals, but %2 amounts are whole numbers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/domain/Money.cpp" line="91"/>
        <source>“%1” has too many decimals: %2 amounts have at most %n decimal place(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/domain/Money.cpp" line="97"/>
        <source>“%1” is too large for an amount.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/domain/Money.cpp" line="100"/>
        <source>“%1” is not a currency that Paydesk knows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/domain/Money.cpp" line="103"/>
        <source>“%1” has a digit group separator in the wrong place (the decimal separator is “%2”).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>paydesk::api::ApiCall</name>
    <message>
        <location filename="../app/api/ApiCall.cpp" line="115"/>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>paydesk::api::ApiClient</name>
    <message>
        <location filename="../app/api/ApiClient.cpp" line="121"/>
        <source>The service address “%1” is not a valid address. Check it in Settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/api/ApiClient.cpp" line="127"/>
        <source>The service address must start with https://. Check it in Settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/api/ApiClient.cpp" line="133"/>
        <source>Paydesk does not send the API key over an unencrypted connection to %1. Use an https:// address in Settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/api/ApiClient.cpp" line="147"/>
        <source>No API key is set. Enter the key of the service in Settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/api/ApiClient.cpp" line="227"/>
        <source>A payout needs an idempotency key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/api/ApiClient.cpp" line="243"/>
        <source>A payin needs an idempotency key.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>paydesk::api::ApiError</name>
    <message>
        <location filename="../app/api/ApiError.cpp" line="44"/>
        <source>The payment service could not be reached. Check the network connection and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/api/ApiError.cpp" line="46"/>
        <source>The payment service did not answer in time. Try again in a moment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/api/ApiError.cpp" line="48"/>
        <source>A secure connection to the payment service could not be established (%1). The service&apos;s certificate may be invalid, or something on the network intercepts the connection.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/api/ApiError.cpp" line="53"/>
        <source>The payment service sent an answer that Paydesk does not understand (%1). Try again; if it keeps happening, contact support.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/api/ApiError.cpp" line="57"/>
        <source>The request was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/api/ApiError.cpp" line="71"/>
        <source>The payment service refused the request as malformed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/api/ApiError.cpp" line="73"/>
        <source>The API key was refused. Check the key in Settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/api/ApiError.cpp" line="75"/>
        <source>The wallet does not hold enough available funds for this payout.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/api/ApiError.cpp" line="79"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/api/ApiError.cpp" line="81"/>
        <source>The API key does not have the permission this needs. Use a key with more permissions, created in the service&apos;s web portal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/api/ApiError.cpp" line="83"/>
        <source>The API key does not have the permission this needs: %1. Use a key with this permission, created in the service&apos;s web portal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/api/ApiError.cpp" line="89"/>
        <source>No account holder could be found for this account number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/api/ApiError.cpp" line="90"/>
        <source>The payment service has no such record (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/api/ApiError.cpp" line="93"/>
        <source>This request was already sent and is still being processed, or its request key was used for different details. Check the history before sending it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/api/ApiError.cpp" line="96"/>
        <source>The statement is not ready yet. Wait until it is generated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/api/ApiError.cpp" line="100"/>
        <source>The payment service rejected the request: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/api/ApiError.cpp" line="103"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/api/ApiError.cpp" line="104"/>
        <source>The payment service rejected the request. Correct these fields: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/api/ApiError.cpp" line="109"/>
        <source>The payment service is receiving too many requests. Try again in %n second(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/api/ApiError.cpp" line="111"/>
        <source>The payment service is receiving too many requests. Try again in a moment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/api/ApiError.cpp" line="113"/>
        <source>The payment service had an internal error. Try again in a few minutes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/api/ApiError.cpp" line="116"/>
        <source>The payment service is unreachable behind its gateway (HTTP %1). Try again in a few minutes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/api/ApiError.cpp" line="121"/>
        <source>The recipient&apos;s bank, operator or network is temporarily unavailable. Try again later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/api/ApiError.cpp" line="124"/>
        <source>The payment service is temporarily unavailable. Try again in %n second(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/api/ApiError.cpp" line="126"/>
        <source>The payment service is temporarily unavailable. Try again in a few minutes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/api/ApiError.cpp" line="132"/>
        <source>The payment service answered with an error (HTTP %1, %2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/api/ApiError.cpp" line="134"/>
        <source>The payment service answered with an error (HTTP %1): %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>paydesk::api::JsonReader</name>
    <message>
        <location filename="../app/api/JsonReader.cpp" line="48"/>
        <source>field %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/api/JsonReader.cpp" line="56"/>
        <source>missing field %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/api/JsonReader.cpp" line="57"/>
        <source>is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/api/JsonReader.cpp" line="62"/>
        <source>must be %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/api/JsonReader.cpp" line="79"/>
        <source>a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/api/JsonReader.cpp" line="89"/>
        <location filename="../app/api/JsonReader.cpp" line="97"/>
        <source>an array of strings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/api/JsonReader.cpp" line="111"/>
        <source>an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/api/JsonReader.cpp" line="121"/>
        <source>an array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/api/JsonReader.cpp" line="134"/>
        <source>an RFC 3339 time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/api/JsonReader.cpp" line="146"/>
        <source>an amount object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/api/JsonReader.cpp" line="163"/>
        <source>a decimal string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/api/JsonReader.cpp" line="168"/>
        <source>is not an amount in %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/api/ResourceCodecs.h" line="41"/>
        <source>must be an object</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>paydesk::api::PageWalker</name>
    <message>
        <location filename="../app/api/PageWalker.cpp" line="47"/>
        <source>the service repeated the page cursor %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/api/PageWalker.cpp" line="61"/>
        <source>stopped</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>paydesk::api::ReplyParser</name>
    <message>
        <location filename="../app/api/ReplyParser.cpp" line="16"/>
        <source>the answer is larger than %1 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/api/ReplyParser.cpp" line="44"/>
        <source>the answer is not valid JSON: %1 at offset %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/api/ReplyParser.cpp" line="46"/>
        <source>the answer is not a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/api/ReplyParser.cpp" line="68"/>
        <source>no answer within the transfer timeout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/api/ReplyParser.cpp" line="106"/>
        <source>HTTP %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/api/ReplyParser.cpp" line="113"/>
        <source>a web page instead of the service&apos;s answer: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>paydesk::secrets::KeyStore</name>
    <message>
        <location filename="../app/secrets/KeyStore.cpp" line="180"/>
        <source>This profile has no name, so Paydesk cannot tell its key apart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/secrets/KeyStore.cpp" line="186"/>
        <source>There is no key to save.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/secrets/KeyStore.cpp" line="238"/>
        <source>The system keychain did not answer within %n second(s), so Paydesk cannot read the saved API key. You can enter the key to use it for this session only; it will not be saved.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/secrets/KeyStore.cpp" line="244"/>
        <source>The system keychain did not answer within %n second(s). You can use the key for this session only; it will not be saved.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/secrets/KeyStore.cpp" line="249"/>
        <source>The system keychain did not answer within %n second(s); the saved key may not have been removed.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/secrets/KeyStore.cpp" line="340"/>
        <source>No API key is saved in the system keychain for this profile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/secrets/KeyStore.cpp" line="347"/>
        <location filename="../app/secrets/KeyStore.cpp" line="361"/>
        <source>the keychain is locked or refused access</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/secrets/KeyStore.cpp" line="351"/>
        <location filename="../app/secrets/KeyStore.cpp" line="362"/>
        <source>no keychain service is running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/secrets/KeyStore.cpp" line="355"/>
        <source>this system has no keychain that Paydesk can use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/secrets/KeyStore.cpp" line="374"/>
        <source>Paydesk cannot reach the system keychain (%1), so it cannot read the saved API key. You can enter the key to use it for this session only; it will not be saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/secrets/KeyStore.cpp" line="379"/>
        <source>Paydesk cannot reach the system keychain (%1). You can use the key for this session only; it will not be saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/secrets/KeyStore.cpp" line="384"/>
        <source>Paydesk cannot reach the system keychain (%1), so no saved key could be removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/secrets/KeyStore.cpp" line="391"/>
        <source>Access to the system keychain was refused, so the saved key was not removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/secrets/KeyStore.cpp" line="392"/>
        <source>Access to the system keychain was refused. You can use the key for this session only; it will not be saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/secrets/KeyStore.cpp" line="398"/>
        <source>The system keychain could not read the saved API key. You can enter the key to use it for this session only; it will not be saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/secrets/KeyStore.cpp" line="402"/>
        <source>The system keychain could not save the key. You can use the key for this session only; it will not be saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/secrets/KeyStore.cpp" line="406"/>
        <source>The system keychain could not remove the saved key.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>paydesk::ui::MainWindow</name>
    <message>
        <location filename="../ui/MainWindow.cpp" line="12"/>
        <location filename="../ui/MainWindow.cpp" line="13"/>
        <source>Paydesk</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
