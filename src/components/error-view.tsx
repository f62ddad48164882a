import { DEFAULT_ERROR_STATUS, readableErrorMessage, shouldShowErrorMessage } from '@/domain/error-page'

/** The page's words: error boundaries render in the browser without the catalogue, so English by default. */
type TTexts = { title: string; lead: string; backHome: string }
const ENGLISH: TTexts = { title: 'Error!', lead: 'Something went wrong ...', backHome: 'Back to Home' }

type TProps = { status?: number; message?: string; digest?: string; texts?: TTexts }

/** Spec §2/§8 Error page: "Error!", "Something went wrong ...", the message above 300, Back to Home. */
export function ErrorView({ status = DEFAULT_ERROR_STATUS, message, digest, texts = ENGLISH }: TProps) {
  return (
    <section
      className="container-page flex min-h-[50vh] flex-col items-center justify-center gap-4 py-20 text-center"
      data-testid="error-page"
    >
      <h1 className="text-5xl font-black text-primary">{texts.title}</h1>
      <p className="text-xl">{texts.lead}</p>
      {shouldShowErrorMessage(status) && (
        <p className="max-w-xl text-muted" data-testid="error-message">
          {readableErrorMessage(message, digest)}
        </p>
      )}
      {/* A plain link: after an error the client router may be in a bad state. */}
      <a href="/" className="btn-primary mt-4">
        {texts.backHome}
      </a>
    </section>
  )
}
