/**
 * A download progress bar on standard error: redrawn in place on a terminal (at most ten times a
 * second), one line per 10 % otherwise (logs, CI), so it never floods a pipe.
 */

export interface ProgressOutput {
  write(text: string): unknown;
  isTTY?: boolean;
}

const MB = 1024 * 1024;

function mb(n: number): string {
  return `${(n / MB).toFixed(1)} MB`;
}

export class ProgressBar {
  private last = -Infinity;
  private lastStep = -1;
  private bytes = 0;
  private finished = false;

  constructor(
    private readonly label: string,
    private readonly total: number | null,
    private readonly out: ProgressOutput,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** The line for `bytes` (exported for tests): "oracle_cards [#####-----] 50% 75.0 MB / 150.0 MB". */
  line(bytes: number): string {
    const total = this.total !== null && this.total > 0 && bytes <= this.total * 1.05 ? this.total : null;
    if (total === null) return `${this.label} ${mb(bytes)}`;
    const ratio = Math.min(1, bytes / total);
    const width = 24;
    const filled = Math.round(ratio * width);
    return `${this.label} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${String(Math.floor(ratio * 100)).padStart(3)}% ${mb(bytes)} / ${mb(total)}`;
  }

  update(bytes: number): void {
    this.bytes = bytes;
    if (this.out.isTTY) {
      const t = this.now();
      if (t - this.last < 100) return;
      this.last = t;
      this.out.write(`\r${this.line(bytes)}\u001b[K`);
      return;
    }
    const step = this.total ? Math.floor((bytes / this.total) * 10) : Math.floor(bytes / (50 * MB));
    if (step > this.lastStep) {
      this.lastStep = step;
      this.out.write(`${this.line(bytes)}\n`);
    }
  }

  done(): void {
    if (this.finished) return;
    this.finished = true;
    this.out.write(this.out.isTTY ? `\r${this.line(this.bytes)}\u001b[K\n` : `${this.line(this.bytes)} done\n`);
  }
}
