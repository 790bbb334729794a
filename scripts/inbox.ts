// The local inbox as a process (scripts/lib/local-inbox.ts): maildev on the SMTP and web ports
// given, its mail in the folder given. Prints "inbox ready" once both listen.
import { startMailCatcher } from './lib/local-inbox.ts'

// Everything maildev writes here is for the person who runs the product only.
process.umask(0o077)

const [smtp, web] = process.argv.slice(2, 4).map(Number)
const mailDirectory = process.argv[4]
if (!smtp || !web || !mailDirectory) {
  throw new Error('usage: scripts/inbox.ts <smtp port> <web port> <mail folder>')
}
const inbox = await startMailCatcher({ smtp, web }, mailDirectory)
console.log('inbox ready')

const stop = () => void inbox.stop().then(() => process.exit(0))
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
