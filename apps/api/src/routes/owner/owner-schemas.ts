// Path parameters of the owner routes, declared once in the API's contracts (request checks and the
// OpenAPI document).
export {
  AuthorizeParams as authorizeParams,
  ClientParams as clientParams,
  ImageParams as imageParams,
  SubjectParams as subjectParams,
  VersionParams as versionParams,
} from '@vitrina/api-client/contracts';
