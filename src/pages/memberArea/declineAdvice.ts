// The table lives in enums/ so the server's decline mail says what the page says (issue 60).
export { declineAdvice } from '../../../enums/declineAdvice';
