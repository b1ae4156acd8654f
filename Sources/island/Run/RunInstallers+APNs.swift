import IslandText
import Foundation
import IslandAPNs
import IslandCore
import IslandIO

extension RunInstallers {
    /// `--apns [HOST:]PORT`: the endpoint joins the loop as a source and a sink, and the device
    /// starts announcing push tokens.
    static func installAPNs(_ options: RunOptions, into setup: inout RunSetup) throws {
        let apns = options.apns
        guard let endpoint = apns.endpoint else {
            if apns.hasEndpointOptions { throw CommandLineError(.cliAPNsOptionsNeedAPNs) }
            return
        }
        if apns.noAuth, apns.keyP8Path != nil { throw CommandLineError(.cliAPNsNoAuthAndKey) }
        if apns.cleartext, apns.certificatePath != nil || apns.keyPath != nil {
            throw CommandLineError(.cliAPNsCleartextNoCertificate)
        }
        if (apns.certificatePath == nil) != (apns.keyPath == nil) {
            throw CommandLineError(.cliAPNsCertAndKey)
        }

        var auth = apns.noAuth ? APNsAuthPolicy.none : APNsAuthPolicy.shape
        auth.environment = apns.environment ?? .sandbox
        if let path = apns.keyP8Path {
            do {
                auth.key = try ProviderKey.load(path: path)
            } catch {
                throw CommandLineError(.cliOptionProblem, ["option": "--apns-key-p8", "problem": "\(error)"])
            }
            auth.keyID = ProviderToken.keyID(fromFileName: path)
        }

        var tls: TLSContext?
        var caFile: String?
        if !apns.cleartext {
            let certificate: String
            let key: String
            if let given = apns.certificatePath, let givenKey = apns.keyPath {
                (certificate, key) = (given, givenKey)
            } else {
                let directory = SelfSignedCertificate.directory(environment: ProcessInfo.processInfo.environment)
                let made = try SelfSignedCertificate.ensure(in: directory)
                (certificate, key) = (made.certificate, made.key)
                if made.created { Console.error(Sentence(.cliAPNsMadeCertificate, ["path": certificate])) }
            }
            caFile = certificate
            tls = try TLSContext.server(certificate: certificate, key: key)
        }

        let server = try APNsServer(host: endpoint.host, port: endpoint.port, tls: tls, auth: auth)
        for fault in apns.faults where !server.faults.add(fault) {
            throw CommandLineError(.cliAPNsTooManyFaults, ["count": String(apns.faults.count - 1)])
        }
        setup.sources.append(server)
        setup.sinks.append(server)
        if options.headless { setup.sinks.append(TokenStdoutSink()) }
        // The device's tokens are of the environment the endpoint plays.
        setup.model.pushTokens = PushTokenAnnouncer(environment: auth.environment)
        setup.model.system.options.environment = auth.environment

        let curl = "curl --http2\(tls == nil ? "-prior-knowledge" : "")\(caFile.map { " --cacert \($0)" } ?? "") \(server.url)/3/device/<token> …"
        setup.model.log.append(LogEntry(time: setup.start, level: .info,
                                        note: apns.noAuth ? .noteAPNsNoAuth : auth.key != nil ? .noteAPNsVerified : .noteAPNsChecked,
                                        ["environment": auth.environment.rawValue, "url": server.url, "key": apns.keyP8Path ?? "", "curl": curl]))
        if !server.faults.isEmpty {
            setup.model.log.append(LogEntry(time: setup.start, level: .warning, note: .noteAPNsFaults,
                                            ["faults": server.faults.summary.joined(separator: "; ")]))
        }
        Console.error(Sentence(.cliAPNsEndpointOn, ["url": server.url, "curl": curl]))
    }
}
