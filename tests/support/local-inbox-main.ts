// The local inbox as a process (startLocalInboxProcess in local-inbox.ts): the same inbox on the
// SMTP and web ports given as arguments; "inbox ready" once both listen.
import { startLocalInbox } from './local-inbox.ts'

const [smtp, web] = process.argv.slice(2, 4).map(Number)
if (!smtp || !web) throw new Error('usage: local-inbox-main.ts <smtp port> <web port>')
const inbox = await startLocalInbox({ smtp, web })
console.log('inbox ready')

const stop = () => void inbox.stop().then(() => process.exit(0))
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
