import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "src/web",
  // BUILD_DIR lets several builds coexist (parallel test runs); the server reads the same variable.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: true,
} satisfies Config;
