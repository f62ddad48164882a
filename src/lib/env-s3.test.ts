import { afterEach, describe, expect, it, vi } from 'vitest'

const S3_VARIABLES = [
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'S3_PREFIX',
] as const

/** s3Settings() of a fresh module (env() parses once per module) with exactly these S3 variables. */
async function settingsWith(variables: Partial<Record<(typeof S3_VARIABLES)[number], string>>) {
  for (const name of S3_VARIABLES) vi.stubEnv(name, variables[name])
  vi.resetModules()
  const { s3Settings } = await import('./env')
  return s3Settings()
}

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('the S3 settings (issue 22)', () => {
  it('are absent without a bucket: uploads stay on disk', async () => {
    expect(await settingsWith({})).toBeNull()
  })

  it('take an S3-compatible provider with keys, path-style addresses and a prefix', async () => {
    expect(
      await settingsWith({
        S3_BUCKET: 'monsoon-media',
        S3_ENDPOINT: 'http://minio.internal:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: '1',
        S3_PREFIX: '/sites/monsoon/',
      }),
    ).toEqual({
      bucket: 'monsoon-media',
      region: 'us-east-1',
      endpoint: 'http://minio.internal:9000',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      isPathStyle: true,
      prefix: 'sites/monsoon',
    })
  })

  it('leave the credentials to the AWS default chain when no keys are given', async () => {
    expect(await settingsWith({ S3_BUCKET: 'monsoon-media', S3_REGION: 'eu-west-1' })).toEqual({
      bucket: 'monsoon-media',
      region: 'eu-west-1',
      isPathStyle: false,
      prefix: '',
    })
  })

  it.each([
    [{ S3_BUCKET: 'monsoon-media', S3_REGION: 'eu-west-1', S3_ACCESS_KEY_ID: 'key' }, 'S3_SECRET_ACCESS_KEY'],
    [{ S3_BUCKET: 'monsoon-media', S3_REGION: 'eu-west-1', S3_SECRET_ACCESS_KEY: 'secret' }, 'S3_ACCESS_KEY_ID'],
    [{ S3_BUCKET: 'monsoon-media' }, 'S3_REGION is required'],
    [{ S3_ENDPOINT: 'https://example.r2.cloudflarestorage.com' }, 'S3_BUCKET is missing, but S3_ENDPOINT is set'],
    [{ S3_BUCKET: 'monsoon-media', S3_REGION: 'eu-west-1', S3_PREFIX: 'a/../b' }, 'S3_PREFIX'],
    [{ S3_BUCKET: 'monsoon-media', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT'],
  ])('refuse %o, naming %s', async (variables, named) => {
    await expect(settingsWith(variables)).rejects.toThrow(named)
  })
})
