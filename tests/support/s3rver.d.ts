/** The part of s3rver (a local S3 stand-in, no types of its own) the tests use. */
declare module 's3rver' {
  import type { AddressInfo } from 'node:net'

  type TS3rverOptions = {
    address?: string
    /** 0: any free port; `run()` says which. */
    port?: number
    silent?: boolean
    /** Where buckets and objects are kept. */
    directory: string
    configureBuckets?: { name: string }[]
  }

  export default class S3rver {
    constructor(options: TS3rverOptions)
    run(): Promise<AddressInfo>
    close(): Promise<void>
  }
}
