/** Builds dist/ once before the tests, so the end-to-end CLI tests run the code under test. */
import { execFileSync } from 'node:child_process';

export default function setup(): void {
  execFileSync('npm', ['run', '--silent', 'build:dist'], { stdio: 'inherit' });
}
