import { ErrorView } from '../../components/ErrorView';

export default function NoRegistrationPage() {
  return <ErrorView screen="noRegistration" />;
}
