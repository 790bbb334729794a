import { spawn } from 'node:child_process'
import { environmentWith } from '@atl/local-defaults/environment'
import { OFFLINE_ENV } from './offline-env.ts'

export interface CommandOptions {
  cwd?: string
  env?: Record<string, string | undefined>
}

/** Runs a command with inherited output; resolves with its exit code. */
export function runCommand(
  command: string,
  args: string[],
  options: CommandOptions = {},
): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: environmentWith({ ...OFFLINE_ENV, ...options.env }),
      stdio: 'inherit',
    })
    child.on('error', reject)
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}
