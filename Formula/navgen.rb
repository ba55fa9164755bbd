# navgen's Homebrew formula. navgen's repository is its own tap:
#
#   brew tap OWNER/navgen https://github.com/OWNER/navgen
#   brew install OWNER/navgen/navgen            # the release tagged below (from v1.0.0 on)
#   brew install --HEAD OWNER/navgen/navgen     # main, before the first tag
#
# It builds navgen from the tagged source, as `make install` does. The tag is
# NavGenVersion.current's: CONTRIBUTING.md's release steps bump both, and
# ReleaseFilesTests fails when they differ.
class Navgen < Formula
  desc "Checks an iOS app's navigation spec and generates its routes and deep-link router"
  homepage "https://github.com/OWNER/navgen"
  url "https://github.com/OWNER/navgen.git", tag: "v1.0.0"
  head "https://github.com/OWNER/navgen.git", branch: "main"

  # Swift 6: Xcode 16 on macOS, Homebrew's swift on Linux.
  depends_on xcode: ["16.0", :build]
  depends_on "libyaml"
  uses_from_macos "swift" => :build

  def install
    system "swift", "build", "--disable-sandbox", "--configuration", "release", "--product", "navgen"
    bin.install ".build/release/navgen"
    generate_completions_from_executable(bin/"navgen", "--generate-completion-script")
  end

  test do
    assert_equal version.to_s, shell_output("#{bin}/navgen --version").strip unless build.head?
    system bin/"navgen", "init"
    assert_match "0 errors, 0 warnings", shell_output("#{bin}/navgen validate")
    assert_match "wrote Navigation/MyAppNavigation.swift", shell_output("#{bin}/navgen generate")
  end
end
