import { ErrorView } from '../../components/ErrorView';

/**
 * SPEC 2.6 /member/setting/sbidlinkage/error, the linkage flow's `errorRoute` (SPEC 8.2 account-link failures): the
 * partner did not certify the number, or the call failed. The way back is the certification, to try again.
 */
export default function LinkageErrorPage() {
  return <ErrorView screen="accountLinkFailure" wayBack={{ kind: 'flowStart', to: '/member/setting/sbidlinkage/certification' }} />;
}
