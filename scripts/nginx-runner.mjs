// Runs Debian's nginx on loopback with the build's generated server block, in a temporary prefix.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";

export const NGINX = process.env.NGINX_PATH || "/usr/sbin/nginx";
export const hasNginx = () => existsSync(NGINX);

/**
 * @param {string} buildDir a finished build, with deploy/nginx.conf
 * @param {number} port loopback port to listen on
 * @param {{ workers?: number }} [options]
 */
export async function startNginx(buildDir, port, { workers = 1 } = {}) {
  const prefix = await mkdtemp(join(tmpdir(), "nginx-"));
  const block = (await readFile(join(buildDir, "deploy", "nginx.conf"), "utf8")).replace("listen 8080;", `listen 127.0.0.1:${port};`);
  await writeFile(join(prefix, "site.conf"), block);
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((name) => `  ${name}_temp_path ${prefix}/${name};`).join("\n");
  // Started by root, nginx runs its workers as another user (nobody), who may not enter a clone only its owner may
  // (a folder under /root, or made by mktemp -d): they run as the suite's user instead.
  const user = process.getuid?.() === 0 ? `user ${userInfo().username};\n` : "";
  await writeFile(
    join(prefix, "nginx.conf"),
    `${user}worker_processes ${workers};
error_log ${prefix}/error.log;
pid ${prefix}/nginx.pid;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  types { application/manifest+json webmanifest; }
  default_type application/octet-stream;
  access_log off;
${temp}
  include ${prefix}/site.conf;
}
`,
  );
  const child = spawn(NGINX, ["-p", prefix, "-c", join(prefix, "nginx.conf"), "-g", "daemon off;"], { stdio: "inherit" });
  // Stopped whatever happens to the process that started it: a failed start, a test that throws, an exit.
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  const stop = async () => {
    process.removeListener("exit", killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGQUIT");
      await exited;
    }
  };
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    if ((await fetch(origin).catch(() => null))?.status === 200) break;
    if (attempt > 100 || child.exitCode !== null) {
      const log = await readFile(join(prefix, "error.log"), "utf8").catch(() => "");
      await stop();
      await rm(prefix, { recursive: true, force: true });
      throw new Error(`nginx did not start on ${origin}:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin,
    pid: child.pid,
    async stop() {
      await stop();
      await rm(prefix, { recursive: true, force: true });
    },
  };
}
