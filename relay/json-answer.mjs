// The JSON answer every address of the relay gives (a lead's copy, a stage, a booking, a platform's lead), and the
// function hosts' answers where a feature cannot run (Netlify's 501s).

/** @param {number} status @param {object} body */
export const json = (status, body) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json; charset=utf-8" } });
