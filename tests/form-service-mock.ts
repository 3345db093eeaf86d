import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";

// The form service's submit endpoint, as the unit tests' settings configure it (vitest.config.ts).
import { WEB3FORMS_ENDPOINT as FORM_SERVICE_ENDPOINT } from "~/lib/form-endpoint";

type Answer = () => Response | Promise<Response>;

/** The form service's answers, as its documentation gives them. */
export const formServiceAnswers = {
  success: (): Response => HttpResponse.json({ success: true, message: "Email sent successfully!" }),
  rejected: (status: number, message: string): Response => HttpResponse.json({ success: false, message }, { status }),
};

/**
 * MSW standing in for the form service in one test file. Each test queues the answers it expects to give;
 * every post is kept as the service would parse it (multipart). A post with no answer queued, or a request to
 * any other address, fails the test: nothing is answered by default.
 */
export function mockFormService() {
  const server = setupServer();
  const received: FormData[] = [];
  const answers: Answer[] = [];
  const unexpected: string[] = [];

  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  beforeEach(() => {
    received.length = 0;
    answers.length = 0;
    unexpected.length = 0;
    server.use(
      http.post(FORM_SERVICE_ENDPOINT, async ({ request }) => {
        received.push(await request.formData());
        const answer = answers.shift();
        if (answer) return answer();
        unexpected.push(`a post to ${request.url} that the test did not expect`);
        return HttpResponse.error();
      }),
    );
  });
  afterEach(() => {
    server.resetHandlers();
    if (unexpected.length) throw new Error(`The form service received ${unexpected.join("; ")}`);
    if (answers.length) throw new Error(`The form service expected ${answers.length} more post(s) than it received`);
  });
  afterAll(() => server.close());

  return {
    /** The posts received in this test, in order. */
    received,
    /** Queues the answer to the next post. */
    answerNext: (answer: Answer) => answers.push(answer),
  };
}
