// What the transport's first request loads: ky's default export and nothing else. Importing ky itself would
// hand a bundler ky's whole export list (its errors, guards and helpers), which it must keep because a dynamic
// import yields the module's namespace.
export { default } from 'ky';
