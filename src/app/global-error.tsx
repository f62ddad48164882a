'use client'

/** Spec §8 "Nested error-page failure": the last resort when even the root layout fails. */
export default function GlobalError() {
  return (
    <html lang="en">
      <body
        style={{
          fontFamily: 'system-ui, sans-serif',
          padding: '4rem 1.5rem',
          textAlign: 'center',
          background: '#f4f4f2',
        }}
      >
        <h1 style={{ color: '#8b1a1a' }}>An error occurred while showing the error page</h1>
        <p>
          <a href="/" style={{ color: '#8b1a1a' }}>
            Back to Home
          </a>
        </p>
      </body>
    </html>
  )
}
