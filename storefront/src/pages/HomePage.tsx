import { Hero } from '../components/Hero';
import { PromiseLines } from '../components/PromiseLines';

export default function HomePage() {
  return (
    <>
      <Hero />
      <PromiseLines />
    </>
  );
}
