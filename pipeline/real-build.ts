import { execFile } from "node:child_process";
import { promisify } from "node:util";

/**
 * Runs the real `react-router build` into `dir`, for tests of the pipeline and its checks. Inside the project (the
 * prerender resolves react-dom from node_modules), and as production: the test runner's NODE_ENV would give React's
 * development build.
 */
export async function realBuild(dir: string, env: Record<string, string> = {}, cwd = process.cwd()): Promise<void> {
  await promisify(execFile)("npx", ["react-router", "build"], {
    cwd,
    env: { ...process.env, NODE_ENV: "production", BUILD_DIR: dir, ...env },
    maxBuffer: 64 * 1024 * 1024,
  });
}
