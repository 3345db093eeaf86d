/** Where the included server answers the forms when no form-service key is set (read by the app and the build checks). */
export const LOCAL_INBOX_PATH = "/api/inbox";
