// The local inbox as a process (startLocalInboxProcess in local-inbox.ts): maildev on the SMTP
// and web ports given as arguments, on 127.0.0.1; "inbox ready" once both listen.
import { MailDev } from 'maildev'

const [smtp, web] = process.argv.slice(2).map(Number)
const maildev = new MailDev({ smtp, web, ip: '127.0.0.1', webIp: '127.0.0.1', silent: true })
await maildev.start()
console.log('inbox ready')

const stop = () => void maildev.stop().then(() => process.exit(0))
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
