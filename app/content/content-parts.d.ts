/** One top-level part of a content file (pipeline/content-parts.ts), checked against its schema by the build. */
declare module "content:*" {
  const part: unknown;
  export default part;
}
