import { ErrorScreenView } from '../../components/ErrorView/ErrorScreenView';
import { pcScreen } from './messages';

/** SPEC 2.6 /member/setting/sbidlinkage/pc: what a PC browser is shown instead of the linkage's pages (SPEC 2.7). */
export default function PcPage() {
  return <ErrorScreenView screen="partnerIdLinkagePc" entry={pcScreen} />;
}
