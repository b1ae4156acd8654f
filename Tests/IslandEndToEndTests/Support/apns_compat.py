"""One push through a real APNs client library from PyPI, unchanged but for the host it talks
to (each hard-codes Apple's; the port and host are patched, nothing of the request).

    apns_compat.py LIB PORT TOKEN TOPIC PAYLOAD KEYFILE KEYID TEAMID

LIB is aioapns, kalyke, apns2-up, mopyapns or httpx. The endpoint is https://localhost:PORT;
its certificate is trusted through SSL_CERT_FILE, as for any private CA. Prints one JSON line:
{"status": 200, "reason": null} or the status and reason APNs's answer gave.
Exit 3 when the library is not installed (the test then skips with that message)."""
import asyncio
import json
import sys
import time


def main():
    lib, port, token, topic, payload, keyfile, keyid, teamid = sys.argv[1:9]
    port = int(port)
    message = json.loads(payload)
    try:
        status, reason = SENDERS[lib](port, token, topic, message, keyfile, keyid, teamid)
    except ImportError as error:
        print(json.dumps({"missing": str(error)}))
        sys.exit(3)
    print(json.dumps({"status": status, "reason": reason}))


def aioapns_send(port, token, topic, message, keyfile, keyid, teamid):
    from aioapns import APNs, NotificationRequest, PushType
    from aioapns import connection
    connection.APNsDevelopmentClientProtocol.APNS_SERVER = "localhost"
    connection.APNsDevelopmentClientProtocol.APNS_PORT = port

    async def send():
        apns = APNs(key=open(keyfile).read(), key_id=keyid, team_id=teamid, topic=topic, use_sandbox=True, max_connection_attempts=1)
        result = await apns.send_notification(NotificationRequest(device_token=token, message=message, push_type=PushType.LIVEACTIVITY))
        return int(result.status), None if result.is_successful else result.description
    return asyncio.run(send())


def kalyke_send(port, token, topic, message, keyfile, keyid, teamid):
    from kalyke import LiveActivityClient, LiveActivityApnsConfig
    from kalyke.exceptions import ApnsProviderException

    class Local(LiveActivityClient):
        @property
        def _base_url(self):
            return f"https://localhost:{port}"

    client = Local(use_sandbox=True, team_id=teamid, auth_key_id=keyid, auth_key_filepath=keyfile)
    try:
        asyncio.run(client.send_message(device_token=token, payload=message, apns_config=LiveActivityApnsConfig(topic=topic)))
        return 200, None
    except ApnsProviderException as error:
        return STATUS_OF.get(type(error).__name__, 0), type(error).__name__


def apns2_send(port, token, topic, message, keyfile, keyid, teamid):
    from apns2.client import APNsClient, Notification
    from apns2.credentials import TokenCredentials
    from apns2.payload import Payload

    class ActivityPayload(Payload):
        def dict(self):
            return message

    class LiveActivity:
        value = "liveactivity"

    APNsClient.SANDBOX_SERVER = "localhost"
    APNsClient.DEFAULT_PORT = port
    client = APNsClient(credentials=TokenCredentials(keyfile, keyid, teamid), use_sandbox=True)
    # send_notification takes no push type; the batch call does (apns2 would send
    # "background" for this topic otherwise, which APNs refuses for a Live Activity).
    result = client.send_notification_batch([Notification(token=token, payload=ActivityPayload())], topic=topic, push_type=LiveActivity())[token]
    if result == "Success":
        return 200, None
    reason = result if isinstance(result, str) else result[0]
    return STATUS_OF.get(reason, 0), reason


def httpx_send(port, token, topic, message, keyfile, keyid, teamid):
    import httpx
    import jwt
    authorization = "bearer " + jwt.encode({"iss": teamid, "iat": int(time.time())}, open(keyfile).read(), algorithm="ES256", headers={"kid": keyid})
    with httpx.Client(http2=True) as client:
        response = client.post(f"https://localhost:{port}/3/device/{token}", json=message,
                               headers={"apns-push-type": "liveactivity", "apns-topic": topic, "authorization": authorization})
        reason = response.json().get("reason") if response.content else None
        return response.status_code, reason


# The reasons a 400/403/410 … library exception names, back to the status APNs sent.
STATUS_OF = {"BadDeviceToken": 400, "Unregistered": 410, "InvalidProviderToken": 403, "ExpiredProviderToken": 403,
             "BadTopic": 400, "TopicDisallowed": 400, "PayloadTooLarge": 413, "TooManyRequests": 429}

SENDERS = {"aioapns": aioapns_send, "kalyke": kalyke_send, "apns2-up": apns2_send, "mopyapns": apns2_send, "httpx": httpx_send}

if __name__ == "__main__":
    main()
