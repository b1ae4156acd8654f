"""HTTP/2 client for island's APNs endpoint tests (the h2 library from PyPI).

  load HOST PORT TOKEN TOPIC COUNT CONCURRENCY   COUNT updates over concurrent streams; every
                                                 tenth has a bad apns-priority; every answer is
                                                 checked; prints a JSON summary, exit 0 if all
                                                 answers were the expected ones
  hold HOST PORT TOKEN TOPIC COUNT RELEASEFILE    opens COUNT streams with unfinished bodies,
                                                 prints "holding COUNT", waits for RELEASEFILE,
                                                 then finishes them and checks the answers
"""
import json, os, select, socket, sys, time, uuid
import h2.config, h2.connection, h2.events

BODY = b'{"aps":{"timestamp":%d,"event":"update","content-state":{"currentStop":"Bismarckplatz","nextStop":"Neuenheim","nextStopTime":%d,"remainingTime":120,"delay":1,"occupancy":"low","phase":"inProgress","progress":0.5}}}'

def connect(host, port):
    sock = socket.create_connection((host, port), timeout=30)
    conn = h2.connection.H2Connection(config=h2.config.H2Configuration(client_side=True, header_encoding="utf-8"))
    conn.initiate_connection()
    sock.sendall(conn.data_to_send())
    return sock, conn

def headers(host, port, token, topic, apns_id, priority):
    return [(":method", "POST"), (":scheme", "http"), (":authority", "%s:%d" % (host, port)),
            (":path", "/3/device/" + token), ("apns-push-type", "liveactivity"), ("apns-topic", topic),
            ("apns-priority", priority), ("apns-id", apns_id)]

def pump(sock, conn, answers, deadline):
    data = sock.recv(65536)
    if not data:
        raise SystemExit("the endpoint closed the connection")
    for event in conn.receive_data(data):
        if isinstance(event, h2.events.ResponseReceived):
            answers.setdefault(event.stream_id, {})["headers"] = dict(event.headers)
        elif isinstance(event, h2.events.DataReceived):
            answers.setdefault(event.stream_id, {}).setdefault("body", b"")
            answers[event.stream_id]["body"] += event.data
            conn.acknowledge_received_data(event.flow_controlled_length, event.stream_id)
        elif isinstance(event, h2.events.StreamEnded):
            answers.setdefault(event.stream_id, {})["ended"] = True
        elif isinstance(event, h2.events.StreamReset):
            answers.setdefault(event.stream_id, {})["reset"] = event.error_code
    out = conn.data_to_send()
    if out:
        sock.sendall(out)
    if time.time() > deadline:
        raise SystemExit("timed out")

def expected(index):
    return "7" if index % 10 == 9 else "10"

def check(answers, sent):
    problems = []
    for stream, (apns_id, priority) in sent.items():
        answer = answers.get(stream, {})
        head = answer.get("headers", {})
        if head.get("apns-id") != apns_id:
            problems.append("stream %d: apns-id %r, sent %r" % (stream, head.get("apns-id"), apns_id))
        if priority == "7":
            if head.get(":status") != "400" or json.loads(answer.get("body", b"{}")).get("reason") != "BadPriority":
                problems.append("stream %d: %r %r, expected 400 BadPriority" % (stream, head.get(":status"), answer.get("body")))
        elif head.get(":status") != "200" or head.get("x-island-verdict") != "applied":
            problems.append("stream %d: %r verdict %r %r" % (stream, head.get(":status"), head.get("x-island-verdict"), head.get("x-island-reason")))
    return problems

def load(host, port, token, topic, count, concurrency):
    sock, conn = connect(host, port)
    now = int(time.time())
    body = BODY % (now, now + 120 - 978307200)
    sent, answers, next_index = {}, {}, 0
    deadline = time.time() + 120
    while next_index < count or any("ended" not in answers.get(s, {}) and "reset" not in answers.get(s, {}) for s in sent):
        open_streams = sum(1 for s in sent if "ended" not in answers.get(s, {}) and "reset" not in answers.get(s, {}))
        while next_index < count and open_streams < concurrency:
            stream = conn.get_next_available_stream_id()
            apns_id = str(uuid.uuid4())
            priority = expected(next_index)
            conn.send_headers(stream, headers(host, port, token, topic, apns_id, priority))
            conn.send_data(stream, body, end_stream=True)
            sent[stream] = (apns_id, priority)
            next_index += 1
            open_streams += 1
        sock.sendall(conn.data_to_send())
        pump(sock, conn, answers, deadline)
    problems = check(answers, sent)
    ok = sum(1 for s in sent if answers.get(s, {}).get("headers", {}).get(":status") == "200")
    print(json.dumps({"sent": len(sent), "answered": sum(1 for s in sent if "ended" in answers.get(s, {})), "ok": ok,
                      "problems": problems[:10], "problem_count": len(problems)}))
    return 0 if not problems and len(sent) == count else 1

def hold(host, port, token, topic, count, release):
    sock, conn = connect(host, port)
    now = int(time.time())
    body = BODY % (now, now + 120 - 978307200)
    sent, answers = {}, {}
    for index in range(count):
        stream = conn.get_next_available_stream_id()
        apns_id = str(uuid.uuid4())
        conn.send_headers(stream, headers(host, port, token, topic, apns_id, "10"))
        conn.send_data(stream, body[:20])
        sent[stream] = (apns_id, "10")
    sock.sendall(conn.data_to_send())
    print("holding %d" % count, flush=True)
    deadline = time.time() + 120
    while not os.path.exists(release):
        if select.select([sock], [], [], 0.05)[0]:
            pump(sock, conn, answers, deadline)
        if time.time() > deadline:
            raise SystemExit("never released")
    for stream in sent:
        conn.send_data(stream, body[20:], end_stream=True)
    sock.sendall(conn.data_to_send())
    while any("ended" not in answers.get(s, {}) for s in sent):
        pump(sock, conn, answers, deadline)
    problems = check(answers, sent)
    print(json.dumps({"sent": len(sent), "problem_count": len(problems), "problems": problems[:10]}), flush=True)
    return 0 if not problems else 1

if __name__ == "__main__":
    mode, host, port, token, topic, count = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4], sys.argv[5], int(sys.argv[6])
    if mode == "load":
        sys.exit(load(host, port, token, topic, count, int(sys.argv[7])))
    sys.exit(hold(host, port, token, topic, count, sys.argv[7]))
